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

    /// The model values of the subtree (no animations), as the compositor draws them.
    func modelPresented() -> PresentedLayer {
        let node = RenderNode(
            id: renderID, properties: modelValues, animations: [], sublayers: [], mask: nil)
        var presented = PresentedLayer(node, parentTime: 0)
        presented.sublayers = sublayerStorage.map { $0.modelPresented() }
        presented.mask = maskStorage.map { [$0.modelPresented()] } ?? []
        return presented
    }

    /// Draws the layer and its sublayers (model values) into `ctx` in the layer's own coordinate space, through
    /// the context's current transform, with the same compositor as the screen: 3D transforms, masks, shadows
    /// and text included.
    /// - Note: Deviation: the context's clip is not applied.
    public func render(in ctx: CGContext) {
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
            try ReferenceCompositor().draw(modelPresented(), over: ctx.buffer, toDevice: toDevice, scale: max(scale, 1))
        } catch {
            Log.warning("CALayer \(logName): render(in:) failed: \(error)")
        }
        ctx.markDirty()
    }
}
