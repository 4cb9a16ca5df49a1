import CCairo

extension CGContext {
    /// Runs a drawing operation with the state's alpha, blend mode and shadow applied.
    ///
    /// Plain opaque normal drawing goes straight to the surface; otherwise the operation is drawn into a group,
    /// whose alpha (blurred and tinted, then offset) is painted first as the shadow, then the group itself.
    package func paint(_ operation: (OpaquePointer) -> Void) {
        let blend =
            state.blendMode.cairoOperator
            ?? {
                Log.warningOnce(
                    key: "CGBlendMode.plusDarker", "CGContext: blend mode plusDarker is not supported; drawing normally"
                )
                return CAIRO_OPERATOR_OVER
            }()
        let shadow = state.shadow.flatMap { $0.color.alpha > 0 ? $0 : nil }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        let mask = state.clipMask
        if shadow == nil && state.alpha >= 1 && mask == nil {
            cairo_set_operator(cairo, blend)
            operation(cairo)
            return
        }
        cairo_push_group(cairo)
        operation(cairo)
        guard let group = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(group) }
        cairo_identity_matrix(cairo)
        // Through a mask clip, the shadow and the drawing are composed first and masked as one.
        if mask != nil { cairo_push_group(cairo) }
        cairo_set_operator(cairo, mask == nil ? blend : CAIRO_OPERATOR_OVER)
        let alpha = mask == nil ? Double(state.alpha) : 1
        if let shadow { paintShadow(of: group, shadow, alpha: alpha) }
        cairo_set_source(cairo, group)
        cairo_paint_with_alpha(cairo, alpha)
        guard let mask, let composed = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(composed) }
        cairo_set_operator(cairo, blend)
        paintMasked(composed, mask, alpha: Double(state.alpha))
    }

    private func paintShadow(of group: OpaquePointer, _ shadow: Shadow, alpha: Double) {
        guard let alphaPlane = renderAlpha(of: group) else { return }
        var plane = alphaPlane
        GaussianBlur.blur(&plane, width: width, height: height, sigma: Double(shadow.blur) / 2)
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        let mask = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
        defer { mask.deallocate() }
        for y in 0..<height {
            plane.withUnsafeBufferPointer { source in
                guard let start = source.baseAddress else { return }
                (mask + y * stride).copyMemory(from: start + y * width, byteCount: width)
            }
        }
        guard
            let maskSurface = cairo_image_surface_create_for_data(
                mask.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_A8, Int32(width), Int32(height), Int32(stride))
        else { return }
        defer { cairo_surface_destroy(maskSurface) }
        setSource(
            RGBA(
                red: shadow.color.red, green: shadow.color.green, blue: shadow.color.blue,
                alpha: shadow.color.alpha * alpha))
        // Device y is up in Core Graphics, down in cairo.
        cairo_mask_surface(cairo, maskSurface, Double(shadow.offset.width), -Double(shadow.offset.height))
    }

    /// The alpha channel of `pattern` painted over the whole context, one byte per pixel.
    private func renderAlpha(of pattern: OpaquePointer) -> [UInt8]? {
        guard let scratch = PixelBuffer(width: width, height: height), let surface = try? scratch.makeSurface() else {
            return nil
        }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return scratch.alphaPlane()
    }
}
