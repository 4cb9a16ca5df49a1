extension UICollectionView {
    /// Gives the elements the layout puts in view their cells and supplementary views (placed by their
    /// attributes), and takes them from elements that left it; animated, elements move to their new places.
    func layoutItems(animated: Bool) {
        guard dataSource != nil else { return }
        prepareIfNeeded()
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        let all = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        var shownCells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var shownViews: [String: UICollectionViewLayoutAttributes] = [:]
        for attributes in all {
            if attributes.representedElementCategory == .cell {
                shownCells[attributes.indexPath] = attributes
            } else if let kind = attributes.representedElementKind {
                shownViews[key(kind, attributes.indexPath)] = attributes
            }
        }
        for (path, cell) in cells where shownCells[path] == nil {
            cells[path] = nil
            enqueue(cell)
        }
        for (name, view) in supplementaries where shownViews[name] == nil {
            supplementaries[name] = nil
            enqueue(view)
        }
        for path in shownCells.keys.sorted() {
            guard let attributes = shownCells[path] else { continue }
            if let cell = cells[path] {
                place(cell, attributes, animated: animated)
                continue
            }
            guard let cell = dataSource?.collectionView(self, cellForItemAt: path) else { continue }
            place(cell, attributes, animated: false)
            cell.isSelected = selected.contains(path)
            if cell.superview !== self { insertSubview(cell, at: 0) }
            cells[path] = cell
            itemDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
            guard animated else { continue }
            if let initial = collectionViewLayout.initialLayoutAttributesForAppearingItem(at: path) {
                UIView.performWithoutAnimation { place(cell, initial, animated: false) }
                place(cell, attributes, animated: true)
            } else {
                fadeIn(cell, to: attributes.alpha)
            }
        }
        for (name, attributes) in shownViews {
            if let view = supplementaries[name] {
                place(view, attributes, animated: animated)
                continue
            }
            guard let kind = attributes.representedElementKind,
                let view = dataSource?.collectionView(
                    self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
            else { continue }
            place(view, attributes, animated: false)
            if view.superview !== self { addSubview(view) }
            supplementaries[name] = view
        }
    }

    private func key(_ kind: String, _ path: IndexPath) -> String { "\(kind)/\(path.section)/\(path.item)" }

    /// Frame, alpha, transform and hidden from the attributes, then the view's own `apply(_:)`; attributes equal
    /// (`isEqual`) to those a view last took are not applied again, so scrolling leaves what the app set on
    /// visible cells. A subclass's own values count where its `isEqual` compares them, as on iOS.
    private func place(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes, animated: Bool)
    {
        guard placements[ObjectIdentifier(view)]?.isEqual(attributes) != true else { return }
        placements[ObjectIdentifier(view)] = attributes.copy() as? UICollectionViewLayoutAttributes
        let set = {
            view.transform3D = CATransform3DIdentity
            view.frame = attributes.frame
            view.transform3D = attributes.transform3D
            view.alpha = attributes.alpha
        }
        if animated { set() } else { UIView.performWithoutAnimation(set) }
        view.isHidden = attributes.isHidden
        view.layer.zPosition = CGFloat(attributes.zIndex)
        view.apply(attributes)
    }

    private func fadeIn(_ cell: UICollectionViewCell, to alpha: CGFloat) {
        UIView.performWithoutAnimation { cell.alpha = 0 }
        cell.alpha = alpha
    }

    func enqueue(_ view: UICollectionReusableView) {
        placements[ObjectIdentifier(view)] = nil
        view.removeFromSuperview()
        guard let key = view.poolKey else { return }
        pools[key, default: []].append(view)
    }

    // MARK: Updates

    /// Runs `updates` (the data source changes, with the insert, delete and move calls naming them), then moves
    /// every item to its new place over 0.3 s: items that stay keep their cells, inserted ones fade in, deleted
    /// ones fade out.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        pendingDeletes = []
        pendingMoves = [:]
        pendingInserts = []
        isBatching = true
        updates?()
        isBatching = false
        applyBatch(completion: completion)
    }

    public func insertItems(at indexPaths: [IndexPath]) {
        pendingInserts.formUnion(indexPaths)
        if !isBatching { applyBatch(completion: nil) }
    }

    public func deleteItems(at indexPaths: [IndexPath]) {
        pendingDeletes.formUnion(indexPaths)
        if !isBatching { applyBatch(completion: nil) }
    }

    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        pendingMoves[indexPath] = newIndexPath
        if !isBatching { applyBatch(completion: nil) }
    }

    private func applyBatch(completion: ((Bool) -> Void)?) {
        // The counts the layout last saw must become the data source's by the batch, as UIKit checks.
        let before = layoutCounts
        let after = (0..<numberOfSections).map { numberOfItems(inSection: $0) }
        let change = pendingInserts.count - pendingDeletes.count
        guard before.count == after.count, before.reduce(0, +) + change == after.reduce(0, +) else {
            Log.warning(
                "UICollectionView: the number of items after the update does not match the data source's; reloading")
            pendingDeletes = []
            pendingInserts = []
            pendingMoves = [:]
            reloadData()
            completion?(false)
            return
        }
        // Items before and after, per section, paired in order around the deleted and inserted ones.
        var kept: [IndexPath: UICollectionViewCell] = [:]
        var leaving: [(path: IndexPath, cell: UICollectionViewCell)] = []
        var deletedBySection: [Int: Set<Int>] = [:], insertedBySection: [Int: Set<Int>] = [:]
        for path in pendingDeletes { deletedBySection[path.section, default: []].insert(path.item) }
        for path in pendingInserts { insertedBySection[path.section, default: []].insert(path.item) }
        for (from, to) in pendingMoves {
            deletedBySection[from.section, default: []].insert(from.item)
            insertedBySection[to.section, default: []].insert(to.item)
        }
        var mapping: [IndexPath: IndexPath] = pendingMoves
        for section in 0..<numberOfSections {
            let newCount = numberOfItems(inSection: section)
            let gone = deletedBySection[section] ?? [], added = insertedBySection[section] ?? []
            let oldCount = newCount - added.count + gone.count
            let stayingOld = (0..<max(oldCount, 0)).filter { !gone.contains($0) }
            let stayingNew = (0..<newCount).filter { !added.contains($0) }
            for (from, to) in zip(stayingOld, stayingNew) {
                mapping[IndexPath(item: from, section: section)] = IndexPath(item: to, section: section)
            }
        }
        for (path, cell) in cells {
            if let to = mapping[path], !pendingDeletes.contains(path) {
                kept[to] = cell
            } else {
                leaving.append((path, cell))
            }
        }
        selected = selected.compactMap { mapping[$0] }
        cells = kept
        pendingDeletes = []
        pendingInserts = []
        pendingMoves = [:]
        needsPrepare = true
        UIView.animate(
            withDuration: 0.3,
            animations: {
                self.layoutItems(animated: true)
                for (path, cell) in leaving {
                    if let final = self.collectionViewLayout.finalLayoutAttributesForDisappearingItem(at: path) {
                        self.place(cell, final, animated: true)
                    } else {
                        cell.alpha = 0
                    }
                }
            },
            completion: { finished in
                for (_, cell) in leaving where !self.cells.values.contains(where: { $0 === cell }) {
                    UIView.performWithoutAnimation { cell.alpha = 1 }
                    self.enqueue(cell)
                }
                completion?(finished)
            })
    }
}
