import UIKit
import XCTest

final class UIViewPropertyAnimatorTests: UIKitTestCase {
    private var time = 100.0

    /// Advances the manual clock by `seconds` in display-link frames of 1/60 s.
    private func run(_ seconds: Double) {
        let frames = Int((seconds * 60).rounded())
        for _ in 0..<frames {
            time += 1.0 / 60.0
            advance(to: time)
            DisplayLinks.refresh(timestamp: time, period: 1.0 / 60.0)
            CATransaction.flush()
        }
    }

    private func presentedX(_ view: UIView) -> CGFloat { view.layer.presentation()?.position.x ?? .nan }

    func testRunsPausesScrubsAndCompletesAtTheEnd() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        CATransaction.flush()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 150, y: 50) }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        XCTAssertEqual(animator.state, .active)
        run(0.5)
        XCTAssertEqual(presentedX(view), 100, accuracy: 2)
        animator.pauseAnimation()
        run(0.5)
        XCTAssertEqual(presentedX(view), 100, accuracy: 2, "paused")
        animator.fractionComplete = 0.25
        CATransaction.flush()
        XCTAssertEqual(presentedX(view), 75, accuracy: 1e-6, "scrubbed")
        animator.startAnimation()
        run(0.9)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.center.x, 150)
        XCTAssertNil(view.layer.animationKeys())
    }

    func testAStartDelayHoldsTheStartValuesThenRuns() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        CATransaction.flush()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 150, y: 50) }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation(afterDelay: 0.5)
        run(0.25)
        XCTAssertEqual(presentedX(view), 50, accuracy: 1e-6, "held at the start during the delay")
        XCTAssertEqual(animator.state, .active)
        XCTAssertEqual(positions, [])
        run(0.75)
        XCTAssertEqual(presentedX(view), 100, accuracy: 2, "half way, half a second after the delay")
        run(0.6)
        XCTAssertEqual(positions, [.end])
    }

    func testARunningAnimatorNobodyKeepsStillRunsToItsEnd() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        CATransaction.flush()
        var positions: [UIViewAnimatingPosition] = []
        UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0, options: [.curveLinear],
            animations: { view.center = CGPoint(x: 150, y: 50) }, completion: { positions.append($0) })
        run(0.25)
        // 15 frames: the first starts the animator's clock, the other 14 move it (linear over 0.5 s).
        XCTAssertEqual(
            presentedX(view), 50 + 100 * (14.0 / 60) / 0.5, accuracy: 1e-6,
            "running, though the caller dropped the animator")
        run(0.4)
        XCTAssertEqual(positions, [.end])
        XCTAssertNil(view.layer.animationKeys())
    }

    func testSpringTimingParametersByMassRunForTheSpringsSettlingDuration() async {
        let timing = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 5, timingParameters: timing)
        XCTAssertLessThan(animator.duration, 2, "the spring's own settling time, not the 5 s given")
        XCTAssertEqual(timing.timingCurveType, .spring)
        let cubic = UIViewPropertyAnimator(
            duration: 0.5, timingParameters: UICubicTimingParameters(animationCurve: .easeIn))
        XCTAssertEqual(cubic.duration, 0.5)
    }

    func testReversedRunsBackToTheStartValues() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        CATransaction.flush()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        run(0.5)
        animator.isReversed = true
        run(0.6)
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(view.alpha, 1, "the model returns to the start value")
    }

    func testStopWithoutFinishingKeepsTheCurrentValues() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        CATransaction.flush()
        var completed = false
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 250, y: 50) }
        animator.addCompletion { _ in completed = true }
        animator.startAnimation()
        run(0.5)
        animator.stopAnimation(true)
        XCTAssertEqual(view.center.x, 150, accuracy: 4, "about half way (the first frame only starts the clock)")
        XCTAssertFalse(completed)
        XCTAssertEqual(animator.state, .inactive)
    }
}
