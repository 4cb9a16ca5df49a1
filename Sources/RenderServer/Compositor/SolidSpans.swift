import CoreGraphics

/// Where a texture is one colour: per texel row, the run of texels through the middle column that all equal the
/// texture's middle texel. Layer content is mostly such runs (a background inside its rounded corners, the clear
/// inside of a border), and a blit needs no texel reads, no filtering and — for a clear colour — no work there.
struct SolidSpans {
    /// The colour of every run.
    let color: UInt32
    /// Per row, the run's first texel and the texel after its last (equal when the row has none).
    private let bounds: [(start: Int32, end: Int32)]

    init(_ pixels: PixelBuffer) {
        let width = pixels.width, middle = pixels.width / 2
        let color = pixels.row(pixels.height / 2)[middle]
        self.color = color
        bounds = (0..<pixels.height).map { y in
            let row = pixels.row(y)
            guard row[middle] == color else { return (0, 0) }
            var start = middle, end = middle + 1
            while start > 0, row[start - 1] == color { start -= 1 }
            while end < width, row[end] == color { end += 1 }
            return (Int32(start), Int32(end))
        }
    }

    /// The texels of row `y` that are `color`.
    @inline(__always)
    func run(_ y: Int) -> Range<Int> {
        let b = bounds[y]
        return Int(b.start)..<Int(b.end)
    }

    /// The texels that are `color` in both rows `y` and `y + 1`.
    @inline(__always)
    func run(rows y: Int) -> Range<Int> {
        let a = bounds[y], b = bounds[y + 1]
        let start = Int(max(a.start, b.start)), end = Int(min(a.end, b.end))
        return start..<max(start, end)
    }
}
