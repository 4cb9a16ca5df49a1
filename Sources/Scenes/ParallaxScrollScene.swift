import UIKit

/// A scroll view with a parallax header: the header moves at half the content's speed and stretches when pulled
/// past the top (scrollViewDidScroll); its title shrinks and fades through a paused property animator whose
/// fractionComplete follows the offset. Drag or use the wheel; let go to see it decelerate and bounce.
final class ParallaxScrollScene: SceneViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let header = UIView()
    let sky = CAGradientLayer()
    let headline = UILabel()
    var cards: [UIView] = []
    var titleAnimator: UIViewPropertyAnimator?
    static let headerHeight: CGFloat = 180

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text = "UIScrollView: drag or wheel — momentum, rubber band; parallax header from scrollViewDidScroll"
        scrollView.delegate = self
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        sky.colors = [UIColor.systemIndigo.cgColor, UIColor.systemTeal.cgColor]
        header.layer.addSublayer(sky)
        header.clipsToBounds = true
        headline.text = "Mountains"
        headline.font = .boldSystemFont(ofSize: 34)
        headline.textColor = .white
        header.addSubview(headline)
        scrollView.addSubview(header)
        let colors: [UIColor] = [.systemOrange, .systemGreen, .systemPink, .systemBlue, .systemYellow, .systemPurple]
        for index in 0..<14 {
            let card = UIView()
            card.backgroundColor = colors[index % colors.count].withAlphaComponent(0.85)
            card.layer.cornerRadius = 12
            scrollView.addSubview(card)
            cards.append(card)
        }
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        let frame = CGRect(x: 0, y: 48, width: view.bounds.width, height: max(view.bounds.height - 48, 1))
        guard scrollView.frame != frame else { return }
        UIView.performWithoutAnimation {
            scrollView.frame = frame
            let width = frame.width - 32
            for (index, card) in cards.enumerated() {
                card.frame = CGRect(x: 16, y: Self.headerHeight + 16 + CGFloat(index) * 96, width: width, height: 80)
            }
            scrollView.contentSize = CGSize(
                width: frame.width, height: Self.headerHeight + 16 + CGFloat(cards.count) * 96)
            layoutHeader()
        }
        if titleAnimator == nil {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                self.headline.alpha = 0
                self.headline.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
            }
            animator.pauseAnimation()
            titleAnimator = animator
        }
    }

    /// A paused animator must be stopped before it is released (iOS raises an exception otherwise).
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        titleAnimator?.stopAnimation(true)
        titleAnimator = nil
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        layoutHeader()
        titleAnimator?.fractionComplete = min(max(scrollView.contentOffset.y / 150, 0), 1)
    }

    /// Half speed while scrolled down; pinned to the top and taller while pulled past it.
    private func layoutHeader() {
        let offset = scrollView.contentOffset.y
        let frame =
            offset < 0
            ? CGRect(x: 0, y: offset, width: scrollView.bounds.width, height: Self.headerHeight - offset)
            : CGRect(x: 0, y: offset / 2, width: scrollView.bounds.width, height: Self.headerHeight - offset / 2)
        UIView.performWithoutAnimation {
            header.frame = frame
            headline.bounds.size = headline.intrinsicContentSize
            headline.center = CGPoint(x: 24 + headline.bounds.width / 2, y: header.bounds.height - 36)
        }
        // A nested transaction: disabling actions in the enclosing one would also stop the title's animator.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        sky.frame = header.bounds
        CATransaction.commit()
    }
}
