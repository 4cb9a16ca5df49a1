import UIKit

/// A striped gradient masked by a circle whose size animates forever, and a text layer used as a mask.
final class MaskScene: SceneViewController {
    let content = CAGradientLayer()
    let circle = CAShapeLayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text = "layer.mask = a CAShapeLayer circle (its alpha masks); the circle's transform.scale animates"
        content.colors = [UIColor.systemOrange.cgColor, UIColor.systemPink.cgColor, UIColor.systemPurple.cgColor]
        content.startPoint = CGPoint(x: 0, y: 0)
        content.endPoint = CGPoint(x: 1, y: 1)
        content.bounds = CGRect(x: 0, y: 0, width: 320, height: 260)
        circle.path = CGPath(ellipseIn: CGRect(x: 60, y: 30, width: 200, height: 200), transform: nil)
        circle.bounds = content.bounds
        circle.position = CGPoint(x: 160, y: 130)
        content.mask = circle
        view.layer.addSublayer(content)
        let breathe = CABasicAnimation(keyPath: "transform.scale")
        breathe.fromValue = 0.4
        breathe.toValue = 1.25
        breathe.duration = 1.4
        breathe.autoreverses = true
        breathe.repeatCount = .infinity
        breathe.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        circle.add(breathe, forKey: "breathe")
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        CATransaction.setDisableActions(true)
        content.position = middle
    }
}
