import CoreGraphics

/// One pixel unpacked from premultiplied ARGB32: the components as stored (premultiplied), 0…255.
package struct Pixel: Equatable, CustomStringConvertible {
    package var a: Int
    package var r: Int
    package var g: Int
    package var b: Int

    package init(a: Int, r: Int, g: Int, b: Int) {
        self.a = a
        self.r = r
        self.g = g
        self.b = b
    }

    package init(_ word: UInt32) {
        self.init(a: Int(word >> 24), r: Int(word >> 16 & 0xFF), g: Int(word >> 8 & 0xFF), b: Int(word & 0xFF))
    }

    package static let clear = Pixel(a: 0, r: 0, g: 0, b: 0)
    package static let black = Pixel(a: 255, r: 0, g: 0, b: 0)
    package static let white = Pixel(a: 255, r: 255, g: 255, b: 255)
    package static let red = Pixel(a: 255, r: 255, g: 0, b: 0)
    package static let green = Pixel(a: 255, r: 0, g: 255, b: 0)
    package static let blue = Pixel(a: 255, r: 0, g: 0, b: 255)

    /// The largest per-channel difference.
    package func distance(to other: Pixel) -> Int {
        max(abs(a - other.a), abs(r - other.r), abs(g - other.g), abs(b - other.b))
    }

    package var description: String { "ARGB(\(a), \(r), \(g), \(b))" }
}

extension CGImage {
    /// The pixel at column x, memory row y (row 0 is the top of the image).
    package func pixel(x: Int, y: Int) -> Pixel { Pixel(buffer[x, y]) }
}

extension CGContext {
    /// The pixel at column x, memory row y (row 0 is the top row, i.e. the largest user-space y).
    package func pixel(x: Int, y: Int) -> Pixel {
        flush()
        return Pixel(buffer[x, y])
    }

    /// A transparent native ARGB32 context, or a test failure.
    package static func testContext(width: Int, height: Int) -> CGContext {
        guard
            let context = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { preconditionFailure("a \(width)×\(height) test context could not be made") }
        return context
    }
}

/// How far apart two buffers of the same size are: the mean over pixels of the largest channel difference, how
/// many pixels differ by more than `farBeyond`, and how many differ at all (the count that "the same pixels" means).
package struct BufferDifference {
    package let mean: Double
    package let far: Int
    /// Pixels whose stored words differ in any bit.
    package let differing: Int

    package init(_ a: PixelBuffer, _ b: PixelBuffer, farBeyond: Int = 64) {
        var total = 0, far = 0, differing = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let d = Pixel(a[x, y]).distance(to: Pixel(b[x, y]))
                total += d
                if d > farBeyond { far += 1 }
                if a[x, y] != b[x, y] { differing += 1 }
            }
        }
        mean = Double(total) / Double(max(a.width * a.height, 1))
        self.far = far
        self.differing = differing
    }
}
