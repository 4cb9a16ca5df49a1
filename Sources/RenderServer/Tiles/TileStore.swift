import CoreGraphics
import Foundation

/// One tile: which level of detail (its scale is 2^level relative to `contentsScale`) and where in the grid.
package struct TileKey: Hashable, Sendable {
    package var level: Int
    package var column: Int
    package var row: Int
}

/// A cached tile ready to draw: where it goes in layer coordinates, its pixels, and how far it has faded in.
package struct ShownTile {
    package var rect: CGRect
    package var image: CGImage
    /// Image pixels per layer point.
    package var scale: Double
    package var alpha: Double
}

/// The tiles of one `CATiledLayer` (spec §10.5): drawn on request, only where visible and at the level of detail
/// the current scale needs, cached, and faded in over `fadeDuration` of layer time from the frame that first
/// shows them. The compositors ask for what is visible; missing tiles are drawn by `TileDrawing` and shown on a
/// later frame, with already-drawn tiles of other levels standing in meanwhile.
package final class TileStore: @unchecked Sendable, Hashable {
    package static func == (lhs: TileStore, rhs: TileStore) -> Bool { lhs === rhs }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Draws the part `rect` (layer coordinates) of the content at `scale` pixels per point.
    package typealias Drawer = @Sendable (_ rect: CGRect, _ scale: CGFloat) -> CGImage?

    private struct Tile {
        var rect: CGRect
        var image: CGImage
        var shownAt: Double?
        var lastUsed: Int
    }

    private let drawer: Drawer
    private var onMainThread = false
    private let lock = NSLock()
    private var tiles: [TileKey: Tile] = [:]
    /// Requested tiles with the host frame (`TileDrawing.frame`) in which they were last wanted.
    private var requested: [TileKey: Int] = [:]
    private var generation = 0
    /// The tile drawing of the host that last asked for tiles: told when tiles are dropped, so it draws again.
    private weak var host: TileDrawing?
    /// Tiles kept at most (256 × 256 pixels each at the default tile size: 32 MB).
    private let capacity = 128

    package init(drawer: @escaping Drawer) {
        self.drawer = drawer
    }

    /// Whether the drawer must run on the main thread (views); otherwise it runs on the tile queue.
    package var drawsOnMainThread: Bool {
        get { lock.withLock { onMainThread } }
        set { lock.withLock { onMainThread = newValue } }
    }

    /// Drops the tiles that meet `rect` (layer coordinates; every tile by default): the content changed there.
    /// Requests in flight are discarded when they finish.
    package func invalidate(_ rect: CGRect = .infinite) {
        lock.withLock {
            generation += 1
            tiles = tiles.filter { !$0.value.rect.intersects(rect) }
            requested.removeAll()
        }
        lock.withLock { host }?.tileFinished()
    }

    /// The level whose scale (relative to `contentsScale`) is the smallest at or above `needed`, within the
    /// levels the layer has: 2^bias down to 2^(bias − levelsOfDetail + 1).
    package static func level(needed: Double, _ t: TiledProperties) -> Int {
        // Levels beyond 2^±16 would mean tiles smaller than a pixel or larger than any screen.
        let highest = min(max(t.levelsOfDetailBias, 0), 16)
        let lowest = max(highest - min(max(t.levelsOfDetail, 1), 33) + 1, -16)
        guard needed.isFinite, needed > 0 else { return highest }
        let wanted = Int((log2(needed) - 1e-6).rounded(.up))
        return min(max(wanted, lowest), highest)
    }

    /// Pixels per layer point of a tile's image.
    static func scale(_ key: TileKey, _ p: LayerProperties) -> Double {
        pow(2, Double(key.level)) * max(p.contentsScale, 1e-6)
    }

    /// The tile size in layer points at `level`.
    package static func tileSize(level: Int, _ p: LayerProperties) -> CGSize {
        let pixelsPerPoint = CGFloat(pow(2, Double(level)) * max(p.contentsScale, 1e-6))
        let size = p.tiled.tileSize
        return CGSize(width: max(size.width, 16) / pixelsPerPoint, height: max(size.height, 16) / pixelsPerPoint)
    }

    /// The visible area within the bounds, the level for `pixelsPerPoint` and the columns and rows of its tiles
    /// that meet the area; nil when nothing is visible, or for absurd sizes (a huge contentsScale, a far-away
    /// visible area), which give no tiles rather than a trap.
    private static func grid(visible: CGRect, pixelsPerPoint: Double, _ p: LayerProperties) -> (
        area: CGRect, level: Int, columns: ClosedRange<Int>, rows: ClosedRange<Int>
    )? {
        let area = visible.intersection(p.bounds)
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        let level = Self.level(needed: pixelsPerPoint / max(p.contentsScale, 1e-6), p.tiled)
        let size = Self.tileSize(level: level, p)
        let origin = p.bounds.origin
        let grid = [
            ((area.minX - origin.x) / size.width).rounded(.down), ((area.maxX - origin.x) / size.width).rounded(.up),
            ((area.minY - origin.y) / size.height).rounded(.down), ((area.maxY - origin.y) / size.height).rounded(.up),
        ]
        guard grid.allSatisfy({ $0.isFinite && abs($0) < 1e7 }), grid[1] > grid[0], grid[3] > grid[2] else {
            return nil
        }
        let columns = Int(grid[0])...Int(grid[1]) - 1, rows = Int(grid[2])...Int(grid[3]) - 1
        guard columns.count * rows.count <= 4096 else { return nil }
        return (area, level, columns, rows)
    }

    /// What to draw for the `visible` part of the layer (layer coordinates) shown at `pixelsPerPoint` device
    /// pixels per layer point, at layer time `time`: stand-ins from other levels first, then this level's tiles.
    /// Visible tiles not yet drawn are requested.
    package func tiles(
        visible: CGRect, pixelsPerPoint: Double, _ p: LayerProperties, time: Double, drawing: TileDrawing
    ) -> [ShownTile] {
        lock.withLock { host = drawing }
        guard let (area, level, columns, rows) = Self.grid(visible: visible, pixelsPerPoint: pixelsPerPoint, p) else {
            return []
        }
        let size = Self.tileSize(level: level, p)
        let origin = p.bounds.origin
        var missing: [(TileKey, CGRect)] = []
        var shown: [ShownTile] = []
        var standIns: [(Int, ShownTile)] = []
        let fade = p.tiled.fadeDuration
        let frame = drawing.frame
        lock.withLock {
            for row in rows {
                for column in columns {
                    let key = TileKey(level: level, column: column, row: row)
                    guard var tile = tiles[key] else {
                        let rect = CGRect(
                            x: origin.x + CGFloat(column) * size.width, y: origin.y + CGFloat(row) * size.height,
                            width: size.width, height: size.height
                        ).intersection(p.bounds)
                        if requested[key] == nil { missing.append((key, rect)) }
                        requested[key] = frame
                        continue
                    }
                    let start = tile.shownAt ?? time
                    tile.shownAt = start
                    tile.lastUsed = frame
                    tiles[key] = tile
                    let alpha = fade > 0 ? min(max((time - start) / fade, 0), 1) : 1
                    if alpha < 1 { drawing.noteFading() }
                    shown.append(ShownTile(rect: tile.rect, image: tile.image, scale: Self.scale(key, p), alpha: alpha))
                }
            }
            if !missing.isEmpty || shown.contains(where: { $0.alpha < 1 }) {
                for (key, tile) in tiles where key.level != level && tile.rect.intersects(area) {
                    guard tile.shownAt != nil else { continue }
                    standIns.append(
                        (key.level, ShownTile(rect: tile.rect, image: tile.image, scale: Self.scale(key, p), alpha: 1)))
                }
            }
            evict()
        }
        for (key, rect) in missing { request(key, rect, scale: CGFloat(Self.scale(key, p)), drawing) }
        return standIns.sorted { $0.0 < $1.0 }.map(\.1) + shown
    }

    /// Every tile of the `visible` part of the layer at the level for `pixelsPerPoint`, drawn now on the calling
    /// thread where missing and kept for later frames, each at full opacity: what `render(in:)` shows, since a
    /// snapshot cannot wait for the tile queue.
    package func drawnTiles(visible: CGRect, pixelsPerPoint: Double, _ p: LayerProperties) -> [ShownTile] {
        guard let (_, level, columns, rows) = Self.grid(visible: visible, pixelsPerPoint: pixelsPerPoint, p) else {
            return []
        }
        let size = Self.tileSize(level: level, p)
        let origin = p.bounds.origin
        var shown: [ShownTile] = []
        let frame = lock.withLock { host }?.frame ?? 0
        for row in rows {
            for column in columns {
                let key = TileKey(level: level, column: column, row: row)
                let scale = Self.scale(key, p)
                if let tile = lock.withLock({ tiles[key] }) {
                    shown.append(ShownTile(rect: tile.rect, image: tile.image, scale: scale, alpha: 1))
                    continue
                }
                let rect = CGRect(
                    x: origin.x + CGFloat(column) * size.width, y: origin.y + CGFloat(row) * size.height,
                    width: size.width, height: size.height
                ).intersection(p.bounds)
                guard let image = drawer(rect, CGFloat(scale)) else { continue }
                lock.withLock {
                    tiles[key] = Tile(rect: rect, image: image, shownAt: nil, lastUsed: frame)
                    evict()
                }
                shown.append(ShownTile(rect: rect, image: image, scale: scale, alpha: 1))
            }
        }
        return shown
    }

    /// Drops the least recently shown tiles beyond `capacity`. Called with the lock held.
    private func evict() {
        guard tiles.count > capacity else { return }
        let oldest = tiles.sorted { $0.value.lastUsed < $1.value.lastUsed }.prefix(tiles.count - capacity)
        for (key, _) in oldest { tiles[key] = nil }
    }

    private func request(_ key: TileKey, _ rect: CGRect, scale: CGFloat, _ drawing: TileDrawing) {
        let (started, mainThread) = lock.withLock { (generation, onMainThread) }
        drawing.enqueue(onMainThread: mainThread) { [self] in
            // A tile scrolled out of view before its turn is not drawn.
            let frame = drawing.frame
            let wanted = lock.withLock {
                generation == started && (requested[key].map { frame - $0 <= 1 } ?? false)
            }
            guard wanted else {
                lock.withLock { if generation == started { requested[key] = nil } }
                return
            }
            let image = drawer(rect, scale)
            lock.withLock {
                guard generation == started else { return }
                requested[key] = nil
                if let image { tiles[key] = Tile(rect: rect, image: image, shownAt: nil, lastUsed: frame) }
            }
            drawing.tileFinished()
        }
    }
}
