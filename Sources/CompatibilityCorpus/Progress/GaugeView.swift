#if canImport(UIKit)
    import UIKit

    /// A speedometer: a dial drawn in draw(_:) with Core Graphics, and a needle layer turned by
    /// "transform.rotation.z", held at the end with fillMode and isRemovedOnCompletion.
    class GaugeView: UIView {
        private let needle = CAShapeLayer()
        private let startAngle = CGFloat.pi * 0.75
        private let endAngle = CGFloat.pi * 2.25

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
            contentMode = .redraw
            needle.fillColor = UIColor.systemRed.cgColor
            layer.addSublayer(needle)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            let center = CGPoint(x: bounds.midX, y: bounds.midY + 10)
            let radius: CGFloat = 75
            let colors: [UIColor] = [.systemGreen, .systemYellow, .systemOrange, .systemRed]
            let step = (endAngle - startAngle) / CGFloat(colors.count)
            context.setLineWidth(14)
            for (i, color) in colors.enumerated() {
                context.setStrokeColor(color.cgColor)
                context.addArc(
                    center: center, radius: radius, startAngle: startAngle + step * CGFloat(i),
                    endAngle: startAngle + step * CGFloat(i + 1), clockwise: false)
                context.strokePath()
            }
            // Ticks, as a dashed arc inside the band.
            context.setStrokeColor(UIColor.darkGray.cgColor)
            context.setLineWidth(8)
            context.setLineDash(phase: 0, lengths: [2, 14])
            context.addArc(
                center: center, radius: radius - 16, startAngle: startAngle, endAngle: endAngle, clockwise: false)
            context.strokePath()
            context.setLineDash(phase: 0, lengths: [])
            context.setFillColor(UIColor.darkGray.cgColor)
            context.fillEllipse(in: CGRect(x: center.x - 8, y: center.y - 8, width: 16, height: 16))
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            needle.bounds = CGRect(x: 0, y: 0, width: 8, height: 66)
            needle.anchorPoint = CGPoint(x: 0.5, y: 1)
            needle.position = CGPoint(x: bounds.midX, y: bounds.midY + 10)
            needle.path = UIBezierPath(roundedRect: needle.bounds, cornerRadius: 4).cgPath
        }

        /// Points the needle at `value` (0...1) of the dial.
        func setReading(_ value: CGFloat, duration: CFTimeInterval = 1.4) {
            // The needle drawn upright points at -π/2; the dial runs from 0.75π to 2.25π.
            let from = startAngle + CGFloat.pi / 2
            let to = from + (endAngle - startAngle) * value
            let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
            rotation.fromValue = from
            rotation.toValue = to
            rotation.duration = duration
            rotation.timingFunction = CAMediaTimingFunction(controlPoints: 0.3, 1.4, 0.5, 1)
            rotation.fillMode = .forwards
            rotation.isRemovedOnCompletion = false
            needle.add(rotation, forKey: "rotation")
        }
    }
#endif
