#if canImport(UIKit)
    import UIKit

    /// A badge that flies in from nothing (CATransform3DMakeScale(0.0001, 0.0001, 1)) and settles with a
    /// CASpringAnimation, its duration taken from settlingDuration.
    final class GrowInSpringView: UIView {
        private let badge = CALayer()
        private let label = CATextLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            badge.backgroundColor = UIColor.systemRed.cgColor
            badge.cornerRadius = 20
            badge.transform = CATransform3DMakeScale(0.0001, 0.0001, 1)
            label.string = "NEW"
            label.fontSize = 30
            label.foregroundColor = UIColor.white.cgColor
            label.alignmentMode = .center
            label.contentsScale = UIScreen.main.scale
            badge.addSublayer(label)
            layer.addSublayer(badge)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            badge.bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
            badge.position = CGPoint(x: bounds.midX, y: bounds.midY)
            label.frame = CGRect(x: 0, y: 20, width: 120, height: 40)
        }

        func present(after delay: CFTimeInterval = 0.3) {
            let spring = CASpringAnimation(keyPath: "transform")
            spring.fromValue = NSValue(caTransform3D: CATransform3DMakeScale(0.0001, 0.0001, 1))
            spring.toValue = NSValue(caTransform3D: CATransform3DIdentity)
            spring.mass = 1
            spring.stiffness = 180
            spring.damping = 9
            spring.initialVelocity = 4
            spring.duration = spring.settlingDuration
            spring.beginTime = CACurrentMediaTime() + delay
            spring.fillMode = .backwards
            badge.transform = CATransform3DIdentity
            badge.add(spring, forKey: "grow")

            let rotate = CASpringAnimation(keyPath: "transform.rotation.z")
            rotate.fromValue = -CGFloat.pi / 8
            rotate.toValue = 0
            rotate.damping = 6
            rotate.initialVelocity = 0
            rotate.duration = rotate.settlingDuration
            rotate.beginTime = CACurrentMediaTime() + delay
            rotate.fillMode = .backwards
            label.add(rotate, forKey: "tilt")
        }
    }
#endif
