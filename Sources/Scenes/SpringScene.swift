import UIKit

/// Springs: three balls with different `CASpringAnimation` parameters and one view animated with UIKit's
/// `usingSpringWithDamping`; click to send them across and back.
final class SpringScene: SceneViewController {
    let balls = [CALayer(), CALayer(), CALayer()]
    let box = UIView()
    var right = false
    let springs: [(damping: CGFloat, stiffness: CGFloat, label: String)] = [
        (5, 100, "k 100 c 5"), (10, 100, "default"), (20, 300, "k 300 c 20"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text =
            "Click: CASpringAnimation (mass 1) with three dampings; the square uses UIView.animate(usingSpringWithDamping: 0.5)"
        for (ball, color) in zip(balls, [UIColor.systemPink, .systemOrange, .systemIndigo]) {
            ball.bounds = CGRect(x: 0, y: 0, width: 44, height: 44)
            ball.cornerRadius = 22
            ball.backgroundColor = color.cgColor
            view.layer.addSublayer(ball)
        }
        box.backgroundColor = .systemGreen
        box.layer.cornerRadius = 8
        view.addSubview(box)
    }

    private func x(_ right: Bool) -> CGFloat { right ? view.bounds.width - 80 : 80 }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        CATransaction.setDisableActions(true)
        for (i, ball) in balls.enumerated() { ball.position = CGPoint(x: x(right), y: 120 + CGFloat(i) * 80) }
        UIView.performWithoutAnimation {
            box.frame = CGRect(x: x(right) - 22, y: 120 + 3 * 80 - 22, width: 44, height: 44)
        }
    }

    override func tapped(at point: CGPoint) {
        right.toggle()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (ball, spring) in zip(balls, springs) {
            let animation = CASpringAnimation(keyPath: "position.x")
            animation.damping = spring.damping
            animation.stiffness = spring.stiffness
            animation.fromValue = ball.presentation()?.position.x ?? ball.position.x
            animation.toValue = x(right)
            animation.duration = animation.settlingDuration
            ball.position.x = x(right)
            ball.add(animation, forKey: "spring")
        }
        CATransaction.commit()
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
            animations: {
                self.box.center.x = self.x(self.right)
            })
    }
}
