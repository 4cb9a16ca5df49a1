#if canImport(UIKit)
    import UIKit

    /// Three balls in a row spinning round the middle one while the group breathes in scale.
    class BallRotateIndicatorView: UIView {
        private let container = CALayer()

        override func didMoveToWindow() {
            super.didMoveToWindow()
            // Starts itself as soon as it is on screen.
            if window != nil && container.superlayer == nil {
                startAnimating()
            }
        }

        func startAnimating() {
            let side: CGFloat = 110
            let ballSize = side / 5
            container.frame = CGRect(
                x: (bounds.width - side) / 2, y: (bounds.height - side) / 2,
                width: side, height: side)
            let xs: [CGFloat] = [0, side / 2 - ballSize / 2, side - ballSize]
            let colors: [UIColor] = [.systemGreen, .systemBlue, .systemGreen]
            for (i, x) in xs.enumerated() {
                let ball = CALayer()
                ball.frame = CGRect(x: x, y: side / 2 - ballSize / 2, width: ballSize, height: ballSize)
                ball.cornerRadius = ballSize / 2
                ball.backgroundColor = colors[i].cgColor
                container.addSublayer(ball)
            }
            layer.addSublayer(container)

            let timingFunction = CAMediaTimingFunction(controlPoints: 0.7, -0.13, 0.22, 0.86)

            let scaleAnimation = CAKeyframeAnimation(keyPath: "transform.scale")
            scaleAnimation.keyTimes = [0, 0.5, 1]
            scaleAnimation.timingFunctions = [timingFunction, timingFunction]
            scaleAnimation.values = [1, 0.6, 1]

            let rotateAnimation = CAKeyframeAnimation(keyPath: "transform.rotation.z")
            rotateAnimation.keyTimes = [0, 0.5, 1]
            rotateAnimation.timingFunctions = [timingFunction, timingFunction]
            rotateAnimation.values = [0, CGFloat(M_PI), 2 * CGFloat(M_PI)]

            let animation = CAAnimationGroup()
            animation.animations = [scaleAnimation, rotateAnimation]
            animation.duration = 1
            animation.repeatCount = HUGE
            animation.isRemovedOnCompletion = false
            container.add(animation, forKey: "animation")
        }
    }
#endif
