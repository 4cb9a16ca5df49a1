extension UIView {
    /// Inserts or moves `view` to `index` among the subviews, keeping the layers in step: the view's layer goes
    /// just below the layer of the subview that follows it, or on top of every sublayer when it is last, as UIKit
    /// does (raw sublayers keep their places).
    func insert(_ view: UIView, at index: Int) {
        // A view without subviews is an ancestor of no other view: adding leaves down a deep tree does not walk it.
        guard view !== self, view.subviews.isEmpty || !isDescendant(of: view) else {
            Log.warning("UIView.insertSubview: refused to add a view into its own subtree")
            return
        }
        let sameParent = view.superview === self
        let oldWindow = view.window
        if !sameParent {
            view.willMove(toSuperview: self)
            if window !== oldWindow { view.notifyWindowWillChange(to: window) }
            if let oldParent = view.superview {
                oldParent.willRemoveSubview(view)
                LayoutPass.viewWillLeave(view, parent: oldParent)
            }
            view.superview?.subviews.remove(identical: view)
            view.layer.removeFromSuperlayer()
        } else {
            subviews.remove(identical: view)
        }
        let position = min(max(index, 0), subviews.count)
        subviews.insert(view, at: position)
        view.superview = self
        view.setWindowAbove(window)
        if position + 1 < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[position + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
        guard !sameParent else { return }
        LayoutPass.viewDidJoin(view, under: self)
        didAddSubview(view)
        view.didMoveToSuperview()
        if view.window !== oldWindow { view.notifyWindowChange() }
    }

    /// Makes `window` the nearest window above this view, and above each view of its subtree up to the windows in
    /// it.
    func setWindowAbove(_ window: UIWindow?) {
        guard windowAbove !== window else { return }
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.windowAbove = window
            if !(view is UIWindow) { pending.append(contentsOf: view.subviews) }
        }
    }

    /// Sends `willMove(toWindow:)` down the subtree, and `viewWillAppear`/`viewWillDisappear` to the controllers
    /// of its views; parents first. (From a list, not by recursion: a tree nested deeper than a thread's stack
    /// holds is one loop away in a user's code.)
    func notifyWindowWillChange(to newWindow: UIWindow?) {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            view.viewController?.viewWillMove(toWindow: newWindow)
            view.willMove(toWindow: newWindow)
            pending.append(contentsOf: view.subviews.reversed())
        }
    }

    /// Sends `didMoveToWindow` down the subtree, parents first, schedules a first display for views that draw, and
    /// sends `viewDidAppear`/`viewDidDisappear` to the controllers of its views once their subtrees have heard.
    func notifyWindowChange() {
        // Each view is visited on the way down and again, for its controller, once its subtree is done.
        var pending: [(view: UIView, subtreeDone: Bool)] = [(self, false)]
        while let (view, subtreeDone) = pending.popLast() {
            guard !subtreeDone else {
                view.viewController?.viewDidMove(toWindow: view.window)
                continue
            }
            if view.window != nil && view.drawsContent != false { view.layer.setNeedsDisplay() }
            view.didMoveToWindow()
            pending.append((view, true))
            pending.append(contentsOf: view.subviews.reversed().map { ($0, false) })
        }
    }
}

extension UIView: @preconcurrency CALayerDelegate, MainThreadLayerDelegate {}
