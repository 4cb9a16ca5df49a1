/// One running view controller transition: sends the appearance callbacks, hands the context to the animator or
/// the interaction controller, and finishes the owner's bookkeeping when the animator completes it.
@preconcurrency @MainActor
final class Transition {
    let context: TransitionContext
    let animator: UIViewControllerAnimatedTransitioning
    let interaction: UIViewControllerInteractiveTransitioning?
    let coordinator: TransitionCoordinator
    /// Whether each side's appearance changes: a presenter left under a sheet neither disappears nor reappears.
    var fromChangesAppearance = true
    var toChangesAppearance = true
    /// The owner's bookkeeping once the animator has completed the transition (with whether it completed).
    private let ended: (Bool) -> Void
    /// The owner's last steps after the appearance callbacks (clearing `isMovingToParent` and the like, which the
    /// callbacks may read).
    var cleanup: (() -> Void)?
    /// The caller's completion, last.
    var completion: (() -> Void)?
    /// Transitions in flight, kept until they complete.
    private static var running: [Transition] = []

    init(
        context: TransitionContext, animator: UIViewControllerAnimatedTransitioning,
        interaction: UIViewControllerInteractiveTransitioning?, ended: @escaping (Bool) -> Void
    ) {
        self.context = context
        self.animator = animator
        self.interaction = context.isAnimated ? interaction : nil
        coordinator = TransitionCoordinator(context: context, duration: animator.transitionDuration(using: context))
        self.ended = ended
        context.transition = self
        for controller in [context.from, context.to] {
            controller.transitionOwnsAppearance = true
            controller.activeCoordinator = coordinator
        }
    }

    /// Whether either controller is in a transition now.
    static func isRunning(involving controller: UIViewController) -> Bool {
        running.contains { $0.context.from === controller || $0.context.to === controller }
    }

    /// Starts: `willBegin` runs after the appearance callbacks and before the animations (where a presentation
    /// controller adds its views and alongside animations).
    func start(willBegin: () -> Void = {}) {
        Self.running.append(self)
        let animated = context.isAnimated
        if toChangesAppearance { context.to.beginAppearanceTransition(true, animated: animated) }
        if fromChangesAppearance { context.from.beginAppearanceTransition(false, animated: animated) }
        willBegin()
        if !animated {
            if let view = context.toView {
                view.frame = context.finalFrame(for: context.to)
                if view.superview == nil { context.containerView.addSubview(view) }
            }
            coordinator.start()
            context.completeTransition(true)
        } else if let interaction {
            context.setInteractive(interaction.wantsInteractiveStart)
            interaction.startInteractiveTransition(context)
        } else {
            runAnimator()
        }
    }

    /// The animator's animations, then the alongside blocks; the alongside blocks are recorded with the animator's
    /// when an interactive transition records them.
    func runAnimator() {
        let recorder = AnimationRecorder.current
        let duration = coordinator.transitionDuration
        coordinator.runAlongside = { body in
            let animate = { UIView.animate(withDuration: duration, delay: 0, options: [], animations: body) }
            if let recorder { recorder.record(animate) } else { animate() }
        }
        animator.animateTransition(using: context)
        coordinator.start()
    }

    func complete(_ didComplete: Bool) {
        ended(didComplete)
        animator.animationEnded(didComplete)
        let (from, to) = (context.from, context.to)
        if !didComplete {
            if toChangesAppearance { to.beginAppearanceTransition(false, animated: context.isAnimated) }
            if fromChangesAppearance { from.beginAppearanceTransition(true, animated: context.isAnimated) }
        }
        // iOS ends the side that leaves first: from's viewDidDisappear, then to's viewDidAppear (reversed when
        // cancelled).
        let order =
            didComplete
            ? [(from, fromChangesAppearance), (to, toChangesAppearance)]
            : [(to, toChangesAppearance), (from, fromChangesAppearance)]
        for (controller, changes) in order where changes { controller.endAppearanceTransition() }
        for controller in [from, to] {
            controller.transitionOwnsAppearance = false
            controller.activeCoordinator = nil
        }
        cleanup?()
        coordinator.end()
        Self.running.removeAll { $0 === self }
        completion?()
    }
}
