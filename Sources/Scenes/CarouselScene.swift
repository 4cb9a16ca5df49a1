import UIKit

/// A horizontal collection view of cards that grow toward the middle as they scroll past it (from
/// scrollViewDidScroll), and come to rest centred on a card (scrollViewWillEndDragging retargets the offset).
final class CarouselScene: SceneViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    let layout = UICollectionViewFlowLayout()
    lazy var collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let colors: [UIColor] = [
        .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemPurple,
    ]
    static let card = CGSize(width: 200, height: 240)
    static let spacing: CGFloat = 24

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text = "UICollectionView: a carousel; cards scale with their distance from the middle and snap to it"
        layout.scrollDirection = .horizontal
        layout.itemSize = Self.card
        layout.minimumLineSpacing = Self.spacing
        collection.backgroundColor = .clear
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        collection.dataSource = self
        collection.delegate = self
        view.addSubview(collection)
    }

    override func viewDidLayoutSubviews() {
        layoutCaption()
        // One row of cards: the view is only as tall as a card and its margins.
        let height = Self.card.height + 40
        let frame = CGRect(
            x: 0, y: max((view.bounds.height - height) / 2, 56), width: view.bounds.width, height: height)
        guard collection.frame != frame else { return }
        UIView.performWithoutAnimation { collection.frame = frame }
        // Side insets that let the first and last cards reach the middle.
        let side = max((frame.width - Self.card.width) / 2, 0)
        layout.sectionInset = UIEdgeInsets(top: 20, left: side, bottom: 20, right: side)
        collection.layoutIfNeeded()
        scaleCards()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        cell.contentView.backgroundColor = colors[indexPath.item % colors.count]
        cell.contentView.layer.cornerRadius = 18
        return cell
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scaleCards()
    }

    /// Comes to rest with a card's centre in the middle: the one nearest where momentum would carry it.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        let pitch = Self.card.width + Self.spacing
        let index = (targetContentOffset.pointee.x / pitch).rounded()
        targetContentOffset.pointee.x = max(index, 0) * pitch
    }

    /// 1 at the middle, down to 0.8 a card's pitch away.
    private func scaleCards() {
        let middle = collection.contentOffset.x + collection.bounds.width / 2
        let pitch = Self.card.width + Self.spacing
        for cell in collection.visibleCells {
            let distance = min(abs(cell.center.x - middle) / pitch, 1)
            let scale = 1 - 0.2 * distance
            UIView.performWithoutAnimation { cell.contentView.transform = CGAffineTransform(scaleX: scale, y: scale) }
        }
    }
}
