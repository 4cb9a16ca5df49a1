#if canImport(UIKit)
    import UIKit

    /// A music equalizer: bars anchored at the bottom, their heights driven by "transform.scale.y" keyframes.
    final class EqualizerBarsView: UIView {
        private var bars: [CALayer] = []
        // Fixed levels per bar so every run is the same.
        private let levels: [[CGFloat]] = [
            [0.3, 0.9, 0.5, 1.0, 0.4, 0.3],
            [0.8, 0.4, 1.0, 0.3, 0.7, 0.8],
            [0.5, 1.0, 0.2, 0.8, 0.6, 0.5],
            [1.0, 0.6, 0.7, 0.2, 0.9, 1.0],
            [0.4, 0.7, 0.9, 0.5, 0.3, 0.4],
        ]

        override init(frame: CGRect) {
            super.init(frame: frame)
            for i in 0..<levels.count {
                let bar = CALayer()
                bar.backgroundColor =
                    UIColor(
                        hue: 0.55 + 0.06 * CGFloat(i), saturation: 0.8, brightness: 0.9,
                        alpha: 1
                    ).cgColor
                bar.anchorPoint = CGPoint(x: 0.5, y: 1.0)
                bar.cornerRadius = 4
                layer.addSublayer(bar)
                bars.append(bar)
            }
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let width: CGFloat = 20, spacing: CGFloat = 10, height: CGFloat = 120
            let total = CGFloat(bars.count) * width + CGFloat(bars.count - 1) * spacing
            for (i, bar) in bars.enumerated() {
                bar.bounds = CGRect(x: 0, y: 0, width: width, height: height)
                bar.position = CGPoint(
                    x: bounds.midX - total / 2 + width / 2 + CGFloat(i) * (width + spacing),
                    y: bounds.midY + height / 2)
            }
        }

        func startAnimating() {
            for (i, bar) in bars.enumerated() {
                let animation = CAKeyframeAnimation(keyPath: "transform.scale.y")
                animation.values = levels[i]
                animation.calculationMode = .cubic
                animation.duration = 1.6 + 0.1 * Double(i)
                animation.repeatCount = .greatestFiniteMagnitude
                animation.isRemovedOnCompletion = false
                bar.add(animation, forKey: "level")
            }
        }
    }
#endif
