#if canImport(UIKit)
    import UIKit

    /// A continuous fountain of sparkles from a CAEmitterLayer; the particle image is drawn with the older
    /// UIGraphicsBeginImageContextWithOptions API, as much existing code still does.
    final class SparkleEmitterView: UIView {
        private let emitter = CAEmitterLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            let cell = CAEmitterCell()
            cell.contents = SparkleEmitterView.sparkleImage()?.cgImage
            cell.birthRate = 40
            cell.lifetime = 2.5
            cell.velocity = 90
            cell.velocityRange = 30
            cell.emissionLongitude = -CGFloat.pi / 2
            cell.emissionRange = CGFloat.pi / 6
            cell.yAcceleration = 60
            cell.scale = 0.6
            cell.scaleRange = 0.3
            cell.spin = 2
            cell.spinRange = 3
            cell.alphaSpeed = -0.35
            cell.color = UIColor.systemOrange.cgColor
            cell.redRange = 0.2
            cell.blueRange = 0.4
            emitter.emitterCells = [cell]
            emitter.emitterShape = .point
            emitter.seed = 42
            emitter.birthRate = 0
            layer.addSublayer(emitter)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            emitter.frame = bounds
            emitter.emitterPosition = CGPoint(x: bounds.midX, y: bounds.maxY - 30)
        }

        func start() {
            emitter.beginTime = CACurrentMediaTime()
            emitter.birthRate = 1
        }

        private static func sparkleImage() -> UIImage? {
            let size = CGSize(width: 16, height: 16)
            UIGraphicsBeginImageContextWithOptions(size, false, 0)
            defer { UIGraphicsEndImageContext() }
            guard let context = UIGraphicsGetCurrentContext() else { return nil }
            context.setFillColor(UIColor.white.cgColor)
            context.move(to: CGPoint(x: 8, y: 0))
            context.addLine(to: CGPoint(x: 10, y: 6)); context.addLine(to: CGPoint(x: 16, y: 8))
            context.addLine(to: CGPoint(x: 10, y: 10)); context.addLine(to: CGPoint(x: 8, y: 16))
            context.addLine(to: CGPoint(x: 6, y: 10)); context.addLine(to: CGPoint(x: 0, y: 8))
            context.addLine(to: CGPoint(x: 6, y: 6))
            context.closePath()
            context.fillPath()
            return UIGraphicsGetImageFromCurrentImageContext()
        }
    }
#endif
