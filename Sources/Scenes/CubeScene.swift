import UIKit

/// A cube built from six single-sided faces in a CATransformLayer, spinning about y under perspective; each
/// click tumbles it a quarter turn about x. The faces keep their own 3D planes and are drawn by depth.
final class CubeScene: SceneViewController {
    let stage = CALayer()
    let cube = CATransformLayer()
    let spin = CATransformLayer()
    var tilt = -Double.pi / 8

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text =
            "CATransformLayer: six faces in 3D, drawn by depth, spinning (m34 = −1/500). Click: tumble about x"
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        stage.sublayerTransform = perspective
        let side: CGFloat = 140
        let colors: [UIColor] = [.systemRed, .systemBlue, .systemGreen, .systemOrange, .systemPurple, .systemTeal]
        let half = CGFloat.pi / 2
        let turns: [(angle: CGFloat, x: CGFloat, y: CGFloat)] = [
            (0, 0, 1), (half, 0, 1), (2 * half, 0, 1), (-half, 0, 1), (half, 1, 0), (-half, 1, 0),
        ]
        for (index, (color, turn)) in zip(colors, turns).enumerated() {
            let face = CALayer()
            face.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            face.backgroundColor = color.cgColor
            face.borderColor = UIColor.white.cgColor
            face.borderWidth = 4
            face.cornerRadius = 10
            face.isDoubleSided = false
            face.transform = CATransform3DTranslate(
                CATransform3DMakeRotation(turn.angle, turn.x, turn.y, 0), 0, 0, side / 2)
            let label = CATextLayer()
            label.string = "\(index + 1)"
            label.fontSize = 64
            label.alignmentMode = .center
            label.foregroundColor = UIColor.white.cgColor
            label.frame = CGRect(x: 0, y: 30, width: side, height: 80)
            face.addSublayer(label)
            cube.addSublayer(face)
        }
        cube.transform = CATransform3DMakeRotation(CGFloat(tilt), 1, 0, 0)
        spin.addSublayer(cube)
        stage.addSublayer(spin)
        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.fromValue = 0
        turn.toValue = 2 * Double.pi
        turn.duration = 6
        turn.repeatCount = .infinity
        spin.add(turn, forKey: "spin")
        view.layer.addSublayer(stage)
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        CATransaction.setDisableActions(true)
        stage.frame = view.bounds
        spin.position = middle
    }

    override func tapped(at point: CGPoint) {
        let tumble = CABasicAnimation(keyPath: "transform.rotation.x")
        tumble.fromValue = tilt
        tilt += .pi / 2
        tumble.toValue = tilt
        tumble.duration = 0.6
        tumble.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        CATransaction.setDisableActions(true)
        cube.setValue(tumble.toValue, forKeyPath: "transform.rotation.x")
        cube.add(tumble, forKey: "tumble")
    }
}
