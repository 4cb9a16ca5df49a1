import UIKit

/// A layer travelling a looping Bézier path with `rotationMode = .rotateAuto`, paced for constant speed.
final class KeyframePathScene: SceneViewController {
    let car = CALayer()
    let track = CAShapeLayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text =
            "CAKeyframeAnimation(keyPath: \"position\") along a path, calculationMode .paced, rotationMode .rotateAuto"
        track.fillColor = nil
        track.strokeColor = UIColor.systemGray3.cgColor
        track.lineWidth = 3
        track.lineDashPattern = [8, 6]
        view.layer.addSublayer(track)
        car.bounds = CGRect(x: 0, y: 0, width: 48, height: 24)
        car.cornerRadius = 6
        car.backgroundColor = UIColor.systemRed.cgColor
        view.layer.addSublayer(car)
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        let c = middle
        let path = UIBezierPath()
        path.move(to: CGPoint(x: c.x - 220, y: c.y))
        path.addCurve(
            to: CGPoint(x: c.x + 220, y: c.y), controlPoint1: CGPoint(x: c.x - 120, y: c.y - 260),
            controlPoint2: CGPoint(x: c.x + 120, y: c.y + 260))
        path.addCurve(
            to: CGPoint(x: c.x - 220, y: c.y), controlPoint1: CGPoint(x: c.x + 120, y: c.y - 260),
            controlPoint2: CGPoint(x: c.x - 120, y: c.y + 260))
        CATransaction.setDisableActions(true)
        track.path = path.cgPath
        let drive = CAKeyframeAnimation(keyPath: "position")
        drive.path = path.cgPath
        drive.calculationMode = .paced
        drive.rotationMode = .rotateAuto
        drive.duration = 6
        drive.repeatCount = .infinity
        car.position = CGPoint(x: c.x - 220, y: c.y)
        car.add(drive, forKey: "drive")
    }
}
