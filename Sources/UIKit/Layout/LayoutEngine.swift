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
    let mode: Mode
    var solver = Solver()
    var isStale = true
    var needsSolve = true
    var inputsChanged = false
    var entries: [ObjectIdentifier: LayoutEntry] = [:]
    /// Entries in the order they joined: a view's superview (a guide's owner) always before it.
    var order: [LayoutEntry] = []
    var installed: [ObjectIdentifier: InstalledConstraint] = [:]
    var dirtyIntrinsic: [ObjectIdentifier: UIView] = [:]
    /// True while `apply()` sets frames, so that the engine's own changes are not taken for the app's.
    var isApplying = false
    /// App constraints a stack view's constraint displaced (keyed by the stack view's constraint), put back when
    /// it goes.
    var displaced: [ObjectIdentifier: [NSLayoutConstraint]] = [:]

    init(root: UIView, mode: Mode = .hierarchy) {
        self.root = root
        self.mode = mode
    }

    var isFitting: Bool {
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
        do {
            try solver.setConstant(entry.base - Double(constraint.constant), of: entry.solverConstraint)
        } catch {
            // The required constraint cannot take the new constant: it is broken (out of the solver) until its
            // constant or the others change and the system is rebuilt.
            uninstall(constraint)
            constraint.engine = self
            Log.warningOnce(
                key: "Auto Layout constant \(NSLayoutConstraint.address(of: constraint))",
                "Unable to simultaneously satisfy constraints: breaking \(constraint), whose new constant conflicts "
                    + "with the required constraints on its items")
        }
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
        guard let entry = entries[ObjectIdentifier(view)] else { return }
        if entry.isBaselineReference {
            // Baseline offsets are constants of the constraints that name them: measured again on a rebuild.
            invalidate()
        } else {
            dirtyIntrinsic[ObjectIdentifier(view)] = view
            inputsChanged = true
        }
        (view.superview ?? view).setNeedsLayout()
    }

    /// The app set the frame of a view the engine places: the engine places it again at the next pass, as a
    /// superview's next layout does on iOS.
    func placedFrameDidChange(of view: UIView) {
        guard !isApplying, let entry = entries[ObjectIdentifier(view)], entry.references > 0 else { return }
        needsSolve = true
        (view.superview ?? view).setNeedsLayout()
    }

    /// Whether the next `layout()` has work: a rebuild, inputs to take in, or a solve.
    var hasPendingWork: Bool { isStale || inputsChanged || needsSolve }

    /// Takes a removed guide out of the system, so its entry neither lingers nor answers for a later object.
    func remove(_ guide: UILayoutGuide) {
        guard let entry = entries.removeValue(forKey: ObjectIdentifier(guide)) else { return }
        for constraint in entry.frameConstraints { try? solver.remove(constraint) }
        order.removeAll { $0 === entry }
        needsSolve = true
    }

    /// A guide's solved rectangle in its owning view's coordinates, on the same pixel grid as the views.
    func frame(of variables: LayoutVariables, in owner: UIView) -> CGRect {
        guard let ownerEntry = entries[ObjectIdentifier(owner)] else { return .zero }
        let rect = aligned(variables.rect), origin = aligned(ownerEntry.variables.rect).origin
        return CGRect(x: rect.minX - origin.x, y: rect.minY - origin.y, width: rect.width, height: rect.height)
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
        // "Unbounded" targets (.greatestFiniteMagnitude) and NaN would overflow the weighted objective.
        func clamped(_ value: CGFloat) -> CGFloat {
            value.isNaN ? 0 : min(max(value, 0), UIView.layoutFittingExpandedSize.width)
        }
        let target = CGSize(width: clamped(target.width), height: clamped(target.height))
        let engine = LayoutEngine(root: view, mode: .fitting(target: target, priorities: priorities))
        engine.rebuild()
        engine.solve()
        guard let entry = engine.entries[ObjectIdentifier(view)] else { return .zero }
        let scale = view.contentScaleFactor > 0 ? view.contentScaleFactor : 1
        func aligned(_ value: Double) -> CGFloat { (CGFloat(value) * scale).rounded() / scale }
        return CGSize(
            width: max(aligned(entry.variables.width.value), 0), height: max(aligned(entry.variables.height.value), 0))
    }

    func rebuild() {
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
    func solve() {
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
                    // Its baselines move with its lines: their constants are measured again on a rebuild.
                    if entry.isBaselineReference { invalidate() }
                    changed = true
                }
            }
            guard changed else { return }
            solver.updateVariables()
        }
    }

    /// Sets the frames of the views the constraints govern (not translated, referred to by a constraint), with
    /// edges on the pixel grid of the root's space, as iOS rounds them.
    func apply() {
        guard let root, !isFitting else { return }
        isApplying = true
        defer { isApplying = false }
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

    /// A rectangle of the root's space with its edges on the root's pixel grid.
    func aligned(_ rect: CGRect) -> CGRect {
        let scale = root.map { $0.contentScaleFactor > 0 ? $0.contentScaleFactor : 1 } ?? 1
        let minX = (rect.minX * scale).rounded() / scale, minY = (rect.minY * scale).rounded() / scale
        let maxX = (rect.maxX * scale).rounded() / scale, maxY = (rect.maxY * scale).rounded() / scale
        return CGRect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
    }

    // MARK: Inputs: translated frames, insets, intrinsic sizes

    func syncInputs() {
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

    func setConstants(of entry: LayoutEntry, _ constants: [Double]) {
        for (index, constant) in constants.enumerated() where entry.frameConstants[index] != constant {
            do {
                try solver.setConstant(constant, of: entry.frameConstraints[index])
                entry.frameConstants[index] = constant
                needsSolve = true
            } catch {
                Log.warningOnce(
                    key: "Auto Layout pin \(entry.itemDescription)",
                    "Unable to simultaneously satisfy constraints: \(entry.itemDescription)'s frame or insets conflict "
                        + "with required constraints; its previous ones are kept")
            }
        }
    }

    /// The constants pinning a translated view (or the root) to its frame: −x, −y, −width, −height, with x and y
    /// in its superview's coordinates (the root at the origin).
    func frameConstants(of view: UIView, count: Int) -> [Double] {
        let size = view.bounds.size
        guard view !== root else { return count == 4 ? [0, 0, -Double(size.width), -Double(size.height)] : [0, 0] }
        let anchor = view.layer.anchorPoint
        let x = view.center.x - anchor.x * size.width, y = view.center.y - anchor.y * size.height
        return [-Double(x), -Double(y), -Double(size.width), -Double(size.height)]
    }

    /// The constants pinning a margins or safe-area guide to its owner's edges: −left, −top, right, bottom.
    func insetConstants(of guide: UILayoutGuide) -> [Double] {
        guard let owner = guide.owningView else { return [0, 0, 0, 0] }
        let insets = guide.kind == .margins ? owner.marginsGuideInsets : owner.safeAreaInsets
        return [-Double(insets.left), -Double(insets.top), Double(insets.right), Double(insets.bottom)]
    }

    func updateIntrinsic(_ entry: LayoutEntry) {
        guard let view = entry.view else { return }
        for constraint in entry.intrinsicConstraints { try? solver.remove(constraint) }
        entry.intrinsicConstraints = []
        entry.intrinsicSize = nil
        addIntrinsic(entry, view: view)
        needsSolve = true
    }

    /// Hugging (size ≤ intrinsic) and compression resistance (size ≥ intrinsic) in each dimension the view has an
    /// intrinsic size in.
    func addIntrinsic(_ entry: LayoutEntry, view: UIView) {
        let size: CGSize
        if let label = view as? UILabel, label.wrapsForLayout {
            // Through the overridable property, so that subclasses (padded labels) add to it.
            label.layoutWidth = entry.widthBasis
            size = label.intrinsicContentSize
            label.layoutWidth = nil
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

}
