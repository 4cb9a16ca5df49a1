/// Lays out a row or column of arranged subviews with constraints it makes itself: how they share the length
/// (`distribution`), how they line up across it (`alignment`), and the spacing between them. Hiding an arranged
/// subview collapses its place; inside an animation block the others move into it.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the stack's length.
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How arranged views line up across the stack.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline

        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// Use the stack's `spacing` after a view (for `setCustomSpacing(_:after:)`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// Use the system's standard spacing.
    public static let spacingUseSystem = CGFloat(Float.leastNonzeroMagnitude)

    open private(set) var arrangedSubviews: [UIView] = []
    open var axis = NSLayoutConstraint.Axis.horizontal { didSet { arrangementDidChange() } }
    open var distribution = Distribution.fill { didSet { arrangementDidChange() } }
    open var alignment = Alignment.fill { didSet { arrangementDidChange() } }
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    /// Whether the arranged views are laid out inside the stack's layout margins rather than its bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var arrangement: [NSLayoutConstraint] = []
    /// The spacer guides of the current arrangement, and those of earlier ones, kept (unconstrained) for reuse.
    private var spacers: [UILayoutGuide] = []
    private var spareSpacers: [UILayoutGuide] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public required init?(coder: NSCoder) {
        nil
    }

    /// Adds `view` at the end of the arranged views (and as a subview), placed by the stack from now on.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Stops arranging `view`; it stays a subview, as on iOS (remove it from its superview to take it away).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The spacing after `arrangedSubview`: a custom one, or `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Rebuilds the stack's own constraints when the arrangement changed.
    open override func updateConstraints() {
        if needsArrangement { arrange() }
        super.updateConstraints()
    }

    private var needsArrangement = true

    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementDidChange()
    }

    /// Proportional distribution reads the arranged views' intrinsic sizes into its multipliers.
    func arrangedSubviewIntrinsicSizeDidChange(_ view: UIView) {
        guard distribution == .fillProportionally, arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementDidChange()
    }

    private func arrangementDidChange() {
        needsArrangement = true
        setNeedsUpdateConstraints()
    }

    // MARK: The constraints

    private struct Edges {
        let start: NSLayoutConstraint.Attribute
        let end: NSLayoutConstraint.Attribute
        let center: NSLayoutConstraint.Attribute
        let size: NSLayoutConstraint.Attribute
    }

    private func arrange() {
        needsArrangement = false
        NSLayoutConstraint.deactivate(arrangement)
        arrangement = []
        spareSpacers += spacers
        spacers = []
        let horizontal = axis == .horizontal
        let along =
            horizontal
            ? Edges(start: .leading, end: .trailing, center: .centerX, size: .width)
            : Edges(start: .top, end: .bottom, center: .centerY, size: .height)
        let across =
            horizontal
            ? Edges(start: .top, end: .bottom, center: .centerY, size: .height)
            : Edges(start: .leading, end: .trailing, center: .centerX, size: .width)
        let container: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        arrangeAlong(along, container: container)
        arrangeAcross(across, container: container)
        NSLayoutConstraint.activate(arrangement)
    }

    private func make(
        _ a: AnyObject, _ attributeA: NSLayoutConstraint.Attribute, _ b: AnyObject?,
        _ attributeB: NSLayoutConstraint.Attribute, relation: NSLayoutConstraint.Relation = .equal,
        multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required
    ) {
        let constraint = NSLayoutConstraint(
            item: a, attribute: attributeA, relatedBy: relation, toItem: b, attribute: attributeB,
            multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = "UISV-arrangement"
        constraint.origin = .stackView
        arrangement.append(constraint)
    }

    private func gap(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? systemSpacing : value
    }

    /// Edges to the container, spacing between visible neighbours, sizes by distribution; a hidden view has no
    /// length and sits where it would start.
    private func arrangeAlong(_ e: Edges, container: AnyObject) {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        var previous: UIView?
        for view in arrangedSubviews {
            if view.isHidden {
                make(view, e.size, nil, .notAnAttribute)
                if let previous {
                    make(view, e.start, previous, e.end)
                } else {
                    make(view, e.start, container, e.start)
                }
                continue
            }
            guard let before = previous else {
                make(view, e.start, container, e.start)
                previous = view
                continue
            }
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                make(view, e.start, before, e.end, constant: gap(after: before))
            case .equalSpacing:
                let spacer = addSpacer()
                make(spacer, e.start, before, e.end)
                make(spacer, e.end, view, e.start)
                make(spacer, e.size, nil, .notAnAttribute, relation: .greaterThanOrEqual, constant: gap(after: before))
                if let first = spacers.first, first !== spacer { make(spacer, e.size, first, e.size) }
            case .equalCentering:
                make(view, e.start, before, e.end, relation: .greaterThanOrEqual, constant: gap(after: before))
                let spacer = addSpacer()
                make(spacer, e.start, before, e.center)
                make(spacer, e.end, view, e.center)
                if let first = spacers.first, first !== spacer {
                    make(spacer, e.size, first, e.size, priority: UILayoutPriority(999))
                }
            }
            previous = view
        }
        if let last = visible.last { make(last, e.end, container, e.end) }
        guard let first = visible.first else { return }
        switch distribution {
        case .fillEqually:
            for view in visible.dropFirst() { make(view, e.size, first, e.size) }
        case .fillProportionally:
            let lengths = visible.map { length($0, e) }
            guard let firstLength = lengths.first, firstLength > 0 else { break }
            for (view, viewLength) in zip(visible, lengths).dropFirst() where viewLength >= 0 {
                make(view, e.size, first, e.size, multiplier: viewLength / firstLength, priority: UILayoutPriority(999))
            }
        default:
            break
        }
    }

    private func length(_ view: UIView, _ e: Edges) -> CGFloat {
        let size = view.intrinsicContentSize
        return e.size == .width ? size.width : size.height
    }

    /// Alignment across the stack; unless views fill it, the stack hugs its largest view.
    private func arrangeAcross(_ e: Edges, container: AnyObject) {
        let baseline: NSLayoutConstraint.Attribute? =
            e.size == .height && alignment == .firstBaseline
            ? .firstBaseline : e.size == .height && alignment == .lastBaseline ? .lastBaseline : nil
        for view in arrangedSubviews {
            switch alignment {
            case .fill:
                make(view, e.start, container, e.start)
                make(view, e.end, container, e.end)
            case .leading:
                make(view, e.start, container, e.start)
                make(view, e.end, container, e.end, relation: .lessThanOrEqual)
            case .trailing:
                make(view, e.end, container, e.end)
                make(view, e.start, container, e.start, relation: .greaterThanOrEqual)
            case .center:
                make(view, e.center, container, e.center)
                make(view, e.start, container, e.start, relation: .greaterThanOrEqual)
            case .firstBaseline, .lastBaseline:
                if let baseline, let first = arrangedSubviews.first, first !== view {
                    make(view, baseline, first, baseline)
                } else if baseline == nil {
                    make(view, e.start, container, e.start)
                }
                make(view, e.start, container, e.start, relation: .greaterThanOrEqual)
                make(view, e.end, container, e.end, relation: .lessThanOrEqual)
            }
            if alignment != .fill {
                make(view, e.size, nil, .notAnAttribute, priority: UILayoutPriority(25))
            }
        }
        if alignment != .fill && !arrangedSubviews.isEmpty {
            make(container, e.size, nil, .notAnAttribute, priority: UILayoutPriority(49))
        }
    }

    /// A spacer guide: one kept from an earlier arrangement when there is one, so rearranging makes no new items.
    private func addSpacer() -> UILayoutGuide {
        let guide = spareSpacers.popLast() ?? UILayoutGuide()
        guide.identifier = "UISV-spacer"
        if guide.owningView !== self { addLayoutGuide(guide) }
        spacers.append(guide)
        return guide
    }
}
