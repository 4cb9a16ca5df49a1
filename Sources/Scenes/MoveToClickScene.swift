import UIKit

/// Click anywhere: the layer moves there with an ease-in-out position animation and stays (the model is set,
/// the animation starts from what is on screen).
final class MoveToClickScene: SceneViewController {
    let mover = CALayer()
    var hasMoved = false

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text =
            "Click anywhere: CABasicAnimation(keyPath: \"position\"), easeInEaseOut, 0.8 s, from the presentation value"
        mover.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
        mover.cornerRadius = 16
        mover.backgroundColor = UIColor.systemBlue.cgColor
        mover.shadowOpacity = 0.3
        mover.shadowRadius = 6
        mover.shadowOffset = CGSize(width: 0, height: 4)
        view.layer.addSublayer(mover)
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        guard !hasMoved else { return }
        CATransaction.setDisableActions(true)
        mover.position = middle
    }

    override func tapped(at point: CGPoint) {
        hasMoved = true
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: mover.presentation()?.position ?? mover.position)
        move.toValue = NSValue(cgPoint: point)
        move.duration = 0.8
        move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        CATransaction.setDisableActions(true)
        mover.position = point
        mover.add(move, forKey: "move")
    }
}
