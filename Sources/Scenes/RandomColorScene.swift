import RenderServer
import UIKit

/// A square that takes a random colour on each click: odd clicks use the implicit 0.25 s animation, even clicks
/// wrap the change in a 1 s transaction. The button recolours it through a `UIAction`.
final class RandomColorScene: SceneViewController {
    let square = CALayer()
    var random = SeededRandom(seed: 7)
    var clicks = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text = "Click: odd clicks animate implicitly (0.25 s), even ones inside CATransaction with 1 s"
        square.bounds = CGRect(x: 0, y: 0, width: 180, height: 180)
        square.backgroundColor = UIColor.systemTeal.cgColor
        view.layer.addSublayer(square)
        let button = UIButton(
            primaryAction: UIAction(title: "Recolour") { [weak self] _ in self?.recolor(duration: nil) })
        button.backgroundColor = .white
        button.layer.cornerRadius = 8
        button.layer.borderWidth = 1
        button.layer.borderColor = UIColor.systemGray4.cgColor
        button.tag = 1
        view.addSubview(button)
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        CATransaction.setDisableActions(true)
        square.position = middle
        view.viewWithTag(1)?.frame = CGRect(x: middle.x - 60, y: middle.y + 120, width: 120, height: 36)
    }

    private func nextColor() -> CGColor {
        CGColor(srgbRed: random.next(), green: random.next(), blue: random.next(), alpha: 1)
    }

    func recolor(duration: Double?) {
        guard let duration else {
            square.backgroundColor = nextColor()
            return
        }
        CATransaction.begin()
        CATransaction.setAnimationDuration(duration)
        square.backgroundColor = nextColor()
        CATransaction.commit()
    }

    override func tapped(at point: CGPoint) {
        clicks += 1
        recolor(duration: clicks % 2 == 0 ? 1 : nil)
    }
}
