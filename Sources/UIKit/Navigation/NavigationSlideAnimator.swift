/// The navigation controller's push and pop: the incoming view slides in from the right edge over the outgoing
/// one, which moves a third of its width left under a dimming veil (pop reverses it). A critically damped spring
/// when it runs by itself; linear when a finger drives it, so that the view follows the finger.
@preconcurrency @MainActor
final class NavigationSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.5
    static let parallax: CGFloat = 0.3
    static let dimming: CGFloat = 0.1
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to),
            let toController = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        let container = transitionContext.containerView
        let final = transitionContext.finalFrame(for: toController)
        let width = container.bounds.width
        let veil = UIView(frame: container.bounds)
        veil.backgroundColor = UIColor(white: 0, alpha: Self.dimming)
        let push = operation != .pop
        UIView.performWithoutAnimation {
            if push {
                container.addSubview(veil)
                container.addSubview(to)
                to.frame = final.offsetBy(dx: width, dy: 0)
                veil.alpha = 0
            } else {
                container.insertSubview(to, belowSubview: from)
                container.insertSubview(veil, belowSubview: from)
                to.frame = final.offsetBy(dx: -width * Self.parallax, dy: 0)
                veil.alpha = 1
            }
        }
        let start = from.frame
        let animations = {
            if push {
                to.frame = final
                from.frame = start.offsetBy(dx: -width * Self.parallax, dy: 0)
                veil.alpha = 1
            } else {
                to.frame = final
                from.frame = start.offsetBy(dx: width, dy: 0)
                veil.alpha = 0
            }
        }
        let completion: (Bool) -> Void = { _ in
            veil.removeFromSuperview()
            let completed = !transitionContext.transitionWasCancelled
            // The view that leaves keeps no offset: it comes back at its place when shown again.
            UIView.performWithoutAnimation { from.frame = start }
            transitionContext.completeTransition(completed)
        }
        if transitionContext.isInteractive {
            UIView.animate(
                withDuration: Self.duration, delay: 0, options: .curveLinear, animations: animations,
                completion: completion)
        } else {
            UIView.animate(
                withDuration: Self.duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                options: [], animations: animations, completion: completion)
        }
    }
}
