import TestSupport
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

    func testAPlaceholderAnimatorRunsItsAnimationsToTheEndAtOnce() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        CATransaction.flush()
        var placeholder = UIViewPropertyAnimator()
        XCTAssertEqual(placeholder.duration, 0)
        XCTAssertEqual(placeholder.state, .inactive)
        var positions: [UIViewAnimatingPosition] = []
        placeholder.addAnimations { view.center = CGPoint(x: 150, y: 50) }
        placeholder.addCompletion { positions.append($0) }
        placeholder.startAnimation()
        run(2.0 / 60)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(presentedX(view), 150, accuracy: 1e-9)
        placeholder = UIViewPropertyAnimator(duration: 1, curve: .linear)
        XCTAssertEqual(placeholder.duration, 1, "replaced by the animator that runs")
    }

    func testDelayedAnimationsStartPartWayAndRunOverTheRest() async {
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        window.addSubview(first)
        window.addSubview(second)
        CATransaction.flush()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { first.center.x = 150 }
        animator.addAnimations({ second.center.x = 150 }, delayFactor: 0.5)
        animator.fractionComplete = 0.25
        CATransaction.flush()
        XCTAssertEqual(presentedX(first), 75, accuracy: 1e-6)
        XCTAssertEqual(presentedX(second), 50, accuracy: 1e-6, "not started before half way")
        animator.fractionComplete = 0.75
        CATransaction.flush()
        XCTAssertEqual(presentedX(first), 125, accuracy: 1e-6)
        XCTAssertEqual(presentedX(second), 100, accuracy: 1e-6, "half its way over the second half")
        var ended = false
        animator.addCompletion { ended = $0 == .end }
        animator.startAnimation()
        run(1)
        XCTAssertTrue(ended)
        XCTAssertEqual(presentedX(second), 150, accuracy: 1e-9)
    }

    func testADelayedBlockOfASpringAnimatorSettlesByTheEnd() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        CATransaction.flush()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 1)
        animator.addAnimations({ view.center.x = 150 }, delayFactor: 0.5)
        animator.addAnimations({ view.alpha = 0.5 }, delayFactor: 1)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        CATransaction.flush()
        XCTAssertEqual(presentedX(view), 50, accuracy: 1e-6)
        XCTAssertEqual(view.layer.presentation()?.opacity ?? 0, 1, accuracy: 1e-6, "delayed to the end")
        animator.fractionComplete = 0.9999
        CATransaction.flush()
        XCTAssertEqual(presentedX(view), 150, accuracy: 0.5, "the spring has settled in its half of the run")
    }

    func testTimingParametersReportHowTheAnimatorWasMadeAndContinued() async throws {
        let eased = UIViewPropertyAnimator(duration: 1, curve: .easeIn)
        let cubic = try XCTUnwrap(eased.timingParameters?.cubicTimingParameters)
        XCTAssertEqual(cubic.controlPoint1, CGPoint(x: 0.42, y: 0))
        XCTAssertEqual(cubic.controlPoint2, CGPoint(x: 1, y: 1))
        let bouncy = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5)
        XCTAssertEqual(bouncy.timingParameters?.timingCurveType, .spring)
        let custom = UIViewPropertyAnimator(
            duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 1))
        XCTAssertEqual(custom.timingParameters?.cubicTimingParameters?.controlPoint1, CGPoint(x: 0.1, y: 0.2))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        eased.addAnimations { view.alpha = 0 }
        eased.startAnimation()
        eased.pauseAnimation()
        let spring = UISpringTimingParameters(dampingRatio: 1)
        eased.continueAnimation(withTimingParameters: spring, durationFactor: 1)
        XCTAssertTrue(eased.timingParameters === spring, "continued with new timing")
        eased.stopAnimation(true)
    }

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
        // 30 frames: the first starts the animator's clock, the other 29 move it.
        let halfway = 50 + 100 * 29.0 / 60
        XCTAssertEqual(presentedX(view), halfway, accuracy: 1e-6)
        animator.pauseAnimation()
        run(0.5)
        XCTAssertEqual(presentedX(view), halfway, accuracy: 1e-6, "paused")
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
        // The delay took 14 of the first 15 frames' sixtieths and 16 of the next 45: 29 sixtieths moved it.
        XCTAssertEqual(presentedX(view), 50 + 100 * 29.0 / 60, accuracy: 1e-6, "about half way after the delay")
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
        XCTAssertEqual(
            view.center.x, 50 + 200 * 29.0 / 60, accuracy: 1e-6, "29 of 30 frames moved it (the first starts the clock)"
        )
        XCTAssertFalse(completed)
        XCTAssertEqual(animator.state, .inactive)
    }
}

/// Finishing a stopped animator at each position, and pausing on completion.
final class PropertyAnimatorFinishTests: UIKitTestCase {
    private var time = 100.0

    private func run(_ seconds: Double) {
        for _ in 0..<Int((seconds * 60).rounded()) {
            time += 1.0 / 60.0
            advance(to: time)
            DisplayLinks.refresh(timestamp: time, period: 1.0 / 60.0)
            CATransaction.flush()
        }
    }

    private func started(_ view: UIView, completions: @escaping (UIViewAnimatingPosition) -> Void)
        -> UIViewPropertyAnimator
    {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 250, y: 50) }
        animator.addCompletion(completions)
        animator.startAnimation()
        run(0.5)
        return animator
    }

    func testFinishingAtEachPositionLeavesTheModelThereAndCompletesOnce() async throws {
        // Half a second of frames: the first only starts the animator's clock, so it stops 29/60 of the way.
        let stoppedAt = 50 + 200 * 29.0 / 60
        for (position, expected) in [(UIViewAnimatingPosition.start, 50.0), (.end, 250), (.current, stoppedAt)] {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            CATransaction.flush()
            var finished: [UIViewAnimatingPosition] = []
            let animator = started(view) { finished.append($0) }
            animator.stopAnimation(false)
            XCTAssertEqual(animator.state, .stopped)
            XCTAssertEqual(Double(view.center.x), stoppedAt, accuracy: 1e-6, "stopped where it was on screen")
            animator.finishAnimation(at: position)
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertEqual(Double(view.center.x), expected, accuracy: 1e-6, "\(position)")
            XCTAssertEqual(finished, [position])
            XCTAssertNil(view.layer.animationKeys())
            view.removeFromSuperview()
        }
    }

    func testStoppingWithoutFinishingRunsNoCompletion() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        CATransaction.flush()
        var finished = 0
        let animator = started(view) { _ in finished += 1 }
        animator.stopAnimation(true)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(Double(view.center.x), 50 + 200 * 29.0 / 60, accuracy: 1e-6)
        animator.finishAnimation(at: .end)
        XCTAssertEqual(finished, 0, "an inactive animator cannot be finished")
    }

    func testPausingOnCompletionHoldsTheEndWithoutCompleting() async throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        CATransaction.flush()
        var finished = 0
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 250, y: 50) }
        animator.pausesOnCompletion = true
        animator.addCompletion { _ in finished += 1 }
        animator.startAnimation()
        run(1.2)
        XCTAssertEqual(finished, 0)
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(animator.fractionComplete, 1)
        XCTAssertEqual(Double(try XCTUnwrap(view.layer.presentation()).position.x), 250, accuracy: 1e-6)
        animator.isReversed = true
        animator.startAnimation()
        run(0.5)
        // 30 frames: the first starts the clock again, 29 sixtieths run it back.
        XCTAssertEqual(Double(animator.fractionComplete), 1 - 29.0 / 60, accuracy: 1e-9, "it runs back from the end")
        run(0.6)
        XCTAssertEqual(animator.state, .active, "paused at the start too")
        XCTAssertEqual(animator.fractionComplete, 0)
        animator.stopAnimation(true)
        XCTAssertFalse(DisplayLinks.isActive, "nothing left ticking")
    }
}

/// An animator that is not interruptible runs to its end whatever the app asks.
final class PropertyAnimatorInterruptionTests: UIKitTestCase {
    func testAnAnimatorThatIsNotInterruptibleRefusesPauseAndStop() async {
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        defer { Log.setSink(nil) }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        CATransaction.flush()
        var finished: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center = CGPoint(x: 150, y: 50) }
        animator.isInterruptible = false
        animator.addCompletion { finished.append($0) }
        animator.startAnimation()
        animator.pauseAnimation()
        animator.stopAnimation(true)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(animator.state, .active)
        XCTAssertEqual(lines.all.filter { $0.contains("not interruptible") }.count, 2)
        var time = 100.0
        for _ in 0..<40 {
            time += 1.0 / 60.0
            advance(to: time)
            DisplayLinks.refresh(timestamp: time, period: 1.0 / 60.0)
            CATransaction.flush()
        }
        XCTAssertEqual(finished, [.end], "it ran to its end")
    }
}

/// Scrubbing along a straight line, and continuing with new timing.
final class PropertyAnimatorTimingTests: UIKitTestCase {
    private var time = 100.0

    private func run(_ seconds: Double) {
        for _ in 0..<Int((seconds * 60).rounded()) {
            time += 1.0 / 60.0
            advance(to: time)
            DisplayLinks.refresh(timestamp: time, period: 1.0 / 60.0)
            CATransaction.flush()
        }
    }

    private func box() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        CATransaction.flush()
        return view
    }

    func testScrubbingMovesLinearlyUnlessAskedForTheCurve() async throws {
        let view = box()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center = CGPoint(x: 150, y: 50) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        CATransaction.flush()
        XCTAssertEqual(Double(try XCTUnwrap(view.layer.presentation()).position.x), 75, accuracy: 1e-6)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.25
        CATransaction.flush()
        XCTAssertLessThan(
            Double(try XCTUnwrap(view.layer.presentation()).position.x), 70, "ease-in-out is slow at first")
        animator.stopAnimation(true)
    }

    func testContinuingWithADurationFactorRunsTheRestSlower() async throws {
        let view = box()
        var finished: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 150, y: 50) }
        animator.addCompletion { finished.append($0) }
        animator.startAnimation()
        run(0.5)
        animator.pauseAnimation()
        let paused = Double(animator.fractionComplete)
        XCTAssertEqual(paused, 29.0 / 60, accuracy: 1e-9)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        run(0.5)
        // The first frame restarts the clock; 29 sixtieths then count half.
        XCTAssertEqual(Double(animator.fractionComplete), paused + 29.0 / 120, accuracy: 1e-9)
        run(2)
        XCTAssertEqual(finished, [.end])
    }

    func testContinuingWithASpringRetimesTheRest() async throws {
        let view = box()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 150, y: 50) }
        animator.pauseAnimation()
        animator.continueAnimation(
            withTimingParameters: UISpringTimingParameters(dampingRatio: 0.2), durationFactor: 1)
        var overshot = false
        for _ in 0..<70 {
            run(1.0 / 60)
            if let x = view.layer.presentation()?.position.x, x > 150.5 { overshot = true }
        }
        XCTAssertTrue(overshot, "a lightly damped spring passes its end")
        run(1)
        XCTAssertEqual(animator.state, .inactive)
    }

    private func shownX(_ view: UIView) throws -> Double {
        CATransaction.flush()
        return Double(try XCTUnwrap(view.layer.presentation()).position.x)
    }

    func testResumingAfterALinearScrubGoesOnFromWhereTheViewIs() async throws {
        let view = box()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center = CGPoint(x: 150, y: 50) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        XCTAssertEqual(try shownX(view), 75, accuracy: 1e-6, "scrubbed linearly")
        animator.startAnimation()
        XCTAssertEqual(try shownX(view), 75, accuracy: 1e-6, "no jump back to the curve's value at 0.25")
        // Ease-in-out (0.42, 0, 0.58, 1) shows a quarter of the way at 0.346203 of its time: the Bézier's parameter
        // for y = 0.25, solved by bisection outside this code, put into its x.
        XCTAssertEqual(Double(animator.fractionComplete), 0.346203, accuracy: 1e-5)
        run(1.0 / 60)
        XCTAssertEqual(try shownX(view), 75, accuracy: 1e-6, "the first frame starts the clock")
        run(1.0 / 60)
        XCTAssertGreaterThan(try shownX(view), 75, "then it moves on toward the end")
        run(1)
        XCTAssertEqual(animator.state, .inactive)
    }

    func testNewTimingStartsFromTheShownValueAndLastsOneRun() async throws {
        let view = box()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 150, y: 50) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        XCTAssertEqual(try shownX(view), 100, accuracy: 1e-6)
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 1)
        XCTAssertEqual(try shownX(view), 100, accuracy: 1e-6, "ease-in picks up where linear left the view")
        run(1.5)
        XCTAssertEqual(animator.state, .inactive)
        view.center = CGPoint(x: 50, y: 50)
        CATransaction.flush()
        animator.addAnimations { view.center = CGPoint(x: 150, y: 50) }
        animator.startAnimation()
        run(0.5)
        // Back on its own linear curve and duration: 29 sixtieths of the way (the first frame starts the clock).
        XCTAssertEqual(try shownX(view), 50 + 100 * 29 / 60, accuracy: 1e-6)
        run(1)
    }

    func testASpringByMassAndStiffnessGivenLaterRunsItsOwnSettlingTime() async throws {
        let view = box()
        let animator = UIViewPropertyAnimator(duration: 0.2, curve: .linear) { view.center = CGPoint(x: 150, y: 50) }
        animator.pauseAnimation()
        let spring = UISpringTimingParameters(
            mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
        animator.continueAnimation(withTimingParameters: spring, durationFactor: 1)
        run(0.5)
        // Physical time 29/60 s into a spring of ω 10 and ζ 0.5: well short of settled, not cut at 0.2 s.
        XCTAssertEqual(animator.state, .active)
        let progress = (try shownX(view) - 50) / 100
        let t = 29.0 / 60, zeta = 0.5, omega = 10.0, omegaD = omega * (1 - zeta * zeta).squareRoot()
        let expected = 1 - exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
        XCTAssertEqual(progress, expected, accuracy: 1e-3)
        run(2)
        XCTAssertEqual(animator.state, .inactive)
    }
}
