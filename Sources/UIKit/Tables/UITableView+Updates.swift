/// One change of a batch of row updates, in UIKit's terms: deletions and reloads name rows before the batch,
/// insertions and moves' destinations rows after it.
enum TableUpdate {
    case insert([IndexPath], UITableView.RowAnimation)
    case delete([IndexPath], UITableView.RowAnimation)
    case reload([IndexPath], UITableView.RowAnimation)
    case move(IndexPath, IndexPath)
}

extension UITableView {
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update(.insert(indexPaths, animation))
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update(.delete(indexPaths, animation))
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update(.reload(indexPaths, animation))
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update(.move(indexPath, newIndexPath))
    }

    /// Applies the row changes `updates` makes as one animated batch, after the data source has changed.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates(completion: completion)
    }

    public func beginUpdates() {
        if pendingUpdates == nil { pendingUpdates = [] }
    }

    public func endUpdates() {
        endUpdates(completion: nil)
    }

    private func endUpdates(completion: ((Bool) -> Void)?) {
        let batch = pendingUpdates ?? []
        pendingUpdates = nil
        apply(batch, completion: completion)
    }

    private func update(_ change: TableUpdate) {
        if pendingUpdates != nil {
            pendingUpdates?.append(change)
        } else {
            apply([change], completion: nil)
        }
    }

    /// The batch over 0.3 s: rows that stay slide to their new places, deleted rows leave and inserted rows arrive
    /// by their animations, and the content size follows. A batch whose counts disagree with the data source is
    /// shown by reloading, with one log line (UIKit raises an exception).
    private func apply(_ batch: [TableUpdate], completion: ((Bool) -> Void)?) {
        reloadIfNeeded()
        let old = model
        var fresh = freshModel()
        guard let mapping = rowMapping(batch, old: old, fresh: fresh) else {
            Log.warning(
                "UITableView: the number of rows after the update does not match the data source's; reloading")
            reloadData()
            completion?(false)
            return
        }
        // Measured heights follow their rows.
        var heights: [IndexPath: CGFloat] = [:]
        for (from, to) in mapping.survivors { if let height = measured[from] { heights[to] = height } }
        measured = heights
        for section in fresh.sections.indices {
            for row in fresh.sections[section].heights.indices {
                let path = IndexPath(row: row, section: section)
                if let height = measured[path] { fresh.sections[section].heights[row] = height }
            }
        }
        fresh.stack()
        selected = selected.compactMap { mapping.survivors[$0] }
        var leaving: [(UITableViewCell, RowAnimation, CGRect)] = []
        var kept: [IndexPath: UITableViewCell] = [:]
        for (path, cell) in visible {
            if let to = mapping.survivors[path], !mapping.reloaded.contains(to) {
                kept[to] = cell
            } else {
                leaving.append((cell, mapping.animation(forOld: path), cell.frame))
            }
        }
        model = fresh
        visible = kept
        let size = CGSize(width: bounds.width, height: model.height)
        if contentSize != size { contentSize = size }
        if clamped(contentOffset) != contentOffset { contentOffset = clamped(contentOffset) }
        let shown = Set(model.rows(from: bounds.minY, to: bounds.maxY))
        var arriving: [(UITableViewCell, RowAnimation)] = []
        for path in shown.sorted() where visible[path] == nil {
            guard let frame = model.frame(of: path, width: bounds.width),
                let cell = makeCell(at: path, frame: frame)
            else { continue }
            let animation = mapping.animation(forNew: path)
            UIView.performWithoutAnimation { Self.placeOffstage(cell, animation, frame: frame) }
            arriving.append((cell, animation))
        }
        UIView.animate(
            withDuration: 0.3,
            animations: {
                for (path, cell) in self.visible where !arriving.contains(where: { $0.0 === cell }) {
                    if let frame = self.model.frame(of: path, width: self.bounds.width) { cell.frame = frame }
                }
                for (cell, _) in arriving {
                    if let path = self.indexPath(for: cell),
                        let frame = self.model.frame(of: path, width: self.bounds.width)
                    {
                        cell.frame = frame
                    }
                    cell.alpha = 1
                }
                for (cell, animation, frame) in leaving { Self.placeOffstage(cell, animation, frame: frame) }
            },
            completion: { finished in
                for (cell, _, _) in leaving where !self.visible.values.contains(where: { $0 === cell }) {
                    UIView.performWithoutAnimation {
                        cell.alpha = 1
                        cell.isHidden = false
                    }
                    self.enqueue(cell)
                }
                self.layoutRows()
                completion?(finished)
            })
        layoutSectionEdges()
    }

    /// Where a row is while it arrives or leaves by `animation`: faded, or slid a row's width or height away.
    static func placeOffstage(_ cell: UITableViewCell, _ animation: RowAnimation, frame: CGRect) {
        switch animation {
        case .none: cell.isHidden = true
        case .fade, .automatic, .middle: cell.alpha = 0
        case .left: cell.frame = frame.offsetBy(dx: -frame.width, dy: 0)
        case .right: cell.frame = frame.offsetBy(dx: frame.width, dy: 0)
        case .top:
            cell.frame = frame.offsetBy(dx: 0, dy: -frame.height)
            cell.alpha = 0
        case .bottom:
            cell.frame = frame.offsetBy(dx: 0, dy: frame.height)
            cell.alpha = 0
        }
    }

    /// How rows before a batch map to rows after it, per section: deleted rows have none, the others keep their
    /// order around inserted ones; moved rows go where they are moved. Nil when the counts disagree.
    private func rowMapping(_ batch: [TableUpdate], old: TableModel, fresh: TableModel) -> TableRowMapping? {
        guard old.sections.count == fresh.sections.count else { return nil }
        var deleted: [Int: Set<Int>] = [:], inserted: [Int: Set<Int>] = [:]
        var mapping = TableRowMapping()
        for change in batch {
            switch change {
            case .delete(let paths, let animation):
                for path in paths {
                    deleted[path.section, default: []].insert(path.row)
                    mapping.leaving[path] = animation
                }
            case .insert(let paths, let animation):
                for path in paths {
                    inserted[path.section, default: []].insert(path.row)
                    mapping.arriving[path] = animation
                }
            case .reload(let paths, let animation):
                for path in paths {
                    mapping.leaving[path] = animation
                    mapping.reloadedOld.insert(path)
                }
            case .move(let from, let to):
                deleted[from.section, default: []].insert(from.row)
                inserted[to.section, default: []].insert(to.row)
                mapping.moves[from] = to
            }
        }
        for (section, oldSection) in old.sections.enumerated() {
            let oldRows = oldSection.heights.count, newRows = fresh.sections[section].heights.count
            let gone = deleted[section] ?? [], added = inserted[section] ?? []
            guard oldRows - gone.count + added.count == newRows else { return nil }
            let stayingOld = (0..<oldRows).filter { !gone.contains($0) }
            let stayingNew = (0..<newRows).filter { !added.contains($0) }
            for (from, to) in zip(stayingOld, stayingNew) {
                mapping.survivors[IndexPath(row: from, section: section)] = IndexPath(row: to, section: section)
            }
        }
        for (from, to) in mapping.moves { mapping.survivors[from] = to }
        for path in mapping.reloadedOld { if let to = mapping.survivors[path] { mapping.reloaded.insert(to) } }
        for path in mapping.reloaded {
            mapping.arriving[path] = mapping.leaving.first { $0.key == path }?.value ?? .fade
        }
        return mapping
    }
}

/// Rows before and after a batch of updates, and how each leaving or arriving row animates.
struct TableRowMapping {
    var survivors: [IndexPath: IndexPath] = [:]
    var moves: [IndexPath: IndexPath] = [:]
    var leaving: [IndexPath: UITableView.RowAnimation] = [:]
    var arriving: [IndexPath: UITableView.RowAnimation] = [:]
    var reloadedOld: Set<IndexPath> = []
    var reloaded: Set<IndexPath> = []

    func animation(forOld path: IndexPath) -> UITableView.RowAnimation { leaving[path] ?? .fade }
    func animation(forNew path: IndexPath) -> UITableView.RowAnimation { arriving[path] ?? .fade }
}
