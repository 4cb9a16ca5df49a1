import Foundation

/// A premultiplied ARGB32 pixel buffer in native byte order, rows top to bottom, `bytesPerRow` = 4·width (plus
/// `rowPadding` pixels).
///
/// Owned by reference: a `CGImage`, a bitmap `CGContext` and a cairo surface may all look at one buffer. A buffer
/// this type allocates keeps `slack` readable bytes before its first row and after its last, so that vector loops
/// may load (and then ignore) a few pixels before the start or past the end of a row.
package final class PixelBuffer: @unchecked Sendable {
    package let width: Int
    package let height: Int
    package let bytesPerRow: Int
    package let base: UnsafeMutableRawPointer
    /// Whether this buffer allocated its memory, and so keeps `slack` readable bytes around its rows.
    package let keepsSlack: Bool

    /// Transparent pixels after each row's `width`, which stay transparent while writers keep to `width` (as cairo
    /// does): a vector loop reading a few pixels past either end of a row reads nothing there.
    package let rowPadding: Int

    /// Readable bytes before the first row and after the last row of an allocated buffer (eight pixels, twice).
    package static let slack = 64

    /// A zeroed (transparent) buffer, its rows `rowPadding` pixels longer than `width`; nil for non-positive or
    /// overflowing sizes, or a padding outside 0…64.
    package init?(width: Int, height: Int, rowPadding: Int = 0) {
        guard width > 0, height > 0, width <= 32_767, height <= 32_767, (0...64).contains(rowPadding) else {
            return nil
        }
        self.width = width
        self.height = height
        self.rowPadding = rowPadding
        bytesPerRow = (width + rowPadding) * 4
        let memory = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height + 2 * Self.slack, alignment: 32)
        // memset, not initializeMemory(as:repeating:count:): unoptimized builds (the tests') run that byte by byte.
        memset(memory, 0, bytesPerRow * height + 2 * Self.slack)
        base = memory + Self.slack
        keepsSlack = true
    }

    /// A view of memory owned by someone else (a caller's bitmap context data), which must outlive this.
    package init(wrapping base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.base = base
        rowPadding = 0
        keepsSlack = false
    }

    deinit {
        if keepsSlack { (base - Self.slack).deallocate() }
    }

    /// The pixels of row `y` (0 = top).
    package func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        (base + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
    }

    /// The pixel at (x, y), top-left origin.
    package subscript(x: Int, y: Int) -> UInt32 {
        get { row(y)[x] }
        set { row(y)[x] = newValue }
    }

    /// A deep copy with tightly packed rows.
    package func copy() -> PixelBuffer? {
        guard let result = PixelBuffer(width: width, height: height) else { return nil }
        for y in 0..<height { result.row(y).update(from: row(y), count: width) }
        return result
    }

    /// The alpha channel, one byte per pixel, rows packed (what shadows blur).
    package func alphaPlane() -> [UInt8] {
        var plane = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            let pixels = row(y)
            for x in 0..<width { plane[y * width + x] = UInt8(pixels[x] >> 24) }
        }
        return plane
    }
}
