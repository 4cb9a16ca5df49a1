import CoreGraphics
import XCTest

@testable import RenderServer

/// Presenting a frame reusing the last one's static subtrees gives the same values as presenting it afresh.
final class PresentedReuseTests: XCTestCase {
    private func tree() -> RenderTree {
        func node(_ id: UInt64, x: Double, animated: Bool, children: [RenderNode] = []) -> RenderNode {
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

    /// A tree with different nodes (a new commit) reuses nothing from the last frame.
    func testANewTreeReusesNothing() {
        let old = tree().presented(at: 0.25)
        let fresh = tree()
        let presented = fresh.presented(at: 0.25, reusing: old)
        XCTAssertFalse(presented.sublayers[0].properties.box === old.sublayers[0].properties.box)
        XCTAssertTrue(presented.sublayers[0].node === fresh.root.sublayers[0])
    }
}
