#if canImport(UIKit)
    import UIKit

    /// Three rings chasing each other round the corners of a triangle, moved by translation keyframes.
    final class BallTrianglePathIndicatorView: UIView {
        private let ringColor = UIColor(red: 0.95, green: 0.35, blue: 0.2, alpha: 1)

        func startAnimating() {
            let size = CGSize(width: 120, height: 110)
            let circleSize = size.width / 5
            let x = (bounds.width - size.width) / 2
            let y = (bounds.height - size.height) / 2

            // The corners' top-left points: top, bottom right, bottom left.
            let top = CGPoint(x: x + size.width / 2 - circleSize / 2, y: y)
            let right = CGPoint(x: x + size.width - circleSize, y: y + size.height - circleSize)
            let left = CGPoint(x: x, y: y + size.height - circleSize)

            addRing(at: top, path: [top, right, left, top], size: circleSize)
            addRing(at: left, path: [left, top, right, left], size: circleSize)
            addRing(at: right, path: [right, left, top, right], size: circleSize)
        }

        private func addRing(at origin: CGPoint, path: [CGPoint], size: CGFloat) {
            let animation = CAKeyframeAnimation(keyPath: "transform")
            let timing = CAMediaTimingFunction(name: .easeInEaseOut)
            animation.keyTimes = [0, 0.33, 0.66, 1]
            animation.timingFunctions = [timing, timing, timing]
            animation.values = path.map { corner in
                NSValue(caTransform3D: CATransform3DMakeTranslation(corner.x - origin.x, corner.y - origin.y, 0))
            }
            animation.duration = 2
            animation.repeatCount = HUGE
            animation.isRemovedOnCompletion = false

            let ring = CAShapeLayer()
            ring.frame = CGRect(origin: origin, size: CGSize(width: size, height: size))
            ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: size, height: size)).cgPath
            ring.fillColor = nil
            ring.strokeColor = ringColor.cgColor
            ring.lineWidth = 2
            ring.add(animation, forKey: "animation")
            layer.addSublayer(ring)
        }
    }
#endif
