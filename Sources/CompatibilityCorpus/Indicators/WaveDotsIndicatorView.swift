#if canImport(UIKit)
    import UIKit

    /// A row of dots bobbing up and down one after the other, like a wave passing through them.
    final class WaveDotsIndicatorView: UIView {
        private var dots: [CALayer] = []
        private let palette: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue]

        override init(frame: CGRect) {
            super.init(frame: frame)
            for color in palette {
                let dot = CALayer()
                dot.backgroundColor = color.cgColor
                layer.addSublayer(dot)
                dots.append(dot)
            }
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let dotSize: CGFloat = 20
            let spacing: CGFloat = 10
            let total = CGFloat(dots.count) * dotSize + CGFloat(dots.count - 1) * spacing
            for (i, dot) in dots.enumerated() {
                dot.frame = CGRect(
                    x: bounds.midX - total / 2 + CGFloat(i) * (dotSize + spacing),
                    y: bounds.midY - dotSize / 2, width: dotSize, height: dotSize)
                dot.cornerRadius = dotSize / 2
            }
        }

        func startAnimating() {
            let now = CACurrentMediaTime()
            for (i, dot) in dots.enumerated() {
                let bob = CAKeyframeAnimation(keyPath: "transform.translation.y")
                bob.values = [0, -30, 0, 0] as [AnyObject]
                bob.keyTimes = [0, 0.25, 0.5, 1]
                bob.timingFunctions = [
                    CAMediaTimingFunction(name: .easeOut),
                    CAMediaTimingFunction(name: .easeIn),
                    CAMediaTimingFunction(name: .linear),
                ]
                bob.duration = 1.2
                bob.repeatCount = .infinity
                bob.beginTime = now + 0.12 * Double(i)
                dot.add(bob, forKey: "wave")
            }
        }
    }
#endif
