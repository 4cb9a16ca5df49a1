import CoreGraphics
import XCTest

@testable import RenderServer

/// Group passes take their offscreen buffers from the last frames' instead of allocating new ones, and a reused
/// buffer starts clear: every frame draws what a fresh compositor draws.
final class PassBuffersTests: XCTestCase {
    /// A translucent layer with a sublayer and a border (a group pass), and one with a mask (two passes), at `x`.
    private func tree(x: Double) -> PresentedLayer {
        var root = LayerProperties()
        root.bounds = CGRect(x: 0, y: 0, width: 160, height: 90)
        root.anchorPoint = .zero
        root.backgroundColor = CGColor(gray: 0.9, alpha: 1)
        var group = LayerProperties()
        group.bounds = CGRect(x: 0, y: 0, width: 50, height: 40)
        group.position = CGPoint(x: x, y: 30)
        group.opacity = 0.5
        group.backgroundColor = CGColor(srgbRed: 1, green: 0.2, blue: 0.1, alpha: 1)
        group.borderWidth = 3
        group.borderColor = CGColor(srgbRed: 0, green: 0.3, blue: 1, alpha: 1)
        var inner = LayerProperties()
        inner.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        inner.position = CGPoint(x: 40, y: 30)
        inner.backgroundColor = CGColor(srgbRed: 0.1, green: 0.8, blue: 0.2, alpha: 1)
        var masked = LayerProperties()
        masked.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        masked.position = CGPoint(x: 160 - x, y: 60)
        masked.backgroundColor = CGColor(srgbRed: 0.5, green: 0, blue: 0.9, alpha: 1)
        var shape = LayerProperties()
        shape.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        shape.position = CGPoint(x: 20, y: 20)
        shape.cornerRadius = 20
        shape.backgroundColor = CGColor(gray: 0, alpha: 1)
        let node = { (id: UInt64, p: LayerProperties, children: [RenderNode], mask: RenderNode?) in
            RenderNode(id: id, properties: p, animations: [], sublayers: children, mask: mask)
        }
        let children = [
            node(1, group, [node(2, inner, [], nil)], nil), node(3, masked, [], node(4, shape, [], nil)),
        ]
        return RenderTree(root: node(0, root, children, nil)).presented(at: 0)
    }

    func testPassesReuseBuffersAndDrawWhatAFreshCompositorDraws() throws {
        let fast = CPUCompositor()
        var allocated: [Int] = []
        for frame in 0..<6 {
            let presented = tree(x: 40 + 7.5 * Double(frame))
            let reused = try XCTUnwrap(PixelBuffer(width: 160, height: 90))
            let fresh = try XCTUnwrap(PixelBuffer(width: 160, height: 90))
            try fast.render(presented, into: reused, scale: 1)
            try CPUCompositor().render(presented, into: fresh, scale: 1)
            XCTAssertGreaterThan(fast.stats.groups, 0)
            var differing = 0
            for y in 0..<90 { for x in 0..<160 where reused[x, y] != fresh[x, y] { differing += 1 } }
            XCTAssertEqual(differing, 0, "frame \(frame)")
            allocated.append(fast.passBuffersAllocated)
        }
        // The first frame allocates the three passes' buffers (the group, the masked layer and its mask); the
        // second, while the first frame's group buffers may still be held, at most as many again; then none.
        XCTAssertGreaterThan(allocated[0], 0)
        XCTAssertEqual(allocated[5], allocated[2], "buffers allocated after frame 0: \(allocated)")
    }
}
