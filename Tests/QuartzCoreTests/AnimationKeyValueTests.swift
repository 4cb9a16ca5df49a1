import QuartzCore
import TestSupport
import XCTest

/// Tags read back in the delegate, as iOS code tells its animations apart: `anim.value(forKey: "name")`.
private final class TagDelegate: CAAnimationDelegate {
    var stopped: [String] = []

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stopped.append(anim.value(forKey: "name") as? String ?? "untagged")
    }
}

private final class DefaultedAnimation: CABasicAnimation {
    override class func defaultValue(forKey key: String) -> Any? {
        key == "step" ? 3 : super.defaultValue(forKey: key)
    }
}

final class AnimationKeyValueTests: ManualClockTestCase {
    func testATagSetOnAnAnimationReachesTheDelegateThroughTheLayersCopy() {
        let layer = hostedRoot()
        let delegate = TagDelegate()
        for name in ["fadeOut", "slide"] {
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.toValue = 0
            animation.duration = 1
            animation.delegate = delegate
            animation.setValue(name, forKey: "name")
            layer.add(animation, forKey: name)
        }
        CATransaction.flush()
        XCTAssertEqual(layer.animation(forKey: "slide")?.value(forKey: "name") as? String, "slide")
        advance(to: 101.5)
        XCTAssertEqual(delegate.stopped.sorted(), ["fadeOut", "slide"])
    }

    func testKeyValueCodingReachesTheAnimationsOwnProperties() throws {
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.setValue(2.5, forKey: "duration")
        animation.setValue(false, forKey: "removedOnCompletion")
        animation.setValue(CAMediaTimingFillMode.forwards, forKey: "fillMode")
        animation.setValue(40, forKey: "toValue")
        XCTAssertEqual(animation.duration, 2.5)
        XCTAssertFalse(animation.isRemovedOnCompletion)
        XCTAssertEqual(animation.fillMode, .forwards)
        animation.setValue(CAMediaTimingFillMode.both.rawValue, forKey: "fillMode")
        XCTAssertEqual(animation.fillMode, .both, "by name too")
        XCTAssertEqual(animation.toValue as? Int, 40)
        XCTAssertEqual(animation.value(forKey: "keyPath") as? String, "position.x")
        XCTAssertEqual((animation.value(forKey: "duration") as? NSNumber)?.doubleValue, 2.5)
        let copy = try XCTUnwrap(animation.copy() as? CABasicAnimation)
        copy.setValue("copy", forKey: "tag")
        XCTAssertNil(animation.value(forKey: "tag"), "a copy's keys are its own")
    }

    func testAnUnsetKeyReadsTheClassDefault() {
        XCTAssertEqual(DefaultedAnimation().value(forKey: "step") as? Int, 3)
        XCTAssertNil(CABasicAnimation().value(forKey: "step"))
    }

    func testAPropertySetToAValueOfTheWrongTypeKeepsItsValue() {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        animation.setValue("long", forKey: "duration")
        animation.setValue(3, forKey: "timingFunction")
        animation.setValue(7, forKey: "keyPath")
        XCTAssertEqual(animation.duration, 1)
        XCTAssertNotNil(animation.timingFunction)
        XCTAssertEqual(animation.keyPath, "opacity")
        animation.setValue(nil, forKey: "timingFunction")
        XCTAssertNil(animation.timingFunction, "nil is a timing function's value")
    }
}
