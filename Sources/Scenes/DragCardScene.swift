import UIKit

/// The interruptible card of "Advanced Animations with UIKit": a click opens or closes it with a property
/// animator on a spring; dragging scrubs the animator, catching it mid-flight if it runs, and letting go
/// continues it from the finger's speed, toward where it was thrown.
final class DragCardScene: SceneViewController {
    private enum Position {
        case collapsed, expanded
        var opposite: Position { self == .collapsed ? .expanded : .collapsed }
    }

    private let card = UIView()
    private let handle = UIView()
    private let heading = UILabel()
    private let dim = UIView()
    private var position = Position.collapsed
    private var target = Position.expanded
    private var animator: UIViewPropertyAnimator?
    private var startFraction: CGFloat = 0
    private static let collapsedHeight: CGFloat = 70

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text =
            "UIViewPropertyAnimator: click to open or close, drag to scrub, throw to finish; catch it mid-flight"
        dim.backgroundColor = UIColor(white: 0, alpha: 0.35)
        dim.alpha = 0
        dim.isUserInteractionEnabled = false
        view.addSubview(dim)
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 12
        view.addSubview(card)
        handle.backgroundColor = UIColor(white: 1, alpha: 0.6)
        handle.layer.cornerRadius = 2.5
        card.addSubview(handle)
        heading.text = "Drag me"
        heading.textColor = .white
        heading.font = .systemFont(ofSize: 18, weight: .semibold)
        heading.textAlignment = .center
        card.addSubview(heading)
        card.addGestureRecognizer(
            UIPanGestureRecognizer { [weak self] pan in self?.dragged(pan as! UIPanGestureRecognizer) })
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        dim.frame = view.bounds
        if animator == nil { UIView.performWithoutAnimation { place(at: position) } }
        handle.frame = CGRect(x: card.bounds.midX - 20, y: 8, width: 40, height: 5)
        heading.frame = CGRect(x: 0, y: 22, width: card.bounds.width, height: 28)
    }

    private func frame(for position: Position) -> CGRect {
        let bounds = view.bounds
        let top = position == .expanded ? 60 : bounds.height - Self.collapsedHeight
        return CGRect(x: 12, y: top, width: bounds.width - 24, height: bounds.height - 60 + 20)
    }

    private func place(at position: Position) {
        card.frame = frame(for: position)
        card.layer.cornerRadius = position == .expanded ? 24 : 12
        dim.alpha = position == .expanded ? 1 : 0
    }

    override func tapped(at point: CGPoint) {
        if let animator, animator.isRunning {
            // Caught mid-flight: it turns around from where it is.
            animator.isReversed.toggle()
            return
        }
        run(to: position.opposite)
        animator?.startAnimation()
    }

    /// A paused animator from the card's position to `target`.
    private func run(to target: Position) {
        self.target = target
        let made = UIViewPropertyAnimator(duration: 0.7, dampingRatio: 0.85) { self.place(at: target) }
        made.addCompletion { [weak self] end in
            guard let self else { return }
            self.position = end == .end ? target : target.opposite
            self.animator = nil
        }
        animator = made
    }

    private func dragged(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            if animator == nil { run(to: position.opposite) }
            animator?.pauseAnimation()
            startFraction = animator?.fractionComplete ?? 0
        case .changed:
            guard let animator else { return }
            let distance = max(frame(for: .collapsed).minY - frame(for: .expanded).minY, 1)
            var moved = pan.translation(in: view).y / distance
            if target == .expanded { moved = -moved }
            if animator.isReversed { moved = -moved }
            animator.fractionComplete = startFraction + moved
        case .ended, .cancelled:
            guard let animator else { return }
            let velocity = pan.velocity(in: view).y
            let towardTarget = target == .expanded ? velocity < 0 : velocity > 0
            let thrown = abs(velocity) > 100
            let forward = thrown ? towardTarget : animator.fractionComplete > 0.5
            animator.isReversed = !forward
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }
}
