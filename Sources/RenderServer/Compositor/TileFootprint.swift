/// The device tiles a blit through a translation blends evenly, for the culling walk (`CoverageCulling`): the 8×8
/// tiles lying wholly inside one of its texture's opaque cores (`SolidSpans.opaqueCore`, `tallCore` and `boxCore`)
/// as placed, as runs of tile columns per tile row. Where the cores land depends on the translation only through
/// their offset within a tile (`phase`), so one footprint serves every blit of a texture at that phase, moved by
/// whole tiles; the walk keeps them per strip (`TileFootprint.Cache`), where it had placed the three cores and
/// merged their rows for every step.
struct TileFootprint {
    /// Tile columns `start..<end` of tile row `row`, counted from the tile the cores' offset falls in.
    struct Run: Equatable {
        var row: Int32
        var start: Int32
        var end: Int32
    }

    let runs: [Run]

    /// The phase of a core offset (its offsets within a tile, 0…7 each, and its shrink, 0 or 1: 128 phases) and
    /// the tile it falls in.
    @inline(__always)
    static func phase(_ offset: TextureBlit.CoreOffset) -> (phase: Int, tileX: Int, tileY: Int) {
        let mask = HiddenTiles.size - 1
        return (
            (offset.x & mask) | (offset.y & mask) << 3 | offset.shrink << 6, offset.x >> HiddenTiles.shift,
            offset.y >> HiddenTiles.shift
        )
    }

    /// The footprint of `solid`'s cores at `phase`: each core placed as `TextureBlit.coreOffset` places it, less the
    /// tile it falls in; the tiles wholly inside each, merged row by row.
    init(_ solid: SolidSpans, phase: Int) {
        let size = HiddenTiles.size, shift = HiddenTiles.shift
        let dx = phase & (size - 1), dy = phase >> 3 & (size - 1), shrink = phase >> 6
        let offset = TextureBlit.CoreOffset(x: dx, y: dy, shrink: shrink)
        // Tiles wholly inside each core: columns x0..<x1 of rows y0..<y1.
        let rects = [solid.opaqueCore, solid.tallCore, solid.boxCore].compactMap { core -> PixelRect? in
            guard let core else { return nil }
            let placed = offset.place(core)
            let x0 = (placed.x + size - 1) >> shift, x1 = placed.maxX >> shift
            let y0 = (placed.y + size - 1) >> shift, y1 = placed.maxY >> shift
            return x0 < x1 && y0 < y1 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
        }
        var runs: [Run] = []
        if let first = rects.map(\.y).min(), let last = rects.map(\.maxY).max() {
            for row in first..<last {
                let spans = rects.filter { $0.y <= row && row < $0.maxY }.map { $0.x..<$0.maxX }
                    .sorted { $0.lowerBound < $1.lowerBound }
                var run: Range<Int>?
                for span in spans {
                    if let current = run, span.lowerBound <= current.upperBound {
                        run = current.lowerBound..<max(current.upperBound, span.upperBound)
                    } else {
                        if let current = run { runs.append(Run(row, current)) }
                        run = span
                    }
                }
                if let current = run { runs.append(Run(row, current)) }
            }
        }
        self.runs = runs
    }

    /// Footprints by texture and phase, for one strip's walk alone (no lock: each strip has its own), in a table
    /// indexed by both: a footprint found there costs a comparison, one not found is worked out and takes the slot.
    /// Slots are keyed by the texture's `serial`, so that the table holds no texture (and no memory of one the
    /// frame no longer draws) and takes no texture made later at a freed one's address for it; its keys and runs
    /// are in memory of its own, not in arrays, so that a lookup retains nothing.
    final class Cache {
        private struct Key {
            /// 0 for an empty slot (serials start at 1).
            var serial: UInt64 = 0
            var phase = 0
            var count = 0
        }

        private static let slots = 512
        /// Runs a slot holds; a longer footprint (a texture over about 250 texels tall) is worked out each time.
        private static let slotRuns = 32
        private let keys = UnsafeMutablePointer<Key>.allocate(capacity: slots)
        private let runs = UnsafeMutablePointer<Run>.allocate(capacity: slots * slotRuns)

        init() { keys.initialize(repeating: Key(), count: Self.slots) }

        deinit {
            keys.deallocate()
            runs.deallocate()
        }

        /// Calls `body` with the runs of `texture`'s footprint at `phase`.
        @inline(__always)
        func withRuns(_ texture: LayerTexture, phase: Int, _ body: (UnsafeBufferPointer<Run>) -> Void) {
            let serial = texture.serial
            let index = (Int(truncatingIfNeeded: serial) &* 131 &+ phase) & (Self.slots - 1)
            let slot = runs + index * Self.slotRuns
            if keys[index].serial != serial || keys[index].phase != phase {
                let made = TileFootprint(texture.solid, phase: phase).runs
                guard made.count <= Self.slotRuns else {
                    made.withUnsafeBufferPointer(body)
                    return
                }
                made.withUnsafeBufferPointer {
                    _ = UnsafeMutableBufferPointer(start: slot, count: $0.count).update(fromContentsOf: $0)
                }
                keys[index] = Key(serial: serial, phase: phase, count: made.count)
            }
            body(UnsafeBufferPointer(start: slot, count: keys[index].count))
        }
    }
}

extension TileFootprint.Run {
    init(_ row: Int, _ columns: Range<Int>) {
        self.init(
            row: Int32(truncatingIfNeeded: row), start: Int32(truncatingIfNeeded: columns.lowerBound),
            end: Int32(truncatingIfNeeded: columns.upperBound))
    }
}
