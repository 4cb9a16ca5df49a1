import UIKit

/// The seeds' pop-up dialog: on click a panel grows in with a slight overshoot, holds, then grows and fades
/// away; the transaction's completion removes it from the tree.
final class PopupDialogScene: SceneViewController {
    var shown = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text =
            "Click: keyframes on transform.scale and opacity (2.4 s); the transaction completion removes the layer"
    }

    override func viewDidLayoutSubviews() { layoutCaption() }

    override func tapped(at point: CGPoint) {
        let dialog = CALayer()
        dialog.bounds = CGRect(x: 0, y: 0, width: 260, height: 150)
        dialog.position = point
        dialog.cornerRadius = 18
        dialog.backgroundColor = UIColor.white.cgColor
        dialog.borderColor = UIColor.systemGray4.cgColor
        dialog.borderWidth = 1
        dialog.shadowOpacity = 0.25
        dialog.shadowRadius = 12
        dialog.shadowOffset = CGSize(width: 0, height: 6)
        let title = CATextLayer()
        title.frame = CGRect(x: 0, y: 54, width: 260, height: 40)
        title.string = "Saved"
        title.fontSize = 26
        title.alignmentMode = .center
        title.foregroundColor = UIColor.label.cgColor
        dialog.addSublayer(title)
        let scale = CAKeyframeAnimation(keyPath: "transform.scale")
        scale.values = [0.01, 1.1, 1, 1, 1.4]
        scale.keyTimes = [0, 0.15, 0.25, 0.75, 1]
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [0, 1, 1, 1, 0]
        fade.keyTimes = [0, 0.1, 0.25, 0.75, 1]
        let group = CAAnimationGroup()
        group.animations = [scale, fade]
        group.duration = 2.4
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { dialog.removeFromSuperlayer() }
        view.layer.addSublayer(dialog)
        dialog.add(group, forKey: "popup")
        CATransaction.commit()
        shown += 1
    }
}
