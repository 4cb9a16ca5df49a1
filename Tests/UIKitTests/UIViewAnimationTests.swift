import RenderServer
import TestSupport
import UIKit
import XCTest

final class UIViewAnimationTests: UIKitTestCase {
    func testAnimateAddsAnAdditiveAnimationWithTheBlocksParameters() async throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        CATransaction.flush()
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveEaseIn]) {
            view.center = CGPoint(x: 150, y: 50)
        }
        XCTAssertEqual(view.layer.animationKeys(), ["position"], "on the layer when the call returns, as on iOS")
        XCTAssertEqual((view.layer.animation(forKey: "position") as? CABasicAnimation)?.isAdditive, true)
        CATransaction.flush()
        advance(to: 100.25)
        let presented = try XCTUnwrap(view.layer.presentation()?.position)
        let eased = 100 * 0.315357
        XCTAssertEqual(presented.x, 50 + eased, accuracy: 1e-3, "ease-in at half time")
        XCTAssertEqual(view.center, CGPoint(x: 150, y: 50), "the model holds the final value")
    }

    func testModifiedAnimationsRepeatAndReverseThenKeepTheNewValue() async throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let other = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        window.addSubview(view)
        window.addSubview(other)
        CATransaction.flush()
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { view.center.x = 150 }
                other.center.x = 150
            }, completion: { finished.append($0) })
        CATransaction.flush()
        func x(_ v: UIView) throws -> CGFloat { try XCTUnwrap(v.layer.presentation()).position.x }
        for (time, expected) in [(100.5, 100.0), (101.0, 150), (101.5, 100), (102.5, 100), (103.5, 100)] {
            advance(to: time)
            XCTAssertEqual(try x(view), CGFloat(expected), accuracy: 1e-6, "at \(time)")
        }
        XCTAssertEqual(try x(other), 150, accuracy: 1e-9, "outside the modified block: once, forward")
        XCTAssertEqual(finished, [], "the completion waits for the repeats")
        advance(to: 104.1)
        spinRunLoop()
        XCTAssertEqual(try x(view), 150, accuracy: 1e-9, "the new value once the repeats end")
        XCTAssertEqual(finished, [true])
        UIView.modifyAnimations(withRepeatCount: 3, autoreverses: false) { view.center.x = 60 }
        XCTAssertNil(view.layer.animation(forKey: "position"), "outside an animation block nothing animates")
    }

    /// The pre-iOS 4 spelling, still in old code: begin/commit with a repeat count and autoreverse.
    @available(*, deprecated, message: "exercises the deprecated begin/commit animation API")
    func testOldStyleBlocksRepeatAndReverse() async throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        CATransaction.flush()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationRepeatCount(1.5)
        UIView.setAnimationRepeatAutoreverses(true)
        view.center.x = 150
        UIView.commitAnimations()
        CATransaction.flush()
        let animation = try XCTUnwrap(view.layer.animation(forKey: "position"))
        XCTAssertEqual(animation.repeatCount, 1.5)
        XCTAssertTrue(animation.autoreverses)
        advance(to: 101.5)
        XCTAssertEqual(try XCTUnwrap(view.layer.presentation()).position.x, 100, accuracy: 1e-6, "half way back")
    }

    func testInterruptedAnimationsBlendAdditively() async throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        CATransaction.flush()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { view.center = CGPoint(x: 150, y: 50) }
        CATransaction.flush()
        advance(to: 100.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { view.center = CGPoint(x: 50, y: 50) }
        XCTAssertEqual(view.layer.animationKeys(), ["position", "position-2"], "both run, each under its own key")
        CATransaction.flush()
        let x = try XCTUnwrap(view.layer.presentation()?.position.x)
        XCTAssertEqual(x, 100, accuracy: 1e-9, "no jump: the new animation starts where the old one is")
    }

    func testCompletionRunsOnceWithFinished() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        CATransaction.flush()
        var results: [Bool] = []
        UIView.animate(
            withDuration: 0.3,
            animations: {
                view.alpha = 0; view.center = CGPoint(x: 10, y: 10)
            }
        ) { results.append($0) }
        CATransaction.flush()
        advance(to: 100.2)
        XCTAssertEqual(results, [])
        advance(to: 100.31)
        XCTAssertEqual(results, [true])
        advance(to: 101)
        XCTAssertEqual(results, [true])
    }

    func testRemovedAnimationsCompleteWithFalse() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        CATransaction.flush()
        var results: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { results.append($0) }
        view.layer.removeAllAnimations()
        XCTAssertEqual(results, [false])
    }

    func testZeroDurationAppliesAtOnceAndCompletesOnTheNextTurn() async {
        let view = UIView()
        var finished: Bool?
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.3 }) { finished = $0 }
        XCTAssertNil(view.layer.animationKeys())
        XCTAssertEqual(view.alpha, 0.3, accuracy: 1e-6)
        XCTAssertNil(finished)
        spinRunLoop()
        XCTAssertEqual(finished, true)
    }

    func testSpringUsesUIKitsMappingAndLinearTime() async throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        CATransaction.flush()
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
            animations: {
                view.alpha = 0
            })
        CATransaction.flush()
        advance(to: 100.05)
        let alpha = try XCTUnwrap(view.layer.presentation()?.opacity)
        let spring = Spring(uiKitDuration: 0.5, dampingRatio: 0.5, velocity: 0)
        XCTAssertEqual(spring.stiffness, 646.878, accuracy: 0.01)
        XCTAssertEqual(Double(alpha), 1 - spring.progress(at: 0.05), accuracy: 1e-5)
    }

    func testPerformWithoutAnimationAndNesting() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        CATransaction.flush()
        UIView.animate(withDuration: 0.4) {
            UIView.performWithoutAnimation { view.alpha = 0.5 }
            UIView.animate(withDuration: 2) { view.center = CGPoint(x: 1, y: 1) }
        }
        XCTAssertNil(view.layer.animation(forKey: "opacity"))
        CATransaction.flush()
        advance(to: 100.4)
        XCTAssertEqual(view.layer.presentation()?.position, CGPoint(x: 1, y: 1), "the inner block inherited 0.4 s")
    }

    func testKeyframesRunInTheirShareOfTheDuration() async throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        CATransaction.flush()
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center = CGPoint(x: 150, y: 50) }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                view.center = CGPoint(x: 150, y: 150)
            }
        }
        CATransaction.flush()
        advance(to: 100.5)
        XCTAssertEqual(try XCTUnwrap(view.layer.presentation()?.position.x), 100, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(view.layer.presentation()?.position.y), 50, accuracy: 1e-9)
        advance(to: 101.5)
        XCTAssertEqual(try XCTUnwrap(view.layer.presentation()?.position.x), 150, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(view.layer.presentation()?.position.y), 100, accuracy: 1e-9)
    }

    func testBoundsAnimateAsOriginAndSize() async throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        CATransaction.flush()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.bounds.size = CGSize(width: 20, height: 20)
        }
        CATransaction.flush()
        advance(to: 100.5)
        XCTAssertEqual(try XCTUnwrap(view.layer.presentation()?.bounds.width), 60, accuracy: 1e-9)
    }
}
