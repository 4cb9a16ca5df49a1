#if canImport(UIKit)
    import UIKit

    /// A cover-flow carousel: a horizontal UICollectionViewFlowLayout subclass that turns each card by its distance
    /// from the centre through transform3D, and snaps to a card in targetContentOffset; scrolled to the third card
    /// with setContentOffset(_:animated:).
    final class CoverFlowView: UIView, UICollectionViewDataSource {
        private final class CoverFlowLayout: UICollectionViewFlowLayout {
            override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                guard let collectionView = collectionView,
                    let attributes = super.layoutAttributesForElements(in: rect)
                else { return nil }
                let centre = collectionView.contentOffset.x + collectionView.bounds.width / 2
                return attributes.map { original in
                    let copy = original.copy() as! UICollectionViewLayoutAttributes
                    let distance = (copy.center.x - centre) / collectionView.bounds.width
                    var transform = CATransform3DIdentity
                    transform.m34 = -1 / 400
                    transform = CATransform3DRotate(transform, -distance * .pi / 3, 0, 1, 0)
                    let scale = 1 - min(abs(distance), 1) * 0.2
                    copy.transform3D = CATransform3DScale(transform, scale, scale, 1)
                    copy.zIndex = Int(100 - abs(distance) * 100)
                    return copy
                }
            }

            override func targetContentOffset(
                forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
            ) -> CGPoint {
                let pitch = itemSize.width + minimumLineSpacing
                let index = (proposedContentOffset.x / pitch).rounded()
                return CGPoint(x: index * pitch, y: proposedContentOffset.y)
            }
        }

        private let colors: [UIColor] = [
            .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple,
        ]
        private var collectionView: UICollectionView!

        override init(frame: CGRect) {
            super.init(frame: frame)
            let layout = CoverFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 90, height: 120)
            layout.minimumLineSpacing = 10
            layout.sectionInset = UIEdgeInsets(top: 40, left: 55, bottom: 40, right: 55)
            collectionView = UICollectionView(frame: bounds, collectionViewLayout: layout)
            collectionView.backgroundColor = .white
            collectionView.showsHorizontalScrollIndicator = false
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cover")
            collectionView.dataSource = self
            addSubview(collectionView)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            colors.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cover", for: indexPath)
            cell.contentView.backgroundColor = colors[indexPath.item]
            cell.contentView.layer.cornerRadius = 10
            return cell
        }

        func scrollToThirdCard() {
            collectionView.layoutIfNeeded()
            collectionView.setContentOffset(CGPoint(x: 200, y: 0), animated: true)
        }
    }
#endif
