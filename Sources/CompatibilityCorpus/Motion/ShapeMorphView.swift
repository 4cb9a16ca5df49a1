#if canImport(UIKit)
    import UIKit

    /// A shape morphing circle → square → star → circle: "path" basic animations chained by beginTime inside
    /// a group. Each outline is sampled at the same number of points so the paths interpolate.
    final class ShapeMorphView: UIView {
        private let shape = CAShapeLayer()
        private let samples = 40

        override init(frame: CGRect) {
            super.init(frame: frame)
            shape.fillColor = UIColor.systemPurple.cgColor
            shape.strokeColor = UIColor.systemIndigo.cgColor
            shape.lineWidth = 3
            shape.lineJoin = .round
            layer.addSublayer(shape)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            shape.frame = bounds
            shape.path = outline { _ in 1 }
        }

        /// A closed polygon whose radius (relative to 70 pt) depends on the angle.
        private func outline(_ radius: (CGFloat) -> CGFloat) -> CGPath {
            let path = CGMutablePath()
            let center = CGPoint(x: bounds.midX, y: bounds.midY)
            for i in 0..<samples {
                let angle = CGFloat(i) / CGFloat(samples) * 2 * .pi - .pi / 2
                let r = 70 * radius(angle)
                let point = CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
                if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
            return path
        }

        func startMorphing() {
            layoutIfNeeded()
            let circle = outline { _ in 1 }
            let square = outline { angle in 0.85 / max(abs(cos(angle)), abs(sin(angle))) }
            let star = outline { angle in
                let t = (angle + .pi / 2) / (2 * .pi / 5)
                let f = abs(t - t.rounded()) * 2  // 0 at a point, 1 half-way between points
                return 1 - 0.55 * f
            }
            let shapes = [circle, square, star, circle]
            var steps: [CAAnimation] = []
            for i in 0..<3 {
                let step = CABasicAnimation(keyPath: "path")
                step.fromValue = shapes[i]
                step.toValue = shapes[i + 1]
                step.beginTime = Double(i) * 1.2
                step.duration = 0.8
                step.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                step.fillMode = .forwards
                step.isRemovedOnCompletion = false
                steps.append(step)
            }
            let group = CAAnimationGroup()
            group.animations = steps
            group.duration = 3.6
            group.repeatCount = .infinity
            shape.add(group, forKey: "morph")
        }
    }
#endif
