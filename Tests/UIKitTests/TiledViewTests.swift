import RenderServer
import TestSupport
import UIKit
import XCTest

/// A view backed by a CATiledLayer that records the rects `draw(_:)` is called with.
final class TiledView: UIView {
    var rects: [CGRect] = []
    var allOnMainThread = true

    override class var layerClass: AnyClass { CATiledLayer.self }

    override func draw(_ rect: CGRect) {
        rects.append(rect)
        allOnMainThread = allOnMainThread && Thread.isMainThread
        UIColor.systemGreen.setFill()
        UIBezierPath(rect: rect.insetBy(dx: 1, dy: 1)).fill()
    }
}

/// The common iOS recipe, `layerClass` = `CATiledLayer` and `draw(_:)`: one call per visible tile, with the
/// tile's rect, on the main thread (views are main-actor isolated).
final class TiledViewTests: UIKitTestCase {
    func testDrawIsCalledPerVisibleTileWithItsRect() async throws {
        let view = TiledView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        window.addSubview(view)
        CATransaction.flush()
        let presented = try XCTUnwrap(window.layer.makeRenderTree()).presented(at: CACurrentMediaTime())
        let buffer = try XCTUnwrap(PixelBuffer(width: 400, height: 400))
        let tiles = TileDrawing()
        try CPUCompositor(tileDrawing: tiles).render(presented, into: buffer, scale: 1)
        XCTAssertTrue(view.rects.isEmpty, "drawn between frames, not during one")
        tiles.finishAll()
        XCTAssertEqual(
            Set(view.rects),
            Set([0, 256].flatMap { x in [0, 256].map { y in CGRect(x: x, y: y, width: 256, height: 256) } }))
        XCTAssertTrue(view.allOnMainThread)
        XCTAssertNil(view.layer.contents, "no single backing store")
    }
}
