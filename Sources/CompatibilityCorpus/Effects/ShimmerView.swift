#if canImport(UIKit)
    import UIKit

    /// A skeleton placeholder with a shimmer: grey blocks masking a gradient whose locations sweep across.
    final class ShimmerView: UIView {
        private let gradientLayer = CAGradientLayer()
        private let blocksMask = CAShapeLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            let base = UIColor(white: 0.85, alpha: 1)
            let light = UIColor(white: 0.97, alpha: 1)
            gradientLayer.colors = [base.cgColor, light.cgColor, base.cgColor]
            gradientLayer.locations = [0.0, 0.5, 1.0]
            gradientLayer.startPoint = NSCoder.cgPoint(for: "{0, 0.5}")
            gradientLayer.endPoint = NSCoder.cgPoint(for: "{1, 0.5}")
            gradientLayer.mask = blocksMask
            layer.addSublayer(gradientLayer)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            gradientLayer.frame = bounds
            blocksMask.frame = bounds
            let path = UIBezierPath(ovalIn: CGRect(x: 20, y: 24, width: 48, height: 48))
            path.append(UIBezierPath(roundedRect: CGRect(x: 80, y: 30, width: 100, height: 14), cornerRadius: 7))
            path.append(UIBezierPath(roundedRect: CGRect(x: 80, y: 52, width: 64, height: 14), cornerRadius: 7))
            for row in 0..<4 {
                let width: CGFloat = row == 3 ? 100 : 160
                path.append(
                    UIBezierPath(
                        roundedRect: CGRect(x: 20, y: 96 + CGFloat(row) * 22, width: width, height: 12),
                        cornerRadius: 6))
            }
            blocksMask.path = path.cgPath
        }

        func startShimmering() {
            let animation = CABasicAnimation(keyPath: "locations")
            animation.fromValue = [-1.0, -0.5, 0.0]
            animation.toValue = [1.0, 1.5, 2.0]
            animation.duration = 1.5
            animation.repeatCount = .infinity
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            gradientLayer.add(animation, forKey: "shimmer")
        }

        func stopShimmering() {
            gradientLayer.removeAnimation(forKey: "shimmer")
        }
    }
#endif
