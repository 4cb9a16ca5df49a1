import TestSupport
import UIKit
import XCTest

/// `UIView.AnimationOptions` that change timing, and `UIView.transition`, with values worked out by hand.
final class UIViewAnimationOptionsTests: UIKitTestCase {
    private func square() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        CATransaction.flush()
        return view
    }

    private func presented(_ view: UIView, at t: Double) throws -> CALayer {
        CATransaction.flush()
        advance(to: t)
        return try XCTUnwrap(view.layer.presentation())
    }

    func testRepeatAndAutoreverseRunForeverBackAndForth() async throws {
        let view = square()
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear]) { view.alpha = 0 }
        XCTAssertEqual(Double(try presented(view, at: 100.25).opacity), 0.75, accuracy: 1e-6)
        XCTAssertEqual(Double(try presented(view, at: 101.25).opacity), 0.25, accuracy: 1e-6, "on the way back")
        XCTAssertEqual(Double(try presented(view, at: 150.5).opacity), 0.5, accuracy: 1e-6, "still repeating")
        XCTAssertEqual(view.alpha, 0, "the model holds the final value")
    }

    func testBeginFromCurrentStateStartsWhereTheViewIsShown() async throws {
        let view = square()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { view.center = CGPoint(x: 150, y: 50) }
        XCTAssertEqual(try presented(view, at: 100.5).position.x, 100, accuracy: 1e-9)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState]) {
            view.center = CGPoint(x: 50, y: 50)
        }
        XCTAssertEqual(view.layer.animationKeys(), ["position"], "it replaces the running one")
        XCTAssertEqual(try presented(view, at: 101).position.x, 75, accuracy: 1e-9, "half way from 100 to 50")
    }

    func testDelayHoldsTheOldValueUntilItStarts() async throws {
        let view = square()
        UIView.animate(withDuration: 1, delay: 0.5, options: [.curveLinear]) { view.center = CGPoint(x: 150, y: 50) }
        XCTAssertEqual(try presented(view, at: 100.25).position.x, 50, accuracy: 1e-9, "waiting")
        XCTAssertEqual(try presented(view, at: 101).position.x, 100, accuracy: 1e-9)
    }

    func testTransitionWithAViewAppliesTheChangeAndCompletes() async throws {
        let view = square()
        var finished: [Bool] = []
        UIView.transition(
            with: view, duration: 0.5, options: [.transitionCrossDissolve],
            animations: { view.backgroundColor = .red }, completion: { finished.append($0) })
        XCTAssertEqual(view.backgroundColor, .red, "the block's change is made at once")
        XCTAssertEqual(view.layer.animationKeys(), [kCATransition])
        CATransaction.flush()
        advance(to: 100.6)
        spinRunLoop()
        XCTAssertEqual(finished, [true])
    }

    func testTransitionFromOneViewToAnotherSwapsThemInTheirSuperview() async throws {
        let container = square()
        let from = UIView(frame: container.bounds)
        let to = UIView(frame: container.bounds)
        container.addSubview(from)
        CATransaction.flush()
        var finished: [Bool] = []
        UIView.transition(from: from, to: to, duration: 0.3, options: [.transitionFlipFromLeft]) {
            finished.append($0)
        }
        XCTAssertNil(from.superview)
        XCTAssertTrue(to.superview === container)
        CATransaction.flush()
        advance(to: 100.4)
        spinRunLoop()
        XCTAssertEqual(finished, [true])
    }
}
