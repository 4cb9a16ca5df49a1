extension UIView {
    /// The value of a dimension of `intrinsicContentSize` that has no intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size the constraints allow, for `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size the constraints allow, for `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    func setTranslatesAutoresizingMask(_ translates: Bool) {
        guard translates != translatesAutoresizingMaskIntoConstraints else { return }
        layoutState.translatesAutoresizingMask = translates
        LayoutPass.structureDidChange(at: self)
    }

    /// `addConstraint(_:)`: the constraint moves to this view's list.
    func hold(_ constraint: NSLayoutConstraint) {
        guard constraint.holder !== self else { return }
        constraint.holder?.uninstall(constraint)
        install(constraint)
    }

    /// `removeConstraint(_:)`: only a constraint this view holds.
    func release(_ constraint: NSLayoutConstraint) {
        guard constraint.holder === self else { return }
        uninstall(constraint)
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: Content size

    func intrinsicSizeDidChange() {
        rootView.layoutEngine?.intrinsicSizeDidChange(of: self)
        if let stack = superview as? UIStackView { stack.arrangedSubviewIntrinsicSizeDidChange(self) }
    }

    func hugging(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let hugging = layoutStorage?.hugging ?? (.defaultLow, .defaultLow)
        return axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    func setHugging(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != hugging(for: axis) else { return }
        if axis == .horizontal {
            layoutState.hugging.horizontal = priority
        } else {
            layoutState.hugging.vertical = priority
        }
        rootView.layoutEngine?.intrinsicSizeDidChange(of: self)
    }

    func compressionResistance(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let resistance = layoutStorage?.compressionResistance ?? (.defaultHigh, .defaultHigh)
        return axis == .horizontal ? resistance.horizontal : resistance.vertical
    }

    func setCompressionResistance(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != compressionResistance(for: axis) else { return }
        if axis == .horizontal {
            layoutState.compressionResistance.horizontal = priority
        } else {
            layoutState.compressionResistance.vertical = priority
        }
        rootView.layoutEngine?.intrinsicSizeDidChange(of: self)
    }

    // MARK: Updating constraints

    func markNeedsConstraintUpdate() {
        needsConstraintUpdate = true
        var view: UIView? = self
        while let current = view, !current.subtreeNeedsConstraintUpdate {
            current.subtreeNeedsConstraintUpdate = true
            view = current.superview
        }
        setNeedsLayout()
    }

    public func needsUpdateConstraints() -> Bool { needsConstraintUpdate }

    // MARK: Debugging

    /// Whether the active constraints leave the view's position or size free to take other values.
    public var hasAmbiguousLayout: Bool {
        LayoutPass.prepare(from: self)
        return rootView.layoutEngine?.isAmbiguous(self) ?? false
    }

    /// The active constraints of the view's hierarchy that involve this view along `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var view: UIView? = self
        while let current = view {
            for constraint in current.constraints
            where (constraint.firstItem === self || constraint.secondItem === self)
                && constraint.firstAttribute.axis == axis
            {
                found.append(constraint)
            }
            view = current.superview
        }
        return found
    }

    // MARK: Holding constraints

    /// Adds `constraint` to the constraints this view holds and to the engine of its hierarchy.
    func install(_ constraint: NSLayoutConstraint) {
        layoutState.constraints.append(constraint)
        constraint.holder = self
        let root = rootView
        let engine = root.layoutState.engine ?? LayoutEngine(root: root)
        root.layoutState.engine = engine
        engine.install(constraint)
        setNeedsLayout()
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        layoutStorage?.constraints.removeAll { $0 === constraint }
        constraint.holder = nil
        constraint.engine?.uninstall(constraint)
        setNeedsLayout()
    }
}

extension NSLayoutConstraint.Attribute {
    /// The axis the attribute measures or places along.
    var axis: NSLayoutConstraint.Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins, .notAnAttribute:
            .horizontal
        default: .vertical
        }
    }
}
