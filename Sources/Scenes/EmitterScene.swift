import UIKit

/// Particles: a fountain of sparks (additive, colour drifting with age) and fireworks whose rockets emit a burst
/// from sub-cells where they end. Click moves the fountain; sparks already in the air stay where they are. Slow
/// motion and pause apply to the particles, and seed 7 makes every run the same.
final class EmitterScene: SceneViewController {
    let fountain = CAEmitterLayer()
    let fireworks = CAEmitterLayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text =
            "CAEmitterLayer: a spark fountain (additive) and fireworks with sub-cells, seed 7. Click: move the fountain"
        view.backgroundColor = UIColor(white: 0.08, alpha: 1)
        caption.textColor = UIColor(white: 0.8, alpha: 1)
        let glow = Self.glow()
        let spark = CAEmitterCell()
        spark.name = "spark"
        spark.contents = glow
        spark.birthRate = 90
        spark.lifetime = 1.6
        spark.lifetimeRange = 0.6
        spark.velocity = 280
        spark.velocityRange = 60
        spark.emissionLongitude = -.pi / 2
        spark.emissionRange = .pi / 5
        spark.yAcceleration = 260
        spark.scale = 0.45
        spark.scaleRange = 0.2
        spark.scaleSpeed = -0.15
        spark.color = UIColor(red: 1, green: 0.75, blue: 0.3, alpha: 1).cgColor
        spark.greenSpeed = -0.4
        spark.blueSpeed = -0.3
        spark.alphaSpeed = -0.5
        fountain.emitterCells = [spark]
        fountain.emitterShape = .circle
        fountain.emitterSize = CGSize(width: 16, height: 16)
        fountain.renderMode = .additive
        fountain.seed = 7
        view.layer.addSublayer(fountain)

        let burst = CAEmitterCell()
        burst.name = "burst"
        burst.contents = glow
        burst.beginTime = 1.0
        burst.duration = 0.05
        burst.birthRate = 1600
        burst.lifetime = 1.2
        burst.velocity = 110
        burst.velocityRange = 30
        burst.emissionRange = 2 * .pi
        burst.yAcceleration = 80
        burst.scale = 0.4
        burst.alphaSpeed = -0.8
        burst.color = UIColor(red: 0.5, green: 0.8, blue: 1, alpha: 1).cgColor
        burst.redRange = 0.8
        burst.greenRange = 0.5
        let rocket = CAEmitterCell()
        rocket.name = "rocket"
        rocket.contents = glow
        rocket.birthRate = 0.8
        rocket.lifetime = 1.1
        rocket.velocity = 300
        rocket.velocityRange = 40
        rocket.emissionLongitude = -.pi / 2
        rocket.emissionRange = .pi / 8
        rocket.yAcceleration = 120
        rocket.scale = 0.4
        rocket.emitterCells = [burst]
        fireworks.emitterCells = [rocket]
        fireworks.emitterShape = .line
        fireworks.seed = 7
        view.layer.addSublayer(fireworks)
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        CATransaction.setDisableActions(true)
        fountain.frame = view.bounds
        fireworks.frame = view.bounds
        if fountain.emitterPosition == .zero {
            fountain.emitterPosition = CGPoint(x: view.bounds.width * 0.3, y: view.bounds.height - 30)
        }
        fireworks.emitterPosition = CGPoint(x: view.bounds.width * 0.65, y: view.bounds.height)
        fireworks.emitterSize = CGSize(width: view.bounds.width * 0.4, height: 0)
    }

    override func tapped(at point: CGPoint) {
        fountain.emitterPosition = point
    }

    /// A soft white dot, 32 × 32 pixels: a radial gradient from opaque to clear.
    private static func glow() -> CGImage? {
        guard
            let context = CGContext(
                data: nil, width: 32, height: 32, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo.native.rawValue),
            let gradient = CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(),
                colors: [
                    UIColor.white.cgColor, UIColor(white: 1, alpha: 0.5).cgColor, UIColor(white: 1, alpha: 0).cgColor,
                ]
                    as CFArray, locations: [0, 0.35, 1])
        else { return nil }
        let centre = CGPoint(x: 16, y: 16)
        context.drawRadialGradient(
            gradient, startCenter: centre, startRadius: 0, endCenter: centre, endRadius: 16, options: [])
        return context.makeImage()
    }
}
