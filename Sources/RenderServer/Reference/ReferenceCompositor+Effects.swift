import CCairo
import CoreGraphics
import Foundation

extension ReferenceCompositor {
    /// The layer's group multiplied by the alpha of its mask layer, drawn in the layer's coordinates.
    func applyMask(
        _ mask: PresentedLayer, to pattern: OpaquePointer, layer p: LayerProperties, _ cr: OpaquePointer,
        _ toDevice: Matrix3D,
        _ context: Context
    ) -> OpaquePointer {
        CairoDrawing.pushGroup(cr)
        draw(mask, cr, LayerGeometry.layerToSuperlayer(mask.properties).concatenating(toDevice), alpha: 1, context)
        guard let maskPattern = CairoDrawing.popGroup(cr) else { return pattern }
        defer { cairo_pattern_destroy(maskPattern) }
        CairoDrawing.pushGroup(cr)
        cairo_identity_matrix(cr)
        cairo_set_source(cr, pattern)
        cairo_mask(cr, maskPattern)
        cairo_pattern_destroy(pattern)
        return CairoDrawing.popGroup(cr) ?? maskPattern
    }

    /// Paints the layer's shadow: the group's alpha (or `shadowPath`), offset, blurred with σ = shadowRadius. Works
    /// on the current clip's extents only.
    func paintShadow(
        _ color: RGBA, of pattern: OpaquePointer, layer p: LayerProperties, _ cr: OpaquePointer, _ toDevice: Matrix3D,
        alpha: Double, _ context: Context
    ) {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let region = PixelRect(covering: CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
        guard !region.isEmpty, let scratch = PixelBuffer(width: region.width, height: region.height),
            let surface = try? scratch.makeSurface(),
            let scratchCr = cairo_create(surface)
        else { return }
        defer {
            cairo_destroy(scratchCr)
            cairo_surface_destroy(surface)
        }
        let toScratch = Matrix3D.translation(-Double(region.x), -Double(region.y), 0)
        if let path = p.shadowPath {
            CairoDrawing.setMatrix(scratchCr, toDevice.concatenating(toScratch))
            CairoDrawing.addPath(scratchCr, path.elements)
            cairo_set_source_rgba(scratchCr, 0, 0, 0, 1)
            cairo_fill(scratchCr)
        } else {
            CairoDrawing.setMatrix(scratchCr, toScratch)
            cairo_set_source(scratchCr, pattern)
            cairo_paint(scratchCr)
        }
        cairo_surface_flush(surface)
        let width = region.width, height = region.height
        var plane = scratch.alphaPlane()
        let linearScale = sqrt(abs(toDevice.m11 * toDevice.m22 - toDevice.m12 * toDevice.m21))
        GaussianBlur.blur(&plane, width: width, height: height, sigma: p.shadowRadius * linearScale)
        let dx = Double(p.shadowOffset.width) * toDevice.m11 + Double(p.shadowOffset.height) * toDevice.m21
        let dy = Double(p.shadowOffset.width) * toDevice.m12 + Double(p.shadowOffset.height) * toDevice.m22
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        var maskBytes = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            for x in 0..<width { maskBytes[y * stride + x] = plane[y * width + x] }
        }
        maskBytes.withUnsafeMutableBufferPointer { bytes in
            guard let base = bytes.baseAddress,
                let maskSurface = cairo_image_surface_create_for_data(
                    base, CAIRO_FORMAT_A8, Int32(width), Int32(height), Int32(stride))
            else { return }
            CairoDrawing.setSource(cr, color, alpha: alpha)
            cairo_mask_surface(cr, maskSurface, Double(region.x) + dx, Double(region.y) + dy)
            cairo_surface_destroy(maskSurface)
        }
    }

    /// Paints a group with each channel multiplied by `tint` (replicator instance colours).
    func paintTinted(_ group: OpaquePointer, _ tint: RGBA, _ cr: OpaquePointer, alpha: Double, _ context: Context) {
        let width = context.buffer.width, height = context.buffer.height
        guard let scratch = PixelBuffer(width: width, height: height), let surface = try? scratch.makeSurface(),
            let scratchCr = cairo_create(surface)
        else { return }
        defer { cairo_surface_destroy(surface) }
        cairo_set_source(scratchCr, group)
        cairo_paint(scratchCr)
        cairo_destroy(scratchCr)
        cairo_surface_flush(surface)
        Blend.tint(scratch, tint)
        cairo_surface_mark_dirty(surface)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }

    /// A layer whose plane is not flat on screen: drawn flat offscreen at device resolution, then mapped through
    /// the projective matrix pixel by pixel (bilinear, perspective-correct). Sublayers outside the bounds are cut off.
    func drawProjected(
        _ layer: PresentedLayer, _ cr: OpaquePointer, _ toDevice: Matrix3D, alpha: Double, _ context: Context
    ) {
        let p = layer.properties
        let b = p.bounds
        let corners = [
            CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
            CGPoint(x: b.minX, y: b.maxY),
        ]
        let projected = corners.map { toDevice.apply(x: Double($0.x), y: Double($0.y)) }
        guard projected.allSatisfy({ $0.w > 1e-6 }) else { return }
        let points = projected.map { CGPoint(x: $0.x / $0.w, y: $0.y / $0.w) }
        let s = context.scale
        let width = Int((Double(b.width) * s).rounded(.up)), height = Int((Double(b.height) * s).rounded(.up))
        guard width > 0, height > 0, width <= 4096, height <= 4096,
            let flat = PixelBuffer(width: width, height: height),
            let flatSurface = try? flat.makeSurface(), let flatCr = cairo_create(flatSurface)
        else { return }
        defer { cairo_surface_destroy(flatSurface) }
        let toFlat = Matrix3D.translation(-Double(b.minX), -Double(b.minY), 0).concatenating(.scale(s, s, 1))
        var local = layer
        local.properties.transform = .identity
        draw(local, flatCr, toFlat, alpha: 1, Context(buffer: flat, surface: flatSurface, scale: s))
        cairo_destroy(flatCr)
        cairo_surface_flush(flatSurface)
        guard let inverse = toFlat.inverted()?.concatenating(toDevice),
            let deviceToFlat = Homography(inverse).inverted()
        else { return }
        cairo_surface_flush(context.surface)
        ProjectiveBlit.blend(
            flat, into: context.buffer, map: deviceToFlat, bounds: CGRect.boundingBox(of: points), alpha: alpha)
        cairo_surface_mark_dirty(context.surface)
    }
}
