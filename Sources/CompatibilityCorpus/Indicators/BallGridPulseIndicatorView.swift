#if canImport(UIKit)
    import UIKit

    /// A 3×3 grid of balls pulsing in scale and opacity, each with its own period and delay.
    class BallGridPulseIndicatorView: UIView {
        var tintColors: [UIColor] = [.systemOrange, .systemPink, .systemPurple]

        override init(frame: CGRect) {
            super.init(frame: frame)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        func startAnimating() {
            let size = CGSize(width: 120, height: 120)
            let spacing: CGFloat = 4
            let circleSize = (size.width - 2 * spacing) / 3
            let x = (bounds.width - size.width) / 2
            let y = (bounds.height - size.height) / 2

            // Fixed so every run looks the same (such grids often pick random periods).
            let durations: [CFTimeInterval] = [0.72, 1.02, 1.28, 1.42, 1.45, 1.18, 0.87, 1.45, 1.06]
            let beginTimes: [CFTimeInterval] = [-0.06, 0.25, -0.17, 0.48, 0.31, 0.03, 0.46, 0.78, 0.45]
            let beginTime = CACurrentMediaTime()
            let timingFunction = CAMediaTimingFunction(name: .default)

            let scale = CAKeyframeAnimation(keyPath: "transform.scale")
            scale.keyTimes = [0, 0.5, 1]
            scale.timingFunctions = [timingFunction, timingFunction]
            scale.values = [1, 0.5, 1]

            let opacity = CAKeyframeAnimation(keyPath: "opacity")
            opacity.keyTimes = [0, 0.5, 1]
            opacity.timingFunctions = [timingFunction, timingFunction]
            opacity.values = [1, 0.7, 1]

            let group = CAAnimationGroup()
            group.animations = [scale, opacity]
            group.repeatCount = HUGE
            group.isRemovedOnCompletion = false

            for row in 0..<3 {
                for column in 0..<3 {
                    let index = 3 * row + column
                    let circle = CAShapeLayer()
                    circle.frame = CGRect(
                        x: x + circleSize * CGFloat(column) + spacing * CGFloat(column),
                        y: y + circleSize * CGFloat(row) + spacing * CGFloat(row),
                        width: circleSize, height: circleSize)
                    circle.path = UIBezierPath(ovalIn: circle.bounds).cgPath
                    circle.fillColor = tintColors[index % tintColors.count].cgColor
                    group.duration = durations[index]
                    group.beginTime = beginTime + beginTimes[index]
                    circle.add(group, forKey: "animation")
                    layer.addSublayer(circle)
                }
            }
        }
    }
#endif
