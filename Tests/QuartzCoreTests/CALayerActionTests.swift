import QuartzCore
import TestSupport
import XCTest

private final class MarkerAction: CAAction {
    let name: String
    init(_ name: String) { self.name = name }
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

private final class ActionDelegate: CALayerDelegate {
    var answer: CAAction?
    func action(for layer: CALayer, forKey event: String) -> CAAction? { answer }
}

private final class DefaultActionLayer: CALayer {
    override class func defaultAction(forKey event: String) -> CAAction? {
        event == "opacity" ? MarkerAction("class") : nil
    }
}

/// Spec §8.1 lookup order and §8.3/8.4 implicit animations.
final class CALayerActionTests: ManualClockTestCase {
    private func name(_ action: CAAction?) -> String? { (action as? MarkerAction)?.name }

    func testDelegateBeatsActionsBeatsStyleBeatsDefault() {
        let layer = DefaultActionLayer()
        let delegate = ActionDelegate()
        XCTAssertEqual(name(layer.action(forKey: "opacity")), "class")
        layer.style = ["actions": ["opacity": MarkerAction("style")]]
        XCTAssertEqual(name(layer.action(forKey: "opacity")), "style")
        layer.actions = ["opacity": MarkerAction("actions")]
        XCTAssertEqual(name(layer.action(forKey: "opacity")), "actions")
        delegate.answer = MarkerAction("delegate")
        layer.delegate = delegate
        XCTAssertEqual(name(layer.action(forKey: "opacity")), "delegate")
    }

    func testNSNullStopsTheSearchAndReadsAsNil() {
        let layer = DefaultActionLayer()
        layer.actions = ["opacity": NSNull()]
        XCTAssertNil(layer.action(forKey: "opacity"))
        let delegate = ActionDelegate()
        delegate.answer = NSNull()
        layer.actions = ["opacity": MarkerAction("actions")]
        layer.delegate = delegate
        XCTAssertNil(layer.action(forKey: "opacity"))
    }

    func testNestedStyleIsSearched() {
        let layer = CALayer()
        layer.style = ["style": ["actions": ["position": MarkerAction("nested")]]]
        XCTAssertEqual(name(layer.action(forKey: "position")), "nested")
    }

    func testBuiltInDefaultActionIsNilButActionForKeyAnimatesOnScreenLayers() {
        XCTAssertNil(CALayer.defaultAction(forKey: "position"))
        let root = hostedRoot()
        let layer = CALayer()
        root.addSublayer(layer)
        XCTAssertNil(layer.action(forKey: "backgroundColor"), "not committed yet")
        CATransaction.flush()
        let action = layer.action(forKey: "backgroundColor") as? CABasicAnimation
        XCTAssertEqual(action?.keyPath, "backgroundColor")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        XCTAssertNotNil(layer.action(forKey: "backgroundColor"), "disableActions does not change the lookup")
        CATransaction.commit()
    }

    func testStandaloneLayerDoesNotAnimateImplicitly() {
        let layer = CALayer()
        CATransaction.flush()
        layer.opacity = 0.5
        XCTAssertNil(layer.animationKeys())
    }

    func testImplicitAnimationFromPresentationToModel() throws {
        let root = hostedRoot()
        let layer = CALayer()
        root.addSublayer(layer)
        CATransaction.flush()
        layer.opacity = 0
        XCTAssertEqual(layer.animationKeys(), ["opacity"])
        let animation = try XCTUnwrap(layer.animation(forKey: "opacity") as? CABasicAnimation)
        XCTAssertEqual(animation.duration, 0.25)
        XCTAssertEqual(animation.timingFunction, CAMediaTimingFunction(name: .default))
        XCTAssertNil(animation.fromValue)
        CATransaction.flush()
        XCTAssertEqual(animation.beginTime, 100, "begin time resolved at commit")
        advance(to: 100.125)
        let midway = try XCTUnwrap(layer.presentation()?.opacity)
        XCTAssertEqual(Double(midway), 1 - 0.802403, accuracy: 1e-5, "default curve at x = 0.5")
        advance(to: 100.3)
        XCTAssertNil(layer.animationKeys(), "removed on completion")
        XCTAssertEqual(layer.presentation()?.opacity, 0)
    }

    func testInterruptedImplicitAnimationStartsFromWhatIsOnScreen() throws {
        let root = hostedRoot()
        let layer = CALayer()
        root.addSublayer(layer)
        CATransaction.flush()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 100, y: 0)
        CATransaction.flush()
        advance(to: 100.125)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 0, y: 0)
        CATransaction.flush()
        let x = try XCTUnwrap(layer.presentation()?.position.x)
        XCTAssertEqual(x, 50, accuracy: 1e-9, "the new animation starts where the old one was")
    }

    func testTransactionDurationAndDisableActions() throws {
        let root = hostedRoot()
        let layer = CALayer()
        root.addSublayer(layer)
        CATransaction.flush()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        layer.cornerRadius = 8
        CATransaction.commit()
        XCTAssertEqual(layer.animation(forKey: "cornerRadius")?.duration, 1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.borderWidth = 3
        CATransaction.commit()
        XCTAssertNil(layer.animation(forKey: "borderWidth"))
    }

    func testUnchangedValueAndPathPropertiesDoNotAnimate() {
        let root = hostedRoot()
        let shape = CAShapeLayer()
        root.addSublayer(shape)
        CATransaction.flush()
        shape.opacity = 1
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
        XCTAssertNil(shape.animationKeys())
        shape.strokeEnd = 0.5
        XCTAssertEqual(shape.animationKeys(), ["strokeEnd"])
    }
}
