#if canImport(UIKit)
    import UIKit

    /// A progress ring drawn by hand in draw(in:) from a custom animatable property of a CALayer subclass,
    /// the view's layerClass.
    final class ProgressRingLayer: CALayer {
        // On iOS this is usually `@NSManaged var progress: CGFloat`; stored through KVC so it builds everywhere.
        var progress: CGFloat {
            get { return value(forKey: "progress") as? CGFloat ?? 0 }
            set { setValue(newValue, forKey: "progress") }
        }
        var ringColor: UIColor = .systemOrange
        var lineWidth: CGFloat = 16

        override init() {
            super.init()
            needsDisplayOnBoundsChange = true
        }

        override init(layer: Any) {
            super.init(layer: layer)
            if let other = layer as? ProgressRingLayer {
                ringColor = other.ringColor
                lineWidth = other.lineWidth
            }
        }

        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
        }

        override class func needsDisplay(forKey key: String) -> Bool {
            if key == "progress" { return true }
            return super.needsDisplay(forKey: key)
        }

        override func action(forKey event: String) -> CAAction? {
            if event == "progress" {
                let animation = CABasicAnimation(keyPath: event)
                animation.fromValue = presentation()?.progress ?? progress
                animation.duration = 1.5
                animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                return animation
            }
            return super.action(forKey: event)
        }

        override func draw(in ctx: CGContext) {
            let center = CGPoint(x: bounds.midX, y: bounds.midY)
            let radius = min(bounds.width, bounds.height) / 2 - lineWidth / 2 - 20
            ctx.setLineWidth(lineWidth)
            ctx.setStrokeColor(UIColor(white: 0.9, alpha: 1).cgColor)
            ctx.addArc(center: center, radius: radius, startAngle: 0, endAngle: .pi * 2, clockwise: false)
            ctx.strokePath()

            ctx.setLineCap(.round)
            ctx.setStrokeColor(ringColor.cgColor)
            let start = -CGFloat.pi / 2
            ctx.addArc(
                center: center, radius: radius, startAngle: start,
                endAngle: start + .pi * 2 * progress, clockwise: false)
            ctx.strokePath()
        }
    }

    final class CustomPropertyRingProgressView: UIView {
        override class var layerClass: AnyClass {
            return ProgressRingLayer.self
        }

        var ringLayer: ProgressRingLayer {
            return layer as! ProgressRingLayer
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            ringLayer.contentsScale = UIScreen.main.scale
            ringLayer.setNeedsDisplay()
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        /// The change animates through the layer's action(forKey:).
        func setProgress(_ progress: CGFloat) {
            ringLayer.progress = progress
        }
    }
#endif
