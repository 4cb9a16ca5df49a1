#if canImport(UIKit)
    import UIKit

    /// A ring whose colour sweeps through a gradient: a CAGradientLayer masked by a stroked CAShapeLayer,
    /// the mask's strokeEnd animated.
    final class GradientRingProgressView: UIView {
        private let gradientLayer = CAGradientLayer()
        private let ringMask = CAShapeLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            gradientLayer.colors = [
                UIColor.systemPink.cgColor, UIColor.systemPurple.cgColor, UIColor.systemBlue.cgColor,
            ]
            gradientLayer.locations = [0, 0.5, 1]
            gradientLayer.startPoint = CGPoint(x: 0, y: 0)
            gradientLayer.endPoint = CGPoint(x: 1, y: 1)
            ringMask.fillColor = UIColor.clear.cgColor
            ringMask.strokeColor = UIColor.black.cgColor
            ringMask.lineWidth = 18
            ringMask.lineCap = .round
            ringMask.strokeEnd = 0
            gradientLayer.mask = ringMask
            layer.addSublayer(gradientLayer)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            gradientLayer.frame = bounds
            ringMask.frame = gradientLayer.bounds
            let path = UIBezierPath()
            path.addArc(
                withCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: 70,
                startAngle: -CGFloat.pi / 2, endAngle: CGFloat.pi * 1.5, clockwise: true)
            ringMask.path = path.cgPath
        }

        func animate(to progress: CGFloat, duration: CFTimeInterval = 1.5) {
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = 0
            animation.toValue = progress
            animation.duration = duration
            animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false
            ringMask.add(animation, forKey: "strokeEnd")
        }
    }
#endif
