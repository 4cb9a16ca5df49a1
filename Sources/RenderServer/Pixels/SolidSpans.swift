import CoreGraphics
import Foundation

/// Where a texture is one colour: per texel row, the run of texels through the middle column that all equal the
/// texture's middle texel. Layer content is mostly such runs (a background inside its rounded corners, the clear
/// inside of a border), and a blit needs no texel reads, no filtering and — for a clear colour — no work there.
struct SolidSpans {
    /// The colour of every run.
    let color: UInt32
    /// Per row, the run's first texel and the texel after its last (equal when the row has none).
    private let bounds: [(start: Int32, end: Int32)]
    /// Per pair of rows `v`, `v + 1`: the left taps `u` whose 2×2 neighbourhood (`u`, `u + 1` in both rows) is all
    /// `color` are `tapStart[v] ≤ u < tapEnd[v]`.
    let tapStart: [Int32]
    let tapEnd: [Int32]
    /// For an opaque colour: the texels of the widest rectangle around the middle row whose rows all hold the
    /// middle row's run (for a rounded rectangle, its full width between the corners).
    let opaqueCore: PixelRect?
    /// For an opaque colour: the texels of the tallest rectangle through the middle row all of whose rows hold it
    /// (for a rounded rectangle, its full height between the corners). With `opaqueCore` it makes a cross.
    let tallCore: PixelRect?
    /// For an opaque colour: the largest rectangle of the rows grown evenly around the middle one, as wide as they
    /// all hold (for a rounded rectangle, inset where its corners' arcs cross the diagonals: the square the cross
    /// leaves out at each corner lies mostly inside the arc).
    let boxCore: PixelRect?
    /// The same rectangle in left taps, whatever the colour: every tap (`x`…, `y`…) in it has a solid 2×2
    /// neighbourhood. Empty when the middle rows have none.
    let tapCore: PixelRect
    /// Per row: whether it holds exactly the texels of the row above (the rows between a shape's corners). A
    /// sub-pixel blit whose two texel rows repeat the last output row's draws that row's source pixels again.
    let repeatsAbove: [Bool]
    /// Per row `y`: the first row from `y` on that does not repeat the row above (the height when none).
    private let repeatRunEnds: [Int32]
    /// At `p * height + v`, for a blit whose first device tile takes its left taps from texel −`p` (0…7, where a
    /// blit the area does not cut starts): the tiles whose eight pixels' taps in row pair `v`, `v + 1` are all
    /// `color` (`tiles`). Worked out once here, not for every row of every blit.
    private let phasedTiles: [UInt64]

    /// The runs of `pixels`; none at all when `searched` is false (blits then filter every pixel, which tests
    /// compare against).
    init(_ pixels: PixelBuffer, searched: Bool = true) {
        let width = pixels.width, middle = pixels.width / 2
        let color = pixels.row(pixels.height / 2)[middle]
        self.color = color
        let bounds = (0..<pixels.height).map { y -> (start: Int32, end: Int32) in
            let row = pixels.row(y)
            guard searched, row[middle] == color else { return (0, 0) }
            var start = middle, end = middle + 1
            while start > 0, row[start - 1] == color { start -= 1 }
            while end < width, row[end] == color { end += 1 }
            return (Int32(start), Int32(end))
        }
        self.bounds = bounds
        let pairs = (0..<pixels.height).map { v -> (start: Int32, end: Int32) in
            guard v + 1 < bounds.count else { return (0, 0) }
            let start = max(bounds[v].start, bounds[v + 1].start), end = min(bounds[v].end, bounds[v + 1].end) - 1
            return start < end ? (start, end) : (0, 0)
        }
        tapStart = pairs.map(\.start)
        tapEnd = pairs.map(\.end)
        tapCore = Self.core(of: pairs, around: max(0, pixels.height / 2 - 1))
        let texels = Self.core(of: bounds, around: pixels.height / 2)
        opaqueCore = color >> 24 == 255 && !texels.isEmpty ? texels : nil
        let tall = Self.tallCore(of: bounds, around: pixels.height / 2)
        tallCore = color >> 24 == 255 && !tall.isEmpty ? tall : nil
        let box = Self.boxCore(of: bounds, around: pixels.height / 2)
        boxCore = color >> 24 == 255 && !box.isEmpty ? box : nil
        let repeatsAbove = (0..<pixels.height).map { y in
            searched && y > 0 && memcmp(pixels.row(y), pixels.row(y - 1), width * 4) == 0
        }
        self.repeatsAbove = repeatsAbove
        var ends = [Int32](repeating: 0, count: pixels.height)
        var next = Int32(pixels.height)
        for y in (0..<pixels.height).reversed() {
            if !repeatsAbove[y] { next = Int32(y) }
            ends[y] = next
        }
        repeatRunEnds = ends
        let height = pixels.height
        phasedTiles = (0..<8 * height).map { at in
            let (phase, v) = at.quotientAndRemainder(dividingBy: height)
            return Self.tiles(from: Int(pairs[v].start) + phase, to: Int(pairs[v].end) + phase)
        }
    }

    /// The tiles (bits from the first, 64 at most) whose eight pixels lie within `start..<end`, counted in pixels
    /// from the first tile's left pixel.
    @inline(__always)
    static func tiles(from start: Int, to end: Int) -> UInt64 {
        let first = max(0, (start + HiddenTiles.size - 1) >> HiddenTiles.shift),
            last = min(64, end >> HiddenTiles.shift)
        guard first < last else { return 0 }
        return HiddenTiles.first(last - first) << UInt64(first)
    }

    /// The rectangle of the rows around `middle` whose spans all contain the middle one's (which gives its x extent).
    private static func core(of spans: [(start: Int32, end: Int32)], around middle: Int) -> PixelRect {
        let span = spans[middle]
        guard span.start < span.end else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        let holds = { (y: Int) in spans[y].start <= span.start && spans[y].end >= span.end }
        var top = middle, bottom = middle + 1
        while top > 0, holds(top - 1) { top -= 1 }
        while bottom < spans.count, holds(bottom) { bottom += 1 }
        return PixelRect(x: Int(span.start), y: top, width: Int(span.end - span.start), height: bottom - top)
    }

    /// The rectangle of the rows around `middle` whose spans are not empty, as wide as the narrowest of them.
    private static func tallCore(of spans: [(start: Int32, end: Int32)], around middle: Int) -> PixelRect {
        guard spans[middle].start < spans[middle].end else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        var top = middle, bottom = middle + 1
        while top > 0, spans[top - 1].start < spans[top - 1].end { top -= 1 }
        while bottom < spans.count, spans[bottom].start < spans[bottom].end { bottom += 1 }
        let start = spans[top..<bottom].map(\.start).max()!, end = spans[top..<bottom].map(\.end).min()!
        return PixelRect(x: Int(start), y: top, width: Int(end - start), height: bottom - top)
    }

    /// The largest of the rectangles of rows `middle − k ..< middle + 1 + k` (fewer where the texture ends) as wide
    /// as all their spans hold.
    private static func boxCore(of spans: [(start: Int32, end: Int32)], around middle: Int) -> PixelRect {
        var top = middle, bottom = middle + 1
        var start = Int(spans[middle].start), end = Int(spans[middle].end)
        var best = PixelRect(x: start, y: top, width: max(0, end - start), height: start < end ? 1 : 0)
        while start < end, top > 0 || bottom < spans.count {
            if top > 0 {
                top -= 1
                start = max(start, Int(spans[top].start))
                end = min(end, Int(spans[top].end))
            }
            if bottom < spans.count {
                start = max(start, Int(spans[bottom].start))
                end = min(end, Int(spans[bottom].end))
                bottom += 1
            }
            let rect = PixelRect(x: start, y: top, width: end - start, height: bottom - top)
            if start < end, rect.area > best.area { best = rect }
        }
        return best
    }

    /// The first row from `y` on that does not repeat the row above; the height when every one does.
    @inline(__always)
    func repeatsUntil(_ y: Int) -> Int { y < repeatRunEnds.count ? Int(repeatRunEnds[y]) : repeatRunEnds.count }

    /// `repeatsAbove` as a pointer, and per row pair `v` the tiles whose eight pixels' taps are all `color`, for a
    /// blit whose first device tile takes its left taps from texel `leftTap`: for the pixel loops (each row would
    /// otherwise read the arrays' storage from the texture again).
    @inline(__always)
    func withRows<Result>(
        leftTap: Int, _ body: (UnsafePointer<Bool>, _ solidTiles: (Int) -> UInt64) -> Result
    ) -> Result {
        repeatsAbove.withUnsafeBufferPointer { repeats in
            tapStart.withUnsafeBufferPointer { start in
                tapEnd.withUnsafeBufferPointer { end in
                    phasedTiles.withUnsafeBufferPointer { phased in
                        let (start, end) = (start.baseAddress!, end.baseAddress!)
                        let table = (-7...0).contains(leftTap) ? phased.baseAddress! + -leftTap * tapStart.count : nil
                        return body(repeats.baseAddress!) { v in
                            table?[v]
                                ?? Self.tiles(from: Int(start[v]) - leftTap, to: Int(end[v]) - leftTap)
                        }
                    }
                }
            }
        }
    }

    /// The texels of row `y` that are `color`.
    @inline(__always)
    func run(_ y: Int) -> Range<Int> {
        let b = bounds[y]
        return Int(b.start)..<Int(b.end)
    }

    /// The left taps `u` of row pair `v`, `v + 1` whose 2×2 neighbourhood is all `color`.
    @inline(__always)
    func taps(_ v: Int) -> Range<Int> {
        Int(tapStart[v])..<Int(tapEnd[v])
    }
}
