#if canImport(UIKit)
    import UIKit

    /// Two dots at either end of a turning container, each swelling and shrinking in turn.
    final class ChasingDotsIndicatorView: UIView {
        private let spinner = CALayer()

        func startAnimating() {
            let side: CGFloat = 100
            let dotSize = side * 0.6
            spinner.frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
            layer.addSublayer(spinner)

            let beginTime = CACurrentMediaTime()
            for i in 0..<2 {
                let dot = CALayer()
                let y = i == 0 ? 0 : side - dotSize
                dot.frame = CGRect(x: (side - dotSize) / 2, y: y, width: dotSize, height: dotSize)
                dot.cornerRadius = dotSize / 2
                dot.backgroundColor = UIColor(red: 0.55, green: 0.27, blue: 0.68, alpha: 1).cgColor
                dot.transform = CATransform3DMakeScale(0, 0, 0)

                let scale = CAKeyframeAnimation(keyPath: "transform.scale")
                scale.values = [NSNumber(value: 0), NSNumber(value: 1), NSNumber(value: 0)]
                scale.keyTimes = [0, 0.5, 1]
                scale.timingFunctions = [
                    CAMediaTimingFunction(name: .easeInEaseOut),
                    CAMediaTimingFunction(name: .easeInEaseOut),
                ]
                scale.duration = 2
                scale.repeatCount = .infinity
                scale.isRemovedOnCompletion = false
                scale.beginTime = beginTime - (i == 0 ? 0 : 1)
                spinner.addSublayer(dot)
                dot.add(scale, forKey: "scale")
            }

            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = NSNumber(value: 0)
            spin.toValue = NSNumber(value: 2 * Double.pi)
            spin.duration = 2
            spin.repeatCount = .infinity
            spin.timingFunction = CAMediaTimingFunction(name: .linear)
            spinner.add(spin, forKey: "spin")
        }
    }
#endif
