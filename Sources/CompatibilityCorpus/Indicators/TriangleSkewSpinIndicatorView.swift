#if canImport(UIKit)
    import UIKit

    /// A triangle tumbling in 3D: whole transforms as keyframes, each built with CATransform3DRotate and m34.
    final class TriangleSkewSpinIndicatorView: UIView {
        private let triangle = CAShapeLayer()

        override func layoutSubviews() {
            super.layoutSubviews()
            let side: CGFloat = 100
            triangle.frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
            let path = UIBezierPath()
            let offsetY = side / 4
            path.move(to: CGPoint(x: side / 2, y: offsetY))
            path.addLine(to: CGPoint(x: side, y: side - offsetY))
            path.addLine(to: CGPoint(x: 0, y: side - offsetY))
            path.close()
            triangle.path = path.cgPath
            triangle.fillColor = UIColor.systemOrange.cgColor
            if triangle.superlayer == nil {
                layer.addSublayer(triangle)
            }
        }

        func startAnimating() {
            layoutIfNeeded()
            let timingFunction = CAMediaTimingFunction(controlPoints: 0.09, 0.57, 0.49, 0.9)
            let animation = CAKeyframeAnimation(keyPath: "transform")
            animation.keyTimes = [0, 0.25, 0.5, 0.75, 1]
            animation.timingFunctions = Array(repeating: timingFunction, count: 4)
            animation.values = [
                NSValue(caTransform3D: rotate(x: 0, y: 0)),
                NSValue(caTransform3D: rotate(x: .pi, y: 0)),
                NSValue(caTransform3D: rotate(x: .pi, y: .pi)),
                NSValue(caTransform3D: rotate(x: 0, y: .pi)),
                NSValue(caTransform3D: rotate(x: 0, y: 0)),
            ]
            animation.duration = 3
            animation.repeatCount = .infinity
            animation.isRemovedOnCompletion = false
            triangle.add(animation, forKey: "animation")
        }

        private func rotate(x: CGFloat, y: CGFloat) -> CATransform3D {
            var transform = CATransform3DIdentity
            transform.m34 = -1.0 / 500
            transform = CATransform3DRotate(transform, x, 1, 0, 0)
            transform = CATransform3DRotate(transform, y, 0, 1, 0)
            return transform
        }
    }
#endif
