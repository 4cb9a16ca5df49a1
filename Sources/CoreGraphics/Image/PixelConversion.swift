/// Conversion of caller-supplied pixel layouts to the native premultiplied ARGB32 layout.
package enum PixelConversion {
    package static func toNative(
        _ data: Data, width: Int, height: Int, bitsPerPixel: Int, bytesPerRow: Int, bitmapInfo: CGBitmapInfo,
        space: CGColorSpace
    ) -> PixelBuffer? {
        guard width > 0, height > 0, bytesPerRow >= width * bitsPerPixel / 8,
            data.count >= bytesPerRow * (height - 1) + width * bitsPerPixel / 8,
            let result = PixelBuffer(width: width, height: height)
        else { return nil }
        let alpha = bitmapInfo.alphaInfo
        let order = bitmapInfo.intersection(.byteOrderMask)
        let ok: Bool = data.withUnsafeBytes { raw in
            guard let source = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return false }
            switch bitsPerPixel {
            case 32:
                let little = order == .byteOrder32Little
                for y in 0..<height {
                    let row = source + y * bytesPerRow
                    let out = result.row(y)
                    for x in 0..<width {
                        let p = row + x * 4
                        // The four bytes as the logical big-endian word, most significant first.
                        let b0 = little ? p[3] : p[0]
                        let b1 = little ? p[2] : p[1]
                        let b2 = little ? p[1] : p[2]
                        let b3 = little ? p[0] : p[3]
                        out[x] = pixel(b0, b1, b2, b3, alpha)
                    }
                }
                return true
            case 8:
                for y in 0..<height {
                    let row = source + y * bytesPerRow
                    let out = result.row(y)
                    for x in 0..<width {
                        let v = UInt32(row[x])
                        out[x] =
                            alpha == .alphaOnly || space.model != .monochrome
                            ? v << 24 : 0xFF00_0000 | v << 16 | v << 8 | v
                    }
                }
                return true
            default:
                return false
            }
        }
        return ok ? result : nil
    }

    /// One pixel from the logical bytes in order, per alpha layout.
    private static func pixel(_ b0: UInt8, _ b1: UInt8, _ b2: UInt8, _ b3: UInt8, _ info: CGImageAlphaInfo) -> UInt32 {
        let (a, r, g, b): (UInt8, UInt8, UInt8, UInt8)
        var premultiplied = true
        switch info {
        case .premultipliedFirst: (a, r, g, b) = (b0, b1, b2, b3)
        case .premultipliedLast: (r, g, b, a) = (b0, b1, b2, b3)
        case .first: (a, r, g, b) = (b0, b1, b2, b3); premultiplied = false
        case .last: (r, g, b, a) = (b0, b1, b2, b3); premultiplied = false
        case .noneSkipFirst, .none: (a, r, g, b) = (255, b1, b2, b3)
        case .noneSkipLast: (a, r, g, b) = (255, b0, b1, b2)
        case .alphaOnly: (a, r, g, b) = (b0, 0, 0, 0)
        }
        if premultiplied {
            return UInt32(a) << 24 | UInt32(Swift.min(r, a)) << 16 | UInt32(Swift.min(g, a)) << 8
                | UInt32(Swift.min(b, a))
        }
        return UInt32(a) << 24 | UInt32(multiply(r, a)) << 16 | UInt32(multiply(g, a)) << 8 | UInt32(multiply(b, a))
    }

    /// `x·a/255` rounded, exactly.
    package static func multiply(_ x: UInt8, _ a: UInt8) -> UInt8 {
        let t = UInt32(x) * UInt32(a) + 128
        return UInt8((t + (t >> 8)) >> 8)
    }
}
