/// Items in sections placed by a layout object: only the items in view have cells, dequeued for reuse, and
/// batch updates animate the items to the layout's new places.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where `scrollToItem(at:at:animated:)` puts the item.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            layoutDidInvalidate()
        }
    }
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { layoutDidInvalidate() }
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false

    var needsPrepare = true
    var cells: [IndexPath: UICollectionViewCell] = [:]
    var supplementaries: [String: UICollectionReusableView] = [:]
    var pools: [String: [UICollectionReusableView]] = [:]
    var cellClasses: [String: UICollectionReusableView.Type] = [:]
    var selected: [IndexPath] = []
    var pendingDeletes: Set<IndexPath> = []
    var pendingInserts: Set<IndexPath> = []
    var pendingMoves: [IndexPath: IndexPath] = [:]
    var isBatching = false
    /// A copy of the attributes each reusable view last took.
    var placements: [ObjectIdentifier: UICollectionViewLayoutAttributes] = [:]
    /// The items per section when the layout was last prepared: what a batch of updates starts from.
    var layoutCounts: [Int] = []
    let tap = UITapGestureRecognizer()

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .white
        tap.addHandler { [weak self] recognizer in self?.tapped(recognizer) }
        // Selection on a tap is the view's own bookkeeping: the app's tap recognizers still see the touch.
        tap.sharesTouches = true
        addGestureRecognizer(tap)
    }

    public required init?(coder: NSCoder) {
        nil
    }

    /// The delegate as a collection view delegate (set it through `delegate`, as on iOS).
    var itemDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    // MARK: Cells

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = (cellClass as? UICollectionViewCell.Type) ?? UICollectionViewCell.self
    }

    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        cellClasses[elementKind + "/" + identifier] =
            (viewClass as? UICollectionReusableView.Type) ?? UICollectionReusableView.self
    }

    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let cell = dequeue(key: identifier, identifier: identifier) as? UICollectionViewCell { return cell }
        let cell = UICollectionViewCell(registeredWith: identifier)
        cell.poolKey = identifier
        return cell
    }

    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = elementKind + "/" + identifier
        if let view = dequeue(key: key, identifier: identifier) { return view }
        let view = UICollectionReusableView(registeredWith: identifier)
        view.poolKey = key
        return view
    }

    /// A view waiting in the pool `key`, or a new one of the class registered under it.
    private func dequeue(key: String, identifier: String) -> UICollectionReusableView? {
        if let view = pools[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let viewClass = cellClasses[key] else {
            Log.warningOnce(
                key: "UICollectionView unregistered \(key)",
                "UICollectionView: nothing registered for '\(key)'; a plain view is made")
            return nil
        }
        let view = viewClass.init(registeredWith: identifier)
        view.poolKey = key
        return view
    }

    open var visibleCells: [UICollectionViewCell] { cells.sorted { $0.key < $1.key }.map(\.value) }
    open var indexPathsForVisibleItems: [IndexPath] { cells.keys.sorted() }
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { cells[indexPath] }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { cells.first { $0.value === cell }?.key }

    open var numberOfSections: Int { max(dataSource?.numberOfSections(in: self) ?? 0, 0) }
    open func numberOfItems(inSection section: Int) -> Int {
        max(dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0, 0)
    }

    /// The item at a point of the content, or nil.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForElements(
            in: CGRect(origin: point, size: CGSize(width: 1, height: 1)))?
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    open func reloadData() {
        for (_, cell) in cells { enqueue(cell) }
        cells = [:]
        for (_, view) in supplementaries { enqueue(view) }
        supplementaries = [:]
        selected = []
        layoutDidInvalidate()
        layoutIfNeeded()
    }

    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        let inset = adjustedContentInset
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height + inset.bottom }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width + inset.right }
        setContentOffset(clamped(offset), animated: animated)
    }

    // MARK: Selection

    open var indexPathsForSelectedItems: [IndexPath]? { selected }

    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selected { deselectItem(at: path, animated: animated) }
            return
        }
        if !allowsMultipleSelection {
            for path in selected where path != indexPath { deselectItem(at: path, animated: animated) }
        }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        cells[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        cells[indexPath]?.isSelected = false
    }

    private func tapped(_ recognizer: UIGestureRecognizer) {
        guard allowsSelection, !touchStoppedMotion, let path = indexPathForItem(at: recognizer.location(in: self))
        else { return }
        if allowsMultipleSelection, selected.contains(path) {
            deselectItem(at: path, animated: false)
            itemDelegate?.collectionView(self, didDeselectItemAt: path)
            return
        }
        let previous = allowsMultipleSelection ? [] : selected.filter { $0 != path }
        selectItem(at: path, animated: false, scrollPosition: [])
        for old in previous { itemDelegate?.collectionView(self, didDeselectItemAt: old) }
        itemDelegate?.collectionView(self, didSelectItemAt: path)
    }

    // MARK: Layout

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            if old != newValue, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
                needsPrepare = true
            }
            super.bounds = newValue
            if old != newValue { layoutItems(animated: false) }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems(animated: false)
    }

    func layoutDidInvalidate() {
        needsPrepare = true
        setNeedsLayout()
    }

    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        collectionViewLayout.prepare()
        layoutCounts = (0..<numberOfSections).map { numberOfItems(inSection: $0) }
    }
}
