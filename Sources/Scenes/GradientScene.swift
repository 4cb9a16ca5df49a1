import UIKit

/// Axial, radial and conic `CAGradientLayer`s; their colours cycle forever.
final class GradientScene: SceneViewController {
    let gradients = [CAGradientLayer(), CAGradientLayer(), CAGradientLayer()]

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text =
            "CAGradientLayer .axial, .radial, .conic; colors animate (CABasicAnimation on \"colors\", autoreverses)"
        let types: [CAGradientLayerType] = [.axial, .radial, .conic]
        for (layer, type) in zip(gradients, types) {
            layer.type = type
            layer.bounds = CGRect(x: 0, y: 0, width: 180, height: 180)
            layer.cornerRadius = 20
            layer.colors = [UIColor.systemPink.cgColor, UIColor.systemYellow.cgColor, UIColor.systemBlue.cgColor]
            switch type {
            case .radial:
                layer.startPoint = CGPoint(x: 0.5, y: 0.5)
                layer.endPoint = CGPoint(x: 1, y: 1)
            case .conic:
                layer.startPoint = CGPoint(x: 0.5, y: 0.5)
                layer.endPoint = CGPoint(x: 0.5, y: 0)
            default:
                layer.startPoint = CGPoint(x: 0, y: 0)
                layer.endPoint = CGPoint(x: 1, y: 1)
            }
            let cycle = CABasicAnimation(keyPath: "colors")
            cycle.toValue = [UIColor.systemGreen.cgColor, UIColor.systemPurple.cgColor, UIColor.systemOrange.cgColor]
            cycle.duration = 2
            cycle.autoreverses = true
            cycle.repeatCount = .infinity
            layer.add(cycle, forKey: "cycle")
            view.layer.addSublayer(layer)
        }
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        CATransaction.setDisableActions(true)
        for (i, layer) in gradients.enumerated() {
            layer.position = CGPoint(x: middle.x + CGFloat(i - 1) * 210, y: middle.y)
        }
    }
}
