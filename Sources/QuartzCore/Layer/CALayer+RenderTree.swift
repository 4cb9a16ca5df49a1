import RenderServer

extension CALayer {
    /// A stable number for the layer, for render-side caches.
    var renderID: UInt64 { UInt64(UInt(bitPattern: ObjectIdentifier(self).hashValue)) }

    /// This layer's committed subtree as an immutable render tree; nil before its first commit.
    package func makeRenderTree() -> RenderTree? {
        renderNode().map { RenderTree(root: $0) }
    }

    /// The layer's render-tree node, made from its committed values and its committed sublayers' nodes, each made
    /// once per commit. Made children first from an explicit list, not by recursion: a tree nested deeper than a
    /// thread's stack holds is one loop away in a user's code.
    func renderNode() -> RenderNode? {
        if let cached = renderNodeCache { return cached }
        guard committed != nil else { return nil }
        var pending: [(layer: CALayer, childrenMade: Bool)] = [(self, false)]
        while let (layer, childrenMade) = pending.popLast() {
            guard layer.renderNodeCache == nil, let node = layer.committed else { continue }
            guard childrenMade else {
                pending.append((layer, true))
                for child in node.sublayers where child.renderNodeCache == nil { pending.append((child, false)) }
                if let mask = node.mask, mask.renderNodeCache == nil { pending.append((mask, false)) }
                continue
            }
            layer.renderNodeCache = RenderNode(
                id: layer.renderID, properties: node.properties, animations: node.animations,
                sublayers: node.sublayers.compactMap(\.renderNodeCache), mask: node.mask?.renderNodeCache)
        }
        return renderNodeCache
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
    /// superlayer's time (which places emitters' particles). Made from a list of the subtree's layers, parents
    /// before children, not by recursion (see `renderNode`).
    func modelPresented(parentTime: Double) -> PresentedLayer {
        // Each layer with the index of its parent in the list and whether it is that parent's mask.
        var order: [(layer: CALayer, parent: Int, isMask: Bool)] = [(self, -1, false)]
        var pending = [0]
        while let index = pending.popLast() {
            let layer = order[index].layer
            for child in layer.sublayerStorage {
                pending.append(order.count)
                order.append((child, index, false))
            }
            if let mask = layer.maskStorage {
                pending.append(order.count)
                order.append((mask, index, true))
            }
        }
        var presented: [PresentedLayer] = []
        presented.reserveCapacity(order.count)
        for (layer, parent, _) in order {
            let node = RenderNode(
                id: layer.renderID, properties: layer.modelValues, animations: [], sublayers: [], mask: nil)
            presented.append(
                PresentedLayer(node, parentTime: parent < 0 ? parentTime : presented[parent].localTime))
        }
        // Children come after their parent in the list, so walking it backwards finishes every child before its
        // parent takes it; siblings arrive last first.
        var sublayers = [[PresentedLayer]](repeating: [], count: order.count)
        var masks = [[PresentedLayer]](repeating: [], count: order.count)
        for index in order.indices.reversed() {
            presented[index].sublayers = sublayers[index].reversed()
            presented[index].mask = masks[index]
            sublayers[index] = []
            masks[index] = []
            let (_, parent, isMask) = order[index]
            guard parent >= 0 else { break }
            if isMask { masks[parent] = [presented[index]] } else { sublayers[parent].append(presented[index]) }
        }
        return presented[0]
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
