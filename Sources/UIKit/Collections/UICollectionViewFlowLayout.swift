/// Sizes and spacings a flow layout asks its collection view's delegate for, item by item or section by section;
/// each defaults to the layout's own property.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}

extension UICollectionView {
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }
}

/// Items in lines: left to right, wrapping down (vertical scrolling), or top to bottom, wrapping right
/// (horizontal); a header before and a footer after each section whose reference size is set. Items of a line are
/// spread with equal spacing of at least `minimumInteritemSpacing`, as UIKit's flow layout does; a line with one
/// item is centred.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }

    private var attributes: [UICollectionViewLayoutAttributes] = []
    private var byIndexPath: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var contentSize = CGSize.zero

    open override var collectionViewContentSize: CGSize { contentSize }

    /// Lays every item out; along the scroll direction the sections follow each other.
    open override func prepare() {
        super.prepare()
        attributes = []
        byIndexPath = [:]
        guard let collectionView, let dataSource = collectionView.dataSource else {
            contentSize = .zero
            return
        }
        let vertical = scrollDirection == .vertical
        let bounds = collectionView.bounds.size
        let cross = vertical ? bounds.width : bounds.height
        let flow = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        var along: CGFloat = 0
        for section in 0..<max(dataSource.numberOfSections(in: collectionView), 0) {
            let inset = flow?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing =
                flow?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing
            let interitemSpacing =
                flow?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            let header =
                flow?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                ?? headerReferenceSize
            let footer =
                flow?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                ?? footerReferenceSize
            placeSupplementary(UICollectionView.elementKindSectionHeader, size: header, section, at: &along, cross)
            along += vertical ? inset.top : inset.left
            let crossStart = vertical ? inset.left : inset.top
            let room = cross - crossStart - (vertical ? inset.right : inset.bottom)
            let count = max(dataSource.collectionView(collectionView, numberOfItemsInSection: section), 0)
            let sizes = (0..<count).map { item in
                flow?.collectionView(
                    collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
                    ?? itemSize
            }
            var item = 0
            var firstLine = true
            while item < count {
                // A line: as many items as fit across with the minimum spacing (at least one).
                var line = [item]
                var used = vertical ? sizes[item].width : sizes[item].height
                while item + line.count < count {
                    let next = sizes[item + line.count]
                    let length = vertical ? next.width : next.height
                    guard used + interitemSpacing + length <= room else { break }
                    used += interitemSpacing + length
                    line.append(item + line.count)
                }
                if !firstLine { along += lineSpacing }
                firstLine = false
                let depth = line.map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
                let spacing =
                    line.count > 1
                    ? (room - line.map { vertical ? sizes[$0].width : sizes[$0].height }.reduce(0, +))
                        / CGFloat(line.count - 1) : 0
                var position = crossStart + (line.count == 1 ? (room - used) / 2 : 0)
                for index in line {
                    let size = sizes[index]
                    let length = vertical ? size.width : size.height, itemDepth = vertical ? size.height : size.width
                    let offset = (depth - itemDepth) / 2
                    let item = attributesType.init(forCellWith: IndexPath(item: index, section: section))
                    item.frame =
                        vertical
                        ? CGRect(x: position, y: along + offset, width: size.width, height: size.height)
                        : CGRect(x: along + offset, y: position, width: size.width, height: size.height)
                    attributes.append(item)
                    byIndexPath[item.indexPath] = item
                    position += length + spacing
                }
                along += depth
                item += line.count
            }
            along += vertical ? inset.bottom : inset.right
            placeSupplementary(UICollectionView.elementKindSectionFooter, size: footer, section, at: &along, cross)
        }
        contentSize = vertical ? CGSize(width: cross, height: along) : CGSize(width: along, height: cross)
    }

    /// A header or footer across the section at `along`, when its size along the scroll direction is positive.
    private func placeSupplementary(
        _ kind: String, size: CGSize, _ section: Int, at along: inout CGFloat, _ cross: CGFloat
    ) {
        let vertical = scrollDirection == .vertical
        let length = vertical ? size.height : size.width
        guard length > 0 else { return }
        let view = attributesType.init(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        view.frame =
            vertical
            ? CGRect(x: 0, y: along, width: cross, height: length)
            : CGRect(x: along, y: 0, width: length, height: cross)
        attributes.append(view)
        along += length
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        byIndexPath[indexPath]
    }
}
