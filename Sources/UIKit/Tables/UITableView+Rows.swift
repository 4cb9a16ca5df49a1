extension UITableView {
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for cell in visible.values { enqueue(cell) }
        visible = [:]
        removeSectionEdges()
        measured = [:]
        selected = []
        model = freshModel()
        model.stack()
    }

    /// The sections and rows the data source and delegate describe now.
    func freshModel() -> TableModel {
        var fresh = TableModel()
        fresh.contentTop = tableHeaderView?.frame.height ?? 0
        fresh.contentBottom = tableFooterView?.frame.height ?? 0
        let count = max(dataSource?.numberOfSections(in: self) ?? 0, 0)
        fresh.sections = (0..<count).map { section in
            let rows = max(dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0, 0)
            return TableModel.Section(
                headerHeight: height(of: .header, section),
                heights: (0..<rows).map { height(of: IndexPath(row: $0, section: section)) },
                footerHeight: height(of: .footer, section))
        }
        return fresh
    }

    func height(of path: IndexPath) -> CGFloat {
        guard rowHeight != UITableView.automaticDimension else { return measured[path] ?? estimate }
        let height = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        guard height == UITableView.automaticDimension else { return height.isFinite ? max(height, 0) : 0 }
        return measured[path] ?? estimate
    }

    /// The height of a row not yet measured: `estimatedRowHeight`, or 44 where that is 0, automatic or not
    /// finite (0 turns estimates off on iOS, which measures every row; here unmeasured rows count as 44).
    var estimate: CGFloat {
        estimatedRowHeight.isFinite && estimatedRowHeight > 0 ? estimatedRowHeight : 44
    }

    /// Gives the rows in view cells (from the data source, which dequeues them) and takes cells from rows that
    /// left it; measures automatically sized rows as they appear.
    func layoutRows() {
        guard dataSource != nil else { return }
        reloadIfNeeded()
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(
                x: 0, y: model.height - model.contentBottom, width: bounds.width, height: model.contentBottom)
        }
        let size = CGSize(width: bounds.width, height: model.height)
        if contentSize != size { contentSize = size }
        let shown = Set(model.rows(from: bounds.minY, to: bounds.maxY))
        for (path, cell) in visible where !shown.contains(path) {
            visible[path] = nil
            enqueue(cell)
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        }
        var remeasured = false
        for path in shown.sorted() {
            guard let frame = model.frame(of: path, width: bounds.width) else { continue }
            if let cell = visible[path] {
                if cell.frame != frame { UIView.performWithoutAnimation { cell.frame = frame } }
                continue
            }
            guard let cell = makeCell(at: path, frame: frame) else { continue }
            if measure(cell, at: path) { remeasured = true }
        }
        layoutSectionEdges()
        if remeasured {
            model.stack()
            layoutRows()
        }
    }

    /// A cell from the data source for `path`, placed at `frame` and shown.
    func makeCell(at path: IndexPath, frame: CGRect) -> UITableViewCell? {
        guard let cell = dataSource?.tableView(self, cellForRowAt: path) else { return nil }
        UIView.performWithoutAnimation {
            cell.frame = frame
            cell.alpha = 1
            cell.transform = .identity
        }
        cell.setSelected(selected.contains(path), animated: false)
        applySeparator(to: cell)
        if cell.superview !== self { insertSubview(cell, at: 0) }
        cell.isHidden = false
        visible[path] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
        // Laid out in the next pass: laying it out now would lay out the table too, and set the frames of rows an
        // update is about to animate.
        cell.setNeedsLayout()
        return cell
    }

    /// For a row sized by its content: its cell's height at the table's width by Auto Layout (44 when its
    /// constraints give none); true when that changed the row's height.
    func measure(_ cell: UITableViewCell, at path: IndexPath) -> Bool {
        let automatic =
            rowHeight == UITableView.automaticDimension
            || tableDelegate?.tableView(self, heightForRowAt: path) == UITableView.automaticDimension
        // The data source may have changed the rows from willDisplay or cellForRowAt.
        guard automatic, measured[path] == nil, model.frame(of: path, width: bounds.width) != nil else { return false }
        let constrained = cell.contentView.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
        let fitted =
            constrained
            ? cell.contentView.systemLayoutSizeFitting(
                CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height : cell.styleHeight(forWidth: bounds.width)
        let height = fitted.isFinite && fitted > 0 ? (constrained ? fitted : max(fitted, 44)) : 44
        measured[path] = height
        guard model.sections[path.section].heights[path.row] != height else { return false }
        model.sections[path.section].heights[path.row] = height
        return true
    }

    /// The table's separator style, colour and inset, under the cell's own inset if it set one.
    func applySeparator(to cell: UITableViewCell) {
        cell.separator.isHidden = separatorStyle == .none
        cell.separator.backgroundColor = separatorColor ?? UITableViewCell.separatorGray
        cell.tableSeparatorInset = separatorInset
    }

    func enqueue(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        reusePool[identifier, default: []].append(cell)
    }
}
