#if canImport(UIKit)
    import UIKit

    /// Pac-Man chomping (two half discs, the jaws, turning open and shut about his centre) while dots slide into
    /// his mouth.
    final class PacmanIndicatorView: UIView {
        private let upperJaw = CAShapeLayer()
        private let lowerJaw = CAShapeLayer()

        func startAnimating() {
            let radius: CGFloat = 36
            let center = CGPoint(x: bounds.midX - 30, y: bounds.midY)

            for (jaw, upper) in [(upperJaw, true), (lowerJaw, false)] {
                jaw.frame = CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
                jaw.fillColor = UIColor.systemYellow.cgColor
                jaw.path =
                    UIBezierPath(
                        arcCenter: CGPoint(x: radius, y: radius), radius: radius,
                        startAngle: upper ? .pi : 0, endAngle: upper ? 2 * .pi : .pi,
                        clockwise: true
                    ).cgPath
                layer.addSublayer(jaw)

                let chomp = CABasicAnimation(keyPath: "transform.rotation.z")
                chomp.fromValue = upper ? -CGFloat.pi / 4 : CGFloat.pi / 4
                chomp.toValue = 0
                chomp.duration = 0.25
                chomp.autoreverses = true
                chomp.repeatCount = .infinity
                chomp.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                jaw.add(chomp, forKey: "chomp")
            }

            let beginTime = CACurrentMediaTime()
            for i in 0..<3 {
                let dot = CALayer()
                dot.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
                dot.cornerRadius = 6
                dot.backgroundColor = UIColor.systemOrange.cgColor
                dot.position = CGPoint(x: center.x + 100, y: center.y)
                layer.insertSublayer(dot, below: upperJaw)

                let move = CABasicAnimation(keyPath: "transform.translation.x")
                move.fromValue = 0
                move.toValue = -100
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 1
                fade.toValue = 0.6

                let group = CAAnimationGroup()
                group.animations = [move, fade]
                group.duration = 1.2
                group.repeatCount = HUGE
                group.timingFunction = CAMediaTimingFunction(name: .linear)
                group.beginTime = beginTime - 0.4 * Double(i)
                dot.add(group, forKey: "eat")
            }
        }
    }
#endif
