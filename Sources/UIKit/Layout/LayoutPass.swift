/// The steps of Auto Layout around a view hierarchy's layout: constraint updates, then the engine's solve, and
/// the bookkeeping when views join or leave a hierarchy or change what the engine reads from them.
@preconcurrency @MainActor
enum LayoutPass {
    /// Before `view` lays out: runs the constraint updates due in its hierarchy and solves the hierarchy's engine,
    /// which places every view its constraints govern.
    static func prepare(from view: UIView) {
        let root = view.rootView
        if root.subtreeNeedsConstraintUpdate { updateConstraints(in: root) }
        root.layoutStorage?.engine?.layout()
    }

    /// After `view`'s `layoutSubviews()`: constraints it changed (a constant, a label's text) are solved and applied
    /// in the same pass, a few rounds at most, as iOS lays out again until the layout settles.
    static func settle(from view: UIView) {
        let root = view.rootView
        for _ in 0..<4 {
            let engine = root.layoutStorage?.engine
            guard root.subtreeNeedsConstraintUpdate || engine?.hasPendingWork == true else { return }
            prepare(from: view)
        }
        Log.warningOnce(
            key: "Auto Layout unsettled \(NSLayoutConstraint.address(of: root))",
            "Auto Layout: the layout of \(type(of: root)) did not settle: layoutSubviews() keeps changing constraints")
    }

    /// Runs `updateConstraints()` (a controller's view: the controller's `updateViewConstraints()`) for each view of
    /// the subtree that is due, deepest first, as iOS does; from a list, not by recursion (a tree nested deeper
    /// than a thread's stack holds is one loop away in a user's code).
    static func updateConstraints(in view: UIView) {
        guard view.subtreeNeedsConstraintUpdate else { return }
        // Each view is visited on the way down and again once its subtree is done.
        var pending: [(view: UIView, subtreeDone: Bool)] = [(view, false)]
        while let (view, subtreeDone) = pending.popLast() {
            guard subtreeDone else {
                guard view.subtreeNeedsConstraintUpdate else { continue }
                view.subtreeNeedsConstraintUpdate = false
                pending.append((view, true))
                let children = view.subviews
                for index in children.indices.reversed() { pending.append((children[index], false)) }
                continue
            }
            guard view.needsConstraintUpdate else { continue }
            view.needsConstraintUpdate = false
            if let controller = view.viewController {
                controller.updateViewConstraints()
            } else {
                view.updateConstraints()
            }
        }
    }

    /// After `view` was added under `parent`: its pending constraint updates become the new hierarchy's, and the
    /// constraints it brings join the new root's engine.
    static func viewDidJoin(_ view: UIView, under parent: UIView) {
        if view.subtreeNeedsConstraintUpdate {
            var current: UIView? = parent
            while let ancestor = current, !ancestor.subtreeNeedsConstraintUpdate {
                ancestor.subtreeNeedsConstraintUpdate = true
                current = ancestor.superview
            }
        }
        guard let state = view.layoutStorage, let engine = state.engine else { return }
        engine.detach()
        state.engine = nil
        let root = parent.rootView
        if let rootEngine = root.layoutEngine {
            rootEngine.invalidate()
        } else {
            root.layoutState.engine = LayoutEngine(root: root)
        }
        parent.setNeedsLayout()
    }

    /// Before `view` leaves `parent`: constraints held outside the view's subtree that refer into it are
    /// deactivated, as on iOS, and the constraints inside it go with it to an engine of its own.
    static func viewWillLeave(_ view: UIView, parent: UIView) {
        let root = parent.rootView
        guard let engine = root.layoutEngine else { return }
        var holder: UIView? = parent
        while let current = holder {
            for constraint in current.constraints where refersInto(constraint, subtree: view) {
                current.uninstall(constraint)
            }
            holder = current.superview
        }
        engine.invalidate()
        if view.layoutEngine == nil { view.layoutState.engine = LayoutEngine(root: view) }
        parent.setNeedsLayout()
    }

    /// Deactivates the constraints held by `owner` and its ancestors that refer to `guide`.
    static func deactivateConstraints(referringTo guide: UILayoutGuide, from owner: UIView) {
        var holder: UIView? = owner
        while let current = holder {
            for constraint in current.constraints
            where constraint.firstItem === guide || constraint.secondItem === guide {
                current.uninstall(constraint)
            }
            holder = current.superview
        }
    }

    /// Something the engine builds its system from changed at `view` (whether its frame is translated, its
    /// priorities): the engine rebuilds at the next layout pass.
    static func structureDidChange(at view: UIView) {
        guard let engine = view.rootView.layoutEngine else { return }
        engine.invalidate()
        (view.superview ?? view).setNeedsLayout()
    }

    /// The view's frame changed: an engine that reads it (the view's frame is translated into constraints) solves
    /// again at the next layout pass, and one that places it puts it back.
    static func frameDidChange(of view: UIView) {
        guard let engine = view.rootView.layoutEngine, engine.contains(view) else { return }
        guard view.translatesAutoresizingMaskIntoConstraints else {
            engine.placedFrameDidChange(of: view)
            return
        }
        engine.inputsDidChange()
        (view.superview ?? view).setNeedsLayout()
    }

    /// The view's margins or safe-area insets changed: the view lays out again (a container places its bars by
    /// them), and guides built on them move at the next layout pass.
    static func insetsDidChange(of view: UIView) {
        view.rootView.layoutEngine?.inputsDidChange()
        view.setNeedsLayout()
    }

    private static func refersInto(_ constraint: NSLayoutConstraint, subtree: UIView) -> Bool {
        func inside(_ item: AnyObject?) -> Bool {
            LayoutItemReference.view(of: item)?.isDescendant(of: subtree) ?? false
        }
        return inside(constraint.firstItem) || inside(constraint.secondItem)
    }
}
