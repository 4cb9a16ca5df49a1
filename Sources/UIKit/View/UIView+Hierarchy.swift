extension UIView {
    /// Inserts or moves `view` to `index` among the subviews, keeping the layers in step: the view's layer goes
    /// just below the layer of the subview that follows it, or on top of every sublayer when it is last, as UIKit
    /// does (raw sublayers keep their places).
    func insert(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
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

    /// Sends `willMove(toWindow:)` down the subtree, and `viewWillAppear`/`viewWillDisappear` to the controllers
    /// of its views.
    func notifyWindowWillChange(to newWindow: UIWindow?) {
        viewController?.viewWillMove(toWindow: newWindow)
        willMove(toWindow: newWindow)
        for view in subviews { view.notifyWindowWillChange(to: newWindow) }
    }

    /// Sends `didMoveToWindow` down the subtree, schedules a first display for views that draw, and sends
    /// `viewDidAppear`/`viewDidDisappear` to the controllers of its views.
    func notifyWindowChange() {
        if window != nil && drawsContent != false { layer.setNeedsDisplay() }
        didMoveToWindow()
        for view in subviews { view.notifyWindowChange() }
        viewController?.viewDidMove(toWindow: window)
    }
}

extension UIView: @preconcurrency CALayerDelegate, MainThreadLayerDelegate {}
