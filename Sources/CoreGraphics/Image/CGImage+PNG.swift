import CCairo

extension CGImage {
    /// An image decoded from the PNG bytes in `source`; nil when they are not a readable PNG.
    public convenience init?(
        pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard let data = source.data, let buffer = try? PNGCodec.decode(data) else { return nil }
        self.init(buffer: buffer)
    }

    /// The image encoded as PNG.
    package func pngData() throws -> Data {
        try PNGCodec.encode(buffer)
    }
}

/// PNG reading and writing through cairo's stream functions.
package enum PNGCodec {
    private final class Reader {
        let data: Data
        var offset = 0
        init(_ data: Data) { self.data = data }
    }

    private final class Writer {
        var data = Data()
    }

    package static func decode(_ data: Data) throws -> PixelBuffer {
        let reader = Reader(data)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                { closure, bytes, length in
                    guard let closure, let bytes else { return CAIRO_STATUS_READ_ERROR }
                    let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
                    let count = Int(length)
                    guard reader.offset + count <= reader.data.count else { return CAIRO_STATUS_READ_ERROR }
                    reader.data.copyBytes(to: bytes, from: reader.offset..<(reader.offset + count))
                    reader.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else {
            throw CairoError(operation: "cairo_image_surface_create_from_png_stream", status: CAIRO_STATUS_NO_MEMORY)
        }
        defer { cairo_surface_destroy(surface) }
        try CairoError.check(cairo_surface_status(surface), "cairo_image_surface_create_from_png_stream")
        return try copyPixels(of: surface)
    }

    /// A native buffer holding the surface's pixels in ARGB32, converting RGB24 and A8 when needed.
    package static func copyPixels(of surface: OpaquePointer) throws -> PixelBuffer {
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        guard let result = PixelBuffer(width: width, height: height) else {
            throw CairoError(operation: "PNG size \(width)×\(height)", status: CAIRO_STATUS_INVALID_SIZE)
        }
        let target = try result.makeSurface()
        defer { cairo_surface_destroy(target) }
        let cr = cairo_create(target)
        defer { cairo_destroy(cr) }
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        try CairoError.check(cairo_status(cr), "cairo_paint")
        cairo_surface_flush(target)
        return result
    }

    package static func encode(_ buffer: PixelBuffer) throws -> Data {
        let surface = try buffer.makeSurface()
        defer { cairo_surface_destroy(surface) }
        let writer = Writer()
        let status = withExtendedLifetime(writer) {
            cairo_surface_write_to_png_stream(
                surface,
                { closure, bytes, length in
                    guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                    Unmanaged<Writer>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(writer).toOpaque())
        }
        try CairoError.check(status, "cairo_surface_write_to_png_stream")
        return writer.data
    }
}
