#if canImport(UIKit)
    import UIKit

    /// A disc painted half in colour, spinning: the semicircle spinner.
    class SemicircleSpinIndicatorView: UIView {
        private let disc = CAShapeLayer()
        private let half = CAShapeLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            disc.fillColor = UIColor(white: 0.9, alpha: 1).cgColor
            half.fillColor = UIColor.systemTeal.cgColor
            disc.addSublayer(half)
            layer.addSublayer(disc)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let side: CGFloat = 100
            disc.frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
            disc.path = UIBezierPath(ovalIn: disc.bounds).cgPath
            half.frame = disc.bounds
            let halfPath = UIBezierPath(
                arcCenter: CGPoint(x: side / 2, y: side / 2), radius: side / 2,
                startAngle: CGFloat(-M_PI_2), endAngle: CGFloat(M_PI_2), clockwise: true)
            halfPath.close()
            half.path = halfPath.cgPath
        }

        func startAnimating() {
            let animation = CAKeyframeAnimation(keyPath: "transform.rotation.z")
            animation.keyTimes = [0, 0.5, 1]
            animation.values = [0, M_PI, 2 * M_PI]
            animation.duration = 0.6
            animation.repeatCount = HUGE
            animation.isRemovedOnCompletion = false
            disc.add(animation, forKey: "animation")
        }
    }
#endif
