import Synchronization

/// Culling under translucent layers, one strip at a time. Where layers blend over a whole 8×8 tile with enough
/// alpha between them, what lies beneath shows through by at most one level per channel, and a blit there is left
/// out (`HiddenTiles`) at a cost of at most that level: the layers over it would take any difference in what lies
/// beneath to at most one.
///
/// Why one level: a blend `s + d·(255 − a)/255`, rounded, takes two destinations that differ by Δ to results that
/// differ by at most ⌈Δ·f⌉, f = (255 − a)/255; every other step the compositor draws (source-over, add, source
/// through a mask) takes them to at most Δ. So the results differ by at most 1 when Δ ≤ ⌊1/f₁⌋ for the top layer,
/// Δ ≤ ⌊⌊1/f₁⌋/f₂⌋ with the next, and so on: walking the steps front to back, each tile keeps that bound, its
/// `reach`, and a blit is hidden where the reach has come to 255. Opaque layers (f = 0) hide at once; layers at
/// opacity 0.8 after four, at 0.5 after eight; below 0.5 a layer adds to others' reach but never reaches 255 alone.
///
/// Tiles sit on the device grid, and what a tile's reach counts depends only on the steps covering all of it, so the
/// result does not depend on how the frame is cut into strips or damaged.
final class CoverageCulling {
    /// A blit is left out of tiles whose reach has come to this.
    static let hides: UInt16 = 255

    /// What a step shows of itself in the strip.
    enum Shown {
        case all
        case nothing
        case part(HiddenTiles)
    }

    /// The tiles a step leaves out: tile rows `first..<first + count` of `words`, starting at tile (`x`, `y`).
    private struct Mask {
        var x: Int32, y: Int32, count: Int32, first: Int32
    }

    /// Keeps the fields below off the lines of the instance allocated before this one (`CacheLinePadding`).
    private let front = CacheLinePadding()
    /// The steps meeting the strip, back to front, and per step: −1 when it shows all, −2 when it shows nothing,
    /// otherwise the index of its mask in `masks`.
    private var steps: [Int] = []
    private var found: [Int32] = []
    private var masks: [Mask] = []
    private var words: [UInt64] = []
    /// Per tile of the strip's rows, row by row, and `ReachLanes.slack` more after the last (read past a run and
    /// written back unchanged).
    private var reach: [UInt16] = []
    /// Per tile row of the strip, `stride` words of one bit per tile: whether its reach has come to `hides` (the
    /// last word stays empty, so that a mask can always read one word past its first).
    private var hidden: [UInt64] = []
    private var stride = 0
    /// Per tile row of the strip: whether any of its tiles is hidden yet (most steps of a shallow pile meet none).
    private var rowHides: [Bool] = []
    private var left = 0, top = 0, columns = 0, rows = 0
    /// Tiles left out (a tile once per step) since the count was last emptied.
    var hiddenTiles = 0
    /// Whether a core with nothing left to do draws part of this strip's blends (`Replayer.replay`): `alone`,
    /// `asked` (a core is waiting to help), `finished` (the strip's own core ended first), or, as `split + p`, the
    /// position `p` from which the helper draws the lower half of the strip's rows and its own core the upper.
    let help = Atomic<Int>(0)
    static let alone = 0, asked = 1, finished = -1, split = 2
    /// The footprints of the textures this strip's steps placed, kept from frame to frame.
    private let footprints = TileFootprint.Cache()
    /// Keeps the fields above off the lines of the instance allocated after this one, which another core writes.
    private let back = CacheLinePadding()

    /// Takes the steps of `pending` whose `boxes` meet the strip, back to front, and, when `walks`, starts every
    /// tile of the strip's rows at reach 1.
    func begin(strip: PixelRect, pending: Range<Int>, boxes: [PixelRect], walks: Bool) {
        // Filled as a local array (each append to the property would test that it is unshared), and swapped back.
        var meeting: [Int] = []
        swap(&meeting, &steps)
        meeting.removeAll(keepingCapacity: true)
        let (x0, x1, y0, y1) = (strip.x, strip.maxX, strip.y, strip.maxY)
        boxes.withUnsafeBufferPointer { boxes in
            for step in pending {
                let box = boxes[step]
                if box.y < y1, box.y &+ box.height > y0, box.x < x1, box.x &+ box.width > x0, box.width > 0,
                    box.height > 0
                {
                    meeting.append(step)
                }
            }
        }
        swap(&meeting, &steps)
        found.removeAll(keepingCapacity: true)
        found.append(contentsOf: repeatElement(-1, count: steps.count))
        masks.removeAll(keepingCapacity: true)
        words.removeAll(keepingCapacity: true)
        guard walks else { return }
        left = strip.x >> HiddenTiles.shift
        top = strip.y >> HiddenTiles.shift
        columns = ((strip.maxX - 1) >> HiddenTiles.shift) - left + 1
        rows = ((strip.maxY - 1) >> HiddenTiles.shift) - top + 1
        reach.removeAll(keepingCapacity: true)
        reach.append(contentsOf: repeatElement(1, count: columns * rows + ReachLanes.slack))
        stride = (columns + 63) / 64 + 1
        hidden.removeAll(keepingCapacity: true)
        hidden.append(contentsOf: repeatElement(0, count: stride * rows))
        rowHides.removeAll(keepingCapacity: true)
        rowHides.append(contentsOf: repeatElement(false, count: rows))
    }

    /// What a step blends evenly, for the walk to raise its footprint (`TileFootprint`) with: its texture, where
    /// the translation places the texture's cores (`TextureBlit.coreOffset`), its clip, and the alpha an opaque
    /// texel blends with (0 for none).
    struct Cores {
        var texture: Unmanaged<LayerTexture>
        var offset: TextureBlit.CoreOffset
        var clip: PixelRect
        var alpha: UInt32

        /// Whether the blit paints all of `area` opaque: its texture's widest core, placed, holds it.
        func paintsOpaque(over area: PixelRect) -> Bool {
            guard alpha == 255, let core = texture._withUnsafeGuaranteedRef({ $0.solid.opaqueCore }) else {
                return false
            }
            return offset.place(core).intersection(clip).contains(area)
        }
    }

    /// What the walk asks of the recorded steps. A generic parameter rather than two closures, so that the walk is
    /// specialized for the replay's steps and both calls inline.
    protocol Steps {
        /// Nil for a step drawn whole (it neither hides nor is hidden), otherwise where its texture's cores land.
        func cores(_ step: Int) -> Cores?
        /// Whether `cores(step)` is not nil, more cheaply.
        func hideable(_ step: Int) -> Bool
    }

    /// Walks the steps front to back (after a `begin` that `walks`), for a replay of `area`. A step's cores are
    /// only raised when the tiles hidden so far do not hide it all (most of a deep pile).
    func walk<Source: Steps>(strip: PixelRect, area: PixelRect, boxes: [PixelRect], source: Source) {
        for position in steps.indices.reversed() {
            let step = steps[position]
            guard source.hideable(step) else { continue }
            let whole = boxes[step]
            let box = whole.intersection(strip)
            let xs = (box.x >> HiddenTiles.shift)..<(((box.maxX - 1) >> HiddenTiles.shift) + 1)
            let ys = (box.y >> HiddenTiles.shift)..<(((box.maxY - 1) >> HiddenTiles.shift) + 1)
            // A blit opaque over all of `area` is never left out: the background is not cleared under it
            // (`OcclusionCulling`), so it, not the last frame's pixels, must lie beneath everything hidden. Its box
            // holds `area` too, so only such a box has its cores asked first.
            if xs.count <= 64, ys.contains(where: { rowHides[$0 - top] }),
                !whole.contains(area) || source.cores(step).map({ !$0.paintsOpaque(over: area) }) ?? true
            {
                found[position] = hide(xs, ys)
                if found[position] == -2 { continue }
            }
            // Nothing lies beneath the strip's first step for its footprint to hide (a root's background, whose
            // footprint is as tall as the frame).
            guard position > 0, let cover = source.cores(step), cover.alpha > 0 else { continue }
            // An opaque layer's gain takes any reach (at least 1) to 255 at once.
            let gain = cover.alpha == 255 ? 255 << 16 : (255 << 16) / (255 - Int(cover.alpha))
            // The clip's whole tiles within the strip's.
            let size = HiddenTiles.size, shift = HiddenTiles.shift, clip = cover.clip
            let x0 = max(left, (clip.x + size - 1) >> shift), x1 = min(left + columns, clip.maxX >> shift)
            let y0 = max(top, (clip.y + size - 1) >> shift), y1 = min(top + rows, clip.maxY >> shift)
            guard x0 < x1, y0 < y1 else { continue }
            let (phase, tileX, tileY) = TileFootprint.phase(cover.offset)
            cover.texture._withUnsafeGuaranteedRef { texture in
                footprints.withRuns(texture, phase: phase) { runs in
                    raise(runs, tileX: tileX, tileY: tileY, columns: x0..<x1, rows: y0..<y1, gain: UInt32(gain))
                }
            }
        }
    }

    /// Calls `body` with the position of each step meeting the strip from `first` on, back to front, the step and
    /// what it shows.
    func forEachStep(from first: Int = 0, _ body: (Int, Int, Shown) -> Void) {
        words.withUnsafeBufferPointer { words in
            for position in first..<steps.count {
                let step = steps[position]
                switch found[position] {
                case -1: body(position, step, .all)
                case -2: body(position, step, .nothing)
                case let index:
                    let mask = masks[Int(index)]
                    body(
                        position, step,
                        .part(
                            HiddenTiles(
                                tileX: Int(mask.x), tileY: Int(mask.y), rows: words.baseAddress! + Int(mask.first),
                                count: Int(mask.count))))
                }
            }
        }
    }

    /// Notes the tiles `xs` × `ys` (device tiles) whose reach has come to `hides`: −1 when none has, −2 when all
    /// have, otherwise the index of the new mask.
    private func hide(_ xs: Range<Int>, _ ys: Range<Int>) -> Int32 {
        let full = HiddenTiles.first(xs.count)
        let start = xs.lowerBound - left, word = start >> 6, bit = UInt64(start & 63)
        let (top, stride) = (self.top, self.stride)
        // Read twice, stored once: most steps have none hidden or all, and store nothing.
        let any = hidden.withUnsafeBufferPointer { hidden in
            var any: UInt64 = 0, all = full
            for y in ys {
                let at = (y - top) * stride + word
                // The bits from `bit` on in the row's word, and what the next word adds above them.
                let high = bit == 0 ? 0 : hidden[at + 1] << (64 - bit)
                let bits = ((hidden[at] >> bit) | high) & full
                any |= bits
                all &= bits
            }
            return any == 0 ? 0 : all == full ? 2 : 1
        }
        if any == 0 { return -1 }
        if any == 2 {
            hiddenTiles += xs.count * ys.count
            return -2
        }
        let first = words.count
        hidden.withUnsafeBufferPointer { hidden in
            for y in ys {
                let at = (y - top) * stride + word
                let high = bit == 0 ? 0 : hidden[at + 1] << (64 - bit)
                let bits = ((hidden[at] >> bit) | high) & full
                words.append(bits)
                hiddenTiles += bits.nonzeroBitCount
            }
        }
        masks.append(
            Mask(
                x: Int32(truncatingIfNeeded: xs.lowerBound), y: Int32(truncatingIfNeeded: ys.lowerBound),
                count: Int32(ys.count), first: Int32(first)))
        return Int32(masks.count - 1)
    }

    /// Raises the reach of the tiles of `runs` (a footprint, moved by `tileX`, `tileY` whole tiles) within
    /// `columns` × `rows` once each, by a layer whose 16.16 `gain` is 255/(255 − alpha) (255 for opaque), and marks
    /// those it brings to `hides`: up to 64 tiles at a time (`ReachLanes`).
    private func raise(
        _ runs: UnsafeBufferPointer<TileFootprint.Run>, tileX: Int, tileY: Int, columns: Range<Int>, rows: Range<Int>,
        gain: UInt32
    ) {
        let width = self.columns, stride = self.stride, top = self.top, left = self.left
        reach.withUnsafeMutableBufferPointer { reach in
            hidden.withUnsafeMutableBufferPointer { hidden in
                rowHides.withUnsafeMutableBufferPointer { rowHides in
                    for run in runs {
                        let y = Int(run.row) + tileY
                        let x0 = max(columns.lowerBound, Int(run.start) + tileX)
                        let x1 = min(columns.upperBound, Int(run.end) + tileX)
                        guard rows.contains(y), x0 < x1 else { continue }
                        let row = (y - top) * width - left, bits = (y - top) * stride
                        var start = x0, hid = false
                        while start < x1 {
                            let count = min(x1 - start, 64)
                            let brought = ReachLanes.raise(reach.baseAddress! + row + start, count: count, gain: gain)
                            if brought != 0 {
                                // Bit `start - left` on, across two words where the run straddles one.
                                let first = start - left, word = bits + first >> 6, shift = UInt64(first & 63)
                                hidden[word] |= brought << shift
                                if shift != 0 { hidden[word + 1] |= brought >> (64 - shift) }
                                hid = true
                            }
                            start += count
                        }
                        if hid { rowHides[y - top] = true }
                    }
                }
            }
        }
    }
}
