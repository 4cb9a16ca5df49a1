import UIKit

/// UIKit Dynamics: boxes and balls fall onto a slanted ledge and the floor, bouncing off each other; a click
/// drops a new box there; dragging an item holds it on an attachment, and letting go throws it.
final class DynamicsToyScene: SceneViewController {
    private var animator: UIDynamicAnimator?
    private let gravity = UIGravityBehavior(items: [])
    private let collision = UICollisionBehavior(items: [])
    private let bounce = UIDynamicItemBehavior(items: [])
    private let ledge = CAShapeLayer()
    private var grab: UIAttachmentBehavior?
    private var added = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text = "UIDynamicAnimator: gravity, collisions and a ledge; click to drop a box, drag to throw"
        ledge.strokeColor = UIColor(white: 0.3, alpha: 1).cgColor
        ledge.lineWidth = 4
        ledge.lineCap = .round
        view.layer.addSublayer(ledge)
        collision.translatesReferenceBoundsIntoBoundary = true
        bounce.elasticity = 0.45
        bounce.friction = 0.3
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        guard animator == nil, view.bounds.width > 0 else { return }
        let bounds = view.bounds
        let from = CGPoint(x: bounds.width * 0.1, y: bounds.height * 0.55)
        let to = CGPoint(x: bounds.width * 0.55, y: bounds.height * 0.7)
        let path = UIBezierPath()
        path.move(to: from)
        path.addLine(to: to)
        ledge.path = path.cgPath
        collision.addBoundary(withIdentifier: "ledge" as NSCopying, from: from, to: to)
        let made = UIDynamicAnimator(referenceView: view)
        [gravity, collision, bounce].forEach(made.addBehavior)
        animator = made
        let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPink]
        for (index, color) in colors.enumerated() {
            let point = CGPoint(x: bounds.width * (0.2 + 0.2 * CGFloat(index)), y: 70 + CGFloat(index % 2) * 30)
            drop(at: point, color: color, round: index % 2 == 1)
        }
    }

    override func tapped(at point: CGPoint) {
        guard grab == nil else { return }
        added += 1
        drop(at: point, color: .systemPurple, round: added % 2 == 0)
    }

    private func drop(at point: CGPoint, color: UIColor, round: Bool) {
        let item: UIView = round ? Ball() : UIView()
        item.bounds = CGRect(x: 0, y: 0, width: 44, height: 44)
        item.center = point
        item.backgroundColor = color
        item.layer.cornerRadius = round ? 22 : 8
        item.addGestureRecognizer(
            UIPanGestureRecognizer { [weak self, weak item] pan in
                guard let item else { return }
                self?.dragged(pan as! UIPanGestureRecognizer, item: item)
            })
        view.addSubview(item)
        gravity.addItem(item)
        collision.addItem(item)
        bounce.addItem(item)
    }

    private func dragged(_ pan: UIPanGestureRecognizer, item: UIView) {
        let point = pan.location(in: view)
        switch pan.state {
        case .began:
            let offset = UIOffset(horizontal: point.x - item.center.x, vertical: point.y - item.center.y)
            let attachment = UIAttachmentBehavior(item: item, offsetFromCenter: offset, attachedToAnchor: point)
            animator?.addBehavior(attachment)
            grab = attachment
        case .changed:
            grab?.anchorPoint = point
        case .ended, .cancelled:
            if let grab { animator?.removeBehavior(grab) }
            grab = nil
            bounce.addLinearVelocity(pan.velocity(in: view), for: item)
        default:
            break
        }
    }
}

/// A round item: it collides as a circle.
private final class Ball: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
}
