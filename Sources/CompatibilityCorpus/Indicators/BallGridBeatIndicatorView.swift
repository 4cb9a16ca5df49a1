#if canImport(UIKit)
    import UIKit

    /// A 3×3 grid whose balls blink (opacity only), each at its own pace.
    final class BallGridBeatIndicatorView: UIView {
        private var circles: [CALayer] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            for _ in 0..<9 {
                let circle = CALayer()
                circle.backgroundColor = UIColor(red: 0.16, green: 0.5, blue: 0.73, alpha: 1).cgColor
                layer.addSublayer(circle)
                circles.append(circle)
            }
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let spacing: CGFloat = 5
            let side = (min(bounds.width, bounds.height) * 0.6 - 2 * spacing) / 3
            let origin = CGPoint(
                x: (bounds.width - 3 * side - 2 * spacing) / 2,
                y: (bounds.height - 3 * side - 2 * spacing) / 2)
            for (index, circle) in circles.enumerated() {
                let row = CGFloat(index / 3), column = CGFloat(index % 3)
                circle.frame = CGRect(
                    x: origin.x + column * (side + spacing),
                    y: origin.y + row * (side + spacing), width: side, height: side)
                circle.cornerRadius = side / 2
            }
        }

        func startAnimating() {
            let durations = [0.96, 0.93, 1.19, 1.13, 1.34, 0.94, 1.2, 0.82, 1.19]
            let beginTimes = [0.36, 0.4, 0.68, 0.41, 0.71, -0.15, -0.12, 0.01, 0.32]
            let now = CACurrentMediaTime()

            for (index, circle) in circles.enumerated() {
                let animation = CAKeyframeAnimation(keyPath: "opacity")
                animation.keyTimes = [0, 0.5, 1]
                let timing = CAMediaTimingFunction(name: .default)
                animation.timingFunctions = [timing, timing]
                animation.values = [1, 0.7, 1]
                animation.duration = durations[index]
                animation.beginTime = now + beginTimes[index]
                animation.repeatCount = Float.infinity
                animation.isRemovedOnCompletion = false
                circle.add(animation, forKey: "beat")
            }
        }
    }
#endif
