#if canImport(UIKit)
    import UIKit

    /// A square flipping over in 3D, first about the x axis then about the y axis, seen in perspective
    /// (the perspective lives in the superlayer's sublayerTransform).
    class SquareSpinIndicatorView: UIView {
        private let square = CALayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            layer.sublayerTransform = perspective
            square.backgroundColor = UIColor(red: 0.1, green: 0.7, blue: 0.6, alpha: 1).cgColor
            layer.addSublayer(square)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            square.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
            square.position = CGPoint(x: bounds.midX, y: bounds.midY)
        }

        func startAnimating() {
            let timingFunction = CAMediaTimingFunction(controlPoints: 0.09, 0.57, 0.49, 0.9)
            let timingFunctions = [timingFunction, timingFunction, timingFunction, timingFunction]
            let keyTimes: [NSNumber] = [0, 0.25, 0.5, 0.75, 1]

            let rotateX = CAKeyframeAnimation(keyPath: "transform.rotation.x")
            rotateX.keyTimes = keyTimes
            rotateX.timingFunctions = timingFunctions
            rotateX.values = [0, CGFloat(M_PI), CGFloat(M_PI), 2 * CGFloat(M_PI), 2 * CGFloat(M_PI)]

            let rotateY = CAKeyframeAnimation(keyPath: "transform.rotation.y")
            rotateY.keyTimes = keyTimes
            rotateY.timingFunctions = timingFunctions
            rotateY.values = [0, 0, CGFloat(M_PI), CGFloat(M_PI), 2 * CGFloat(M_PI)]

            let animation = CAAnimationGroup()
            animation.animations = [rotateX, rotateY]
            animation.duration = 3
            animation.repeatCount = HUGE
            animation.isRemovedOnCompletion = false
            square.add(animation, forKey: "animation")
        }
    }
#endif
