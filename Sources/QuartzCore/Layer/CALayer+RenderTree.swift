import RenderServer

extension CALayer {
    /// A stable number for the layer, for render-side caches.
    var renderID: UInt64 { UInt64(UInt(bitPattern: ObjectIdentifier(self).hashValue)) }

    /// This layer's committed subtree as an immutable render tree; nil before its first commit.
    package func makeRenderTree() -> RenderTree? {
        renderNode().map { RenderTree(root: $0) }
    }

    func renderNode() -> RenderNode? {
        if let cached = renderNodeCache { return cached }
        guard let node = committed else { return nil }
        let made = RenderNode(
            id: renderID, properties: node.properties, animations: node.animations,
            sublayers: node.sublayers.compactMap { $0.renderNode() }, mask: node.mask?.renderNode())
        renderNodeCache = made
        return made
    }

    /// Drops the cached render nodes of this layer and its ancestors after its committed state changed.
    func committedDidChange() {
        var layer: CALayer? = self
        while let current = layer, current.renderNodeCache != nil {
            current.renderNodeCache = nil
            layer = current.superlayerStorage ?? current.maskOwner
        }
    }

    /// What `render(in:)` draws: for a presentation copy, its model layer's committed subtree presented now; for a
    /// model layer, its model values.
    func snapshot() -> PresentedLayer {
        let now = CACurrentMediaTime()
        if isPresentationCopy, let model = modelLayer, let node = model.renderNode() {
            return PresentedLayer(node, parentTime: model.superlayerStorage?.localTime(fromAbsolute: now) ?? now)
        }
        return modelPresented(parentTime: superlayerStorage?.localTime(fromAbsolute: now) ?? now)
    }

    /// The model values of the subtree (no animations), as the compositor draws them, at `parentTime` in the
    /// superlayer's time (which places emitters' particles).
    func modelPresented(parentTime: Double) -> PresentedLayer {
        let node = RenderNode(
            id: renderID, properties: modelValues, animations: [], sublayers: [], mask: nil)
        var presented = PresentedLayer(node, parentTime: parentTime)
        presented.sublayers = sublayerStorage.map { $0.modelPresented(parentTime: presented.localTime) }
        presented.mask = maskStorage.map { [$0.modelPresented(parentTime: presented.localTime)] } ?? []
        return presented
    }

    /// Draws `presented` into `ctx` through the context's current transform with the reference compositor.
    func draw(_ presented: PresentedLayer, in ctx: CGContext) {
        ctx.flush()
        let userToCairo = ctx.ctm.concatenating(
            CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(ctx.height)))
        var toDevice = Matrix3D.identity
        (toDevice.m11, toDevice.m12, toDevice.m21, toDevice.m22, toDevice.m41, toDevice.m42) =
            (
                Double(userToCairo.a), Double(userToCairo.b), Double(userToCairo.c), Double(userToCairo.d),
                Double(userToCairo.tx), Double(userToCairo.ty)
            )
        let scale = sqrt(abs(Double(userToCairo.a * userToCairo.d - userToCairo.b * userToCairo.c)))
        do {
            try ReferenceCompositor(drawsTilesNow: true).draw(
                presented, over: ctx.buffer, toDevice: toDevice, scale: max(scale, 1))
        } catch {
            Log.warning("CALayer \(logName): render(in:) failed: \(error)")
        }
        ctx.markDirty()
    }
}
