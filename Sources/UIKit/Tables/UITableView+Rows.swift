extension UITableView {
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for cell in visible.values { enqueue(cell) }
        visible = [:]
        for header in headers.values { header.removeFromSuperview() }
        headers = [:]
        measured = [:]
        selected = []
        model = freshModel()
        model.stack()
    }

    /// The sections and rows the data source and delegate describe now.
    func freshModel() -> TableModel {
        var fresh = TableModel()
        fresh.contentTop = tableHeaderView?.frame.height ?? 0
        let count = max(dataSource?.numberOfSections(in: self) ?? 0, 0)
        fresh.sections = (0..<count).map { section in
            let rows = max(dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0, 0)
            return TableModel.Section(
                headerHeight: headerHeight(of: section),
                heights: (0..<rows).map { height(of: IndexPath(row: $0, section: section)) })
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

    func headerHeight(of section: Int) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? UITableView.automaticDimension
        guard asked == UITableView.automaticDimension else { return asked.isFinite ? max(asked, 0) : 0 }
        let hasHeader =
            tableDelegate?.tableView(self, viewForHeaderInSection: section) != nil
            || dataSource?.tableView(self, titleForHeaderInSection: section) != nil
        let titled = sectionHeaderHeight.isFinite && sectionHeaderHeight >= 0 ? sectionHeaderHeight : 28
        return hasHeader ? (style == .plain ? titled : 38) : (style == .plain ? 0 : 18)
    }

    /// Gives the rows in view cells (from the data source, which dequeues them) and takes cells from rows that
    /// left it; measures automatically sized rows as they appear.
    func layoutRows() {
        guard dataSource != nil else { return }
        reloadIfNeeded()
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
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
        layoutHeaders()
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

    /// Section headers: the delegate's view, or a label with the data source's title.
    func layoutHeaders() {
        for (index, section) in model.sections.enumerated() where section.headerHeight > 0 {
            let frame = CGRect(x: 0, y: section.top, width: bounds.width, height: section.headerHeight)
            guard frame.intersects(bounds) else {
                headers[index]?.removeFromSuperview()
                headers[index] = nil
                continue
            }
            if let header = headers[index] {
                UIView.performWithoutAnimation { header.frame = frame }
                continue
            }
            let header: UIView
            if let custom = tableDelegate?.tableView(self, viewForHeaderInSection: index) {
                header = custom
            } else if let title = dataSource?.tableView(self, titleForHeaderInSection: index) {
                let label = UILabel()
                label.text = style == .plain ? "  " + title : "    " + title.uppercased()
                label.font = .systemFont(
                    ofSize: style == .plain ? 15 : 13, weight: style == .plain ? .semibold : .regular)
                label.textColor = style == .plain ? .darkText : .gray
                label.backgroundColor = style == .plain ? UIColor(white: 0.96, alpha: 1) : .clear
                header = label
            } else {
                continue
            }
            UIView.performWithoutAnimation { header.frame = frame }
            addSubview(header)
            headers[index] = header
        }
    }

    func enqueue(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        reusePool[identifier, default: []].append(cell)
    }
}
