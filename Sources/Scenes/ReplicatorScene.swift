import UIKit

/// An activity spinner: one dot replicated twelve times around a circle, each instance's fade delayed and tinted.
final class ReplicatorScene: SceneViewController {
    let replicator = CAReplicatorLayer()
    let dot = CALayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text =
            "CAReplicatorLayer: 12 instances, instanceTransform rotates 30°, instanceDelay 1/12 s, colour steps red +0.07, green −0.03"
        replicator.bounds = CGRect(x: 0, y: 0, width: 220, height: 220)
        replicator.instanceCount = 12
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        replicator.instanceDelay = 1.0 / 12.0
        replicator.instanceColor = UIColor.systemBlue.cgColor
        replicator.instanceRedOffset = 0.07
        replicator.instanceGreenOffset = -0.03
        dot.bounds = CGRect(x: 0, y: 0, width: 22, height: 22)
        dot.position = CGPoint(x: 110, y: 20)
        dot.cornerRadius = 11
        dot.backgroundColor = UIColor.white.cgColor
        replicator.addSublayer(dot)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.1
        fade.duration = 1
        fade.repeatCount = .infinity
        dot.add(fade, forKey: "fade")
        view.layer.addSublayer(replicator)
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        CATransaction.setDisableActions(true)
        replicator.position = middle
    }
}
