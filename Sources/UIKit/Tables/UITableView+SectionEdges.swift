/// Section headers and footers: their heights, the views shown for those in view, and the header-footer views
/// registered for reuse.
extension UITableView {
    enum SectionEdge {
        case header, footer
    }

    /// Header-footer views of `viewClass` are made for `identifier` when none is waiting to be reused; nil
    /// unregisters the identifier.
    public func register(_ viewClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredEdges[identifier] =
            viewClass.map { ($0 as? UITableViewHeaderFooterView.Type) ?? UITableViewHeaderFooterView.self }
    }

    /// A header-footer view for `identifier`: one that scrolled away (after `prepareForReuse()`), else a new one
    /// of the registered class; nil when nothing is registered for it, as on iOS.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = edgePool[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        return registeredEdges[identifier]?.init(registeredWith: identifier)
    }

    /// The header or footer view shown for `section`, or nil while it is out of view.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        headers[section] as? UITableViewHeaderFooterView
    }

    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        footers[section] as? UITableViewHeaderFooterView
    }

    func height(of edge: SectionEdge, _ section: Int) -> CGFloat {
        let asked =
            switch edge {
            case .header: tableDelegate?.tableView(self, heightForHeaderInSection: section)
            case .footer: tableDelegate?.tableView(self, heightForFooterInSection: section)
            }
        let height = asked ?? UITableView.automaticDimension
        guard height == UITableView.automaticDimension else { return height.isFinite ? max(height, 0) : 0 }
        // A view made to learn whether there is one is kept for showing, so that one dequeued from the pool is not
        // thrown away.
        let probed = view(for: edge, section)
        if let probed, let earlier = probedEdges.updateValue(probed, forKey: probeKey(edge, section)),
            earlier !== probed
        {
            retire(earlier)
        }
        let shown = probed != nil || title(for: edge, section) != nil
        let titled = edge == .header ? sectionHeaderHeight : sectionFooterHeight
        let plain = titled.isFinite && titled >= 0 ? titled : 28
        // A grouped table keeps 18 points above each section without a header.
        return shown ? (style == .plain ? plain : 38) : (style == .plain || edge == .footer ? 0 : 18)
    }

    /// The headers and footers of the sections in view: the delegate's views, or header-footer views showing the
    /// data source's titles. Those that left the view go back to their reuse pool.
    func layoutSectionEdges() {
        for (index, section) in model.sections.enumerated() {
            place(.header, index, y: section.top, height: section.headerHeight)
            place(.footer, index, y: section.footerTop, height: section.footerHeight)
        }
    }

    /// Drops every header and footer view, for a reload.
    func removeSectionEdges() {
        for view in Array(headers.values) + Array(footers.values) + Array(probedEdges.values) { retire(view) }
        headers = [:]
        footers = [:]
        probedEdges = [:]
    }

    private func probeKey(_ edge: SectionEdge, _ section: Int) -> Int { section * 2 + (edge == .footer ? 1 : 0) }

    private func place(_ edge: SectionEdge, _ section: Int, y: CGFloat, height: CGFloat) {
        let shown: ReferenceWritableKeyPath<UITableView, [Int: UIView]> = edge == .header ? \.headers : \.footers
        let frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
        guard height > 0, frame.intersects(bounds) else {
            if let view = self[keyPath: shown][section] { retire(view) }
            self[keyPath: shown][section] = nil
            return
        }
        if let view = self[keyPath: shown][section] {
            if view.frame != frame { UIView.performWithoutAnimation { view.frame = frame } }
            return
        }
        let made = probedEdges.removeValue(forKey: probeKey(edge, section)) ?? view(for: edge, section)
        guard let view = made ?? titleView(edge, section) else { return }
        UIView.performWithoutAnimation { view.frame = frame }
        addSubview(view)
        self[keyPath: shown][section] = view
        switch edge {
        case .header: tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        case .footer: tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
    }

    private func view(for edge: SectionEdge, _ section: Int) -> UIView? {
        switch edge {
        case .header: tableDelegate?.tableView(self, viewForHeaderInSection: section)
        case .footer: tableDelegate?.tableView(self, viewForFooterInSection: section)
        }
    }

    private func title(for edge: SectionEdge, _ section: Int) -> String? {
        switch edge {
        case .header: dataSource?.tableView(self, titleForHeaderInSection: section)
        case .footer: dataSource?.tableView(self, titleForFooterInSection: section)
        }
    }

    /// The table's own view for a section title: bold on grey in a plain table; small grey capitals above a
    /// grouped section, small grey text below it.
    private func titleView(_ edge: SectionEdge, _ section: Int) -> UIView? {
        guard let title = title(for: edge, section) else { return nil }
        let view =
            edgePool[Self.titleIdentifier]?.popLast()
            ?? UITableViewHeaderFooterView(
                reuseIdentifier: Self.titleIdentifier)
        view.prepareForReuse()
        let label = view.textLabel
        view.labelInset = style == .plain ? 16 : 20
        if style == .plain {
            label?.text = title
            label?.font = .systemFont(ofSize: 15, weight: .semibold)
            label?.textColor = .darkText
        } else {
            label?.text = edge == .header ? title.uppercased() : title
            label?.font = .systemFont(ofSize: 13)
            label?.textColor = .gray
        }
        let background = view.backgroundView ?? UIView()
        background.backgroundColor = style == .plain ? UIColor(white: 0.96, alpha: 1) : .clear
        view.backgroundView = background
        view.setNeedsLayout()
        return view
    }

    private static let titleIdentifier = "UITableView.sectionTitle"

    private func retire(_ view: UIView) {
        view.removeFromSuperview()
        guard let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier else {
            return
        }
        edgePool[identifier, default: []].append(reusable)
    }
}
