/// An interaction controller that holds the animator's animations at a fraction the app sets (from a pan,
/// usually) and, when told to finish or cancel, runs them on to the end or back to the start.
///
/// The animations are those the animator's `animateTransition(using:)` makes with `UIView.animate` (and the
/// transition's alongside blocks); an animator that offers an `interruptibleAnimator(using:)` is driven through
/// that animator instead. One instance may drive one transition after another.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The transition's duration, from its animator.
    open private(set) var duration: CGFloat = 0
    open private(set) var percentComplete: CGFloat = 0
    /// How much faster than the animator's duration the rest of the transition runs after `finish()` or
    /// `cancel()`.
    open var completionSpeed: CGFloat = 1
    open var completionCurve = UIView.AnimationCurve.easeInOut
    /// The timing an interruptible animator goes on with after `finish()` or `cancel()`; nil keeps its own.
    open var timingCurve: UITimingCurveProvider?
    open var wantsInteractiveStart = true
    private var context: TransitionContext?
    private var recorder: AnimationRecorder?
    private var animator: UIViewImplicitlyAnimating?
    /// `finish()` or `cancel()` called before the transition started: applied when it starts.
    private var pendingEnd: Bool?

    public override init() {
        super.init()
    }

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext, let transition = context.transition else {
            Log.warning("UIPercentDrivenInteractiveTransition: started with a context UIKit did not make; ignored")
            return
        }
        // A controller reused for a transition begun from the last one's completion starts clean.
        recorder = nil
        animator = nil
        self.context = context
        duration = CGFloat(transition.coordinator.transitionDuration)
        if let interruptible = transition.animator.interruptibleAnimator(using: context) {
            transition.coordinator.runAlongside = { body in interruptible.addAnimations(body) }
            transition.coordinator.start()
            interruptible.pauseAnimation()
            interruptible.fractionComplete = percentComplete
            animator = interruptible
        } else {
            let recorder = AnimationRecorder(duration: Double(duration))
            recorder.record { transition.runAnimator() }
            recorder.seek(toFraction: Double(percentComplete))
            self.recorder = recorder
        }
        if let pendingEnd {
            self.pendingEnd = nil
            pendingEnd ? finish() : cancel()
        } else if !wantsInteractiveStart {
            run()
        }
    }

    /// Moves the transition to `percentComplete` (0…1) and holds it there.
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        context?.updateInteractiveTransition(self.percentComplete)
        if let recorder {
            recorder.stop()
            recorder.seek(toFraction: Double(self.percentComplete))
        }
        if let animator {
            if animator.isRunning { animator.pauseAnimation() }
            animator.fractionComplete = self.percentComplete
        }
    }

    /// Stops a transition that runs by itself where it is, handing it to the app.
    open func pause() {
        context?.pauseInteractiveTransition()
        recorder?.stop()
        if let recorder { percentComplete = CGFloat(recorder.fraction) }
        if let animator {
            animator.pauseAnimation()
            percentComplete = animator.fractionComplete
        }
    }

    /// Runs the rest of the transition to its end.
    open func finish() {
        guard let context else {
            pendingEnd = true
            return
        }
        context.finishInteractiveTransition()
        run()
    }

    /// Runs the transition back to its start; the views end where they began.
    open func cancel() {
        guard let context else {
            pendingEnd = false
            return
        }
        context.cancelInteractiveTransition()
        run()
    }

    private func run() {
        let toEnd = !(context?.transitionWasCancelled ?? false)
        let speed = completionSpeed.isFinite && completionSpeed > 0 ? Double(completionSpeed) : 1
        let running = context
        // Reset only if the completion did not already start the next transition with this controller.
        let done = { [weak self] in if self?.context === running { self?.reset() } }
        if let recorder {
            recorder.run(toEnd: toEnd, speed: speed, curve: completionCurve, done: done)
        } else if let animator {
            animator.isReversed = !toEnd
            animator.addCompletion { _ in done() }
            animator.continueAnimation(withTimingParameters: timingCurve, durationFactor: CGFloat(1 / speed))
        }
    }

    /// Ready for the next transition.
    private func reset() {
        context = nil
        recorder = nil
        animator = nil
        percentComplete = 0
    }
}
