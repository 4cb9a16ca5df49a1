#if canImport(UIKit)
    import UIKit

    /// The system-style spinner: twelve rounded ticks round a centre, each fading after the one before.
    final class LineSpinFadeIndicatorView: UIView {
        private let lineCount = 12
        private var lines: [CAShapeLayer] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            for _ in 0..<lineCount {
                let line = CAShapeLayer()
                line.fillColor = UIColor.darkGray.cgColor
                layer.addSublayer(line)
                lines.append(line)
            }
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let lineSize = CGSize(width: 8, height: 28)
            let radius: CGFloat = 44
            for (i, line) in lines.enumerated() {
                line.bounds = CGRect(origin: .zero, size: lineSize)
                line.path = UIBezierPath(roundedRect: line.bounds, cornerRadius: lineSize.width / 2).cgPath
                line.position = CGPoint(x: bounds.midX, y: bounds.midY)
                // Rotate about the centre, then push outwards along the rotated y axis.
                var transform = CATransform3DIdentity
                transform = CATransform3DRotate(transform, CGFloat(i) * 2 * .pi / CGFloat(lineCount), 0, 0, 1)
                transform = CATransform3DTranslate(transform, 0, -radius + lineSize.height / 2, 0)
                line.transform = transform
            }
        }

        func startAnimating() {
            let duration: CFTimeInterval = 1.2
            let beginTime = CACurrentMediaTime()
            for (i, line) in lines.enumerated() {
                let animation = CAKeyframeAnimation(keyPath: "opacity")
                animation.keyTimes = [0, 0.5, 1]
                animation.values = [1, 0.3, 1]
                animation.duration = duration
                animation.repeatCount = MAXFLOAT
                animation.isRemovedOnCompletion = false
                // Negative offsets so the wheel is already turning on the first frame.
                animation.beginTime = beginTime - duration + duration * Double(i) / Double(lineCount)
                line.add(animation, forKey: "fade")
            }
        }
    }
#endif
