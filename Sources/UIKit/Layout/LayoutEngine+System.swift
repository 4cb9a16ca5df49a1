import LayoutSolver

/// How the engine builds its system: entries for items with the constraints their roles imply, and the
/// app's constraints as linear expressions of the entries' variables.
extension LayoutEngine {
    // MARK: Entries

    /// The entry of a view or guide, made with the constraints its role implies (and its superview's or owner's
    /// entry first); nil for an item outside the engine's hierarchy.
    func entry(for item: AnyObject?) -> LayoutEntry? {
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
    func variables(of view: UIView) -> LayoutVariables {
        isFitting ? LayoutVariables(String(describing: type(of: view))) : view.layoutVariables
    }

    func register(_ entry: LayoutEntry, _ item: AnyObject) {
        entries[ObjectIdentifier(item)] = entry
        order.append(entry)
    }

    func pinRoot(_ entry: LayoutEntry, view: UIView) {
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

    func pinFrame(_ entry: LayoutEntry, view: UIView, parent: LayoutEntry) {
        let v = entry.variables, p = parent.variables
        let expressions = [
            LayoutSolver.Expression([Term(v.minX), Term(p.minX, -1)]),
            LayoutSolver.Expression([Term(v.minY), Term(p.minY, -1)]),
            LayoutSolver.Expression([Term(v.width)]), LayoutSolver.Expression([Term(v.height)]),
        ]
        pin(entry, expressions, constants: frameConstants(of: view, count: 4))
    }

    func pinInsets(_ entry: LayoutEntry, guide: UILayoutGuide, owner: LayoutEntry) {
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
    func pin(_ entry: LayoutEntry, _ expressions: [LayoutSolver.Expression], constants: [Double]) {
        entry.frameConstraints = []
        entry.frameConstants = []
        for (expression, constant) in zip(expressions, constants) {
            var pinned = expression
            pinned.constant = constant
            let constraint = Constraint(pinned, .equal)
            guard (try? solver.add(constraint)) != nil else {
                if !isFitting {
                    Log.warningOnce(
                        key: "Auto Layout pin \(entry.itemDescription)",
                        "Auto Layout: could not pin \(entry.itemDescription); its frame conflicts with constraints")
                }
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

    func add(_ constraint: NSLayoutConstraint) {
        func refuse(_ reason: String) {
            guard !isFitting else { return }
            Log.warningOnce(
                key: "Auto Layout refused \(NSLayoutConstraint.address(of: constraint))",
                "Auto Layout: \(constraint) \(reason)")
        }
        guard let first = entry(for: constraint.firstItem) else {
            return refuse("refers to a view outside its hierarchy; ignored")
        }
        var second: LayoutEntry?
        if constraint.secondItem != nil {
            guard let found = entry(for: constraint.secondItem) else {
                return refuse("refers to a view outside its hierarchy; ignored")
            }
            second = found
        }
        let position = constraint.firstAttribute.isPosition
        guard second != nil || !position else {
            return refuse("places a position at a constant with no second item, which iOS refuses; ignored")
        }
        var expression = attributeExpression(first, constraint.firstAttribute)
        if let second {
            let multiplier = Double(constraint.multiplier)
            let other = attributeExpression(second, constraint.secondAttribute)
            for term in other.terms { expression.terms.append(Term(term.variable, -multiplier * term.coefficient)) }
            expression.constant -= multiplier * other.constant
            // Positions are measured in the holder's coordinates (the items' nearest common ancestor): with a
            // multiplier other than 1 the holder's origin no longer cancels out, so it is taken off both sides.
            if position, multiplier != 1, let holder = constraint.holder, let holderEntry = entry(for: holder) {
                let origin =
                    constraint.firstAttribute.axis == .horizontal
                    ? holderEntry.variables.minX : holderEntry.variables.minY
                expression.terms.append(Term(origin, multiplier - 1))
            }
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
    func displace(
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

    func reportUnsatisfiable(_ constraint: NSLayoutConstraint, first: LayoutEntry, second: LayoutEntry?) {
        guard !isFitting else { return }
        let involved = installed.values.filter {
            $0.constraint?.priority == .required
                && [$0.first, $0.second].contains { $0 === first || ($0 != nil && $0 === second) }
        }.compactMap { $0.constraint?.description }.sorted()
        Log.warningOnce(
            key: "Auto Layout unsatisfiable \(NSLayoutConstraint.address(of: constraint))",
            "Unable to simultaneously satisfy constraints: breaking \(constraint), which conflicts with "
                + (involved.isEmpty ? "the frames of translated views" : involved.joined(separator: ", ")))
    }

    /// The attribute as a linear expression of the entry's variables.
    func attributeExpression(_ entry: LayoutEntry, _ attribute: NSLayoutConstraint.Attribute)
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
    func baselineExpression(_ entry: LayoutEntry, last: Bool) -> LayoutSolver.Expression {
        let v = entry.variables
        let visible = (entry.view as? UIStackView)?.arrangedSubviews.filter { !$0.isHidden } ?? []
        if let arranged = last ? visible.last : visible.first,
            let arrangedEntry = self.entry(for: arranged)
        {
            return baselineExpression(arrangedEntry, last: last)
        }
        let label = (entry.view as? UILabel) ?? (entry.view as? UIButton)?.titleLabel
        label?.layoutWidth = entry.widthBasis
        defer { label?.layoutWidth = nil }
        guard let label, let offsets = label.baselineOffsets else {
            return LayoutSolver.Expression([Term(v.minY), Term(v.height)])
        }
        entry.isBaselineReference = true
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
    /// Whether a constraint names the label's baseline, whose offset is a constant of that constraint.
    var isBaselineReference = false

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
    /// Whether the attribute is a place (an edge, centre or baseline) rather than a size.
    var isPosition: Bool {
        switch self {
        case .width, .height, .notAnAttribute: false
        default: true
        }
    }

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
