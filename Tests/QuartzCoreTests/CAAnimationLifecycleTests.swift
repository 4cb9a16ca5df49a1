import QuartzCore
import TestSupport
import XCTest

/// Spec §1.5–§1.8: copying, defaults at add, begin times, delegate calls, removal.
final class CAAnimationLifecycleTests: ManualClockTestCase {
    func testAddCopiesAndDefaultsDurationAtAdd() throws {
        let layer = CALayer()
        let original = CABasicAnimation(keyPath: "opacity")
        layer.add(original, forKey: "fade")
        original.duration = 9
        let attached = try XCTUnwrap(layer.animation(forKey: "fade"))
        XCTAssertFalse(attached === original)
        XCTAssertEqual(attached.duration, 0.25)
        XCTAssertEqual(original.beginTime, 0)
        CATransaction.flush()
        XCTAssertEqual(attached.beginTime, 100)
        XCTAssertEqual(original.beginTime, 0, "the original is untouched")
    }

    func testDelegateStartsAndStopsFinished() {
        let layer = CALayer()
        let delegate = RecordingDelegate()
        let a = CABasicAnimation(keyPath: "opacity")
        a.duration = 1
        a.delegate = delegate
        layer.add(a, forKey: "a")
        CATransaction.flush()
        advance(to: 100)
        XCTAssertEqual(delegate.events, ["start"])
        advance(to: 100.5)
        XCTAssertEqual(delegate.events, ["start"])
        advance(to: 101)
        XCTAssertEqual(delegate.events, ["start", "stop(true)"])
        XCTAssertNil(layer.animation(forKey: "a"))
    }

    func testDelayedStartAndDelegateIsRetainedStrongly() {
        let layer = CALayer()
        let a = CABasicAnimation(keyPath: "opacity")
        a.duration = 1
        a.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 0.5
        weak var weakDelegate: RecordingDelegate?
        do {
            let delegate = RecordingDelegate()
            weakDelegate = delegate
            a.delegate = delegate
        }
        layer.add(a, forKey: "a")
        CATransaction.flush()
        advance(to: 100.25)
        XCTAssertEqual(weakDelegate?.events, [])
        advance(to: 100.5)
        XCTAssertEqual(weakDelegate?.events, ["start"])
    }

    func testReplacingAndRemovingStopUnfinished() {
        let layer = CALayer()
        let first = RecordingDelegate()
        let a = CABasicAnimation(keyPath: "opacity")
        a.delegate = first
        layer.add(a, forKey: "k")
        CATransaction.flush()
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "k")
        XCTAssertEqual(first.events, ["stop(false)"])
        XCTAssertEqual(layer.animationKeys(), ["k"])
        let second = RecordingDelegate()
        let b = CABasicAnimation(keyPath: "position")
        b.delegate = second
        layer.add(b, forKey: "b")
        layer.removeAllAnimations()
        XCTAssertEqual(second.events, ["stop(false)"])
        XCTAssertNil(layer.animationKeys())
    }

    /// A layer whose animations have all started and never end leaves the event walk, having nothing left to
    /// deliver, until a commit brings a new animation: that one still starts and stops, and removing the endless
    /// one still stops it.
    func testEndlessAnimationsLeaveTheEventWalkUntilTheNextCommit() {
        let layer = CALayer()
        let endless = RecordingDelegate()
        let spin = CABasicAnimation(keyPath: "opacity")
        spin.duration = 1
        spin.repeatCount = .infinity
        spin.delegate = endless
        layer.add(spin, forKey: "spin")
        CATransaction.flush()
        XCTAssertTrue(AnimationEvents.isRegistered(layer))
        advance(to: 100)
        XCTAssertEqual(endless.events, ["start"])
        XCTAssertFalse(AnimationEvents.isRegistered(layer))
        let finite = RecordingDelegate()
        let move = CABasicAnimation(keyPath: "position")
        move.duration = 1
        move.delegate = finite
        advance(to: 150)
        layer.add(move, forKey: "move")
        CATransaction.flush()
        XCTAssertTrue(AnimationEvents.isRegistered(layer))
        advance(to: 150.5)
        advance(to: 151)
        XCTAssertEqual(finite.events, ["start", "stop(true)"])
        XCTAssertFalse(AnimationEvents.isRegistered(layer))
        layer.removeAnimation(forKey: "spin")
        XCTAssertEqual(endless.events, ["start", "stop(false)"])
    }

    func testNilKeysNeverCollideAndKeysKeepAddOrder() {
        let layer = CALayer()
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: nil)
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: nil)
        layer.add(CABasicAnimation(keyPath: "position"), forKey: "b")
        layer.add(CABasicAnimation(keyPath: "bounds"), forKey: "a")
        XCTAssertEqual(layer.animationKeys(), ["b", "a"])
    }

    func testFillForwardsWithoutRemovalHoldsTheEndValue() throws {
        let layer = CALayer()
        layer.opacity = 1
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 1
        a.toValue = 0
        a.duration = 1
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        let delegate = RecordingDelegate()
        a.delegate = delegate
        layer.add(a, forKey: "fade")
        CATransaction.flush()
        advance(to: 102)
        XCTAssertEqual(delegate.events, ["start", "stop(true)"])
        XCTAssertNotNil(layer.animation(forKey: "fade"))
        XCTAssertEqual(layer.presentation()?.opacity, 0)
        XCTAssertEqual(layer.opacity, 1, "animations never write the model")
    }

    func testPresentationIsNilBeforeCommitAndModelRoundTrips() throws {
        let layer = CALayer()
        XCTAssertNil(layer.presentation())
        CATransaction.flush()
        let presentation = try XCTUnwrap(layer.presentation())
        XCTAssertTrue(presentation.model() === layer)
        XCTAssertTrue(layer.model() === layer)
    }

    func testPresentationEvaluatesAtTheCurrentMediaTime() {
        let layer = CALayer()
        let a = CABasicAnimation(keyPath: "position")
        a.fromValue = NSValue(point: CGPoint(x: 0, y: 0))
        a.toValue = CGPoint(x: 100, y: 40)
        a.duration = 2
        layer.add(a, forKey: "move")
        CATransaction.flush()
        advance(to: 101)
        XCTAssertEqual(layer.presentation()?.position, CGPoint(x: 50, y: 20))
    }

    func testKeyframeArrayOfNumbersBecomesPoints() {
        let layer = CALayer()
        let a = CAKeyframeAnimation(keyPath: "position")
        a.values = [[0, 0], [10, 20]]
        a.duration = 1
        layer.add(a, forKey: "k")
        CATransaction.flush()
        advance(to: 100.5)
        XCTAssertEqual(layer.presentation()?.position, CGPoint(x: 5, y: 10))
    }

    func testGroupChildWithoutDurationUsesTheGroups() {
        let layer = CALayer()
        let child = CABasicAnimation(keyPath: "opacity")
        child.fromValue = 0
        child.toValue = 1
        let group = CAAnimationGroup()
        group.animations = [child]
        group.duration = 2
        let delegate = RecordingDelegate()
        group.delegate = delegate
        layer.add(group, forKey: "g")
        CATransaction.flush()
        advance(to: 101)
        XCTAssertEqual(layer.presentation()?.opacity ?? 0, 0.5, accuracy: 1e-6)
        advance(to: 102)
        XCTAssertEqual(delegate.events, ["start", "stop(true)"])
    }

    func testSpringSettlingDurationAndPerceptualInit() {
        let spring = CASpringAnimation(keyPath: "position.x")
        XCTAssertEqual(spring.settlingDuration, 1.4727003346780927, accuracy: 1e-12)
        spring.mass = -1
        XCTAssertEqual(spring.mass, 1, "invalid mass is replaced")
        let perceptual = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        XCTAssertEqual(perceptual.duration, 0.8, accuracy: 1e-9)
        XCTAssertTrue(perceptual.allowsOverdamping)
        XCTAssertEqual(CASpringAnimation().bounce, 0.5, accuracy: 1e-9)
    }

    func testTimingFunctionControlPoints() {
        let f = CAMediaTimingFunction(name: .easeInEaseOut)
        var values: [Float] = [0, 0]
        f.getControlPoint(at: 1, values: &values)
        XCTAssertEqual(values, [0.42, 0])
        f.getControlPoint(at: 3, values: &values)
        XCTAssertEqual(values, [1, 1])
        XCTAssertEqual(CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(controlPoints: 0, 0, 1, 1))
    }
}
