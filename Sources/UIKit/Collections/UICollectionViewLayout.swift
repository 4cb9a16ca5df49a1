/// Decides where a collection view's items and supplementary views go; subclass it for custom layouts
/// (`prepare()`, `collectionViewContentSize`, `layoutAttributesForElements(in:)`, `layoutAttributesForItem(at:)`).
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout.
    open internal(set) weak var collectionView: UICollectionView?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        nil
    }

    /// The class of the attributes the layout makes: a subclass of `UICollectionViewLayoutAttributes` carrying
    /// values of the layout's own (which its cells read in `apply(_:)`).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// `layoutAttributesClass` as the type the layout makes, for subclasses of this UIKit's layouts.
    var attributesType: UICollectionViewLayoutAttributes.Type {
        (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
            ?? UICollectionViewLayoutAttributes.self
    }

    /// Works out the layout; called before the collection view asks for attributes after an invalidation.
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element meeting `rect` (content coordinates).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize))?.first {
            $0.representedElementCategory == .cell && $0.indexPath == indexPath
        }
    }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize))?.first {
            $0.representedElementKind == elementKind && $0.indexPath == indexPath
        }
    }

    /// Whether scrolling to `newBounds` needs a new layout (false by default: only the size counts).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    /// Where the content comes to rest after a drag whose momentum would carry it to `proposedContentOffset`, at
    /// `velocity` (points per millisecond, as `scrollViewWillEndDragging` reports it): a carousel snaps to an
    /// item here. The proposal itself by default; the delegate's `scrollViewWillEndDragging` sees the result.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// Where an item coming into view during an animated update (inserted, or moved into view) starts from; nil,
    /// the default, fades it in at its place.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    /// Where an item deleted by an animated update goes before it is removed (its index path from before the
    /// update); nil, the default, fades it out where it was.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    /// Marks the layout to be prepared again before the next pass.
    open func invalidateLayout() {
        collectionView?.layoutDidInvalidate()
    }
}
