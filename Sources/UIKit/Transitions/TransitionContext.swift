/// The context UIKit hands a transition's animator and interaction controller.
@preconcurrency @MainActor
final class TransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    let targetTransform = CGAffineTransform.identity
    let from: UIViewController
    let to: UIViewController
    /// The views given out by `view(forKey:)`: nil for a side that stays where it is (the presenter under a sheet).
    let fromView: UIView?
    let toView: UIView?
    var initialFrames: [ObjectIdentifier: CGRect] = [:]
    var finalFrames: [ObjectIdentifier: CGRect] = [:]
    /// How far an interactive transition has gone, 0…1.
    private(set) var percentComplete: CGFloat = 0
    private(set) var isCompleted = false
    weak var transition: Transition?

    init(
        container: UIView, animated: Bool, style: UIModalPresentationStyle, from: UIViewController,
        to: UIViewController, fromView: UIView?, toView: UIView?
    ) {
        containerView = container
        isAnimated = animated
        presentationStyle = style
        self.from = from
        self.to = to
        self.fromView = fromView
        self.toView = toView
        super.init()
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? fromView : key == .to ? toView : nil
    }

    /// Where the controller's view is at the start: `.zero` where the transition does not know (an incoming view).
    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }

    /// Where the controller's view must be at the end: `.zero` for a view that leaves.
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    func setInteractive(_ interactive: Bool) { isInteractive = interactive }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = false
        transition?.coordinator.interactionEnded()
    }

    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
        transition?.coordinator.interactionEnded()
    }

    func pauseInteractiveTransition() { isInteractive = true }

    func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else {
            Log.warningOnce(
                key: "completeTransition twice",
                "completeTransition(_:): called again for a finished transition; ignored")
            return
        }
        isCompleted = true
        transitionWasCancelled = !didComplete
        transition?.complete(didComplete)
    }
}
