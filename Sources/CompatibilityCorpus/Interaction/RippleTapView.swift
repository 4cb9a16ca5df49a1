#if canImport(UIKit)
    import UIKit

    /// A Material-style ink ripple: every touch spawns a circle that grows and fades from where the finger
    /// landed, clipped to the button. `ripple(at:)` plays one without a touch.
    final class RippleTapView: UIView {
        var rippleColor = UIColor.white.withAlphaComponent(0.45)

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
            let button = UIView(frame: CGRect(x: 20, y: 60, width: 160, height: 80))
            button.backgroundColor = .systemBlue
            button.layer.cornerRadius = 14
            button.clipsToBounds = true
            button.tag = 1
            addSubview(button)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = touches.first else { return }
            ripple(at: touch.location(in: self))
        }

        func ripple(at point: CGPoint) {
            guard let button = viewWithTag(1) else { return }
            let local = convert(point, to: button)
            let radius = hypot(button.bounds.width, button.bounds.height)

            let circle = CAShapeLayer()
            circle.path =
                UIBezierPath(
                    arcCenter: .zero, radius: radius, startAngle: 0,
                    endAngle: .pi * 2, clockwise: true
                ).cgPath
            circle.position = local
            circle.fillColor = rippleColor.cgColor
            circle.transform = CATransform3DMakeScale(0.0001, 0.0001, 1)
            button.layer.addSublayer(circle)

            CATransaction.begin()
            CATransaction.setCompletionBlock {
                circle.removeFromSuperlayer()
            }
            let grow = CABasicAnimation(keyPath: "transform.scale")
            grow.fromValue = 0.0001
            grow.toValue = 1
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.beginTime = 0.3
            fade.duration = 0.4
            fade.fillMode = .backwards
            let group = CAAnimationGroup()
            group.animations = [grow, fade]
            group.duration = 0.7
            group.timingFunction = CAMediaTimingFunction(name: .easeOut)
            group.fillMode = .forwards
            group.isRemovedOnCompletion = false
            circle.add(group, forKey: "ripple")
            CATransaction.commit()
        }
    }
#endif
