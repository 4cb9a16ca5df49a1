import CoreGraphics
import RenderServer
import XCTest

final class AnimationEvaluatorTests: XCTestCase {
    private func basic(
        _ keyPath: String, from: AnimationValue? = nil, to: AnimationValue? = nil, by: AnimationValue? = nil,
        configure: (inout RenderAnimation) -> Void = { _ in }
    ) -> RenderAnimation {
        var timing = TimingParameters()
        timing.duration = 1
        var animation = RenderAnimation(
            key: nil, keyPath: keyPath, timing: timing, timingFunction: nil,
            kind: .basic(.init(from: from, to: to, by: by)))
        configure(&animation)
        return animation
    }

    private func opacity(after animations: [RenderAnimation], model: Double = 0.2, at t: Double) -> Double {
        var p = LayerProperties()
        p.opacity = model
        AnimationEvaluator.apply(animations, to: &p, localTime: t)
        return p.opacity
    }

    func testFromToByTable() {
        let t = 0.5
        XCTAssertEqual(
            opacity(after: [basic("opacity", from: .scalar(0), to: .scalar(1))], at: t), 0.5, accuracy: 1e-12)
        XCTAssertEqual(
            opacity(after: [basic("opacity", from: .scalar(0), by: .scalar(0.4))], at: t), 0.2, accuracy: 1e-12)
        XCTAssertEqual(
            opacity(after: [basic("opacity", to: .scalar(1), by: .scalar(0.4))], at: t), 0.8, accuracy: 1e-12)
        XCTAssertEqual(
            opacity(after: [basic("opacity", from: .scalar(1))], at: t), 0.6, accuracy: 1e-12, "from → live model 0.2")
        XCTAssertEqual(
            opacity(after: [basic("opacity", to: .scalar(1))], at: t), 0.6, accuracy: 1e-12, "model 0.2 → to")
        XCTAssertEqual(opacity(after: [basic("opacity", by: .scalar(0.4))], at: t), 0.4, accuracy: 1e-12, "0.2 → 0.6")
        let none = RenderAnimation(
            key: nil, keyPath: "opacity", timing: basic("opacity").timing, timingFunction: nil,
            kind: .basic(.init(from: nil, to: nil, by: nil, capturedFrom: .scalar(1))))
        XCTAssertEqual(opacity(after: [none], at: t), 0.6, accuracy: 1e-12, "captured 1 → model 0.2")
    }

    /// Both ends given (evaluated without the base) shows what the same move from the base shows.
    func testBothEndsGivenShowWhatAMoveFromTheBaseShows() {
        let pairs: [(AnimationValue, AnimationValue)] = [
            (.scalar(0.2), .scalar(0.9)), (.point(CGPoint(x: 3, y: 4)), .point(CGPoint(x: -50, y: 80))),
            (.rect(CGRect(x: 0, y: 0, width: 10, height: 20)), .rect(CGRect(x: 5, y: 6, width: 70, height: 8))),
            (.color(RGBA(red: 1, green: 0, blue: 0, alpha: 1)), .color(RGBA(red: 0, green: 0.5, blue: 1, alpha: 0.5))),
            (.transform(.rotation(0.3, 0, 0, 1)), .transform(.scale(2, 3, 1))),
        ]
        for (from, to) in pairs {
            for progress in [0, 0.25, 0.5, 1] {
                let both = AnimationEvaluator.value(
                    of: basic("any", from: from, to: to), base: .none, progress: progress, iteration: 0)
                let fromBase = AnimationEvaluator.value(
                    of: basic("any", to: to), base: from, progress: progress, iteration: 0)
                XCTAssertNotNil(both)
                XCTAssertEqual(both, fromBase, "\(from) → \(to) at \(progress)")
            }
        }
        // A cumulative animation past its first cycle, and an additive one, still read the base or the ends.
        let cumulative = basic("opacity", from: .scalar(0), to: .scalar(1)) { $0.isCumulative = true }
        XCTAssertEqual(
            AnimationEvaluator.value(of: cumulative, base: .none, progress: 0.5, iteration: 2), .scalar(2.5))
        let additive = basic("opacity", from: .scalar(0), to: .scalar(1)) { $0.isAdditive = true }
        XCTAssertEqual(
            AnimationEvaluator.value(of: additive, base: .scalar(0.25), progress: 0.5, iteration: 0), .scalar(0.75))
    }

    /// The key path is split once, when set: an animation whose key path changes animates the new one.
    func testAChangedKeyPathIsTheOneAnimated() {
        var moved = basic("position.x", from: .scalar(0), to: .scalar(10))
        XCTAssertEqual(opacity(after: [moved], at: 0.5), 0.2, "position.x leaves opacity")
        moved.keyPath = "opacity"
        XCTAssertEqual(opacity(after: [moved], at: 0.5), 5, accuracy: 1e-12)
        moved.keyPath = nil
        XCTAssertEqual(opacity(after: [moved], at: 0.5), 0.2, "no key path, nothing animated")
    }

    /// Copies share one object of values (`RenderAnimation`'s storage); changing a copy changes it alone, with the
    /// ends and the key path its evaluation reads.
    func testChangingACopyLeavesTheOriginalAsItWas() {
        let original = basic("opacity", from: .scalar(0), to: .scalar(10))
        var copy = original
        XCTAssertEqual(copy, original)
        copy.kind = .basic(.init(from: .scalar(100), to: .scalar(200), by: nil))
        copy.timing.duration = 2
        XCTAssertNotEqual(copy, original)
        XCTAssertEqual(opacity(after: [original], at: 0.5), 5, accuracy: 1e-12)
        XCTAssertEqual(opacity(after: [copy], at: 0.5), 125, accuracy: 1e-12)
        var additive = original
        additive.isAdditive = true
        XCTAssertEqual(opacity(after: [additive], at: 0.5), 5.2, accuracy: 1e-12)
        XCTAssertFalse(original.isAdditive)
        var renamed = original
        renamed.keyPath = "position.x"
        XCTAssertEqual(original.keyPath, "opacity")
        XCTAssertEqual(opacity(after: [original, renamed], at: 0.5), 5, accuracy: 1e-12)
        XCTAssertEqual(original, basic("opacity", from: .scalar(0), to: .scalar(10)), "equal by value, not identity")
    }

    func testFinishedWithoutFillShowsModel() {
        XCTAssertEqual(opacity(after: [basic("opacity", from: .scalar(0), to: .scalar(1))], at: 1.5), 0.2)
        let held = basic("opacity", from: .scalar(0), to: .scalar(1)) { $0.timing.fillMode = .forwards }
        XCTAssertEqual(opacity(after: [held], at: 1.5), 1)
    }

    func testAdditiveAddsToTheBase() {
        let a = basic("position", from: .point(CGPoint(x: -100, y: 0)), to: .point(.zero)) { $0.isAdditive = true }
        var p = LayerProperties()
        p.position = CGPoint(x: 200, y: 50)
        AnimationEvaluator.apply([a], to: &p, localTime: 0.25)
        XCTAssertEqual(p.position, CGPoint(x: 125, y: 50))
    }

    func testCumulativeAddsOneDeltaPerCompletedCycle() {
        let spin = basic("transform.rotation.z", by: .scalar(2 * .pi)) {
            $0.isCumulative = true
            $0.timing.repeatCount = 3
            $0.timing.fillMode = .forwards
        }
        let sample = spin.timing.sample(atParent: 2.5)
        let value = AnimationEvaluator.value(
            of: spin, base: .scalar(0), progress: sample.progress, iteration: sample.iteration)
        XCTAssertEqual(value?.scalarValue ?? 0, 5 * .pi, accuracy: 1e-9, "half of the third turn: 2·2π + π")
    }

    func testLaterAnimationsSeeEarlierOnesAsBase() {
        let first = basic("opacity", to: .scalar(1))
        let second = basic("opacity", by: .scalar(-0.5)) { $0.isAdditive = false }
        XCTAssertEqual(opacity(after: [first, second], at: 0.5), 0.6 - 0.25, accuracy: 1e-12)
    }

    func testKeyPathIntoStructs() {
        let x = basic("position.x", from: .scalar(0), to: .scalar(100))
        let w = basic("bounds.size.width", from: .scalar(10), to: .scalar(30))
        var p = LayerProperties()
        p.position = CGPoint(x: 5, y: 7)
        AnimationEvaluator.apply([x, w], to: &p, localTime: 0.5)
        XCTAssertEqual(p.position, CGPoint(x: 50, y: 7))
        XCTAssertEqual(p.bounds.width, 20)
    }

    /// Whether or not the animation reads the value below it (both ends given, or one open, or additive), and
    /// along a path that turns the layer: a key path the layer does not have changes nothing.
    func testUnknownKeyPathAnimatesNothing() {
        var p = LayerProperties()
        let before = p
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 100))
        var keyframes = RenderAnimation.Keyframes(
            values: [], path: CGPath(elements: path.elements).elements, keyTimes: nil, timingFunctions: nil,
            mode: .paced)
        keyframes.rotation = .auto
        var turning = basic("noSuchKey")
        turning.kind = .keyframe(keyframes)
        for animation in [
            basic("noSuchKey", from: .scalar(0), to: .scalar(1)), basic("noSuchKey", to: .scalar(1)),
            basic("position.noSuchPart", from: .scalar(0), to: .scalar(1)),
            basic("noSuchKey", from: .scalar(0), to: .scalar(1)) { $0.isAdditive = true }, turning,
        ] {
            AnimationEvaluator.apply([animation], to: &p, localTime: 0.5)
            XCTAssertEqual(p, before, "\(animation.kind)")
        }
        // The same path on a key the layer has moves and turns it.
        var moving = turning
        moving.keyPath = "position"
        AnimationEvaluator.apply([moving], to: &p, localTime: 0.5)
        XCTAssertEqual(p.position.x, 50, accuracy: 1e-6)
        XCTAssertNotEqual(p.transform, before.transform)
    }

    func testColorsInterpolateComponentwise() {
        let a = basic(
            "backgroundColor", from: .color(RGBA(red: 1, green: 0, blue: 0, alpha: 1)),
            to: .color(RGBA(red: 0, green: 0, blue: 1, alpha: 0)))
        var p = LayerProperties()
        AnimationEvaluator.apply([a], to: &p, localTime: 0.5)
        XCTAssertEqual(p.backgroundColor?.components, [0.5, 0, 0.5, 0.5])
    }

    func testValueFunctionRotatesBeyondHalfATurn() {
        let a = basic("transform", from: .scalar(0), to: .scalar(1.5 * .pi)) { $0.valueFunction = .rotateZ }
        var p = LayerProperties()
        AnimationEvaluator.apply([a], to: &p, localTime: 1.0 / 3.0)
        XCTAssertEqual(p.value(forKeyPath: "transform.rotation.z")?.scalarValue ?? 0, .pi / 2, accuracy: 1e-9)
    }

    func testSpringOvershoots() {
        var timing = TimingParameters()
        timing.duration = 1.5
        let a = RenderAnimation(
            key: nil, keyPath: "position.x", timing: timing, timingFunction: nil,
            kind: .spring(.init(from: .scalar(0), to: .scalar(100), by: nil), Spring()))
        var p = LayerProperties()
        AnimationEvaluator.apply([a], to: &p, localTime: 0.4)
        XCTAssertEqual(Double(p.position.x), 115.3123, accuracy: 1e-3)
    }

    func testGroupClipsChildrenAndWarpsTheirTime() {
        var child = basic("opacity", from: .scalar(0), to: .scalar(1))
        child.timing.duration = 10
        var groupTiming = TimingParameters()
        groupTiming.duration = 5
        let group = RenderAnimation(
            key: nil, keyPath: nil, timing: groupTiming, timingFunction: nil, kind: .group([child]))
        XCTAssertEqual(opacity(after: [group], at: 2.5), 0.25, accuracy: 1e-12, "not scaled: 2.5 s of a 10 s child")
        XCTAssertEqual(opacity(after: [group], at: 6), 0.2, "after the group the model shows")
    }
}
