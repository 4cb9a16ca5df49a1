import UIKit

/// A card presented over the scene with a spring (a custom animator through `transitioningDelegate`, over the
/// current context): a click shows it; dragging it down dismisses it interactively; a click on the dimmed area or
/// its button dismisses it.
final class ModalCardScene: SceneViewController, UIViewControllerTransitioningDelegate {
    private var dismissal: UIPercentDrivenInteractiveTransition?

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text = "present(_:animated:) with a custom spring animator; drag the card down to dismiss it"
        definesPresentationContext = true
    }

    override func viewDidLayoutSubviews() { layoutCaption() }

    override func tapped(at point: CGPoint) {
        guard presentedViewController == nil else { return }
        let card = CardController()
        card.modalPresentationStyle = .overCurrentContext
        card.transitioningDelegate = self
        card.onDrag = { [weak self, weak card] pan in self?.dragged(pan, card: card) }
        present(card, animated: true)
    }

    private func dragged(_ pan: UIPanGestureRecognizer, card: CardController?) {
        guard let card else { return }
        let distance = max(card.view.bounds.height * CardController.heightShare, 1)
        let progress = min(max(pan.translation(in: card.view).y / distance, 0), 1)
        switch pan.state {
        case .began:
            dismissal = UIPercentDrivenInteractiveTransition()
            card.dismiss(animated: true)
        case .changed:
            dismissal?.update(progress)
        case .ended, .cancelled:
            let fast = pan.velocity(in: card.view).y > 500
            if pan.state == .ended && (progress > 0.35 || fast) { dismissal?.finish() } else { dismissal?.cancel() }
            dismissal = nil
        default:
            break
        }
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { CardAnimator(presenting: true) }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { dismissal }
}

/// Slides the card up on an underdamped spring over a fading dimming view, and back down.
private final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        presenting ? 0.7 : 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let card = transitionContext.viewController(forKey: key) as? CardController else {
            return transitionContext.completeTransition(false)
        }
        let container = transitionContext.containerView
        let offscreen = CGAffineTransform(translationX: 0, y: container.bounds.height)
        if presenting {
            card.view.frame = transitionContext.finalFrame(for: card)
            container.addSubview(card.view)
            card.dimming.alpha = 0
            card.panel.transform = offscreen
        }
        let animations = {
            card.dimming.alpha = self.presenting ? 1 : 0
            card.panel.transform = self.presenting ? .identity : offscreen
        }
        let done: (Bool) -> Void = { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if presenting {
            UIView.animate(
                withDuration: 0.7, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [],
                animations: animations, completion: done)
        } else {
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveEaseIn, animations: animations, completion: done)
        }
    }
}

/// The presented controller: a dimming view over the scene and a rounded panel in its lower part.
private final class CardController: UIViewController {
    static let heightShare: CGFloat = 0.6
    let dimming = UIView()
    let panel = UIView()
    private let heading = UILabel()
    private let close = UIButton(type: .system)
    var onDrag: ((UIPanGestureRecognizer) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimming.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.dismiss(animated: true) })
        view.addSubview(dimming)
        panel.backgroundColor = .white
        panel.layer.cornerRadius = 20
        panel.layer.shadowOpacity = 0.2
        panel.layer.shadowRadius = 12
        panel.addGestureRecognizer(
            UIPanGestureRecognizer { [weak self] pan in self?.onDrag?(pan as! UIPanGestureRecognizer) })
        view.addSubview(panel)
        heading.text = "A card on a spring"
        heading.font = .systemFont(ofSize: 20, weight: .bold)
        panel.addSubview(heading)
        close.setTitle("Close", for: .normal)
        close.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        panel.addSubview(close)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        dimming.frame = bounds
        let height = bounds.height * Self.heightShare
        UIView.performWithoutAnimation {
            let transform = panel.transform
            panel.transform = .identity
            panel.frame = CGRect(x: 12, y: bounds.height - height, width: bounds.width - 24, height: height + 20)
            panel.transform = transform
        }
        heading.frame = CGRect(x: 20, y: 20, width: panel.bounds.width - 40, height: 28)
        close.frame = CGRect(x: 20, y: 60, width: 80, height: 36)
    }
}
