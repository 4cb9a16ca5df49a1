/// A linear relation between two layout attributes, `first.attribute relation multiplier × second.attribute +
/// constant`, held by the layout engine of the views' window while it is active.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The attributes a constraint relates.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline = 12, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        public static let baseline = Attribute.lastBaseline
    }

    /// Less than or equal, equal, greater than or equal.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The horizontal or vertical direction of hugging, compression resistance and stack views.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// Options of the visual format language: how the views of a format line up across its direction.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    }

    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    /// Read-only, as on iOS: to change it, deactivate the constraint and activate a new one.
    public let multiplier: CGFloat

    /// Changing it on an active constraint re-solves incrementally at the next layout pass.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                Log.warning("NSLayoutConstraint.constant: ignored non-finite \(constant) for \(self)")
                constant = oldValue
                return
            }
            engine?.constantDidChange(of: self)
        }
    }

    /// Changing a required priority to a lower one (or back) on an active constraint is refused, as iOS refuses it.
    open var priority = UILayoutPriority.required {
        didSet {
            guard priority != oldValue, let engine else { return }
            if (priority == .required) != (oldValue == .required) {
                Log.warning(
                    "NSLayoutConstraint.priority: a required constraint cannot become optional (or back) while "
                        + "active; kept \(oldValue.rawValue) for \(self)")
                priority = oldValue
                return
            }
            engine.priorityDidChange(of: self)
        }
    }

    open var identifier: String?
    open var shouldBeArchived = false

    /// The engine holding the constraint while it is active and its views are in a hierarchy with one.
    weak var engine: LayoutEngine?
    /// The view whose `constraints` list holds it while active.
    weak var holder: UIView?
    /// Who made it: a stack view's own constraints win a conflict with the app's required ones, as UIKit's do.
    var origin = Origin.user

    enum Origin {
        case user, stackView
    }

    /// `view1.attr1 relation multiplier × view2.attr2 + c`; `view2` is nil (and `attr2` `.notAnAttribute`) for a
    /// constant size.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier.isFinite ? multiplier : 1
        constant = c.isFinite ? c : 0
        super.init()
        if !multiplier.isFinite || !c.isFinite {
            Log.warning("NSLayoutConstraint: non-finite multiplier or constant replaced in \(self)")
        }
    }

    /// A constraint of no items: the placeholder iOS code keeps in a property until it makes the constraint it
    /// activates. Activating it is refused with one log line.
    public override init() {
        firstItem = nil
        firstAttribute = .notAnAttribute
        relation = .equal
        secondItem = nil
        secondAttribute = .notAnAttribute
        multiplier = 1
        constant = 0
        super.init()
    }

    /// The anchor of the first item.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(item: firstItem, attribute: firstAttribute)
    }

    /// The anchor of the second item, or nil for a constant size.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    /// Whether the engine holds it. Activating adds it to the nearest common ancestor of its items, as UIKit does;
    /// items with no common ancestor are refused with one log line (iOS raises an exception).
    open var isActive: Bool {
        get { holder != nil }
        set {
            guard newValue != isActive else { return }
            if newValue { activateOne() } else { deactivateOne() }
        }
    }

    /// Activates each constraint: cheaper than setting `isActive` one by one, as on iOS.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where !constraint.isActive { constraint.activateOne() }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where constraint.isActive { constraint.deactivateOne() }
    }

    private func activateOne() {
        guard firstItem != nil else {
            Log.warning(
                "NSLayoutConstraint.isActive: unable to activate a constraint of no items (NSLayoutConstraint())")
            return
        }
        guard let holder = commonAncestor() else {
            Log.warning(
                "NSLayoutConstraint.isActive: unable to activate \(self): its items have no common ancestor "
                    + "(add both views to one hierarchy first)")
            return
        }
        holder.install(self)
    }

    private func deactivateOne() {
        holder?.uninstall(self)
    }

    /// The view that holds the constraint when active: the nearest common ancestor of the items' views (a layout
    /// guide counts as its owning view).
    func commonAncestor() -> UIView? {
        guard let first = LayoutItemReference.view(of: firstItem) else { return nil }
        guard secondItem != nil else { return first }
        guard let second = LayoutItemReference.view(of: secondItem) else { return nil }
        var ancestors: Set<ObjectIdentifier> = []
        var current: UIView? = first
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = second
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    /// The items, attributes, relation, constant and priority, as iOS prints constraints in layout logs.
    open override var description: String {
        guard Thread.isMainThread else { return "<NSLayoutConstraint>" }
        return MainActor.assumeIsolated { mainThreadDescription }
    }

    private var mainThreadDescription: String {
        func name(_ item: AnyObject?, _ attribute: Attribute) -> String {
            guard let item else { return "" }
            let kind = String(describing: type(of: item))
            let label = (item as? UILayoutGuide)?.identifier ?? "\(kind):\(Self.address(of: item))"
            return "\(label).\(attribute)"
        }
        var text = name(firstItem, firstAttribute)
        text += relation == .equal ? " == " : relation == .lessThanOrEqual ? " <= " : " >= "
        if secondItem != nil {
            if multiplier != 1 { text += "\(Double(multiplier))*" }
            text += name(secondItem, secondAttribute)
            if constant != 0 { text += constant > 0 ? " + \(Double(constant))" : " - \(Double(-constant))" }
        } else {
            text += "\(Double(constant))"
        }
        if priority != .required { text += " @\(priority.rawValue)" }
        let id = identifier.map { "'\($0)' " } ?? ""
        return "<NSLayoutConstraint \(id)\(text)>"
    }

    nonisolated static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }
}
