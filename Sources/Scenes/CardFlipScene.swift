import UIKit

/// A card that flips in 3D on click: perspective from the container's `sublayerTransform` (m34 = −1/600),
/// front and back faces that are not double-sided, and a `transform.rotation.y` animation.
final class CardFlipScene: SceneViewController {
    let container = CALayer()
    let front = CALayer()
    let back = CALayer()
    var flipped = false

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text =
            "Click: transform.rotation.y 0 → π on both faces (isDoubleSided = false), perspective m34 = −1/600"
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 600
        container.sublayerTransform = perspective
        container.bounds = CGRect(x: 0, y: 0, width: 220, height: 300)
        for (face, color) in [(front, UIColor.systemBlue), (back, UIColor.systemOrange)] {
            face.frame = container.bounds
            face.cornerRadius = 18
            face.backgroundColor = color.cgColor
            face.isDoubleSided = false
            face.borderColor = UIColor.white.cgColor
            face.borderWidth = 6
            container.addSublayer(face)
        }
        back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        view.layer.addSublayer(container)
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        CATransaction.setDisableActions(true)
        container.position = middle
    }

    override func tapped(at point: CGPoint) {
        flipped.toggle()
        for (face, base) in [(front, 0.0), (back, Double.pi)] {
            let target = base + (flipped ? .pi : 0)
            let turn = CABasicAnimation(keyPath: "transform.rotation.y")
            turn.fromValue = (face.presentation()?.value(forKeyPath: "transform.rotation.y") as? Double) ?? target - .pi
            turn.toValue = target
            turn.duration = 0.9
            turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            CATransaction.setDisableActions(true)
            face.transform = CATransform3DMakeRotation(target, 0, 1, 0)
            face.add(turn, forKey: "flip")
        }
    }
}
