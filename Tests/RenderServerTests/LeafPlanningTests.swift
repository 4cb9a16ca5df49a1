import CoreGraphics
import RenderServer
import XCTest

/// Siblings planned on every core (`planLeaves`) record exactly what the walk records without plans.
final class LeafPlanningTests: XCTestCase {
    /// 600 siblings, most of them moving rounded leaves, among them every kind the plans leave to `draw`: borders,
    /// shadows, hidden and transparent layers, layers with sublayers, rotating, scaled and perspective layers, a colour
    /// animation, shape layers, rasterized layers; some clip to their bounds, the last ones are static (replayed in
    /// runs), some are drawn out of array order by their zPosition.
    private func nodes() -> RenderTree {
        var root = LayerProperties()
        root.bounds = CGRect(x: 0, y: 0, width: 240, height: 160)
        root.anchorPoint = .zero
        root.backgroundColor = CGColor(gray: 0.2, alpha: 1)
        func forever(_ keyPath: String, _ from: AnimationValue, _ to: AnimationValue) -> RenderAnimation {
            var timing = TimingParameters()
            timing.duration = 1.3
            timing.repeatCount = .infinity
            timing.autoreverses = true
            return RenderAnimation(
                key: nil, keyPath: keyPath, timing: timing, timingFunction: nil,
                kind: .basic(.init(from: from, to: to, by: nil)))
        }
        let children = (0..<600).map { i -> RenderNode in
            var p = LayerProperties()
            p.bounds = CGRect(x: 0, y: 0, width: 14 + Double(i % 5), height: 12)
            p.cornerRadius = 4
            p.opacity = i % 4 == 0 ? 0.6 : 1
            p.backgroundColor = CGColor(srgbRed: Double(i % 9) / 9, green: 0.5, blue: 0.7, alpha: 1)
            let a = CGPoint(x: Double(i * 37 % 240), y: Double(i * 23 % 160))
            p.position = a
            var animations = [forever("position", .point(a), .point(CGPoint(x: a.x + 13.3, y: a.y + 7.7)))]
            var sublayers: [RenderNode] = []
            switch i % 40 {
            case 1: p.borderWidth = 2
            case 2: p.shadowOpacity = 0.5
            case 3: p.isHidden = true
            case 4: p.opacity = 0
            case 5:
                var child = LayerProperties()
                child.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
                child.backgroundColor = CGColor(gray: 1, alpha: 1)
                sublayers = [
                    RenderNode(id: UInt64(10_000 + i), properties: child, animations: [], sublayers: [], mask: nil)
                ]
            case 6: animations.append(forever("transform.rotation.z", .scalar(0), .scalar(2)))
            case 7:
                animations.append(
                    forever(
                        "backgroundColor", .color(RGBA(red: 0, green: 0, blue: 0, alpha: 1)),
                        .color(RGBA(red: 1, green: 1, blue: 1, alpha: 1))))
            case 8: p.masksToBounds = true
            case 9:
                var shape = ShapeProperties()
                shape.path = CGPath(ellipseIn: p.bounds.insetBy(dx: 2, dy: 2), transform: nil)
                shape.strokeColor = CGColor(gray: 1, alpha: 1)
                shape.lineWidth = 2
                p.kind = .shape(shape)
            case 10: p.shouldRasterize = true
            case 11:
                var turned = Matrix3D.rotation(0.6, 0, 1, 0)
                turned.m34 = -1.0 / 300
                p.transform = turned
            case 12: p.transform = .scale(1.4, 0.8, 1)
            case 13: p.allowsGroupOpacity = false
            default: break
            }
            // The last siblings are static: runs replayed after the stretch that is planned. (Static siblings among
            // the moving ones would cut the stretch into pieces too short to plan.)
            if i >= 520 { animations = [] }
            // Some layers drawn out of array order, so that stretches are planned through the drawing order.
            if i % 97 == 3 { p.zPosition = -1 }
            if i % 89 == 5 { p.zPosition = 1 }
            return RenderNode(
                id: UInt64(i + 1), properties: p, animations: animations, sublayers: sublayers, mask: nil)
        }
        return RenderTree(root: RenderNode(id: 0, properties: root, animations: [], sublayers: children, mask: nil))
    }

    func testPlannedFramesEqualFramesWalkedWithoutPlans() throws {
        let tree = nodes()
        let planned = CPUCompositor(), walked = CPUCompositor()
        planned.cores = 2
        walked.cores = 1
        let a = try XCTUnwrap(PixelBuffer(width: 240, height: 160))
        let b = try XCTUnwrap(PixelBuffer(width: 240, height: 160))
        var plannedLayers: [Int] = []
        for frame in 0..<6 {
            let presented = tree.presented(at: 10 + Double(frame) / 9)
            try planned.render(presented, into: a, scale: 1)
            try walked.render(presented, into: b, scale: 1)
            plannedLayers.append(planned.stats.layersPlanned)
            XCTAssertEqual(planned.stats.layers, walked.stats.layers, "frame \(frame)")
            XCTAssertEqual(planned.stats.referenceLayers, walked.stats.referenceLayers, "frame \(frame)")
            XCTAssertEqual(walked.stats.layersPlanned, 0)
            for y in 0..<160 {
                for x in 0..<240 where a[x, y] != b[x, y] {
                    return XCTFail("frame \(frame): pixel (\(x), \(y)) differs from the frame walked without plans")
                }
            }
        }
        XCTAssertEqual(plannedLayers.first, 0, "the first frame has no memos to plan from")
        XCTAssertGreaterThan(plannedLayers.dropFirst().min() ?? 0, 350, "later frames plan most moving leaves")
    }

    /// Planning finds each leaf's memo through the position it had in the last frame (`MemoHints`): leaves that
    /// change places, and leaves that come back after their memos were pruned — hidden in a stretch still planned,
    /// or gone with all their siblings — still draw what the walk draws. (Where preconditions are checked, as in
    /// the tests' build, planning also checks that every hint it follows is the memo `contentHistory` holds.)
    func testPlansFollowLeavesThatChangePlacesOrComeBack() throws {
        let tree = nodes()
        func root(_ sublayers: [RenderNode]) -> RenderTree {
            RenderTree(
                root: RenderNode(
                    id: 0, properties: tree.root.properties, animations: [], sublayers: sublayers, mask: nil))
        }
        let reversed = root(tree.root.sublayers.reversed())
        let someHidden = root(
            tree.root.sublayers.enumerated().map { i, node in
                guard i < 100 else { return node }
                var p = node.properties
                p.isHidden = true
                return RenderNode(
                    id: node.id, properties: p, animations: node.animations, sublayers: node.sublayers, mask: nil)
            })
        let empty = root([])
        let planned = CPUCompositor(), walked = CPUCompositor()
        planned.cores = 2
        walked.cores = 1
        let a = try XCTUnwrap(PixelBuffer(width: 240, height: 160))
        let b = try XCTUnwrap(PixelBuffer(width: 240, height: 160))
        // Two frames to make memos; 70 with the first hundred hidden in the stretch, which is planned all along
        // (their memos, unseen for 32 frames, are pruned at the 64th: their positions' hints must go with them);
        // three with them shown; two with the leaves in reverse; 40 without any leaves; three with them back.
        let frames =
            [tree, tree] + Array(repeating: someHidden, count: 70) + [tree, tree, tree, reversed, reversed]
            + Array(repeating: empty, count: 40) + [tree, tree, tree]
        var plannedAfterReturn = 0
        for (frame, frameTree) in frames.enumerated() {
            let presented = frameTree.presented(at: 10 + Double(frame) / 9)
            try planned.render(presented, into: a, scale: 1)
            try walked.render(presented, into: b, scale: 1)
            if frame == frames.count - 1 { plannedAfterReturn = planned.stats.layersPlanned }
            for y in 0..<160 {
                for x in 0..<240 where a[x, y] != b[x, y] {
                    return XCTFail("frame \(frame): pixel (\(x), \(y)) differs from the frame walked without plans")
                }
            }
        }
        XCTAssertGreaterThan(plannedAfterReturn, 350, "memos made again after the pruning are planned from")
    }

    /// One core walks a long stretch while the others still plan it (`planLeaves`), piece by piece in order, and
    /// leaves the walk to the caller at the first leaf `draw` must draw. 3000 moving leaves, every 50th hidden
    /// (nothing to record), and one whose colour animates at position 2100, after many walked pieces: every frame
    /// draws and counts what the walk without plans does, and all but that leaf and the hidden ones are planned.
    func testAStretchWalkedWhileItIsPlannedStopsAtALeafThatDrawDraws() throws {
        var root = LayerProperties()
        root.bounds = CGRect(x: 0, y: 0, width: 240, height: 160)
        root.anchorPoint = .zero
        root.backgroundColor = CGColor(gray: 0.1, alpha: 1)
        var timing = TimingParameters()
        timing.duration = 0.9
        timing.repeatCount = .infinity
        timing.autoreverses = true
        func forever(_ keyPath: String, _ from: AnimationValue, _ to: AnimationValue) -> RenderAnimation {
            RenderAnimation(
                key: nil, keyPath: keyPath, timing: timing, timingFunction: nil,
                kind: .basic(.init(from: from, to: to, by: nil)))
        }
        let count = 3000
        let children = (0..<count).map { i -> RenderNode in
            var p = LayerProperties()
            p.bounds = CGRect(x: 0, y: 0, width: 9, height: 7)
            p.cornerRadius = 2
            p.opacity = 0.7
            p.backgroundColor = CGColor(srgbRed: Double(i % 11) / 11, green: 0.4, blue: 0.8, alpha: 1)
            p.isHidden = i % 50 == 49
            let a = CGPoint(x: Double(i * 53 % 240), y: Double(i * 29 % 160))
            p.position = a
            var animations = [forever("position", .point(a), .point(CGPoint(x: a.x + 9.6, y: a.y - 4.3)))]
            if i == 2100 {
                animations.append(
                    forever(
                        "backgroundColor", .color(RGBA(red: 1, green: 0, blue: 0, alpha: 1)),
                        .color(RGBA(red: 0, green: 1, blue: 0, alpha: 1))))
            }
            return RenderNode(id: UInt64(i + 1), properties: p, animations: animations, sublayers: [], mask: nil)
        }
        let tree = RenderTree(
            root: RenderNode(id: 0, properties: root, animations: [], sublayers: children, mask: nil))
        let planned = CPUCompositor(), walked = CPUCompositor()
        planned.cores = 2
        walked.cores = 1
        let a = try XCTUnwrap(PixelBuffer(width: 240, height: 160))
        let b = try XCTUnwrap(PixelBuffer(width: 240, height: 160))
        for frame in 0..<5 {
            let presented = tree.presented(at: 20 + Double(frame) / 7)
            try planned.render(presented, into: a, scale: 1)
            try walked.render(presented, into: b, scale: 1)
            XCTAssertEqual(planned.stats.layers, walked.stats.layers, "frame \(frame)")
            if frame > 0 {
                XCTAssertEqual(planned.stats.layersPlanned, count - count / 50 - 1, "frame \(frame)")
            }
            for y in 0..<160 {
                for x in 0..<240 where a[x, y] != b[x, y] {
                    return XCTFail("frame \(frame): pixel (\(x), \(y)) differs from the frame walked without plans")
                }
            }
        }
    }
}
