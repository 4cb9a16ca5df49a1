#if canImport(UIKit)
    import UIKit

    /// An equalizer drawn as one shape: every bar is a subpath of a single CAShapeLayer whose "path" is
    /// keyframe-animated between bar layouts, marked additive as a popular loading-indicator library marks it (iOS
    /// shows the keyframe paths themselves: paths do not add).
    final class EqualizerPathView: UIView {
        private let barsLayer = CAShapeLayer()
        private let frames: [[CGFloat]] = [
            [0.2, 0.6, 1.0, 0.5, 0.3],
            [0.7, 0.3, 0.6, 0.9, 0.6],
            [1.0, 0.8, 0.3, 0.4, 0.9],
            [0.4, 1.0, 0.7, 0.2, 0.5],
        ]

        override init(frame: CGRect) {
            super.init(frame: frame)
            barsLayer.fillColor = UIColor.systemPink.cgColor
            layer.addSublayer(barsLayer)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            barsLayer.frame = bounds
            barsLayer.path = barsPath(levels: frames[0])
        }

        private func barsPath(levels: [CGFloat]) -> CGPath {
            let path = UIBezierPath()
            let width: CGFloat = 22, spacing: CGFloat = 8, maxHeight: CGFloat = 130
            let total = CGFloat(levels.count) * width + CGFloat(levels.count - 1) * spacing
            let baseline = bounds.midY + maxHeight / 2
            for (i, level) in levels.enumerated() {
                let x = bounds.midX - total / 2 + CGFloat(i) * (width + spacing)
                path.append(
                    UIBezierPath(
                        rect: CGRect(
                            x: x, y: baseline - maxHeight * level,
                            width: width, height: maxHeight * level)))
            }
            return path.cgPath
        }

        func startAnimating() {
            layoutIfNeeded()
            let animation = CAKeyframeAnimation(keyPath: "path")
            animation.values = (frames + [frames[0]]).map { barsPath(levels: $0) }
            animation.keyTimes = [0, 0.25, 0.5, 0.75, 1]
            animation.timingFunctions = Array(repeating: CAMediaTimingFunction(name: .easeInEaseOut), count: 4)
            animation.duration = 1.6
            animation.repeatCount = .infinity
            animation.isAdditive = true
            barsLayer.add(animation, forKey: "bars")
        }
    }
#endif
