import CCairo

/// A clip by an image's values: one coverage byte per device pixel, memory rows (row 0 at the top), with the cairo
/// surface over them made once, so that each operation drawn through the clip masks with it directly.
package final class ClipMask {
    package let width: Int
    package let height: Int
    package let coverage: [UInt8]
    private let stride: Int
    private let bytes: UnsafeMutableRawPointer
    /// A8 over `bytes`; nil if cairo could not make it (then nothing is drawn through the clip).
    let surface: OpaquePointer?

    init(width: Int, height: Int, coverage: [UInt8]) {
        self.width = width
        self.height = height
        self.coverage = coverage
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        let bytes = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
        coverage.withUnsafeBytes { source in
            guard let start = source.baseAddress else { return }
            for y in 0..<height { (bytes + y * stride).copyMemory(from: start + y * width, byteCount: width) }
        }
        self.stride = stride
        self.bytes = bytes
        surface = cairo_image_surface_create_for_data(
            bytes.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_A8, Int32(width), Int32(height), Int32(stride))
    }

    deinit {
        if let surface { cairo_surface_destroy(surface) }
        bytes.deallocate()
    }
}

extension CGContext {
    /// Intersects the clip with `mask` drawn into `rect` (user space): later drawing shows in proportion to the
    /// mask's values there and nowhere outside `rect`. An opaque (grayscale) mask clips by its brightness, white
    /// showing; a mask with transparency clips by its alpha, which is how iOS code drawing its masks with image
    /// renderers uses it.
    /// - Note: Deviation: `clear(_:)` is not masked.
    public func clip(to rect: CGRect, mask: CGImage) {
        guard rect.isFiniteRect, rect.width != 0, rect.height != 0,
            let scratch = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo.native.rawValue)
        else { return }
        scratch.state.ctm = state.ctm
        scratch.state.interpolation = state.interpolation
        scratch.draw(mask, in: rect)
        scratch.flush()
        let byAlpha = Self.hasTransparency(mask)
        var coverage = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            let pixels = scratch.buffer.row(y)
            for x in 0..<width {
                let p = pixels[x]
                // Premultiplied channels: their luminance is the grey level times the pixel's own coverage.
                let value =
                    byAlpha
                    ? p >> 24
                    : (299 * (p >> 16 & 0xFF) + 587 * (p >> 8 & 0xFF) + 114 * (p & 0xFF) + 500) / 1000
                coverage[y * width + x] = UInt8(value)
            }
        }
        if let existing = state.clipMask {
            for i in coverage.indices {
                coverage[i] = UInt8((Int(coverage[i]) * Int(existing.coverage[i]) + 127) / 255)
            }
        }
        state.clipMask = ClipMask(width: width, height: height, coverage: coverage)
        let box = rect.applying(state.ctm)
        state.clipBox = state.clipBox.map { $0.intersection(box) } ?? box
    }

    /// Paints `pattern` (device space) through the clip mask, scaled by `alpha`.
    package func paintMasked(_ pattern: OpaquePointer, _ mask: ClipMask, alpha: Double) {
        guard let surface = mask.surface else { return }
        if alpha < 1 {
            // The alpha scales the pattern first; the mask then applies to the result.
            cairo_push_group(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
            cairo_set_source(cairo, pattern)
            cairo_paint_with_alpha(cairo, alpha)
            guard let faded = cairo_pop_group(cairo) else { return }
            defer { cairo_pattern_destroy(faded) }
            cairo_set_source(cairo, faded)
        } else {
            cairo_set_source(cairo, pattern)
        }
        cairo_mask_surface(cairo, surface, 0, 0)
    }

    private static func hasTransparency(_ image: CGImage) -> Bool {
        for y in 0..<image.height {
            let pixels = image.buffer.row(y)
            for x in 0..<image.width where pixels[x] >> 24 != 0xFF { return true }
        }
        return false
    }
}
