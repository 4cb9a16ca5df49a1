import LayoutSolver

/// The constraint solver of one view hierarchy, held by the hierarchy's root view: it turns active constraints,
/// translated frames, margins and intrinsic sizes into a linear system, solves it incrementally, and places the
/// views the constraints govern.
///
/// Each item (view or guide) has four variables, its alignment rectangle in the root's space. A view whose frame
/// is translated (`translatesAutoresizingMaskIntoConstraints`) is pinned to its frame; the root is pinned at the
/// origin; margins and safe-area guides are pinned to their view's edges by its insets. A change of constant,
/// frame, inset or intrinsic size changes a constant in place; activating a constraint adds it; anything else
/// (views joining or leaving, a translation flag) rebuilds the system at the next pass.
@preconcurrency @MainActor
final class LayoutEngine {
    /// Where the engine's system comes from: a hierarchy, or one view sized for `systemLayoutSizeFitting`.
    enum Mode {
        case hierarchy
        case fitting(target: CGSize, priorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority))
    }

    private(set) weak var root: UIView?
    private let mode: Mode
    private var solver = Solver()
    private var isStale = true
    private var needsSolve = true
    private var inputsChanged = false
    private var entries: [ObjectIdentifier: LayoutEntry] = [:]
    /// Entries in the order they joined: a view's superview (a guide's owner) always before it.
    private var order: [LayoutEntry] = []
    private var installed: [ObjectIdentifier: InstalledConstraint] = [:]
    private var dirtyIntrinsic: [ObjectIdentifier: UIView] = [:]
    /// App constraints a stack view's constraint displaced (keyed by the stack view's constraint), put back when
    /// it goes.
    private var displaced: [ObjectIdentifier: [NSLayoutConstraint]] = [:]

    init(root: UIView, mode: Mode = .hierarchy) {
        self.root = root
        self.mode = mode
    }

    private var isFitting: Bool {
        if case .fitting = mode { return true }
        return false
    }

    // MARK: Changes from the API

    func install(_ constraint: NSLayoutConstraint) {
        constraint.engine = self
        guard !isStale else { return }
        add(constraint)
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        if constraint.engine === self { constraint.engine = nil }
        guard let entry = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        try? solver.remove(entry.solverConstraint)
        entry.first.references -= 1
        entry.second?.references -= 1
        needsSolve = true
        for yielded in displaced.removeValue(forKey: ObjectIdentifier(constraint)) ?? []
        where yielded.engine === self && yielded.isActive {
            add(yielded)
        }
    }

    func constantDidChange(of constraint: NSLayoutConstraint) {
        guard let entry = installed[ObjectIdentifier(constraint)] else { return }
        try? solver.setConstant(entry.base - Double(constraint.constant), of: entry.solverConstraint)
        needsSolve = true
        constraint.holder?.setNeedsLayout()
    }

    func priorityDidChange(of constraint: NSLayoutConstraint) {
        guard installed[ObjectIdentifier(constraint)] != nil else { return }
        uninstall(constraint)
        install(constraint)
        constraint.holder?.setNeedsLayout()
    }

    func intrinsicSizeDidChange(of view: UIView) {
        guard entries[ObjectIdentifier(view)] != nil else { return }
        dirtyIntrinsic[ObjectIdentifier(view)] = view
        inputsChanged = true
        (view.superview ?? view).setNeedsLayout()
    }

    /// A frame, margin or inset the system reads changed.
    func inputsDidChange() {
        inputsChanged = true
    }

    /// The system is rebuilt from the hierarchy at the next pass.
    func invalidate() {
        isStale = true
        needsSolve = true
    }

    /// The engine is dropped: its constraints no longer point at it.
    func detach() {
        for entry in installed.values where entry.constraint?.engine === self { entry.constraint?.engine = nil }
        installed = [:]
        root = nil
    }

    func contains(_ item: AnyObject) -> Bool { entries[ObjectIdentifier(item)] != nil }

    /// Whether any of the view's four variables could take another value without changing any constraint's error.
    func isAmbiguous(_ view: UIView) -> Bool {
        guard let entry = entries[ObjectIdentifier(view)] else { return false }
        let v = entry.variables
        return [v.minX, v.minY, v.width, v.height].contains { solver.isAmbiguous($0) }
    }

    // MARK: The pass

    /// Rebuilds if needed, takes in changed inputs, solves, and places the governed views.
    func layout() {
        guard root != nil else { return }
        if isStale { rebuild() }
        if inputsChanged { syncInputs() }
        guard needsSolve else { return }
        needsSolve = false
        solve()
        apply()
    }

    /// The size `view`'s own constraints give it near `target`: a throwaway engine over the view's subtree.
    static func fittingSize(
        of view: UIView, target: CGSize, priorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority)
    ) -> CGSize {
        let engine = LayoutEngine(root: view, mode: .fitting(target: target, priorities: priorities))
        engine.rebuild()
        engine.solve()
        guard let entry = engine.entries[ObjectIdentifier(view)] else { return .zero }
        let scale = view.contentScaleFactor > 0 ? view.contentScaleFactor : 1
        func aligned(_ value: Double) -> CGFloat { (CGFloat(value) * scale).rounded() / scale }
        return CGSize(
            width: max(aligned(entry.variables.width.value), 0), height: max(aligned(entry.variables.height.value), 0))
    }

    private func rebuild() {
        for entry in installed.values where entry.constraint?.engine === self { entry.constraint?.engine = nil }
        solver = Solver()
        entries = [:]
        order = []
        installed = [:]
        dirtyIntrinsic = [:]
        displaced = [:]
        isStale = false
        needsSolve = true
        inputsChanged = false
        guard let root else { return }
        _ = entry(for: root)
        var stack = [root]
        var found: [NSLayoutConstraint] = []
        while let view = stack.popLast() {
            found += view.constraints
            stack.append(contentsOf: view.subviews.reversed())
        }
        // The app's constraints first, so that a stack view's displace them as they would when added later.
        for constraint in found.filter({ $0.origin == .user }) + found.filter({ $0.origin != .user }) {
            if !isFitting { constraint.engine = self }
            add(constraint)
        }
    }

    /// Solves, then gives wrapping labels the height their solved width needs, a few rounds at most.
    private func solve() {
        solver.updateVariables()
        for _ in 0..<3 {
            var changed = false
            for entry in order {
                guard let label = entry.view as? UILabel, label.wrapsForLayout, entry.intrinsicSize != nil else {
                    continue
                }
                let width = CGFloat(entry.variables.width.value)
                if abs(width - (entry.widthBasis ?? -1)) > 0.5 {
                    entry.widthBasis = width
                    updateIntrinsic(entry)
                    changed = true
                }
            }
            guard changed else { return }
            solver.updateVariables()
        }
    }

    /// Sets the frames of the views the constraints govern (not translated, referred to by a constraint), with
    /// edges on the pixel grid of the root's space, as iOS rounds them.
    private func apply() {
        guard let root, !isFitting else { return }
        let scale = root.contentScaleFactor > 0 ? root.contentScaleFactor : 1
        func aligned(_ rect: CGRect) -> CGRect {
            let minX = (rect.minX * scale).rounded() / scale, minY = (rect.minY * scale).rounded() / scale
            let maxX = (rect.maxX * scale).rounded() / scale, maxY = (rect.maxY * scale).rounded() / scale
            return CGRect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
        }
        for entry in order {
            guard let view = entry.view, !view.translatesAutoresizingMaskIntoConstraints,
                entry.references > 0 || view === root
            else { continue }
            var rect = aligned(entry.variables.rect)
            if view !== root, let parent = view.superview, let parentEntry = entries[ObjectIdentifier(parent)] {
                let origin = aligned(parentEntry.variables.rect).origin
                rect.origin = CGPoint(x: rect.minX - origin.x, y: rect.minY - origin.y)
            } else {
                rect.origin = view.frame.origin
            }
            let anchor = view.layer.anchorPoint
            let center = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
            if view.bounds.size != rect.size { view.bounds = CGRect(origin: view.bounds.origin, size: rect.size) }
            if view.center != center { view.center = center }
        }
    }

    // MARK: Inputs: translated frames, insets, intrinsic sizes

    private func syncInputs() {
        inputsChanged = false
        for entry in order {
            if let view = entry.view, !entry.frameConstants.isEmpty {
                setConstants(of: entry, frameConstants(of: view, count: entry.frameConstants.count))
            } else if let guide = entry.guide, !entry.frameConstants.isEmpty {
                setConstants(of: entry, insetConstants(of: guide))
            }
        }
        for view in dirtyIntrinsic.values {
            if let entry = entries[ObjectIdentifier(view)] { updateIntrinsic(entry) }
        }
        dirtyIntrinsic = [:]
    }

    private func setConstants(of entry: LayoutEntry, _ constants: [Double]) {
        for (index, constant) in constants.enumerated() where entry.frameConstants[index] != constant {
            entry.frameConstants[index] = constant
            try? solver.setConstant(constant, of: entry.frameConstraints[index])
            needsSolve = true
        }
    }

    /// The constants pinning a translated view (or the root) to its frame: −x, −y, −width, −height, with x and y
    /// in its superview's coordinates (the root at the origin).
    private func frameConstants(of view: UIView, count: Int) -> [Double] {
        let size = view.bounds.size
        guard view !== root else { return count == 4 ? [0, 0, -Double(size.width), -Double(size.height)] : [0, 0] }
        let anchor = view.layer.anchorPoint
        let x = view.center.x - anchor.x * size.width, y = view.center.y - anchor.y * size.height
        return [-Double(x), -Double(y), -Double(size.width), -Double(size.height)]
    }

    /// The constants pinning a margins or safe-area guide to its owner's edges: −left, −top, right, bottom.
    private func insetConstants(of guide: UILayoutGuide) -> [Double] {
        guard let owner = guide.owningView else { return [0, 0, 0, 0] }
        let insets = guide.kind == .margins ? owner.layoutMargins : owner.safeAreaInsets
        return [-Double(insets.left), -Double(insets.top), Double(insets.right), Double(insets.bottom)]
    }

    private func updateIntrinsic(_ entry: LayoutEntry) {
        guard let view = entry.view else { return }
        for constraint in entry.intrinsicConstraints { try? solver.remove(constraint) }
        entry.intrinsicConstraints = []
        entry.intrinsicSize = nil
        addIntrinsic(entry, view: view)
        needsSolve = true
    }

    /// Hugging (size ≤ intrinsic) and compression resistance (size ≥ intrinsic) in each dimension the view has an
    /// intrinsic size in.
    private func addIntrinsic(_ entry: LayoutEntry, view: UIView) {
        let size: CGSize
        if let label = view as? UILabel, label.wrapsForLayout {
            size = label.intrinsicSize(forWidth: entry.widthBasis)
        } else {
            size = view.intrinsicContentSize
        }
        guard size.width >= 0 || size.height >= 0 else { return }
        entry.intrinsicSize = size
        let v = entry.variables
        var made: [Constraint] = []
        if size.width >= 0, size.width.isFinite {
            let dimension = LayoutSolver.Expression([Term(v.width)], constant: -Double(size.width))
            made.append(
                Constraint(
                    dimension, .lessThanOrEqual, strength: view.contentHuggingPriority(for: .horizontal).strength))
            made.append(
                Constraint(
                    dimension, .greaterThanOrEqual,
                    strength: view.contentCompressionResistancePriority(for: .horizontal).strength))
        }
        if size.height >= 0, size.height.isFinite {
            let dimension = LayoutSolver.Expression([Term(v.height)], constant: -Double(size.height))
            made.append(
                Constraint(dimension, .lessThanOrEqual, strength: view.contentHuggingPriority(for: .vertical).strength))
            made.append(
                Constraint(
                    dimension, .greaterThanOrEqual,
                    strength: view.contentCompressionResistancePriority(for: .vertical).strength))
        }
        for constraint in made where (try? solver.add(constraint)) != nil {
            entry.intrinsicConstraints.append(constraint)
        }
    }

    // MARK: Entries

    /// The entry of a view or guide, made with the constraints its role implies (and its superview's or owner's
    /// entry first); nil for an item outside the engine's hierarchy.
    private func entry(for item: AnyObject?) -> LayoutEntry? {
        guard let item else { return nil }
        if let existing = entries[ObjectIdentifier(item)] { return existing }
        guard let root else { return nil }
        if let view = item as? UIView {
            guard view === root || view.isDescendant(of: root) else { return nil }
            var parentEntry: LayoutEntry?
            if view !== root {
                guard let parent = entry(for: view.superview) else { return nil }
                parentEntry = parent
            }
            let entry = LayoutEntry(view: view, variables: variables(of: view))
            register(entry, item)
            if view === root {
                pinRoot(entry, view: view)
            } else if view.translatesAutoresizingMaskIntoConstraints, let parentEntry {
                pinFrame(entry, view: view, parent: parentEntry)
            } else {
                if let label = view as? UILabel, label.wrapsForLayout, label.bounds.width > 0 {
                    entry.widthBasis = label.bounds.width
                }
                addIntrinsic(entry, view: view)
            }
            return entry
        }
        guard let guide = item as? UILayoutGuide, let owner = entry(for: guide.owningView) else { return nil }
        let entry = LayoutEntry(guide: guide, variables: isFitting ? LayoutVariables("guide") : guide.variables)
        register(entry, item)
        if guide.kind != .custom { pinInsets(entry, guide: guide, owner: owner) }
        return entry
    }

    /// A view's own variables; a fitting engine uses fresh ones, since the solver writes only the values that
    /// changed and the hierarchy's engine must find its own where it left them.
    private func variables(of view: UIView) -> LayoutVariables {
        isFitting ? LayoutVariables(String(describing: type(of: view))) : view.layoutVariables
    }

    private func register(_ entry: LayoutEntry, _ item: AnyObject) {
        entries[ObjectIdentifier(item)] = entry
        order.append(entry)
    }

    private func pinRoot(_ entry: LayoutEntry, view: UIView) {
        let v = entry.variables
        var expressions = [LayoutSolver.Expression([Term(v.minX)]), LayoutSolver.Expression([Term(v.minY)])]
        switch mode {
        case .hierarchy:
            if view.translatesAutoresizingMaskIntoConstraints {
                expressions += [LayoutSolver.Expression([Term(v.width)]), LayoutSolver.Expression([Term(v.height)])]
            } else {
                addIntrinsic(entry, view: view)
            }
        case .fitting(let target, let priorities):
            addIntrinsic(entry, view: view)
            let width = Constraint(
                LayoutSolver.Expression([Term(v.width)], constant: -Double(target.width)), .equal,
                strength: priorities.horizontal.strength)
            let height = Constraint(
                LayoutSolver.Expression([Term(v.height)], constant: -Double(target.height)), .equal,
                strength: priorities.vertical.strength)
            _ = try? solver.add(width)
            _ = try? solver.add(height)
        }
        pin(entry, expressions, constants: frameConstants(of: view, count: expressions.count))
    }

    private func pinFrame(_ entry: LayoutEntry, view: UIView, parent: LayoutEntry) {
        let v = entry.variables, p = parent.variables
        let expressions = [
            LayoutSolver.Expression([Term(v.minX), Term(p.minX, -1)]),
            LayoutSolver.Expression([Term(v.minY), Term(p.minY, -1)]),
            LayoutSolver.Expression([Term(v.width)]), LayoutSolver.Expression([Term(v.height)]),
        ]
        pin(entry, expressions, constants: frameConstants(of: view, count: 4))
    }

    private func pinInsets(_ entry: LayoutEntry, guide: UILayoutGuide, owner: LayoutEntry) {
        let g = entry.variables, o = owner.variables
        let expressions = [
            LayoutSolver.Expression([Term(g.minX), Term(o.minX, -1)]),
            LayoutSolver.Expression([Term(g.minY), Term(o.minY, -1)]),
            LayoutSolver.Expression([Term(g.minX), Term(g.width), Term(o.minX, -1), Term(o.width, -1)]),
            LayoutSolver.Expression([Term(g.minY), Term(g.height), Term(o.minY, -1), Term(o.height, -1)]),
        ]
        pin(entry, expressions, constants: insetConstants(of: guide))
    }

    /// Adds required equalities `expression + constant == 0`, kept so their constants can change in place.
    private func pin(_ entry: LayoutEntry, _ expressions: [LayoutSolver.Expression], constants: [Double]) {
        entry.frameConstraints = []
        entry.frameConstants = []
        for (expression, constant) in zip(expressions, constants) {
            var pinned = expression
            pinned.constant = constant
            let constraint = Constraint(pinned, .equal)
            guard (try? solver.add(constraint)) != nil else {
                Log.warning("Auto Layout: could not pin \(entry.itemDescription); its frame conflicts with constraints")
                continue
            }
            entry.frameConstraints.append(constraint)
            entry.frameConstants.append(constant)
        }
        if entry.frameConstraints.count != expressions.count {
            entry.frameConstraints = []
            entry.frameConstants = []
        }
    }

    // MARK: Constraints

    private func add(_ constraint: NSLayoutConstraint) {
        guard let first = entry(for: constraint.firstItem) else {
            if !isFitting { Log.warning("Auto Layout: \(constraint) refers to a view outside its hierarchy; ignored") }
            return
        }
        var second: LayoutEntry?
        if constraint.secondItem != nil {
            guard let found = entry(for: constraint.secondItem) else {
                if !isFitting {
                    Log.warning("Auto Layout: \(constraint) refers to a view outside its hierarchy; ignored")
                }
                return
            }
            second = found
        }
        var expression = attributeExpression(first, constraint.firstAttribute)
        if let second {
            let multiplier = Double(constraint.multiplier)
            for term in attributeExpression(second, constraint.secondAttribute).terms {
                expression.terms.append(Term(term.variable, -multiplier * term.coefficient))
            }
            expression.constant -= multiplier * attributeExpression(second, constraint.secondAttribute).constant
        }
        let base = expression.constant
        expression.constant = base - Double(constraint.constant)
        let relation: Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let solverConstraint = Constraint(expression, relation, strength: constraint.priority.strength)
        do {
            try solver.add(solverConstraint)
        } catch {
            guard constraint.origin == .stackView, displace(for: constraint, solverConstraint, first: first) else {
                reportUnsatisfiable(constraint, first: first, second: second)
                return
            }
        }
        installed[ObjectIdentifier(constraint)] = InstalledConstraint(
            constraint: constraint, solverConstraint: solverConstraint, base: base, first: first, second: second)
        first.references += 1
        second?.references += 1
        needsSolve = true
    }

    /// Makes room for a stack view's required constraint by setting aside the app's required constraints on the
    /// same view and attribute (a fixed height against the height 0 of a hidden arranged view), as UIKit breaks
    /// them; true when that let it in.
    private func displace(
        for constraint: NSLayoutConstraint, _ solverConstraint: Constraint, first: LayoutEntry
    ) -> Bool {
        let rivals = installed.values.filter {
            $0.first === first && $0.constraint?.origin == .user && $0.constraint?.priority == .required
                && $0.constraint?.firstAttribute == constraint.firstAttribute
        }.compactMap(\.constraint)
        var removed: [NSLayoutConstraint] = []
        for rival in rivals {
            guard let entry = installed.removeValue(forKey: ObjectIdentifier(rival)) else { continue }
            try? solver.remove(entry.solverConstraint)
            entry.first.references -= 1
            entry.second?.references -= 1
            removed.append(rival)
            if (try? solver.add(solverConstraint)) != nil {
                displaced[ObjectIdentifier(constraint), default: []] += removed
                let names = removed.map(\.description).joined(separator: ", ")
                Log.warningOnce(
                    key: "Auto Layout displaced \(names)",
                    "Unable to simultaneously satisfy constraints: breaking \(names) for the stack view's \(constraint)"
                )
                return true
            }
        }
        for rival in removed { add(rival) }
        return false
    }

    private func reportUnsatisfiable(_ constraint: NSLayoutConstraint, first: LayoutEntry, second: LayoutEntry?) {
        let involved = installed.values.filter {
            $0.constraint?.priority == .required
                && [$0.first, $0.second].contains { $0 === first || ($0 != nil && $0 === second) }
        }.compactMap { $0.constraint?.description }.sorted()
        Log.warning(
            "Unable to simultaneously satisfy constraints: breaking \(constraint), which conflicts with "
                + (involved.isEmpty ? "the frames of translated views" : involved.joined(separator: ", ")))
    }

    /// The attribute as a linear expression of the entry's variables.
    private func attributeExpression(_ entry: LayoutEntry, _ attribute: NSLayoutConstraint.Attribute)
        -> LayoutSolver.Expression
    {
        if let view = entry.view, let plain = attribute.withoutMargins,
            let guide = self.entry(for: view.layoutMarginsGuide)
        {
            return attributeExpression(guide, plain)
        }
        let v = entry.variables
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: return LayoutSolver.Expression([Term(v.minX)])
        case .right, .trailing, .rightMargin, .trailingMargin:
            return LayoutSolver.Expression([Term(v.minX), Term(v.width)])
        case .top, .topMargin: return LayoutSolver.Expression([Term(v.minY)])
        case .bottom, .bottomMargin: return LayoutSolver.Expression([Term(v.minY), Term(v.height)])
        case .width: return LayoutSolver.Expression([Term(v.width)])
        case .height: return LayoutSolver.Expression([Term(v.height)])
        case .centerX, .centerXWithinMargins: return LayoutSolver.Expression([Term(v.minX), Term(v.width, 0.5)])
        case .centerY, .centerYWithinMargins: return LayoutSolver.Expression([Term(v.minY), Term(v.height, 0.5)])
        case .firstBaseline, .lastBaseline: return baselineExpression(entry, last: attribute == .lastBaseline)
        case .notAnAttribute: return LayoutSolver.Expression()
        }
    }

    /// A text view's baseline: its text is centred vertically, so the baseline is the centre plus a fixed offset;
    /// a stack view's is its first (last) arranged view's; any other view's is its bottom edge, as on iOS.
    private func baselineExpression(_ entry: LayoutEntry, last: Bool) -> LayoutSolver.Expression {
        let v = entry.variables
        if let stack = entry.view as? UIStackView,
            let arranged = last ? stack.arrangedSubviews.last : stack.arrangedSubviews.first,
            let arrangedEntry = self.entry(for: arranged)
        {
            return baselineExpression(arrangedEntry, last: last)
        }
        let label = (entry.view as? UILabel) ?? (entry.view as? UIButton)?.titleLabel
        guard let label, let offsets = label.baselineOffsets else {
            return LayoutSolver.Expression([Term(v.minY), Term(v.height)])
        }
        let offset = (last ? offsets.last : offsets.first) - offsets.textHeight / 2
        return LayoutSolver.Expression([Term(v.minY), Term(v.height, 0.5)], constant: Double(offset))
    }
}

/// One item of an engine's system.
@preconcurrency @MainActor
final class LayoutEntry {
    weak var view: UIView?
    weak var guide: UILayoutGuide?
    let variables: LayoutVariables
    /// How many installed constraints name the item: only views named by one are placed by the engine.
    var references = 0
    /// The required equalities pinning a translated view, the root or a margins guide, with their constants.
    var frameConstraints: [Constraint] = []
    var frameConstants: [Double] = []
    var intrinsicConstraints: [Constraint] = []
    var intrinsicSize: CGSize?
    /// The width a wrapping label's intrinsic height was measured for.
    var widthBasis: CGFloat?

    init(view: UIView, variables: LayoutVariables) {
        self.view = view
        self.variables = variables
    }

    init(guide: UILayoutGuide, variables: LayoutVariables) {
        self.guide = guide
        self.variables = variables
    }

    var itemDescription: String {
        if let view { return "\(type(of: view)):\(NSLayoutConstraint.address(of: view))" }
        return guide?.identifier ?? "a layout guide"
    }
}

/// An active constraint as the solver holds it: `base` is the solver constant when the constraint's own
/// constant is zero.
struct InstalledConstraint {
    weak var constraint: NSLayoutConstraint?
    let solverConstraint: Constraint
    let base: Double
    let first: LayoutEntry
    let second: LayoutEntry?
}

extension NSLayoutConstraint.Attribute {
    /// The plain attribute a margin attribute stands for on the margins guide.
    var withoutMargins: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}
