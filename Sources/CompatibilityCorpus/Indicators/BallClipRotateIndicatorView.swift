#if canImport(UIKit)
    import UIKit

    /// An open ring (three quarters of a circle) that spins and pulses.
    final class BallClipRotateIndicatorView: UIView {
        private let ring = CAShapeLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            ring.fillColor = nil
            ring.strokeColor = UIColor.systemPurple.cgColor
            ring.lineWidth = 6
            ring.lineCap = .round
            layer.addSublayer(ring)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let side: CGFloat = 100
            ring.frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
            ring.path =
                UIBezierPath(
                    arcCenter: CGPoint(x: side / 2, y: side / 2), radius: side / 2,
                    startAngle: -3 * .pi / 4, endAngle: -.pi / 4, clockwise: false
                ).cgPath
        }

        func startAnimating() {
            let duration: CFTimeInterval = 0.75

            let scaleAnimation = CAKeyframeAnimation(keyPath: "transform.scale")
            scaleAnimation.keyTimes = [0, 0.5, 1]
            scaleAnimation.values = [1, 0.6, 1]

            let rotateAnimation = CAKeyframeAnimation(keyPath: "transform.rotation.z")
            rotateAnimation.keyTimes = scaleAnimation.keyTimes
            rotateAnimation.values = [0, Double.pi, 2 * Double.pi]

            let animation = CAAnimationGroup()
            animation.animations = [scaleAnimation, rotateAnimation]
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            animation.duration = duration
            animation.repeatCount = .infinity
            animation.isRemovedOnCompletion = false

            ring.add(animation, forKey: "animation")
        }
    }
#endif
