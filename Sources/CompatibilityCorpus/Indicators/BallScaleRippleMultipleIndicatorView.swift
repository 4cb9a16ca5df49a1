#if canImport(UIKit)
    import UIKit

    /// Three rings expanding from the centre and fading, each a little after the last.
    final class BallScaleRippleMultipleIndicatorView: UIView {
        func startAnimating() {
            let side: CGFloat = 150
            let duration: CFTimeInterval = 1.25
            let beginTime = CACurrentMediaTime()
            let beginTimes = [0, 0.2, 0.4]
            let timingFunction = CAMediaTimingFunction(controlPoints: 0.21, 0.53, 0.56, 0.8)

            let scaleAnimation = CAKeyframeAnimation(keyPath: "transform.scale")
            scaleAnimation.keyTimes = [0, 0.7]
            scaleAnimation.timingFunction = timingFunction
            scaleAnimation.values = [0, 1]
            scaleAnimation.duration = duration

            let opacityAnimation = CAKeyframeAnimation(keyPath: "opacity")
            opacityAnimation.keyTimes = [0, 0.7, 1]
            opacityAnimation.timingFunctions = [timingFunction, timingFunction]
            opacityAnimation.values = [1, 0.7, 0]
            opacityAnimation.duration = duration

            let animation = CAAnimationGroup()
            animation.animations = [scaleAnimation, opacityAnimation]
            animation.duration = duration
            animation.repeatCount = HUGE
            animation.isRemovedOnCompletion = false

            for i in 0..<3 {
                let ring = CAShapeLayer()
                ring.frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
                ring.path =
                    UIBezierPath(
                        arcCenter: CGPoint(x: side / 2, y: side / 2), radius: side / 2,
                        startAngle: 0, endAngle: 2 * CGFloat(Double.pi), clockwise: false
                    ).cgPath
                ring.fillColor = nil
                ring.strokeColor = UIColor.systemBlue.cgColor
                ring.lineWidth = 3
                ring.opacity = 0
                animation.beginTime = beginTime + beginTimes[i]
                ring.add(animation, forKey: "animation")
                layer.addSublayer(ring)
            }
        }
    }
#endif
