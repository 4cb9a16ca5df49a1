import CoreGraphics

/// An integer rectangle of device pixels, top-left origin; empty when width or height is not positive.
package struct PixelRect: Equatable, Hashable, Sendable {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The pixels a rect of device coordinates touches.
    package init(covering r: CGRect) {
        guard !r.isNull, r.isFiniteRect else {
            self.init(x: 0, y: 0, width: 0, height: 0)
            return
        }
        let x0 = Int(max(min(r.minX, 1e9), -1e9).rounded(.down)), y0 = Int(max(min(r.minY, 1e9), -1e9).rounded(.down))
        let x1 = Int(max(min(r.maxX, 1e9), -1e9).rounded(.up)), y1 = Int(max(min(r.maxY, 1e9), -1e9).rounded(.up))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The pixels a rect of device coordinates touches, as `init(covering:)` finds them, without building the
    /// `CGRect` (it runs for every recorded step). `width` and `height` must not be negative.
    init(coveringX x: Double, y: Double, width: Double, height: Double) {
        let x1 = x + width, y1 = y + height
        guard abs(x) < 1e9, abs(y) < 1e9, abs(x1) < 1e9, abs(y1) < 1e9 else {
            self.init(covering: CGRect(x: x, y: y, width: width, height: height))
            return
        }
        let left = Int(x.rounded(.down)), top = Int(y.rounded(.down))
        self.init(x: left, y: top, width: Int(x1.rounded(.up)) - left, height: Int(y1.rounded(.up)) - top)
    }

    package var isEmpty: Bool { width <= 0 || height <= 0 }
    package var maxX: Int { x + width }
    package var maxY: Int { y + height }

    package func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = max(x, o.x), y0 = max(y, o.y)
        let x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    package func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }

    package func contains(_ o: PixelRect) -> Bool {
        o.isEmpty || (!isEmpty && x <= o.x && y <= o.y && maxX >= o.maxX && maxY >= o.maxY)
    }

    package var area: Int { isEmpty ? 0 : width * height }
    package var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}

/// A pixel buffer that stands for a region of the device: buffer pixel (0, 0) is device pixel `origin`.
package struct Canvas {
    package var buffer: PixelBuffer
    package var origin: (x: Int, y: Int)
    /// Device pixels that may be written.
    package var clip: PixelRect

    package init(buffer: PixelBuffer, origin: (x: Int, y: Int), clip: PixelRect) {
        self.buffer = buffer
        self.origin = origin
        self.clip = clip.intersection(PixelRect(x: origin.x, y: origin.y, width: buffer.width, height: buffer.height))
    }
}
