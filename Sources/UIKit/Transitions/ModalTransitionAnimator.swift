/// The animators of the built-in modal transition styles: `.coverVertical` slides the presented view up from the
/// bottom edge on a critically damped spring and back down; `.crossDissolve` fades it in and out.
@preconcurrency @MainActor
final class ModalTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let coverDuration: TimeInterval = 0.5
    static let dissolveDuration: TimeInterval = 0.35
    let style: UIModalTransitionStyle
    let presenting: Bool

    init(style: UIModalTransitionStyle, presenting: Bool) {
        self.style = style
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        style == .crossDissolve ? Self.dissolveDuration : Self.coverDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let done: (Bool) -> Void = { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if presenting {
            guard let to = transitionContext.viewController(forKey: .to), let view = transitionContext.view(forKey: .to)
            else { return transitionContext.completeTransition(false) }
            let final = transitionContext.finalFrame(for: to)
            UIView.performWithoutAnimation {
                view.frame =
                    style == .crossDissolve ? final : final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
                if style == .crossDissolve { view.alpha = 0 }
                container.addSubview(view)
            }
            animate(
                duration: duration,
                animations: {
                    view.frame = final
                    view.alpha = 1
                }, completion: done)
        } else {
            guard let view = transitionContext.view(forKey: .from) else {
                return transitionContext.completeTransition(false)
            }
            let height = container.bounds.height
            animate(
                duration: duration,
                animations: {
                    if self.style == .crossDissolve {
                        view.alpha = 0
                    } else {
                        view.frame.origin.y = height
                    }
                }, completion: done)
        }
    }

    private func animate(duration: TimeInterval, animations: @escaping () -> Void, completion: @escaping (Bool) -> Void)
    {
        if style == .crossDissolve {
            UIView.animate(
                withDuration: duration, delay: 0, options: .curveEaseInOut, animations: animations,
                completion: completion)
        } else {
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                animations: animations, completion: completion)
        }
    }

}
