#if canImport(UIKit)
    import UIKit

    /// A liquid-filled disc: the wave surface is drawn in draw(in:) from a custom animatable `phase`.
    final class WaveLayer: CALayer {
        // On iOS this would be `@NSManaged var phase: CGFloat`.
        var phase: CGFloat {
            get { return value(forKey: "phase") as? CGFloat ?? 0 }
            set { setValue(newValue, forKey: "phase") }
        }
        var level: CGFloat = 0.55
        var waveColor = UIColor(red: 0.2, green: 0.55, blue: 0.95, alpha: 0.9)

        override init() { super.init() }

        override init(layer: Any) {
            super.init(layer: layer)
            if let wave = layer as? WaveLayer {
                level = wave.level
                waveColor = wave.waveColor
            }
        }

        required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

        override class func needsDisplay(forKey key: String) -> Bool {
            key == "phase" ? true : super.needsDisplay(forKey: key)
        }

        override func draw(in ctx: CGContext) {
            let rect = bounds.insetBy(dx: 20, dy: 20)
            ctx.addEllipse(in: rect)
            ctx.clip()
            ctx.setFillColor(UIColor(white: 0.93, alpha: 1).cgColor)
            ctx.fill(rect)

            let amplitude: CGFloat = 8
            let wavelength = rect.width / 1.5
            let baseY = rect.maxY - rect.height * level
            let path = CGMutablePath()
            path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
            var x = rect.minX
            while x <= rect.maxX {
                let y = baseY + amplitude * sin((x - rect.minX) / wavelength * 2 * .pi + phase)
                path.addLine(to: CGPoint(x: x, y: y))
                x += 2
            }
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.closeSubpath()
            ctx.addPath(path)
            ctx.setFillColor(waveColor.cgColor)
            ctx.fillPath()
        }
    }

    final class WaveView: UIView {
        override class var layerClass: AnyClass { WaveLayer.self }
        var waveLayer: WaveLayer { return layer as! WaveLayer }

        func startAnimating() {
            waveLayer.setNeedsDisplay()
            let animation = CABasicAnimation(keyPath: "phase")
            animation.fromValue = 0
            animation.toValue = CGFloat.pi * 2
            animation.duration = 1.5
            animation.repeatCount = .infinity
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            waveLayer.add(animation, forKey: "wave")
        }
    }
#endif
