import UIKit

/// A CAScrollLayer over a strip of twelve cards, scrolling horizontally only: drag to scroll; click a card to
/// bring the one after it to the left edge with `scrollRectToVisible` (the bounds change animates implicitly).
final class ScrollLayerScene: SceneViewController {
    let scroller = CAScrollLayer()
    var cards: [CALayer] = []
    private var dragStart = CGPoint.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text =
            "CAScrollLayer, scrollMode horizontally. Drag: scroll(to:) · click a card: scrollRectToVisible of the next"
        scroller.scrollMode = .horizontally
        scroller.masksToBounds = true
        scroller.cornerRadius = 14
        scroller.backgroundColor = UIColor(white: 0.88, alpha: 1).cgColor
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue]
        for index in 0..<12 {
            let card = CALayer()
            card.frame = CGRect(x: 20 + CGFloat(index) * 170, y: 20, width: 150, height: 180)
            card.backgroundColor = colors[index % colors.count].cgColor
            card.cornerRadius = 12
            let label = CATextLayer()
            label.string = "\(index + 1)"
            label.fontSize = 56
            label.alignmentMode = .center
            label.foregroundColor = UIColor.white.cgColor
            label.frame = CGRect(x: 0, y: 55, width: 150, height: 70)
            card.addSublayer(label)
            scroller.addSublayer(card)
            cards.append(card)
        }
        view.layer.addSublayer(scroller)
        view.addGestureRecognizer(
            UIPanGestureRecognizer { [weak self] recognizer in
                guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
                if pan.state == .began { self.dragStart = self.scroller.bounds.origin }
                let moved = pan.translation(in: self.view)
                CATransaction.setDisableActions(true)
                self.scroller.scroll(to: CGPoint(x: self.clamped(self.dragStart.x - moved.x), y: 0))
            })
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        CATransaction.setDisableActions(true)
        scroller.bounds.size = CGSize(width: min(view.bounds.width - 40, 700), height: 220)
        scroller.position = middle
    }

    override func tapped(at point: CGPoint) {
        let inScroller = scroller.convert(point, from: view.layer)
        guard let index = cards.firstIndex(where: { $0.frame.contains(inScroller) }) else { return }
        let next = cards[min(index + 1, cards.count - 1)]
        CATransaction.setAnimationDuration(0.4)
        // A rect as wide as the scroller, starting 20 points before the card: the card lands at the left.
        next.scrollRectToVisible(CGRect(x: -20, y: 0, width: scroller.bounds.width, height: 1))
    }

    private func clamped(_ x: CGFloat) -> CGFloat {
        let content = (cards.last?.frame.maxX ?? 0) + 20
        return min(max(x, 0), max(content - scroller.bounds.width, 0))
    }
}
