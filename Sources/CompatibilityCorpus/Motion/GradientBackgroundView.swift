#if canImport(UIKit)
    import UIKit

    /// An animated "aurora" background: a view whose layerClass is CAGradientLayer, its colours and
    /// start/end points animated back and forth.
    class GradientBackgroundView: UIView {
        override class var layerClass: AnyClass {
            return CAGradientLayer.self
        }

        var gradientLayer: CAGradientLayer {
            return layer as! CAGradientLayer
        }

        private let firstColors = [
            UIColor.systemPink.cgColor, UIColor.systemPurple.cgColor, UIColor.systemBlue.cgColor,
        ]
        private let secondColors = [
            UIColor.systemOrange.cgColor, UIColor.systemPink.cgColor, UIColor.systemPurple.cgColor,
        ]

        override init(frame: CGRect) {
            super.init(frame: frame)
            gradientLayer.colors = firstColors
            gradientLayer.startPoint = CGPoint(x: 0, y: 0)
            gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        }

        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
            gradientLayer.colors = firstColors
        }

        func startAnimating() {
            let colors = CABasicAnimation(keyPath: "colors")
            colors.fromValue = firstColors
            colors.toValue = secondColors
            colors.duration = 3
            colors.autoreverses = true
            colors.repeatCount = .infinity
            colors.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            gradientLayer.add(colors, forKey: "colors")

            let start = CABasicAnimation(keyPath: "startPoint")
            start.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
            start.toValue = NSValue(cgPoint: CGPoint(x: 1, y: 0))
            start.duration = 3
            start.autoreverses = true
            start.repeatCount = .infinity
            gradientLayer.add(start, forKey: "startPoint")

            let end = CABasicAnimation(keyPath: "endPoint")
            end.fromValue = NSValue(cgPoint: CGPoint(x: 1, y: 1))
            end.toValue = NSValue(cgPoint: CGPoint(x: 0, y: 1))
            end.duration = 3
            end.autoreverses = true
            end.repeatCount = .infinity
            gradientLayer.add(end, forKey: "endPoint")
        }
    }
#endif
