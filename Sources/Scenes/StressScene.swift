import PreviewerKit
import RenderServer
import UIKit

/// N rounded layers drifting with repeating position animations; `+` and `−` double or halve N.
final class StressScene: SceneViewController, PreviewKeyHandling {
    var count = 200
    var layers: [CALayer] = []
    /// The view size the layers were spread over: a layout pass at the same size (adding sublayers asks for one)
    /// leaves them be.
    private var builtSize: CGSize?

    override func viewDidLoad() {
        super.viewDidLoad()
        rebuild()
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        if view.bounds.size != builtSize { rebuild() }
    }

    func handleKey(_ key: String) -> Bool {
        switch key {
        case "+": count = min(count * 2, 20_000)
        case "-": count = max(count / 2, 10)
        default: return false
        }
        rebuild()
        return true
    }

    private func rebuild() {
        caption.text =
            "\(count) layers, 48×48, corner radius 10, opacity 0.8, each moving back and forth (+ / − change N)"
        layers.forEach { $0.removeFromSuperlayer() }
        var random = SeededRandom(seed: 42)
        let size = view.bounds.size
        builtSize = size
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layers = (0..<count).map { _ in
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 48, height: 48)
            layer.cornerRadius = 10
            layer.opacity = 0.8
            layer.backgroundColor = CGColor(
                srgbRed: 0.2 + 0.6 * random.next(), green: 0.3 + 0.5 * random.next(), blue: 0.9, alpha: 1)
            let start = CGPoint(x: random.next() * size.width, y: 50 + random.next() * (size.height - 60))
            layer.position = start
            let drift = CABasicAnimation(keyPath: "position")
            drift.toValue = NSValue(
                cgPoint: CGPoint(x: random.next() * size.width, y: 50 + random.next() * (size.height - 60)))
            drift.duration = 2 + 2 * random.next()
            drift.autoreverses = true
            drift.repeatCount = .infinity
            layer.add(drift, forKey: "drift")
            view.layer.insertSublayer(layer, below: caption.layer)
            return layer
        }
        CATransaction.commit()
    }
}
