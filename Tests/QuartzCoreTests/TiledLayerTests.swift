import Foundation
import QuartzCore
import RenderServer
import TestSupport
import XCTest

/// A tiled layer that records each tile it draws and paints 32-point squares in alternating colours.
final class RecordingTiledLayer: CATiledLayer {
    struct Tile: Hashable {
        var rect: CGRect
        var scale: CGFloat
        var onMainThread: Bool
    }

    private let lock = NSLock()
    private var drawn: [Tile] = []

    var tiles: [Tile] { lock.withLock { drawn } }

    override func draw(in ctx: CGContext) {
        let rect = ctx.boundingBoxOfClipPath
        lock.withLock { drawn.append(Tile(rect: rect, scale: ctx.ctm.a, onMainThread: Thread.isMainThread)) }
        let size: CGFloat = 32
        for row in Int(rect.minY / size)...Int(rect.maxY / size) {
            for column in Int(rect.minX / size)...Int(rect.maxX / size) {
                let even = (row + column) % 2 == 0
                ctx.setFillColor(even ? CGColor(srgbRed: 0, green: 0.48, blue: 1, alpha: 1) : CGColor.white)
                ctx.fill(CGRect(x: CGFloat(column) * size, y: CGFloat(row) * size, width: size, height: size))
            }
        }
        ctx.setStrokeColor(CGColor(srgbRed: 1, green: 0.23, blue: 0.19, alpha: 1))
        ctx.setLineWidth(3)
        ctx.strokeEllipse(in: CGRect(x: 6, y: 6, width: 58, height: 58))
    }
}

/// CATiledLayer (spec §10.5): tiles drawn off the main thread, only where visible, at the level of detail the
/// scale needs, cached, faded in on layer time.
final class TiledLayerTests: ManualClockTestCase {
    /// The host's tile drawing, given to every compositor the tests make, as a host gives its own.
    private let tiles = TileDrawing()

    private let blue = Pixel(a: 255, r: 0, g: 122, b: 255)

    /// A 300×200 root holding a 2000×2000 tiled layer at its origin.
    private func scene(_ configure: (RecordingTiledLayer) -> Void = { _ in }) -> (CALayer, RecordingTiledLayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 200)
        root.anchorPoint = .zero
        root.backgroundColor = CGColor.black
        let tiled = RecordingTiledLayer()
        tiled.anchorPoint = .zero
        tiled.bounds = CGRect(x: 0, y: 0, width: 2000, height: 2000)
        configure(tiled)
        root.addSublayer(tiled)
        return (root, tiled)
    }

    @discardableResult
    private func render(_ root: CALayer, fast: Bool = true, scale: Int = 1) throws -> PixelBuffer {
        CATransaction.flush()
        let presented = try XCTUnwrap(root.makeRenderTree()).presented(at: CACurrentMediaTime())
        let buffer = try XCTUnwrap(PixelBuffer(width: 300 * scale, height: 200 * scale))
        if fast {
            try CPUCompositor(tileDrawing: tiles).render(presented, into: buffer, scale: Double(scale))
        } else {
            try ReferenceCompositor(tileDrawing: tiles).render(presented, into: buffer, scale: Double(scale))
        }
        return buffer
    }

    /// Renders, draws the requested tiles, and renders again after the fade.
    private func settle(_ root: CALayer) throws -> PixelBuffer {
        try render(root)
        tiles.finishAll()
        try render(root)
        advance(to: CACurrentMediaTime() + 1)
        return try render(root)
    }

    func testOnlyVisibleTilesAreDrawnOffTheMainThreadAndCached() throws {
        let (root, tiled) = scene()
        let first = try render(root)
        XCTAssertEqual(Pixel(first[10, 10]), Pixel(a: 255, r: 0, g: 0, b: 0), "nothing until the tiles are drawn")
        tiles.finishAll()
        XCTAssertEqual(
            Set(tiled.tiles.map(\.rect)),
            [CGRect(x: 0, y: 0, width: 256, height: 256), CGRect(x: 256, y: 0, width: 256, height: 256)])
        XCTAssertEqual(tiled.tiles.count, 2, "each visible tile once, of 64")
        XCTAssertTrue(tiled.tiles.allSatisfy { !$0.onMainThread && $0.scale == 1 })
        let shown = try settle(root)
        XCTAssertEqual(Pixel(shown[10, 10]), blue)
        XCTAssertEqual(Pixel(shown[40, 10]), .white)
        XCTAssertEqual(Pixel(shown[290, 100]), Pixel(shown[290 - 64, 100]), "the second tile continues the pattern")
        XCTAssertEqual(tiled.tiles.count, 2, "cached: not drawn again")
    }

    func testNewTilesFadeInOverFadeDurationOfLayerTime() throws {
        let (root, _) = scene()
        try render(root)
        tiles.finishAll()
        let start = CACurrentMediaTime()
        let appearing = try render(root)
        XCTAssertEqual(Pixel(appearing[10, 10]), Pixel(a: 255, r: 0, g: 0, b: 0), "fully transparent when first shown")
        advance(to: start + 0.125)
        let half = try render(root)
        XCTAssertLessThanOrEqual(Pixel(half[10, 10]).distance(to: Pixel(a: 255, r: 0, g: 61, b: 128)), 2)
        advance(to: start + 0.25)
        XCTAssertEqual(Pixel(try render(root)[10, 10]), blue)
    }

    func testScaledDownLayerUsesACoarserLevel() throws {
        let (root, tiled) = scene {
            $0.transform = CATransform3DMakeScale(0.25, 0.25, 1)
            $0.levelsOfDetail = 3
        }
        try render(root)
        tiles.finishAll()
        XCTAssertEqual(
            Set(tiled.tiles.map(\.rect)),
            [CGRect(x: 0, y: 0, width: 1024, height: 1024), CGRect(x: 1024, y: 0, width: 976, height: 1024)])
        XCTAssertTrue(tiled.tiles.allSatisfy { $0.scale == 0.25 })
    }

    func testWithoutLevelsAScaledDownLayerDrawsFullDetailTiles() throws {
        let (root, tiled) = scene { $0.transform = CATransform3DMakeScale(0.25, 0.25, 1) }
        try render(root)
        tiles.finishAll()
        XCTAssertEqual(tiled.tiles.count, 5 * 4, "1200 × 800 points visible in 256-point tiles")
        XCTAssertTrue(tiled.tiles.allSatisfy { $0.scale == 1 })
    }

    func testBiasMagnifiesForZoomAndContentsScaleCounts() throws {
        let (root, tiled) = scene {
            $0.transform = CATransform3DMakeScale(4, 4, 1)
            $0.levelsOfDetail = 3
            $0.levelsOfDetailBias = 2
        }
        try render(root)
        tiles.finishAll()
        XCTAssertEqual(
            Set(tiled.tiles.map(\.rect)),
            [CGRect(x: 0, y: 0, width: 64, height: 64), CGRect(x: 64, y: 0, width: 64, height: 64)])
        XCTAssertTrue(tiled.tiles.allSatisfy { $0.scale == 4 })
        let (retina, retinaTiles) = scene { $0.contentsScale = 2 }
        try render(retina, scale: 2)
        tiles.finishAll()
        XCTAssertEqual(retinaTiles.tiles.count, 6, "256-pixel tiles of 128 points at 2×: 3 × 2 visible")
        XCTAssertTrue(retinaTiles.tiles.allSatisfy { $0.scale == 2 && $0.rect.width == 128 })
    }

    func testOtherLevelsStandInWhileTilesAreDrawn() throws {
        let (root, tiled) = scene { $0.levelsOfDetail = 2 }
        _ = try settle(root)
        tiled.transform = CATransform3DMakeScale(0.5, 0.5, 1)
        let zoomedOut = try render(root)
        XCTAssertEqual(Pixel(zoomedOut[5, 5]), blue, "full-detail tiles shown until the coarser ones exist")
        XCTAssertEqual(Pixel(zoomedOut[200, 150]), Pixel(a: 255, r: 0, g: 0, b: 0), "nothing drawn there yet")
    }

    func testSetNeedsDisplayRedrawsTilesInTheRect() throws {
        let (root, tiled) = scene()
        _ = try settle(root)
        tiled.setNeedsDisplay(CGRect(x: 300, y: 10, width: 5, height: 5))
        _ = try settle(root)
        XCTAssertEqual(tiled.tiles.count, 3)
        XCTAssertEqual(tiled.tiles.last?.rect, CGRect(x: 256, y: 0, width: 256, height: 256))
        tiled.setNeedsDisplay()
        _ = try settle(root)
        XCTAssertEqual(tiled.tiles.count, 5)
    }

    func testAbsurdLevelsAndScalesDrawNothingRatherThanTrap() throws {
        let (root, tiled) = scene {
            $0.levelsOfDetail = 1_000_000
            $0.levelsOfDetailBias = 1_000_000
            $0.transform = CATransform3DMakeScale(1e-9, 1e-9, 1)
        }
        _ = try settle(root)
        tiled.contentsScale = 1e12
        tiled.transform = CATransform3DIdentity
        _ = try settle(root)
        XCTAssertLessThanOrEqual(tiled.tiles.count, 4096)
    }

    func testReferenceAndFastCompositorsAgree() throws {
        let (root, _) = scene { $0.transform = CATransform3DMakeRotation(0.3, 0, 0, 1) }
        _ = try settle(root)
        let fast = try render(root)
        let reference = try render(root, fast: false)
        XCTAssertEqual(BufferDifference(fast, reference).differing, 0)
    }

    /// Three tiled layers of 3 × 3 32-pixel tiles: plain, rotated (tiles meet without seams) and at half size
    /// from the level below, at 1× and 2×.
    func testTiledLayersGolden() throws {
        let cells = [0.0, 0.5, 0].enumerated().map { index, angle in
            let layer = RecordingTiledLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 70, height: 70)
            layer.tileSize = CGSize(width: 32, height: 32)
            layer.transform = CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1)
            if index == 2 {
                layer.levelsOfDetail = 2
                layer.bounds = CGRect(x: 0, y: 0, width: 140, height: 140)
                layer.transform = CATransform3DMakeScale(0.5, 0.5, 1)
            }
            return layer
        }
        let root = grid(cells)
        CATransaction.flush()
        for scale in [1.0, 2.0] {
            let buffer = try XCTUnwrap(PixelBuffer(width: 240 * Int(scale), height: 160 * Int(scale)))
            for _ in 0..<2 {
                let presented = try XCTUnwrap(root.makeRenderTree()).presented(at: CACurrentMediaTime())
                try ReferenceCompositor(tileDrawing: tiles).render(presented, into: buffer, scale: scale)
                tiles.finishAll()
            }
        }
        advance(to: CACurrentMediaTime() + 1)
        try check(root, named: "tiled-layer")
    }
}
