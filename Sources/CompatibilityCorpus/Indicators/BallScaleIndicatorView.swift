#if canImport(UIKit)
    import UIKit

    /// A single disc that grows from nothing while fading out, over and over.
    final class BallScaleIndicatorView: UIView {
        private let circle = CAShapeLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            circle.fillColor = UIColor.systemPink.cgColor
            layer.addSublayer(circle)
        }

        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
            circle.fillColor = UIColor.systemPink.cgColor
            layer.addSublayer(circle)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let side = min(bounds.width, bounds.height) * 0.7
            circle.frame = CGRect(
                x: (bounds.width - side) / 2, y: (bounds.height - side) / 2,
                width: side, height: side)
            circle.path = UIBezierPath(ovalIn: circle.bounds).cgPath
        }

        func startAnimating() {
            let duration: CFTimeInterval = 1

            let scaleAnimation = CABasicAnimation(keyPath: "transform.scale")
            scaleAnimation.duration = duration
            scaleAnimation.fromValue = 0
            scaleAnimation.toValue = 1

            let opacityAnimation = CABasicAnimation(keyPath: "opacity")
            opacityAnimation.duration = duration
            opacityAnimation.fromValue = 1
            opacityAnimation.toValue = 0

            let animation = CAAnimationGroup()
            animation.animations = [scaleAnimation, opacityAnimation]
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            animation.duration = duration
            animation.repeatCount = .infinity
            animation.isRemovedOnCompletion = false

            circle.add(animation, forKey: "animation")
        }

        func stopAnimating() {
            circle.removeAllAnimations()
        }
    }
#endif
