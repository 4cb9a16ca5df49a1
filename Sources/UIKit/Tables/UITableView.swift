/// Rows of cells in sections, scrolled vertically: only the rows on screen have cells, dequeued for reuse from
/// what scrolled away, and rows inserted, deleted, reloaded or moved animate as UIKit's do.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// How inserted, deleted and reloaded rows come and go.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// "Size this by its content": the height of rows sized by Auto Layout, and of headers sized by default.
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    open weak var dataSource: UITableViewDataSource?
    /// The height of every row, unless the delegate gives one; `automaticDimension` sizes rows by their cells'
    /// constraints.
    open var rowHeight: CGFloat = 44 {
        didSet { setNeedsReload() }
    }
    /// The height of rows not yet measured when `rowHeight` is `automaticDimension`.
    open var estimatedRowHeight: CGFloat = 44
    open var sectionHeaderHeight: CGFloat = 28
    open var sectionFooterHeight: CGFloat = 28
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// The view above the first section.
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            tableViewsDidChange()
        }
    }
    /// The view below the last section. An empty one (`UIView()`) is how iOS code ends a plain table without
    /// separators under its last row; here a table never draws those.
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            tableViewsDidChange()
        }
    }
    /// Whether cells draw the line under each row.
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine {
        didSet { visible.values.forEach(applySeparator) }
    }
    /// The line's colour; nil for the system grey.
    open var separatorColor: UIColor? = UITableViewCell.separatorGray {
        didSet { visible.values.forEach(applySeparator) }
    }
    /// The line's inset from the row's edges (only `left` and `right` count), for cells that set none of their own.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { visible.values.forEach(applySeparator) }
    }

    var model = TableModel()
    var needsReload = true
    var visible: [IndexPath: UITableViewCell] = [:]
    var headers: [Int: UIView] = [:]
    var footers: [Int: UIView] = [:]
    var registeredEdges: [String: UITableViewHeaderFooterView.Type] = [:]
    var edgePool: [String: [UITableViewHeaderFooterView]] = [:]
    /// Header and footer views the delegate made while their sections were measured, kept for when they show.
    var probedEdges: [Int: UIView] = [:]
    var reusePool: [String: [UITableViewCell]] = [:]
    var registered: [String: UITableViewCell.Type] = [:]
    var selected: [IndexPath] = []
    /// Measured heights of automatically sized rows.
    var measured: [IndexPath: CGFloat] = [:]
    var pendingUpdates: [TableUpdate]?
    let tap = UITapGestureRecognizer()

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        backgroundColor = style == .plain ? .white : UIColor(white: 0.95, alpha: 1)
        tap.addHandler { [weak self] recognizer in self?.tapped(recognizer) }
        // Selection on a tap is the view's own bookkeeping: the app's tap recognizers still see the touch.
        tap.sharesTouches = true
        addGestureRecognizer(tap)
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        nil
    }

    /// The table's delegate: set a `UITableViewDelegate` (the scroll view's delegate property, as on iOS).
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    // MARK: Cells

    /// Cells of `cellClass` are made for `identifier` when none is waiting to be reused.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = (cellClass as? UITableViewCell.Type) ?? UITableViewCell.self
    }

    /// A cell for `identifier`: one that scrolled away (after `prepareForReuse()`), or a new one of the
    /// registered class.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        let cellClass = registered[identifier] ?? UITableViewCell.self
        if registered[identifier] == nil {
            Log.warningOnce(
                key: "UITableView unregistered \(identifier)",
                "UITableView.dequeueReusableCell: no class registered for '\(identifier)'; a default cell is made")
        }
        return cellClass.init(registeredWith: identifier)
    }

    /// A cell waiting for reuse under `identifier`, or nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let cell = reusePool[identifier]?.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// The cells waiting for reuse (for measuring how many cells a table keeps).
    package var reusePoolCells: [UITableViewCell] { reusePool.values.flatMap { $0 } }

    open var visibleCells: [UITableViewCell] {
        visible.sorted { $0.key < $1.key }.map(\.value)
    }

    open var indexPathsForVisibleRows: [IndexPath]? {
        visible.keys.sorted()
    }

    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visible[indexPath] }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    // MARK: Sections and rows

    open var numberOfSections: Int {
        reloadIfNeeded()
        return model.sections.count
    }

    open func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return model.sections.indices.contains(section) ? model.sections[section].heights.count : 0
    }

    /// The row's rectangle in the table's content.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        return model.frame(of: indexPath, width: bounds.width) ?? .zero
    }

    /// The row at a point of the content, or nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        return model.row(at: point.y)
    }

    /// Asks the data source for everything again and shows it at once.
    open func reloadData() {
        setNeedsReload()
        layoutIfNeeded()
    }

    /// The table header or footer view changed: the rows keep their cells and selection and move by its height
    /// (a pending reload places them anyway).
    private func tableViewsDidChange() {
        guard !needsReload else { return }
        model.contentTop = tableHeaderView?.frame.height ?? 0
        model.contentBottom = tableFooterView?.frame.height ?? 0
        model.stack()
        setNeedsLayout()
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let frame = rectForRow(at: indexPath)
        let y: CGFloat
        switch scrollPosition {
        case .top: y = frame.minY - adjustedContentInset.top
        case .middle: y = frame.midY - bounds.height / 2
        case .bottom: y = frame.maxY - bounds.height + adjustedContentInset.bottom
        case .none:
            scrollRectToVisible(frame, animated: animated)
            return
        }
        setContentOffset(clamped(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }

    // MARK: Selection

    open var indexPathForSelectedRow: IndexPath? { selected.first }
    open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected }

    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selected { deselectRow(at: path, animated: animated) }
            return
        }
        if !allowsMultipleSelection {
            for path in selected where path != indexPath { deselectRow(at: path, animated: animated) }
        }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        visible[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        visible[indexPath]?.setSelected(false, animated: animated)
    }

    private func tapped(_ recognizer: UIGestureRecognizer) {
        guard allowsSelection, !touchStoppedMotion, let path = indexPathForRow(at: recognizer.location(in: self))
        else {
            return
        }
        if allowsMultipleSelection, selected.contains(path) {
            deselectRow(at: path, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: path)
            return
        }
        let previous = allowsMultipleSelection ? [] : selected.filter { $0 != path }
        selectRow(at: path, animated: false, scrollPosition: .none)
        for old in previous { tableDelegate?.tableView(self, didDeselectRowAt: old) }
        tableDelegate?.tableView(self, didSelectRowAt: path)
    }

    // MARK: Layout

    /// Scrolling brings rows into view and takes others out.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            // Rows sized by their content are measured again at a new width.
            if old.width != newValue.width, !measured.isEmpty {
                measured = [:]
                setNeedsReload()
            }
            if old != newValue { layoutRows() }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }
}
