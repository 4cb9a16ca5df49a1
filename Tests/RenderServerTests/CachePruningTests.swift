import CoreGraphics
import XCTest

@testable import RenderServer

/// The compositor's periodic pruning: `Dictionary.prune` removes what its predicate picks and nothing else, and the
/// texture cache drops a texture no frame drew for 120 frames while keeping those still drawn.
final class CachePruningTests: XCTestCase {
    func testPruneRemovesExactlyThePickedEntries() {
        var entries = Dictionary(uniqueKeysWithValues: (0..<1000).map { ("key \($0)", $0) })
        var seen = 0
        entries.prune { key, value in
            seen += 1
            XCTAssertEqual(key, "key \(value)")
            return value % 3 == 0
        }
        XCTAssertEqual(seen, 1000)
        XCTAssertEqual(entries.count, 666)
        XCTAssertNil(entries["key 999"])
        XCTAssertEqual(entries["key 998"], 998)
        entries.prune { _, _ in false }
        XCTAssertEqual(entries.count, 666)
        entries.prune { _, _ in true }
        XCTAssertTrue(entries.isEmpty)
    }

    private func tree(cornerRadii: [Double]) -> PresentedLayer {
        var root = LayerProperties()
        root.bounds = CGRect(x: 0, y: 0, width: 80, height: 40)
        root.anchorPoint = .zero
        let children = cornerRadii.enumerated().map { index, radius in
            var p = LayerProperties()
            p.bounds = CGRect(x: 0, y: 0, width: 24, height: 24)
            p.position = CGPoint(x: 20 + 30 * Double(index), y: 20)
            p.cornerRadius = radius
            p.backgroundColor = CGColor(srgbRed: 0.2, green: 0.5, blue: 0.9, alpha: 1)
            return RenderNode(id: UInt64(index + 1), properties: p, animations: [], sublayers: [], mask: nil)
        }
        return RenderTree(root: RenderNode(id: 0, properties: root, animations: [], sublayers: children, mask: nil))
            .presented(at: 0)
    }

    func testTexturesUndrawnFor120FramesAreDroppedAndDrawnOnesKept() throws {
        let fast = CPUCompositor()
        let buffer = try XCTUnwrap(PixelBuffer(width: 80, height: 40))
        try fast.render(tree(cornerRadii: [4]), into: buffer, scale: 1)
        let drawn = fast.cachedTextures
        try fast.render(tree(cornerRadii: [4, 9]), into: buffer, scale: 1)
        // One more white shape, for the second corner radius.
        XCTAssertEqual(fast.cachedTextures, drawn + 1)
        let one = tree(cornerRadii: [4])
        for _ in 0..<118 { try fast.render(one, into: buffer, scale: 1) }
        // The cache's 120th frame prunes, but the second shape was drawn 118 frames before it.
        XCTAssertEqual(fast.cachedTextures, drawn + 1)
        for _ in 0..<60 { try fast.render(one, into: buffer, scale: 1) }
        // The 180th prunes it, and what the first frame alone drew: one white shape is left.
        XCTAssertEqual(fast.cachedTextures, 1)
        // The shape still drawn is still cached: drawing it again rasterizes nothing.
        try fast.render(one, into: buffer, scale: 1)
        XCTAssertEqual(fast.stats.texturesRasterized, 0)
    }
}
