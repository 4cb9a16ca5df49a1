#if canImport(UIKit)
    import UIKit

    /// Three balls that shrink and grow one after the other, the classic "ball pulse" loader.
    class BallPulseIndicatorView: UIView {
        var color: UIColor = .systemBlue
        private var balls: [CALayer] = []
        private(set) var isAnimating = false

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .clear
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        func startAnimating() {
            guard !isAnimating else { return }
            isAnimating = true
            setUpAnimation(in: layer, size: CGSize(width: 120, height: 120), color: color)
        }

        func stopAnimating() {
            isAnimating = false
            balls.forEach { $0.removeFromSuperlayer() }
            balls.removeAll()
        }

        private func setUpAnimation(in layer: CALayer, size: CGSize, color: UIColor) {
            let spacing: CGFloat = 6
            let ballSize = (size.width - 2 * spacing) / 3
            let x = (layer.bounds.width - size.width) / 2
            let y = (layer.bounds.height - ballSize) / 2
            let duration: CFTimeInterval = 0.75
            let beginTime = CACurrentMediaTime()
            let beginTimes = [0.12, 0.24, 0.36]
            let timingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0.68, 0.18, 1.08)

            let animation = CAKeyframeAnimation(keyPath: "transform.scale")
            animation.keyTimes = [0, 0.3, 1]
            animation.timingFunctions = [timingFunction, timingFunction]
            animation.values = [1, 0.3, 1]
            animation.duration = duration
            animation.repeatCount = HUGE
            animation.isRemovedOnCompletion = false

            for i in 0..<3 {
                let ball = CAShapeLayer()
                ball.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: ballSize, height: ballSize)).cgPath
                ball.fillColor = color.cgColor
                ball.frame = CGRect(
                    x: x + ballSize * CGFloat(i) + spacing * CGFloat(i), y: y,
                    width: ballSize, height: ballSize)
                animation.beginTime = beginTime + beginTimes[i]
                ball.add(animation, forKey: "animation")
                layer.addSublayer(ball)
                balls.append(ball)
            }
        }
    }
#endif
