import CCairo
import CoreGraphics
import Foundation

extension ReferenceCompositor {
    func drawGradient(
        _ g: GradientProperties, _ p: LayerProperties, _ outline: CGPath, _ cr: OpaquePointer, alpha: Double,
        _ context: Context
    ) {
        guard let colors = g.colors, !colors.isEmpty else { return }
        let stops = Self.stops(colors: colors, locations: g.locations)
        let b = p.bounds
        func point(_ unit: CGPoint) -> (Double, Double) {
            (Double(b.minX + unit.x * b.width), Double(b.minY + unit.y * b.height))
        }
        let (sx, sy) = point(g.startPoint)
        let (ex, ey) = point(g.endPoint)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        CairoDrawing.addPath(cr, outline.elements)
        cairo_clip(cr)
        switch g.type {
        case "radial":
            let rx = abs(ex - sx), ry = abs(ey - sy)
            guard rx > 0, ry > 0, let pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1) else { return }
            defer { cairo_pattern_destroy(pattern) }
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / rx, 1 / ry)
            cairo_matrix_translate(&matrix, -sx, -sy)
            cairo_pattern_set_matrix(pattern, &matrix)
            CairoDrawing.addStops(pattern, stops, alpha: alpha)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        case "conic":
            drawConic(stops, center: (sx, sy), toward: (ex, ey), bounds: b, cr, alpha: alpha, context)
        default:
            guard let pattern = cairo_pattern_create_linear(sx, sy, ex, ey) else { return }
            defer { cairo_pattern_destroy(pattern) }
            CairoDrawing.addStops(pattern, stops, alpha: alpha)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
    }

    static func stops(colors: [CGColor], locations: [Double]?) -> [GradientStop] {
        let n = colors.count
        let positions: [Double]
        if let locations, locations.count == n {
            positions = locations
        } else {
            positions = n == 1 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }
        }
        return zip(positions, colors).map { GradientStop(location: $0, color: $1.rgba) }
    }

    /// A conic gradient has no cairo pattern: it is computed per pixel of the bounds at device resolution.
    private func drawConic(
        _ stops: [GradientStop], center: (Double, Double), toward: (Double, Double), bounds b: CGRect,
        _ cr: OpaquePointer,
        alpha: Double, _ context: Context
    ) {
        let s = context.scale
        let width = max(1, Int((Double(b.width) * s).rounded(.up))),
            height = max(1, Int((Double(b.height) * s).rounded(.up)))
        guard let image = PixelBuffer(width: width, height: height) else { return }
        let start = atan2(toward.1 - center.1, toward.0 - center.0)
        for y in 0..<height {
            let row = image.row(y)
            for x in 0..<width {
                let px = Double(b.minX) + (Double(x) + 0.5) / s, py = Double(b.minY) + (Double(y) + 0.5) / s
                var t = (atan2(py - center.1, px - center.0) - start) / (2 * .pi)
                t -= t.rounded(.down)
                var c = Self.color(stops, at: t)
                c.alpha *= alpha
                row[x] = c.premultipliedPixel
            }
        }
        guard let surface = try? image.makeSurface() else { return }
        defer { cairo_surface_destroy(surface) }
        cairo_save(cr)
        cairo_translate(cr, Double(b.minX), Double(b.minY))
        cairo_scale(cr, 1 / s, 1 / s)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Non-premultiplied interpolation between the stops around `t`.
    static func color(_ stops: [GradientStop], at t: Double) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t >= a.location && t <= b.location {
            let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 0
            return RGBA(
                red: a.color.red + (b.color.red - a.color.red) * f,
                green: a.color.green + (b.color.green - a.color.green) * f,
                blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        }
        return last.color
    }

    func drawContents(_ image: CGImage, _ p: LayerProperties, _ cr: OpaquePointer, alpha: Double) {
        guard let surface = try? image.buffer.makeSurface() else { return }
        defer { cairo_surface_destroy(surface) }
        let iw = CGFloat(image.width), ih = CGFloat(image.height)
        let unit = p.contentsRect
        let source = CGRect(x: unit.minX * iw, y: unit.minY * ih, width: unit.width * iw, height: unit.height * ih)
        guard source.width > 0, source.height > 0 else { return }
        let scale = CGFloat(max(p.contentsScale, 1e-6))
        let logical = CGSize(width: source.width / scale, height: source.height / scale)
        let destination = ContentsPlacement.rect(content: logical, bounds: p.bounds, gravity: p.contentsGravity)
        let parts: [(CGRect, CGRect)] =
            p.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1)
            ? [(source, destination)]
            : ContentsPlacement.nineParts(
                source: source, center: p.contentsCenter, destination: destination, scale: scale)
        // Magnification or minification is decided on screen: image pixels against the device pixels they cover
        // once the layer's transform and the display scale apply.
        var dx = Double(destination.width), dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        let magnifying = (dx * dx + dy * dy).squareRoot() >= Double(source.width)
        let filterName = magnifying ? p.magnificationFilter : p.minificationFilter
        // Nine parts meet at fractional device positions; clipping each one with antialiasing would let the
        // background show through every seam. Inside a group each part owns whole pixels (aliased clips pushed
        // 2 points past the outer edges), and one antialiased clip to the whole destination shapes the outside.
        let sliced = parts.count > 1
        if sliced { cairo_push_group(cr) }
        for (src, dst) in parts {
            guard let pattern = cairo_pattern_create_for_surface(surface) else { continue }
            let sx = Double(src.width / dst.width), sy = Double(src.height / dst.height)
            var matrix = cairo_matrix_t(
                xx: sx, yx: 0, xy: 0, yy: sy, x0: Double(src.minX) - Double(dst.minX) * sx,
                y0: Double(src.minY) - Double(dst.minY) * sy)
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            let shrink = Double(source.width) / max((dx * dx + dy * dy).squareRoot(), 1e-12)
            cairo_pattern_set_filter(
                pattern,
                filterName == "nearest" ? CAIRO_FILTER_NEAREST : CairoDrawing.smoothFilter(minification: shrink))
            cairo_save(cr)
            if sliced {
                cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
                CairoDrawing.addRect(cr, Self.pushedOut(dst, within: destination, by: 2))
            } else {
                CairoDrawing.addRect(cr, dst)
            }
            cairo_clip(cr)
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, sliced ? 1 : alpha)
            cairo_restore(cr)
            cairo_pattern_destroy(pattern)
        }
        guard sliced else { return }
        cairo_pop_group_to_source(cr)
        cairo_save(cr)
        CairoDrawing.addRect(cr, destination)
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }

    /// `part` with each side that lies on `outer`'s edge moved `distance` further out.
    static func pushedOut(_ part: CGRect, within outer: CGRect, by distance: CGFloat) -> CGRect {
        let minX = part.minX <= outer.minX ? part.minX - distance : part.minX
        let minY = part.minY <= outer.minY ? part.minY - distance : part.minY
        let maxX = part.maxX >= outer.maxX ? part.maxX + distance : part.maxX
        let maxY = part.maxY >= outer.maxY ? part.maxY + distance : part.maxY
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    func drawShape(_ s: ShapeProperties, _ cr: OpaquePointer, alpha: Double) {
        guard let path = s.path, !path.isEmpty else { return }
        if let fill = s.fillColor?.rgba, fill.alpha > 0 {
            CairoDrawing.addPath(cr, path.elements)
            cairo_set_fill_rule(cr, s.fillRule == "even-odd" ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            CairoDrawing.setSource(cr, fill, alpha: alpha)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
        let start = min(max(s.strokeStart, 0), 1), end = min(max(s.strokeEnd, 0), 1)
        guard let stroke = s.strokeColor?.rgba, stroke.alpha > 0, s.lineWidth > 0, end > start else { return }
        let elements: [PathElement]
        if start == 0 && end == 1 {
            elements = path.elements
        } else {
            let measure = path.measure
            elements = measure.elements(from: CGFloat(start) * measure.length, to: CGFloat(end) * measure.length)
        }
        CairoDrawing.addPath(cr, elements)
        cairo_set_line_width(cr, s.lineWidth)
        cairo_set_line_cap(
            cr,
            s.lineCap == "round"
                ? CAIRO_LINE_CAP_ROUND : s.lineCap == "square" ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(
            cr,
            s.lineJoin == "round"
                ? CAIRO_LINE_JOIN_ROUND : s.lineJoin == "bevel" ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, s.miterLimit)
        if let dashes = s.lineDashPattern, dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(cr, dashes, Int32(dashes.count), s.lineDashPhase)
        }
        CairoDrawing.setSource(cr, stroke, alpha: alpha)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    func drawText(_ t: TextProperties, _ p: LayerProperties, _ cr: OpaquePointer, alpha: Double) {
        guard let string = t.string, !string.isEmpty, var color = t.foregroundColor?.rgba else { return }
        color.alpha *= alpha
        TextLayout.draw(string, in: p.bounds, style: Self.textStyle(t, color: color), runs: t.runs, cairo: cr)
    }

    static func textStyle(_ t: TextProperties, color: RGBA) -> TextStyle {
        let alignment: TextStyle.Alignment =
            switch t.alignmentMode {
            case "left": .left
            case "right": .right
            case "center": .center
            case "justified": .justified
            default: .natural
            }
        let truncation: TextStyle.Truncation =
            switch t.truncationMode {
            case "start": .start
            case "middle": .middle
            case "end": .end
            default: .none
            }
        return TextStyle(
            fontName: t.fontName, fontSize: CGFloat(t.fontSize), color: color, alignment: alignment,
            isWrapped: t.isWrapped, truncation: truncation)
    }
}
