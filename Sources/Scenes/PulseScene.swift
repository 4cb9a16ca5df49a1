import UIKit

/// A layer whose opacity and corner radius pulse forever (autoreversing, repeating group).
final class PulseScene: SceneViewController {
    let pulse = CALayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text = "CAAnimationGroup: opacity 1 → 0.3 and cornerRadius 0 → 60, autoreverses, repeats forever"
        pulse.bounds = CGRect(x: 0, y: 0, width: 160, height: 160)
        pulse.backgroundColor = UIColor.systemPurple.cgColor
        view.layer.addSublayer(pulse)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.3
        let round = CABasicAnimation(keyPath: "cornerRadius")
        round.fromValue = 0
        round.toValue = 80
        let group = CAAnimationGroup()
        group.animations = [fade, round]
        group.duration = 1.2
        group.autoreverses = true
        group.repeatCount = .infinity
        group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        pulse.add(group, forKey: "pulse")
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        CATransaction.setDisableActions(true)
        pulse.position = middle
    }
}
