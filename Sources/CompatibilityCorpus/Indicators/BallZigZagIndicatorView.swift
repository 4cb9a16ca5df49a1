#if canImport(UIKit)
    import UIKit

    /// Two balls tracing a zig-zag (a bow tie) in opposite directions, with translation transforms as keyframes.
    class BallZigZagIndicatorView: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        func startAnimating() {
            let size = CGSize(width: 110, height: 110)
            let circleSize = size.width / 5
            let duration: CFTimeInterval = 0.7
            let deltaX = size.width / 2 - circleSize / 2
            let deltaY = size.height / 2 - circleSize / 2
            let frame = CGRect(
                x: (bounds.width - circleSize) / 2, y: (bounds.height - circleSize) / 2,
                width: circleSize, height: circleSize)

            let animation = CAKeyframeAnimation(keyPath: "transform")
            animation.keyTimes = [0.0, 0.33, 0.66, 1.0]
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            animation.values = [
                NSValue(caTransform3D: CATransform3DMakeTranslation(0, 0, 0)),
                NSValue(caTransform3D: CATransform3DMakeTranslation(-deltaX, -deltaY, 0)),
                NSValue(caTransform3D: CATransform3DMakeTranslation(deltaX, -deltaY, 0)),
                NSValue(caTransform3D: CATransform3DMakeTranslation(0, 0, 0)),
            ]
            animation.duration = duration
            animation.repeatCount = HUGE
            animation.isRemovedOnCompletion = false
            addCircle(frame: frame, color: .systemIndigo, animation: animation)

            // The second ball mirrors the first one vertically.
            animation.values = [
                NSValue(caTransform3D: CATransform3DMakeTranslation(0, 0, 0)),
                NSValue(caTransform3D: CATransform3DMakeTranslation(deltaX, deltaY, 0)),
                NSValue(caTransform3D: CATransform3DMakeTranslation(-deltaX, deltaY, 0)),
                NSValue(caTransform3D: CATransform3DMakeTranslation(0, 0, 0)),
            ]
            addCircle(frame: frame, color: .systemTeal, animation: animation)
        }

        private func addCircle(frame: CGRect, color: UIColor, animation: CAAnimation) {
            let circle = CAShapeLayer()
            circle.frame = frame
            circle.path = UIBezierPath(ovalIn: CGRect(origin: .zero, size: frame.size)).cgPath
            circle.fillColor = color.cgColor
            circle.add(animation, forKey: "animation")
            layer.addSublayer(circle)
        }
    }
#endif
