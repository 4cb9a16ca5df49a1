extension CALayer {
    /// Inserts at `idx` (clamped to the count); a layer already here moves.
    func place(_ layer: CALayer, at idx: Int) {
        guard canAdopt(layer, api: "insertSublayer") else { return }
        layer.detach()
        let index = min(max(idx, 0), sublayerStorage.count)
        sublayerStorage.insert(layer, at: index)
        layer.superlayerStorage = self
        sublayersDidChange()
        layer.orderedIn()
    }

    /// Inserts below `sibling`; at the bottom when `sibling` is nil or not a sublayer.
    func place(_ layer: CALayer, below sibling: CALayer?) {
        guard canAdopt(layer, api: "insertSublayer(below:)") else { return }
        layer.detach()
        let index = sibling.flatMap(sublayerStorage.index(ofIdentical:)) ?? 0
        place(layer, at: index)
    }

    /// Inserts above `sibling`; at the top when `sibling` is nil or not a sublayer.
    func place(_ layer: CALayer, above sibling: CALayer?) {
        guard canAdopt(layer, api: "insertSublayer(above:)") else { return }
        layer.detach()
        let index =
            sibling.flatMap(sublayerStorage.index(ofIdentical:)).map { $0 + 1 } ?? sublayerStorage.count
        place(layer, at: index)
    }

    /// Puts `newLayer` where `oldLayer` is; nothing happens when `oldLayer` is not a sublayer.
    func replace(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayerStorage.index(ofIdentical: oldLayer) else {
            Log.warning("CALayer \(logName): replaceSublayer: the old layer is not a sublayer; nothing replaced")
            return
        }
        guard oldLayer !== newLayer, canAdopt(newLayer, api: "replaceSublayer") else { return }
        oldLayer.removeFromSuperlayer()
        place(newLayer, at: index)
    }

    /// Detaches the layer from its superlayer (or from the layer it masks).
    func leaveSuperlayer() {
        guard superlayerStorage != nil || maskOwner != nil else { return }
        orderedOut()
        detach()
    }

    func detach() {
        if let parent = superlayerStorage {
            parent.sublayerStorage.remove(identical: self)
            superlayerStorage = nil
            parent.sublayersDidChange()
        }
        if let owner = maskOwner {
            owner.maskStorage = nil
            maskOwner = nil
            owner.markChanged()
        }
    }

    /// False, with one log line, when adopting `layer` would put a layer inside its own subtree.
    func canAdopt(_ layer: CALayer, api: String) -> Bool {
        // A layer with nothing below it is an ancestor of no other layer: adding leaves down a deep tree does not
        // walk it.
        var ancestor: CALayer? =
            layer.sublayerStorage.isEmpty && layer.maskStorage == nil && layer !== self ? nil : self
        while let current = ancestor {
            if current === layer {
                Log.warning("CALayer \(logName): \(api) refused: \(layer.logName) would become its own ancestor")
                return false
            }
            ancestor = current.superlayerStorage ?? current.maskOwner
        }
        return true
    }

    func sublayersDidChange() {
        markChanged()
        setNeedsLayout()
        if !CATransaction.disableActions(), let action = action(forKey: "sublayers") {
            action.run(forKey: "sublayers", object: self, arguments: nil)
        }
    }

    func orderedIn() {
        guard !CATransaction.disableActions() else { return }
        // Without a delegate to ask, the action is looked up first: most layers have none, and finding whether the
        // tree is shown walks to its root (a tree built down a deep chain would walk it at every level).
        guard delegate == nil else {
            guard isInHostedTree else { return }
            action(forKey: kCAOnOrderIn)?.run(forKey: kCAOnOrderIn, object: self, arguments: nil)
            return
        }
        guard let action = action(forKey: kCAOnOrderIn), isInHostedTree else { return }
        action.run(forKey: kCAOnOrderIn, object: self, arguments: nil)
    }

    func orderedOut() {
        guard !CATransaction.disableActions(), isInHostedTree else { return }
        action(forKey: kCAOnOrderOut)?.run(forKey: kCAOnOrderOut, object: self, arguments: nil)
    }

    /// The root of the tree (following superlayers and mask owners).
    var rootLayer: CALayer {
        Self.rootMemo.root(of: self) { $0.superlayerStorage ?? $0.maskOwner }
    }

    static let rootMemo = RootMemo<CALayer>()

    /// Tells `rootMemo` that the layer moved; a layer never committed that joins a tree commits with it.
    func didMove() {
        Self.rootMemo.moved(self, isLeaf: sublayerStorage.isEmpty && maskStorage == nil)
        if superlayerStorage != nil || maskOwner != nil, committed == nil {
            TransactionStack.current.markNewcomers(from: self)
        }
    }

    /// Whether the layer's tree is attached to a host, so that it is on screen.
    package var isInHostedTree: Bool { rootLayer.isHostRoot }

    /// Marks the tree rooted here as on screen (a window or render context shows it) or not.
    package func setHostRoot(_ hosted: Bool) {
        isHostRoot = hosted
        markChanged()
    }
}
