#if canImport(UIKit)
    import UIKit

    /// A pie chart that sweeps open: a CALayer subclass draws its slices up to a custom animatable `progress`.
    final class PieChartLayer: CALayer {
        // On iOS: `@NSManaged var progress: CGFloat`.
        var progress: CGFloat {
            get { return value(forKey: "progress") as? CGFloat ?? 0 }
            set { setValue(newValue, forKey: "progress") }
        }
        var fractions: [CGFloat] = [0.4, 0.25, 0.2, 0.15]
        var sliceColors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPink]

        override init() {
            super.init()
        }

        override init(layer: Any) {
            super.init(layer: layer)
            guard let layer = layer as? PieChartLayer else { return }
            fractions = layer.fractions
            sliceColors = layer.sliceColors
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override class func needsDisplay(forKey key: String) -> Bool {
            return key == "progress" || super.needsDisplay(forKey: key)
        }

        override func draw(in ctx: CGContext) {
            let center = CGPoint(x: bounds.midX, y: bounds.midY)
            let radius = min(bounds.width, bounds.height) / 2
            let total = CGFloat.pi * 2 * progress
            var start = -CGFloat.pi / 2
            for (index, fraction) in fractions.enumerated() {
                let sweep = min(fraction * .pi * 2, total - (start + .pi / 2))
                guard sweep > 0 else { break }
                ctx.move(to: center)
                ctx.addArc(center: center, radius: radius, startAngle: start, endAngle: start + sweep, clockwise: false)
                ctx.closePath()
                ctx.setFillColor(sliceColors[index % sliceColors.count].cgColor)
                ctx.fillPath()
                start += sweep
            }
        }
    }

    final class PieChartView: UIView {
        private let pieLayer = PieChartLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            pieLayer.contentsScale = UIScreen.main.scale
            layer.addSublayer(pieLayer)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            pieLayer.frame = bounds.insetBy(dx: 25, dy: 25)
            pieLayer.setNeedsDisplay()
        }

        func animateIn(duration: CFTimeInterval = 1.6) {
            let animation = CABasicAnimation(keyPath: "progress")
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = duration
            animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
            pieLayer.progress = 1
            pieLayer.add(animation, forKey: "progress")
        }
    }
#endif
