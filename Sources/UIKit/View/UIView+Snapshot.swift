extension UIView {
    /// Draws the view and its subviews as they are on screen into the current context, scaled to fill `rect`
    /// (in the context's coordinates); false, drawing nothing, with no current context or a view never shown.
    /// `afterScreenUpdates` true lays the view out and commits pending changes first, so that they are drawn.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext() else {
            Log.warning("UIView.drawHierarchy: no current context to draw into")
            return false
        }
        guard let shown = shownLayer(afterScreenUpdates: afterUpdates) else { return false }
        let size = bounds.size
        guard size.width > 0, size.height > 0, rect.width != 0, rect.height != 0,
            [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite)
        else { return false }
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / size.width, y: rect.height / size.height)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        shown.render(in: ctx)
        ctx.restoreGState()
        return true
    }

    /// A new view of the view's size showing an image of the view and its subviews as they are on screen, at
    /// the origin of its own frame: a stand-in for transitions. A view never shown gives an empty snapshot, with
    /// one log line, as on iOS.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.isUserInteractionEnabled = false
        let format = UIGraphicsImageRendererFormat()
        format.scale = layer.contentsScale
        guard bounds.width > 0, bounds.height > 0, shownLayer(afterScreenUpdates: afterUpdates) != nil else {
            return snapshot
        }
        let image = UIGraphicsImageRenderer(bounds: bounds, format: format).image { _ in
            _ = drawHierarchy(in: bounds, afterScreenUpdates: false)
        }
        snapshot.layer.contents = image.cgImage
        snapshot.layer.contentsScale = format.scale
        return snapshot
    }

    /// The layer tree as the screen shows it: its presentation copy, after committing pending changes when asked;
    /// nil, with one log line, for a view whose layer was never committed.
    private func shownLayer(afterScreenUpdates afterUpdates: Bool) -> CALayer? {
        if afterUpdates {
            layoutIfNeeded()
            CATransaction.flush()
        }
        guard let shown = layer.presentation() else {
            Log.warningOnce(
                key: "UIView.snapshot.unrendered",
                "UIView: snapshotting a view that has not been rendered gives an empty snapshot;"
                    + " pass afterScreenUpdates: true or snapshot it once it is shown")
            return nil
        }
        return shown
    }
}
