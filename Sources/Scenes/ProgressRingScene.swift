import UIKit

/// A progress ring: a `CAShapeLayer` circle whose `strokeEnd` advances by a tenth on each click.
final class ProgressRingScene: SceneViewController {
    let track = CAShapeLayer()
    let ring = CAShapeLayer()
    let percent = UILabel()
    var progress: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text = "Click: strokeEnd += 0.1 (implicit animation of a raw sublayer); full circle wraps to 0"
        for shape in [track, ring] {
            shape.fillColor = nil
            shape.lineWidth = 18
            shape.lineCap = .round
            view.layer.addSublayer(shape)
        }
        track.strokeColor = UIColor.systemGray5.cgColor
        ring.strokeColor = UIColor.systemGreen.cgColor
        ring.strokeEnd = 0
        percent.font = .boldSystemFont(ofSize: 34)
        percent.textAlignment = .center
        percent.text = "0 %"
        view.addSubview(percent)
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        let path = UIBezierPath(
            arcCenter: .zero, radius: 110, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true
        ).cgPath
        CATransaction.setDisableActions(true)
        for shape in [track, ring] {
            shape.path = path
            shape.position = middle
        }
        percent.frame = CGRect(x: middle.x - 80, y: middle.y - 25, width: 160, height: 50)
    }

    override func tapped(at point: CGPoint) {
        progress = progress >= 0.999 ? 0 : min(1, progress + 0.1)
        CATransaction.setAnimationDuration(0.5)
        ring.strokeEnd = progress
        percent.text = "\(Int((progress * 100).rounded())) %"
    }
}
