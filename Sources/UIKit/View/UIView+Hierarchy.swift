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
            if window !== oldWindow { view.willMove(toWindow: window) }
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
        didAddSubview(view)
        view.didMoveToSuperview()
        if view.window !== oldWindow { view.notifyWindowChange() }
    }

    /// Sends `didMoveToWindow` down the subtree and schedules a first display for views that draw.
    func notifyWindowChange() {
        if window != nil && drawsContent != false { layer.setNeedsDisplay() }
        didMoveToWindow()
        for view in subviews { view.notifyWindowChange() }
    }

    // MARK: Conversion (through the layers, model geometry)

    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }
}

extension UIView: @preconcurrency CALayerDelegate, MainThreadLayerDelegate {
    /// Layout of the view's layer runs the view's `layoutSubviews()`, between its controller's
    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` when it is a controller's view.
    public func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        viewController?.viewWillLayoutSubviews()
        layoutSubviews()
        viewController?.viewDidLayoutSubviews()
    }

    /// Draws through `draw(_:)` into a backing store at the layer's scale, for views that override it.
    public func display(_ layer: CALayer) {
        guard drawsContent != false else { return }
        let size = bounds.size
        guard let ctx = makeFlippedContext(size: size, scale: layer.contentsScale) else {
            layer.contents = nil
            return
        }
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        baseDrawCalled = false
        UIGraphicsPushContext(ctx)
        draw(bounds)
        UIGraphicsPopContext()
        if drawsContent == nil { drawsContent = !baseDrawCalled }
        UIView.performWithoutAnimation {
            layer.contents = drawsContent == true ? ctx.makeImage() : nil
        }
    }

    /// A tile of a `CATiledLayer`-backed view: `draw(_:)` with the tile's rect, into the tile's context (the
    /// tiled layer calls this on the main thread for views).
    public func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        UIGraphicsPushContext(ctx)
        draw(ctx.boundingBoxOfClipPath)
        UIGraphicsPopContext()
    }

    /// `NSNull` outside animation blocks (no implicit animation); inside, UIKit's animation for the key.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? {
        ViewAnimationContext.action(for: layer, forKey: event) ?? NSNull()
    }
}
