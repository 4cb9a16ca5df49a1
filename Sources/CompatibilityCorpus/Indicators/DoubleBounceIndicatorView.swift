#if canImport(UIKit)
    import UIKit

    /// Two translucent discs on top of each other, one swelling while the other shrinks (SpinKit's double bounce).
    class DoubleBounceIndicatorView: UIView {
        var color: UIColor = .systemGreen

        func startAnimating() {
            let side: CGFloat = 110
            let beginTime = CACurrentMediaTime()
            for i in 0..<2 {
                let circle = CALayer()
                circle.frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
                circle.backgroundColor = color.cgColor
                circle.opacity = 0.6
                circle.cornerRadius = side / 2
                circle.transform = CATransform3DMakeScale(0.0, 0.0, 0.0)

                let animation = CAKeyframeAnimation(keyPath: "transform")
                animation.isRemovedOnCompletion = false
                animation.repeatCount = HUGE
                animation.duration = 2.0
                animation.beginTime = beginTime - Double(i) * 1.0
                animation.keyTimes = [0.0, 0.5, 1.0]
                animation.timingFunctions = [
                    CAMediaTimingFunction(name: .easeInEaseOut),
                    CAMediaTimingFunction(name: .easeInEaseOut),
                ]
                animation.values = [
                    NSValue(caTransform3D: CATransform3DMakeScale(0.0, 0.0, 0.0)),
                    NSValue(caTransform3D: CATransform3DMakeScale(1.0, 1.0, 0.0)),
                    NSValue(caTransform3D: CATransform3DMakeScale(0.0, 0.0, 0.0)),
                ]
                layer.addSublayer(circle)
                circle.add(animation, forKey: "doubleBounce")
            }
        }
    }
#endif
