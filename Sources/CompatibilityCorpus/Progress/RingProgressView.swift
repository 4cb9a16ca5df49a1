#if canImport(UIKit)
    import UIKit

    /// The width of one device pixel, worked out once, as iOS code often does at file scope.
    private let hairline = 1 / UIScreen.main.scale

    /// A circular progress ring: a grey track and a coloured CAShapeLayer whose strokeEnd is animated.
    class RingProgressView: UIView {
        private let trackLayer = CAShapeLayer()
        private let progressLayer = CAShapeLayer()
        private(set) var progress: CGFloat = 0

        var lineWidth: CGFloat = 14 {
            didSet { setNeedsLayout() }
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            configure()
        }

        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
            configure()
        }

        override func awakeFromNib() {
            super.awakeFromNib()
            configure()
        }

        private func configure() {
            guard trackLayer.superlayer == nil else { return }
            trackLayer.fillColor = UIColor.clear.cgColor
            trackLayer.strokeColor = UIColor.systemGray5.cgColor
            progressLayer.fillColor = UIColor.clear.cgColor
            progressLayer.strokeColor = UIColor.systemGreen.cgColor
            progressLayer.lineCap = .round
            progressLayer.strokeEnd = 0
            layer.addSublayer(trackLayer)
            layer.addSublayer(progressLayer)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let center = CGPoint(x: bounds.midX, y: bounds.midY)
            let radius = (min(bounds.width, bounds.height) - lineWidth) / 2 - 20 - hairline
            let path = UIBezierPath(
                arcCenter: center, radius: radius, startAngle: -.pi / 2,
                endAngle: 3 * .pi / 2, clockwise: true)
            for shape in [trackLayer, progressLayer] {
                shape.frame = bounds
                shape.path = path.cgPath
                shape.lineWidth = lineWidth
            }
        }

        func setProgress(_ newProgress: CGFloat, animated: Bool, duration: CFTimeInterval = 1.2) {
            let clamped = max(0, min(1, newProgress))
            if animated {
                let animation = CABasicAnimation(keyPath: "strokeEnd")
                animation.fromValue = progressLayer.presentation()?.strokeEnd ?? progressLayer.strokeEnd
                animation.toValue = clamped
                animation.duration = duration
                animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                progressLayer.add(animation, forKey: "progress")
            }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            progressLayer.strokeEnd = clamped
            CATransaction.commit()
            progress = clamped
        }
    }
#endif
