#if canImport(UIKit)
    import UIKit

    /// A segmented, step-by-step progress: five segments lighting up one after another in a keyframe animation.
    final class StepProgressView: UIView {
        private var segments: [UIView] = []
        let stepCount = 5

        override init(frame: CGRect) {
            super.init(frame: frame)
            for _ in 0..<stepCount {
                let segment = UIView()
                segment.backgroundColor = UIColor(white: 0.88, alpha: 1)
                segment.layer.cornerRadius = 5
                addSubview(segment)
                segments.append(segment)
            }
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let spacing: CGFloat = 6
            let width = (bounds.width - 40 - spacing * CGFloat(stepCount - 1)) / CGFloat(stepCount)
            for (i, segment) in segments.enumerated() {
                segment.frame = CGRect(
                    x: 20 + CGFloat(i) * (width + spacing), y: bounds.midY - 5, width: width, height: 10)
            }
        }

        /// Fills segments up to `step` (1-based), one keyframe each.
        func advance(to step: Int, duration: TimeInterval = 2.0) {
            let count = min(step, stepCount)
            UIView.animateKeyframes(
                withDuration: duration, delay: 0, options: [.calculationModeLinear],
                animations: {
                    for i in 0..<count {
                        let start = Double(i) / Double(count)
                        UIView.addKeyframe(withRelativeStartTime: start, relativeDuration: 0.5 / Double(count)) {
                            self.segments[i].backgroundColor = .systemTeal
                            self.segments[i].transform = CGAffineTransform(scaleX: 1, y: 1.6)
                        }
                        UIView.addKeyframe(
                            withRelativeStartTime: start + 0.5 / Double(count),
                            relativeDuration: 0.5 / Double(count)
                        ) {
                            self.segments[i].transform = .identity
                        }
                    }
                }, completion: nil)
        }
    }
#endif
