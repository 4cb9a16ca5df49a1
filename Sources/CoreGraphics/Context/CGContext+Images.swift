import CCairo

extension CGContext {
    /// Draws `image` scaled to fill `rect` in user space, upright: its top row at `rect.maxY`.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard rect.isFiniteRect, rect.width != 0, rect.height != 0,
            let imageSurface = try? image.buffer.makeSurface()
        else { return }
        defer { cairo_surface_destroy(imageSurface) }
        let r = rect.standardized
        paint { cr in
            self.setCairoMatrix(self.state.ctm.concatenating(self.flip))
            guard let pattern = cairo_pattern_create_for_surface(imageSurface) else { return }
            defer { cairo_pattern_destroy(pattern) }
            let sx = Double(image.width) / Double(r.width)
            let sy = Double(image.height) / Double(r.height)
            var matrix = cairo_matrix_t(
                xx: sx, yx: 0, xy: 0, yy: -sy, x0: -Double(r.minX) * sx, y0: Double(r.maxY) * sy)
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_pattern_set_extend(pattern, byTiling ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(pattern, self.cairoFilter)
            cairo_set_source(cr, pattern)
            if byTiling {
                cairo_paint(cr)
            } else {
                cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
                cairo_fill(cr)
            }
        }
    }

    private var cairoFilter: cairo_filter_t {
        switch state.interpolation {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_FAST
        case .high: CAIRO_FILTER_BEST
        case .default, .medium: CAIRO_FILTER_GOOD
        }
    }

    /// Fills the clip with a gradient along `start`→`end` in user space.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        guard let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        else { return }
        defer { cairo_pattern_destroy(pattern) }
        addStops(gradient, to: pattern)
        paint { cr in
            self.setCairoMatrix(self.state.ctm.concatenating(self.flip))
            self.clipLinearSides(start: start, end: end, options: options)
            cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
    }

    /// Fills the clip with a gradient between two circles in user space.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        guard
            let pattern = cairo_pattern_create_radial(
                Double(startCenter.x), Double(startCenter.y), Double(startRadius), Double(endCenter.x),
                Double(endCenter.y), Double(endRadius))
        else { return }
        defer { cairo_pattern_destroy(pattern) }
        addStops(gradient, to: pattern)
        paint { cr in
            self.setCairoMatrix(self.state.ctm.concatenating(self.flip))
            let before = options.contains(.drawsBeforeStartLocation)
            let after = options.contains(.drawsAfterEndLocation)
            if before && !after {
                cairo_arc(cr, Double(endCenter.x), Double(endCenter.y), Double(endRadius), 0, 2 * .pi)
                cairo_clip(cr)
            } else if after && !before {
                cairo_rectangle(cr, -1e6, -1e6, 2e6, 2e6)
                cairo_arc(cr, Double(startCenter.x), Double(startCenter.y), Double(startRadius), 0, 2 * .pi)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                cairo_clip(cr)
            }
            cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
    }

    private func addStops(_ gradient: CGGradient, to pattern: OpaquePointer) {
        for stop in gradient.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha)
        }
    }

    /// With only one of the two extend options, clips away the half-plane on the side that must stay empty.
    private func clipLinearSides(start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        let before = options.contains(.drawsBeforeStartLocation)
        let after = options.contains(.drawsAfterEndLocation)
        guard before != after else { return }
        let dx = end.x - start.x
        let dy = end.y - start.y
        let length = hypot(dx, dy)
        guard length > 0 else { return }
        let u = CGPoint(x: dx / length, y: dy / length)
        let v = CGPoint(x: -u.y, y: u.x)
        let far: CGFloat = 1e6
        // The band from the kept edge (start when drawing after, end when drawing before) toward the kept side.
        let (origin, direction): (CGPoint, CGFloat) = after ? (start, 1) : (end, -1)
        let corners = [
            CGPoint(x: origin.x + v.x * far, y: origin.y + v.y * far),
            CGPoint(x: origin.x - v.x * far, y: origin.y - v.y * far),
            CGPoint(x: origin.x - v.x * far + u.x * far * direction, y: origin.y - v.y * far + u.y * far * direction),
            CGPoint(x: origin.x + v.x * far + u.x * far * direction, y: origin.y + v.y * far + u.y * far * direction),
        ]
        cairo_new_path(cairo)
        cairo_move_to(cairo, Double(corners[0].x), Double(corners[0].y))
        for corner in corners.dropFirst() { cairo_line_to(cairo, Double(corner.x), Double(corner.y)) }
        cairo_close_path(cairo)
        cairo_clip(cairo)
    }
}
