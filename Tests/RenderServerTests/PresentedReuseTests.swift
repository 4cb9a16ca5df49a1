import CoreGraphics
import XCTest

@testable import RenderServer

/// Presenting a frame reusing the last one's static subtrees gives the same values as presenting it afresh.
final class PresentedReuseTests: XCTestCase {
    private func node(_ id: UInt64, x: Double, animated: Bool, children: [RenderNode] = []) -> RenderNode {
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        p.position = CGPoint(x: x, y: 5)
        var timing = TimingParameters()
        timing.duration = 1
        timing.repeatCount = .infinity
        let animations =
            animated
            ? [
                RenderAnimation(
                    key: nil, keyPath: "position.x", timing: timing, timingFunction: nil,
                    kind: .basic(.init(from: .scalar(x), to: .scalar(x + 50), by: nil)))
            ] : []
        return RenderNode(id: id, properties: p, animations: animations, sublayers: children, mask: nil)
    }

    private func tree() -> RenderTree {
        let staticGroup = node(2, x: 20, animated: false, children: [node(3, x: 1, animated: false)])
        let moving = node(4, x: 40, animated: true, children: [node(5, x: 2, animated: false)])
        return RenderTree(root: node(1, x: 0, animated: false, children: [staticGroup, moving]))
    }

    func testReuseKeepsValuesAndSharesStaticSubtrees() {
        let tree = tree()
        let first = tree.presented(at: 0.25)
        let second = tree.presented(at: 0.5, reusing: first)
        XCTAssertEqual(second.dump(), tree.presented(at: 0.5).dump())
        XCTAssertNotEqual(second.dump(), first.dump(), "the moving layer moved")
        XCTAssertTrue(second.sublayers[0].properties.box === first.sublayers[0].properties.box, "static, reused")
        XCTAssertTrue(
            second.sublayers[1].sublayers[0].properties.box === first.sublayers[1].sublayers[0].properties.box)
        XCTAssertEqual(second.sublayers[1].properties.position.x, 65, accuracy: 1e-9)
    }

    /// Many siblings are presented on every core, each into its own slot: the same values, in order, as one by
    /// one, and static ones still reused.
    func testManySiblingsPresentedInParallelKeepTheirOrderAndValues() {
        let count = PresentedLayer.parallelSiblings * 3 + 7
        let children = (0..<count).map { (i: Int) -> RenderNode in
            let grandchild = node(UInt64(100_000 + i), x: 1, animated: i % 2 == 1)
            return node(UInt64(i + 10), x: Double(i), animated: i % 3 != 0, children: [grandchild])
        }
        let tree = RenderTree(root: node(1, x: 0, animated: false, children: children))
        let first = tree.presented(at: 0.25)
        let second = tree.presented(at: 0.5, reusing: first)
        XCTAssertEqual(second.sublayers.count, count)
        for (i, layer) in second.sublayers.enumerated() {
            XCTAssertEqual(layer.id, UInt64(i + 10))
            XCTAssertEqual(layer.properties.position.x, i % 3 != 0 ? Double(i) + 25 : Double(i), accuracy: 1e-9)
            XCTAssertEqual(layer.sublayers[0].properties.position.x, i % 2 == 1 ? 26 : 1, accuracy: 1e-9)
            if i % 6 == 0 {
                XCTAssertTrue(layer.properties.box === first.sublayers[i].properties.box, "static, reused")
            }
        }
        XCTAssertEqual(second.dump(), tree.presented(at: 0.5).dump())
    }

    /// A tree with different nodes (a new commit) reuses nothing from the last frame.
    func testANewTreeReusesNothing() {
        let old = tree().presented(at: 0.25)
        let fresh = tree()
        let presented = fresh.presented(at: 0.25, reusing: old)
        XCTAssertFalse(presented.sublayers[0].properties.box === old.sublayers[0].properties.box)
        XCTAssertTrue(presented.sublayers[0].node === fresh.root.sublayers[0])
    }

    /// What a layer holds of its properties for walks over many siblings follows its properties: a static layer
    /// shows its node's values until they change, and the held zPosition is the properties'.
    func testTheHeldSummaryFollowsTheProperties() {
        let presented = tree().presented(at: 0.25)
        var still = presented.sublayers[0], moving = presented.sublayers[1]
        XCTAssertTrue(still.showsStaticNode)
        XCTAssertFalse(moving.showsStaticNode, "animated")
        XCTAssertTrue(moving.sublayers[0].showsStaticNode, "a static child of a moving layer")
        still.properties.zPosition = 3
        XCTAssertEqual(still.zPosition, 3)
        XCTAssertFalse(still.showsStaticNode, "its values are no longer its node's")
        moving.properties = moving.node.properties
        XCTAssertFalse(moving.showsStaticNode, "its node is not static")
    }

    /// What a layer holds of its sublayers (in drawing order as they are, any showing its static node) follows them
    /// through presenting, presenting in place and changes made through the array.
    func testTheSiblingSummaryFollowsTheSublayers() {
        let allMoving = RenderTree(
            root: node(1, x: 0, animated: false, children: (0..<4).map { node(10 + $0, x: 0, animated: true) }))
        var presented: PresentedLayer?
        allMoving.present(at: 0.25, into: &presented)
        XCTAssertEqual(presented?.sublayersInOrder, true)
        XCTAssertEqual(presented?.hasStaticSublayer, false)
        allMoving.present(at: 0.5, into: &presented)
        XCTAssertEqual(presented?.hasStaticSublayer, false, "updated in place")

        var root = tree().presented(at: 0.25)
        XCTAssertTrue(root.sublayersInOrder)
        XCTAssertTrue(root.hasStaticSublayer, "the first sublayer is static")
        root.sublayers[0].properties.zPosition = 2
        XCTAssertFalse(root.sublayersInOrder, "the first now above the second")
        XCTAssertFalse(root.hasStaticSublayer, "its values are no longer its node's")
        root.sublayers[1].properties.zPosition = 2
        XCTAssertTrue(root.sublayersInOrder, "equal zPositions keep array order")
        root.sublayers.removeAll()
        XCTAssertTrue(root.sublayersInOrder)
        XCTAssertFalse(root.hasStaticSublayer)
    }
}
