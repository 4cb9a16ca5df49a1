#if canImport(UIKit)
    import UIKit

    /// A radar pulse: one disc copied by a CAReplicatorLayer, each copy growing and fading a little later.
    final class PulseRingsView: UIView {
        private let replicator = CAReplicatorLayer()
        private let pulse = CALayer()
        private let centerDot = CALayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            pulse.backgroundColor = UIColor.systemBlue.cgColor
            pulse.opacity = 0
            replicator.addSublayer(pulse)
            replicator.instanceCount = 4
            replicator.instanceDelay = 0.6
            layer.addSublayer(replicator)
            centerDot.backgroundColor = UIColor.systemBlue.cgColor
            layer.addSublayer(centerDot)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            replicator.frame = bounds
            pulse.bounds = CGRect(x: 0, y: 0, width: 180, height: 180)
            pulse.position = CGPoint(x: bounds.midX, y: bounds.midY)
            pulse.cornerRadius = 90
            centerDot.bounds = CGRect(x: 0, y: 0, width: 24, height: 24)
            centerDot.position = pulse.position
            centerDot.cornerRadius = 12
        }

        func startAnimating() {
            let scale = CABasicAnimation(keyPath: "transform.scale.xy")
            scale.fromValue = NSNumber(value: 0.0)
            scale.toValue = NSNumber(value: 1.0)

            let opacity = CAKeyframeAnimation(keyPath: "opacity")
            opacity.values = [0.6, 0.4, 0]
            opacity.keyTimes = [0, 0.5, 1]

            let group = CAAnimationGroup()
            group.animations = [scale, opacity]
            group.duration = 2.4
            group.repeatCount = .infinity
            group.timingFunction = CAMediaTimingFunction(name: .easeOut)
            pulse.add(group, forKey: "pulse")
        }
    }
#endif
