/// What a transition coordinator tells the blocks run alongside a transition.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Runs animations alongside a view controller transition and completions after it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in the transition's animation (scrubbed with it when interactive) and `completion` when
    /// the transition ends; false when the transition has already ended.
    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
    /// `animate(alongsideTransition:completion:)` for views outside the container (here one hierarchy holds them
    /// all, so `view` changes nothing).
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?)
        -> Bool
    { animate(alongsideTransition: animation, completion: nil) }

    /// `animate(alongsideTransition:completion:)` for views outside the container (here one hierarchy holds them
    /// all, so `view` changes nothing).
    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }
}

/// The coordinator of one transition, reading its context.
@preconcurrency @MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let context: TransitionContext
    let transitionDuration: TimeInterval
    private var pending: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Set once the transition's own animations have started: later alongside blocks start at once.
    private var started = false
    private var ended = false
    /// Runs alongside blocks as the transition's animations run (recorded when interactive).
    var runAlongside: ((@escaping () -> Void) -> Void)?

    init(context: TransitionContext, duration: TimeInterval) {
        self.context = context
        transitionDuration = duration
        super.init()
    }

    var isAnimated: Bool { context.isAnimated }
    var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { context.transitionWasCancelled }
    var percentComplete: CGFloat { context.percentComplete }
    var containerView: UIView { context.containerView }
    var targetTransform: CGAffineTransform { context.targetTransform }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context.viewController(forKey: key)
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !ended else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if started { run([animation]) } else { pending.append(animation) }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// The transition's animations have started: the queued alongside blocks start with them.
    func start() {
        guard !ended else { return }
        started = true
        let queued = pending
        pending = []
        run(queued)
    }

    private func run(_ blocks: [(UIViewControllerTransitionCoordinatorContext) -> Void]) {
        guard !blocks.isEmpty else { return }
        let body = { for block in blocks { block(self) } }
        if let runAlongside { runAlongside(body) } else { body() }
    }

    /// The interaction ended (the finger lifted): the handlers hear whether the transition will be cancelled.
    func interactionEnded() {
        interactionHandlers.forEach { $0(self) }
        interactionHandlers = []
    }

    func end() {
        ended = true
        let waiting = completions
        completions = []
        waiting.forEach { $0(self) }
    }
}
