#if canImport(UIKit)
    import UIKit

    /// Eight dots round a circle fading and shrinking in turn: one dot, copied by a CAReplicatorLayer.
    final class BallSpinFadeIndicatorView: UIView {
        private let replicator = CAReplicatorLayer()
        private let dot = CALayer()
        private let dotCount = 8

        override init(frame: CGRect) {
            super.init(frame: frame)
            commonInit()
        }

        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
            commonInit()
        }

        private func commonInit() {
            replicator.instanceCount = dotCount
            replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(dotCount), 0, 0, 1)
            replicator.instanceDelay = 1.0 / Double(dotCount)
            replicator.instanceColor = UIColor.systemRed.cgColor
            replicator.instanceGreenOffset = 0.08
            replicator.addSublayer(dot)
            dot.backgroundColor = UIColor.white.cgColor
            layer.addSublayer(replicator)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let side: CGFloat = 110
            replicator.frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
            let dotSize: CGFloat = 18
            dot.frame = CGRect(x: side / 2 - dotSize / 2, y: 0, width: dotSize, height: dotSize)
            dot.cornerRadius = dotSize / 2
        }

        func startAnimating() {
            let scale = CABasicAnimation(keyPath: "transform.scale")
            scale.fromValue = 1
            scale.toValue = 0.4

            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.3

            let group = CAAnimationGroup()
            group.animations = [scale, fade]
            group.duration = 1
            group.repeatCount = .infinity
            group.timingFunction = CAMediaTimingFunction(name: .linear)
            dot.add(group, forKey: "spinFade")
        }
    }
#endif
