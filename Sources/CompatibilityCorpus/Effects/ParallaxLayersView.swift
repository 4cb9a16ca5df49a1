#if canImport(UIKit)
    import UIKit

    /// A parallax landscape: three rows of hills scrolling sideways, the nearer the faster, each a
    /// seamless tile animated by "transform.translation.x" keyframes.
    final class ParallaxLayersView: UIView {
        private var hillLayers: [CAShapeLayer] = []
        private let periods: [CGFloat] = [200, 100, 50]
        private let durations: [CFTimeInterval] = [8, 3, 1]
        private let heights: [CGFloat] = [70, 45, 25]
        private let colors = [
            UIColor(red: 0.6, green: 0.75, blue: 0.9, alpha: 1),
            UIColor(red: 0.3, green: 0.6, blue: 0.45, alpha: 1),
            UIColor(red: 0.15, green: 0.4, blue: 0.25, alpha: 1),
        ]

        override init(frame: CGRect) {
            super.init(frame: frame)
            clipsToBounds = true
            backgroundColor = UIColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)
            for color in colors {
                let hills = CAShapeLayer()
                hills.fillColor = color.cgColor
                layer.addSublayer(hills)
                hillLayers.append(hills)
            }
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            for (i, hills) in hillLayers.enumerated() {
                let period = periods[i], height = heights[i]
                let baseline = bounds.height - CGFloat(2 - i) * 30
                hills.frame = CGRect(x: 0, y: 0, width: bounds.width + period, height: bounds.height)
                let path = UIBezierPath()
                path.move(to: CGPoint(x: 0, y: baseline))
                var x: CGFloat = 0
                while x < hills.bounds.width {
                    path.addQuadCurve(
                        to: CGPoint(x: x + period, y: baseline),
                        controlPoint: CGPoint(x: x + period / 2, y: baseline - 2 * height))
                    x += period
                }
                path.addLine(to: CGPoint(x: x, y: bounds.height))
                path.addLine(to: CGPoint(x: 0, y: bounds.height))
                path.close()
                hills.path = path.cgPath
            }
        }

        func startScrolling() {
            for (i, hills) in hillLayers.enumerated() {
                let scroll = CAKeyframeAnimation(keyPath: "transform.translation.x")
                scroll.values = [0, -periods[i]]
                scroll.keyTimes = [0, 1]
                scroll.duration = durations[i]
                scroll.repeatCount = .infinity
                scroll.calculationMode = .linear
                hills.add(scroll, forKey: "parallax")
            }
        }
    }
#endif
