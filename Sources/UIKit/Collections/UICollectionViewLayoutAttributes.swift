/// Where and how one cell or supplementary view of a collection view shows: frame, alpha, transform, z order.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// What the attributes describe.
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    open var indexPath: IndexPath
    public let representedElementCategory: ElementCategory
    /// The supplementary view's kind (`UICollectionView.elementKindSectionHeader` …); nil for a cell.
    public let representedElementKind: String?
    open var frame = CGRect.zero
    open var alpha: CGFloat = 1
    /// The item's transform in 3D (a cover-flow tilt, a carousel's depth); `transform` is its affine part, and
    /// setting either sets the other, as on iOS.
    open var transform3D = CATransform3DIdentity
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    open var zIndex = 0
    open var isHidden = false

    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        super.init()
    }

    /// Attributes of the cell at item 0 of section 0, a layout's fallback value.
    public override convenience init() {
        self.init(forCellWith: IndexPath(item: 0, section: 0))
    }

    public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
        super.init()
    }

    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    open var size: CGSize {
        get { frame.size }
        set { frame = CGRect(origin: frame.origin, size: newValue) }
    }

    /// Equal attributes of the same class place a view alike; a subclass compares its own values too, and the
    /// collection view applies attributes to a view only when they are not equal to those it last took.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
            return false
        }
        return indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind && frame == other.frame
            && alpha == other.alpha && CATransform3DEqualToTransform(transform3D, other.transform3D)
            && zIndex == other.zIndex && isHidden == other.isHidden
    }

    open override var hash: Int { indexPath.hashValue }

    /// A copy, for layouts that adjust attributes they return: `attributes.copy() as! UICollectionViewLayoutAttributes`.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy: UICollectionViewLayoutAttributes =
            representedElementCategory == .cell
            ? type(of: self).init(forCellWith: indexPath)
            : type(of: self).init(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        copy.frame = frame
        copy.alpha = alpha
        copy.transform3D = transform3D
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        return copy
    }
}
