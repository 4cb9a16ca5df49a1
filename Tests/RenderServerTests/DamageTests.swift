import CoreGraphics
import RenderServer
import TestSupport
import XCTest

/// Recompositing only the damaged area must give exactly the pixels of a full redraw.
final class DamageTests: XCTestCase {
    private func tree(moving: Int, time: Double) -> PresentedLayer {
        nodes(moving: moving).presented(at: time)
    }

    private func nodes(moving: Int) -> RenderTree {
        var root = LayerProperties()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 150)
        root.anchorPoint = .zero
        root.backgroundColor = CGColor(gray: 0.9, alpha: 1)
        var children: [RenderNode] = []
        for i in 0..<moving + 20 {
            var p = LayerProperties()
            p.bounds = CGRect(x: 0, y: 0, width: 18, height: 14)
            p.cornerRadius = 3
            p.opacity = i % 3 == 0 ? 0.7 : 1
            p.backgroundColor = CGColor(srgbRed: Double(i % 7) / 7, green: 0.4, blue: 0.8, alpha: 1)
            p.position = CGPoint(x: 10 + Double(i * 37 % 180), y: 10 + Double(i * 23 % 130))
            var animations: [RenderAnimation] = []
            if i < moving {
                var timing = TimingParameters()
                timing.duration = 1
                timing.repeatCount = .infinity
                timing.autoreverses = true
                let to = CGPoint(x: Double(p.position.x) + 40, y: Double(p.position.y) + 15)
                animations.append(
                    RenderAnimation(
                        key: nil, keyPath: "position", timing: timing, timingFunction: nil,
                        kind: .basic(.init(from: .point(p.position), to: .point(to), by: nil))))
            }
            children.append(
                RenderNode(id: UInt64(i + 1), properties: p, animations: animations, sublayers: [], mask: nil))
        }
        return RenderTree(root: RenderNode(id: 0, properties: root, animations: [], sublayers: children, mask: nil))
    }

    func testIncrementalFramesEqualFullRedraws() throws {
        let incremental = CPUCompositor()
        let buffer = try XCTUnwrap(PixelBuffer(width: 200, height: 150))
        var damaged: [Int] = []
        for frame in 0..<12 {
            let presented = tree(moving: 2, time: Double(frame) / 7)
            try incremental.render(presented, into: buffer, scale: 1)
            damaged.append(incremental.stats.damage.area)
            let full = try XCTUnwrap(PixelBuffer(width: 200, height: 150))
            try CPUCompositor().render(presented, into: full, scale: 1)
            for y in 0..<150 {
                for x in 0..<200 where buffer[x, y] != full[x, y] {
                    return XCTFail("frame \(frame): pixel (\(x), \(y)) differs from a full redraw")
                }
            }
        }
        XCTAssertEqual(damaged.first, 200 * 150, "the first frame is drawn whole")
        XCTAssertLessThan(
            damaged.dropFirst().max() ?? .max, 200 * 150 / 4, "later frames redraw only around the two moving layers")
    }

    func testNothingChangedMeansNothingRedrawn() throws {
        let compositor = CPUCompositor()
        let buffer = try XCTUnwrap(PixelBuffer(width: 200, height: 150))
        try compositor.render(tree(moving: 0, time: 0), into: buffer, scale: 1)
        try compositor.render(tree(moving: 0, time: 0.5), into: buffer, scale: 1)
        XCTAssertTrue(compositor.stats.damage.isEmpty)
    }

    /// The same render tree presented frame after frame, as the previewer does: unchanged static layers are
    /// replayed from what they recorded, and the frames still equal full redraws.
    func testStaticLayersAreReplayedAndStillMatchFullRedraws() throws {
        let nodes = nodes(moving: 2)
        let incremental = CPUCompositor()
        let buffer = try XCTUnwrap(PixelBuffer(width: 200, height: 150))
        var replayed: [Int] = []
        for frame in 0..<8 {
            let presented = nodes.presented(at: Double(frame) / 7)
            try incremental.render(presented, into: buffer, scale: 1)
            replayed.append(incremental.stats.layersReplayed)
            let full = try XCTUnwrap(PixelBuffer(width: 200, height: 150))
            try CPUCompositor().render(presented, into: full, scale: 1)
            XCTAssertEqual(BufferDifference(buffer, full).differing, 0, "frame \(frame)")
            XCTAssertEqual(BufferDifference(buffer, full).mean, 0, "frame \(frame)")
        }
        XCTAssertEqual(replayed.first, 0)
        XCTAssertEqual(Set(replayed.dropFirst()), [20], "the 20 static layers, every later frame")
    }

    /// One static layer changes once: its run is drawn step by step for a frame, then replayed whole again; every
    /// frame equals a full redraw, and only the changed layer's area (and the moving ones') is redrawn.
    func testAChangeInsideAReplayedRunDamagesOnlyThatLayer() throws {
        let before = nodes(moving: 1)
        var children = before.root.sublayers
        var changed = children[10].properties
        changed.backgroundColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        children[10] = RenderNode(id: children[10].id, properties: changed, animations: [], sublayers: [], mask: nil)
        let after = RenderTree(
            root: RenderNode(
                id: 0, properties: before.root.properties, animations: [], sublayers: children, mask: nil))
        let compositor = CPUCompositor()
        let buffer = try XCTUnwrap(PixelBuffer(width: 200, height: 150))
        var damage: [Int] = []
        for frame in 0..<8 {
            let presented = (frame < 3 ? before : after).presented(at: 0.5)
            try compositor.render(presented, into: buffer, scale: 1)
            damage.append(compositor.stats.damage.area)
            let full = try XCTUnwrap(PixelBuffer(width: 200, height: 150))
            try CPUCompositor().render(presented, into: full, scale: 1)
            XCTAssertEqual(BufferDifference(buffer, full).differing, 0, "frame \(frame)")
            XCTAssertEqual(BufferDifference(buffer, full).mean, 0, "frame \(frame)")
        }
        XCTAssertEqual(damage[1...2], [0, 0], "nothing moves at a fixed time")
        XCTAssertGreaterThan(damage[3], 0)
        XCTAssertLessThanOrEqual(damage[3], 22 * 18, "the changed 18 × 14 layer's box with its texture margins")
        XCTAssertEqual(Set(damage[4...]), [0], "the run is recorded again and replayed without damage")
    }

    /// A leaf animated only in placement reuses its texture frame after frame; a new commit that changes its
    /// content, or an animation of its content, must still show in the next frame.
    func testContentChangesShowThroughPlacementOnlyAnimations() throws {
        func layer(_ color: CGColor, animating keyPath: String, to value: AnimationValue) -> RenderTree {
            var root = LayerProperties()
            root.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
            root.anchorPoint = .zero
            var p = LayerProperties()
            p.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            p.position = CGPoint(x: 30, y: 20)
            p.backgroundColor = color
            var timing = TimingParameters()
            timing.duration = 1
            let from: AnimationValue = keyPath == "position" ? .point(p.position) : .color(color.rgba)
            let animation = RenderAnimation(
                key: nil, keyPath: keyPath, timing: timing, timingFunction: nil,
                kind: .basic(.init(from: from, to: value, by: nil)))
            let child = RenderNode(id: 7, properties: p, animations: [animation], sublayers: [], mask: nil)
            return RenderTree(root: RenderNode(id: 0, properties: root, animations: [], sublayers: [child], mask: nil))
        }
        let red = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1),
            blue = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)
        // One tree presented at successive times, as the previewer does, then a commit, then another.
        let moving = layer(red, animating: "position", to: .point(CGPoint(x: 31, y: 20)))
        let recoloured = layer(blue, animating: "backgroundColor", to: .color(red.rgba))
        let frames = [
            moving, moving, layer(blue, animating: "position", to: .point(CGPoint(x: 31, y: 20))), recoloured,
            recoloured, recoloured,
        ]
        let compositor = CPUCompositor()
        let buffer = try XCTUnwrap(PixelBuffer(width: 60, height: 40))
        for (index, tree) in frames.enumerated() {
            let presented = tree.presented(at: 0.25 + Double(index) / 8)
            try compositor.render(presented, into: buffer, scale: 1)
            let full = try XCTUnwrap(PixelBuffer(width: 60, height: 40))
            try CPUCompositor().render(presented, into: full, scale: 1)
            XCTAssertEqual(BufferDifference(buffer, full).differing, 0, "frame \(index): as a whole fresh frame")
            XCTAssertEqual(buffer[30, 20], full[30, 20], "frame \(index)")
        }
        XCTAssertEqual(buffer[30, 20] & 0xFF, 32, "blue an eighth of the way back, at 0.875")
    }
}
