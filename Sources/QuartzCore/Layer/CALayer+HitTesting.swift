import RenderServer

/// What `hitTest(_:)` asks of each level, kept out of the class body (only the overridable members live there).
extension CALayer {
    /// `p` in the layer's own coordinates when the layer is shown and, if it clips, contains it.
    @inline(never)
    func hitTestPoint(fromSuperlayer p: CGPoint) -> CGPoint? {
        guard !modelValues.isHidden else { return nil }
        let parent = geometryParent
        let toParent =
            parent.map { LayerGeometry.layerToParent(modelValues, parent: $0.modelValues) }
            ?? LayerGeometry.layerToSuperlayer(modelValues)
        guard let fromParent = toParent.inverted() else { return nil }
        let local = fromParent.project(p)
        if modelValues.masksToBounds && !contains(local) { return nil }
        return local
    }

    /// The sublayers hit-testing looks into and their drawing order, back to front.
    @inline(never)
    func hitTestOrder() -> (children: [CALayer], order: [Int]) {
        let children = isPresentationCopy ? (sublayers ?? []) : sublayerStorage
        return (children, LayerGeometry.drawingOrder(children.map { $0.modelValues.zPosition }))
    }
}
