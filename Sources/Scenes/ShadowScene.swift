import UIKit

/// Shadows: a plain card, one with a `shadowPath`, and one whose radius and offset animate on click.
final class ShadowScene: SceneViewController {
    let cards = [CALayer(), CALayer(), CALayer()]
    var lifted = false

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text =
            "shadowOpacity 0.35; middle card uses shadowPath (an ellipse); click lifts the right card (radius, offset)"
        for card in cards {
            card.bounds = CGRect(x: 0, y: 0, width: 150, height: 110)
            card.backgroundColor = UIColor.white.cgColor
            card.cornerRadius = 14
            card.shadowOpacity = 0.35
            card.shadowRadius = 8
            card.shadowOffset = CGSize(width: 0, height: 6)
            view.layer.addSublayer(card)
        }
        cards[1].shadowPath = CGPath(ellipseIn: CGRect(x: 10, y: 90, width: 130, height: 30), transform: nil)
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        CATransaction.setDisableActions(true)
        for (i, card) in cards.enumerated() { card.position = CGPoint(x: middle.x + CGFloat(i - 1) * 190, y: middle.y) }
    }

    override func tapped(at point: CGPoint) {
        lifted.toggle()
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.6)
        cards[2].shadowRadius = lifted ? 24 : 8
        cards[2].shadowOffset = CGSize(width: 0, height: lifted ? 22 : 6)
        cards[2].transform = lifted ? CATransform3DMakeScale(1.08, 1.08, 1) : CATransform3DIdentity
        CATransaction.commit()
    }
}
