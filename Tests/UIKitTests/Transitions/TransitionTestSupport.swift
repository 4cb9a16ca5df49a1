import UIKit

/// A controller that records its appearance callbacks and containment, in order.
class LoggingController: UIViewController {
    var events: [String] = []
    var movingInWillAppear: Bool?

    convenience init(title: String) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        movingInWillAppear = isMovingToParent
        events.append("willAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("didAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        events.append("willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        events.append("didDisappear")
    }
}

/// A fade from the tutorials: the incoming view fades in at its final frame; the outgoing one fades out.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var duration: TimeInterval = 1
    var seenContexts: [UIViewControllerContextTransitioning] = []
    var ended: [Bool] = []

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        seenContexts.append(transitionContext)
        let container = transitionContext.containerView
        if let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: to)
            toView.alpha = 0
            container.addSubview(toView)
        }
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
            animations: {
                toView?.alpha = 1
                if toView == nil { fromView?.alpha = 0 }
            },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// Hands out the fade for both directions, with an optional interaction controller for dismissal and an optional
/// presentation controller.
final class FadeTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    let animator = FadeAnimator()
    var dismissal: UIPercentDrivenInteractiveTransition?
    var makePresentationController: ((UIViewController, UIViewController?) -> UIPresentationController)?

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { animator }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { dismissal }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { makePresentationController?(presented, presenting) }
}

/// A half-height card with a dimming view that fades alongside the transition, as custom presentation controllers
/// are written.
final class HalfSheetPresentationController: UIPresentationController {
    let dimming = UIView()
    var events: [String] = []

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        events.append("willBegin")
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimming.frame = containerView?.bounds ?? .zero
        dimming.alpha = 0
        containerView?.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 }) {
            context in self.events.append(context.isCancelled ? "cancelled" : "alongsideDone")
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { events.append("didEnd \(completed)") }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
