#if canImport(UIKit)
    import UIKit

    /// Three balls beating: the outer two shrink and fade while the middle one grows, then the other way round.
    class BallBeatIndicatorView: UIView {
        var color: UIColor = .systemIndigo

        func startAnimating() {
            let spacing: CGFloat = 8
            let ballSize: CGFloat = 32
            let total = 3 * ballSize + 2 * spacing
            let x = (bounds.width - total) / 2
            let y = (bounds.height - ballSize) / 2
            let duration: CFTimeInterval = 0.7
            let beginTime = CACurrentMediaTime()
            let beginTimes = [0.35, 0, 0.35]

            let scaleAnimation = CAKeyframeAnimation(keyPath: "transform.scale")
            scaleAnimation.keyTimes = [0, 0.5, 1]
            scaleAnimation.values = [1, 0.75, 1]
            scaleAnimation.duration = duration

            let opacityAnimation = CAKeyframeAnimation(keyPath: "opacity")
            opacityAnimation.keyTimes = [0, 0.5, 1]
            opacityAnimation.values = [1, 0.2, 1]
            opacityAnimation.duration = duration

            let animation = CAAnimationGroup()
            animation.animations = [scaleAnimation, opacityAnimation]
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            animation.duration = duration
            animation.repeatCount = HUGE
            animation.isRemovedOnCompletion = false

            for i in 0..<3 {
                let ball = CAShapeLayer()
                ball.frame = CGRect(x: x + CGFloat(i) * (ballSize + spacing), y: y, width: ballSize, height: ballSize)
                ball.path = UIBezierPath(ovalIn: ball.bounds).cgPath
                ball.fillColor = color.cgColor
                animation.beginTime = beginTime + beginTimes[i]
                ball.add(animation, forKey: "animation")
                layer.addSublayer(ball)
            }
        }
    }
#endif
