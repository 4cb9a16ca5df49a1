#if canImport(UIKit)
    import UIKit

    /// Home-screen edit mode: app icons wiggling with a small "transform.rotation" swing, each out of step.
    final class WiggleView: UIView {
        private var icons: [UIView] = []
        private let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink]

        override init(frame: CGRect) {
            super.init(frame: frame)
            for color in colors {
                let icon = UIView()
                icon.backgroundColor = color
                icon.layer.cornerRadius = 14
                icon.layer.allowsEdgeAntialiasing = true
                addSubview(icon)
                icons.append(icon)
            }
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            for (i, icon) in icons.enumerated() {
                icon.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
                icon.center = CGPoint(x: 60 + CGFloat(i % 2) * 80, y: 60 + CGFloat(i / 2) * 80)
            }
        }

        func startWiggling() {
            let angle = 2.5 * CGFloat.pi / 180
            let offsets: [CFTimeInterval] = [0, 0.05, 0.09, 0.03]
            for (i, icon) in icons.enumerated() {
                let wiggle = CAKeyframeAnimation(keyPath: "transform.rotation")
                wiggle.values = [-angle, angle]
                wiggle.autoreverses = true
                wiggle.duration = 0.13 + 0.01 * Double(i)
                wiggle.repeatCount = Float.infinity
                wiggle.beginTime = CACurrentMediaTime() + offsets[i]
                icon.layer.add(wiggle, forKey: "wiggle")

                let bounce = CABasicAnimation(keyPath: "transform.translation.y")
                bounce.fromValue = -1
                bounce.toValue = 1
                bounce.autoreverses = true
                bounce.duration = 0.17
                bounce.repeatCount = Float.infinity
                bounce.isAdditive = true
                icon.layer.add(bounce, forKey: "bounce")
            }
        }

        func stopWiggling() {
            icons.forEach { $0.layer.removeAllAnimations() }
        }
    }
#endif
