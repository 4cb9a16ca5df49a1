/// An immutable bitmap image.
///
/// - Note: Deviation: pixels are always stored as premultiplied ARGB32 in native byte order; other layouts are
///   converted when the image is made, and `bitmapInfo`/`bytesPerRow` describe the stored layout.
public final class CGImage: Equatable, Hashable, Sendable, CustomStringConvertible {
    package let buffer: PixelBuffer

    package init(buffer: PixelBuffer) {
        self.buffer = buffer
    }

    /// An image from raw pixel bytes. Supports 8 bits per component with 32 bits per pixel (any alpha
    /// position, either byte order) and 8-bit gray or alpha-only; nil for anything else or a short buffer.
    public init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?,
        shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        guard bitsPerComponent == 8, let data = provider.data,
            let converted = PixelConversion.toNative(
                data, width: width, height: height, bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow,
                bitmapInfo: bitmapInfo, space: space)
        else { return nil }
        buffer = converted
    }

    public var width: Int { buffer.width }
    public var height: Int { buffer.height }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { buffer.bytesPerRow }
    public var colorSpace: CGColorSpace? { .srgbSpace }
    public var bitmapInfo: CGBitmapInfo { .native }
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }
    public var shouldInterpolate: Bool { true }

    /// The stored pixel bytes (a copy), rows top to bottom.
    public var dataProvider: CGDataProvider? {
        CGDataProvider(data: Data(bytes: buffer.base, count: buffer.bytesPerRow * buffer.height))
    }

    /// The part of the image inside `rect` (pixels, top-left origin), rounded out to whole pixels; nil when
    /// that part is empty.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.isFiniteRect else { return nil }
        let area = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, area.width >= 1, area.height >= 1,
            let result = PixelBuffer(width: Int(area.width), height: Int(area.height))
        else { return nil }
        let x0 = Int(area.minX)
        let y0 = Int(area.minY)
        for y in 0..<result.height {
            result.row(y).update(from: buffer.row(y0 + y) + x0, count: result.width)
        }
        return CGImage(buffer: result)
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String { "CGImage(\(width)×\(height))" }
}
