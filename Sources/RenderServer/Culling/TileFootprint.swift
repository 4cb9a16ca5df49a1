/// The device tiles a blit through a translation blends evenly, for the culling walk (`CoverageCulling`): the 8×8
/// tiles lying wholly inside one of its texture's opaque cores (`SolidSpans.opaqueCore`, `tallCore` and `boxCore`)
/// as placed, as runs of tile columns per tile row. Where the cores land depends on the translation only through
/// their offset within a tile (`phase`), so one footprint serves every blit of a texture at that phase, moved by
/// whole tiles; the walk keeps them per strip (`TileFootprint.Cache`), where it had placed the three cores and
/// merged their rows for every step.
enum TileFootprint {
    /// Tile columns `start..<end` of tile row `row`, counted from the tile the cores' offset falls in.
    struct Run: Equatable {
        var row: Int32
        var start: Int32
        var end: Int32
    }

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

    /// Calls `body` with each run of the footprint of `solid`'s cores at `phase`, row by row and left to right:
    /// each core placed as `TextureBlit.coreOffset` places it, less the tile it falls in; the tiles wholly inside
    /// each, merged row by row. Allocates nothing (a frame works out footprints it has not met yet).
    static func forEachRun(_ solid: SolidSpans, phase: Int, _ body: (Run) -> Void) {
        let size = HiddenTiles.size, shift = HiddenTiles.shift
        let offset = TextureBlit.CoreOffset(x: phase & (size - 1), y: phase >> 3 & (size - 1), shrink: phase >> 6)
        /// Tiles wholly inside `core`: columns x0..<x1 of rows y0..<y1.
        func tiles(_ core: PixelRect?) -> PixelRect? {
            guard let core else { return nil }
            let placed = offset.place(core)
            let x0 = (placed.x + size - 1) >> shift, x1 = placed.maxX >> shift
            let y0 = (placed.y + size - 1) >> shift, y1 = placed.maxY >> shift
            return x0 < x1 && y0 < y1 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
        }
        let rects = (tiles(solid.opaqueCore), tiles(solid.tallCore), tiles(solid.boxCore))
        // Read by index, not through an array literal, which may be allocated.
        func rect(_ index: Int) -> PixelRect? { index == 0 ? rects.0 : index == 1 ? rects.1 : rects.2 }
        var first = Int.max, last = Int.min
        for index in 0..<3 {
            guard let rect = rect(index) else { continue }
            first = min(first, rect.y)
            last = max(last, rect.maxY)
        }
        guard first < last else { return }
        for row in first..<last {
            // The columns of the (at most three) rectangles holding the row, sorted by their start.
            var spans: (Range<Int>, Range<Int>, Range<Int>) = (0..<0, 0..<0, 0..<0)
            var count = 0
            for index in 0..<3 {
                guard let rect = rect(index), rect.y <= row, row < rect.maxY else { continue }
                let span = rect.x..<rect.maxX
                switch count {
                case 0: spans.0 = span
                case 1: spans.1 = span
                default: spans.2 = span
                }
                count += 1
            }
            guard count > 0 else { continue }
            if count > 1, spans.1.lowerBound < spans.0.lowerBound { swap(&spans.0, &spans.1) }
            if count > 2, spans.2.lowerBound < spans.1.lowerBound {
                swap(&spans.1, &spans.2)
                if spans.1.lowerBound < spans.0.lowerBound { swap(&spans.0, &spans.1) }
            }
            var run = spans.0
            for index in 1..<count {
                let span = index == 1 ? spans.1 : spans.2
                if span.lowerBound <= run.upperBound {
                    run = run.lowerBound..<max(run.upperBound, span.upperBound)
                } else {
                    body(Run(row, run))
                    run = span
                }
            }
            body(Run(row, run))
        }
    }

    /// Footprints by texture and phase, for one strip's walk alone (no lock: each strip has its own), in a table
    /// indexed by both: a footprint found there costs a comparison, one not found is worked out into the runs'
    /// pool and takes the slot. Slots are keyed by the texture's `serial`, so that the table holds no texture (and
    /// no memory of one the frame no longer draws) and takes no texture made later at a freed one's address for it;
    /// its keys and runs are in memory of its own, not in arrays, so that a lookup retains nothing and working one
    /// out allocates nothing once the pool has grown. The pool only grows: a footprint pushed out of its slot
    /// leaves its runs behind, and once the pool holds `poolLimit` runs it is emptied with every slot.
    final class Cache {
        private struct Key {
            /// 0 for an empty slot (serials start at 1).
            var serial: UInt64 = 0
            var phase = 0
            var start = 0
            var count = 0
        }

        private static let slots = 512
        /// Runs the pool holds before it is emptied (about 400 KB).
        static let poolLimit = 1 << 15
        private let keys = UnsafeMutablePointer<Key>.allocate(capacity: slots)
        private var pool = UnsafeMutablePointer<Run>.allocate(capacity: 1024)
        private var capacity = 1024
        private var used = 0

        init() { keys.initialize(repeating: Key(), count: Self.slots) }

        deinit {
            keys.deallocate()
            pool.deallocate()
        }

        /// Calls `body` with the runs of `texture`'s footprint at `phase`.
        @inline(__always)
        func withRuns(_ texture: LayerTexture, phase: Int, _ body: (UnsafeBufferPointer<Run>) -> Void) {
            let serial = texture.serial
            let index = (Int(truncatingIfNeeded: serial) &* 131 &+ phase) & (Self.slots - 1)
            if keys[index].serial != serial || keys[index].phase != phase {
                keys[index] = Key(serial: serial, phase: phase, start: 0, count: 0)
                make(texture.solid, phase: phase, into: index)
            }
            body(UnsafeBufferPointer(start: pool + keys[index].start, count: keys[index].count))
        }

        /// Works out a footprint at the end of the pool for slot `index`, emptying the pool first when it is full.
        private func make(_ solid: SolidSpans, phase: Int, into index: Int) {
            if used >= Self.poolLimit {
                for slot in 0..<Self.slots where slot != index { keys[slot] = Key() }
                used = 0
            }
            let start = used
            TileFootprint.forEachRun(solid, phase: phase) { run in
                if used == capacity {
                    let grown = UnsafeMutablePointer<Run>.allocate(capacity: capacity * 2)
                    grown.moveInitialize(from: pool, count: used)
                    pool.deallocate()
                    pool = grown
                    capacity *= 2
                }
                (pool + used).initialize(to: run)
                used += 1
            }
            keys[index].start = start
            keys[index].count = used - start
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
