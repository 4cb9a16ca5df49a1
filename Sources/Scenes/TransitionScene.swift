import UIKit

/// Click: the card changes colour and caption through a `CATransition`, cycling fade, moveIn, push and reveal.
final class TransitionScene: SceneViewController {
    let card = CALayer()
    let label = CATextLayer()
    let kinds: [(CATransitionType, String)] = [
        (.fade, "fade"), (.moveIn, "moveIn"), (.push, "push"), (.reveal, "reveal"),
    ]
    let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPurple]
    var step = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text =
            "Click: CATransition (0.8 s, from the right) cycles fade, moveIn, push, reveal; the new state is set in the same transaction"
        card.bounds = CGRect(x: 0, y: 0, width: 260, height: 170)
        card.cornerRadius = 18
        card.masksToBounds = true
        card.backgroundColor = colors[0].cgColor
        label.frame = CGRect(x: 0, y: 62, width: 260, height: 50)
        label.fontSize = 30
        label.alignmentMode = .center
        label.foregroundColor = UIColor.white.cgColor
        label.string = "start"
        card.addSublayer(label)
        view.layer.addSublayer(card)
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        CATransaction.setDisableActions(true)
        card.position = middle
    }

    override func tapped(at point: CGPoint) {
        let (kind, name) = kinds[step % kinds.count]
        step += 1
        let transition = CATransition()
        transition.type = kind
        transition.subtype = .fromRight
        transition.duration = 0.8
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.add(transition, forKey: kCATransition)
        card.backgroundColor = colors[step % colors.count].cgColor
        label.string = name
        CATransaction.commit()
    }
}
