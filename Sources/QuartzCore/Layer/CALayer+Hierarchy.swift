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
        guard !CATransaction.disableActions(), isInHostedTree else { return }
        action(forKey: kCAOnOrderIn)?.run(forKey: kCAOnOrderIn, object: self, arguments: nil)
    }

    func orderedOut() {
        guard !CATransaction.disableActions(), isInHostedTree else { return }
        action(forKey: kCAOnOrderOut)?.run(forKey: kCAOnOrderOut, object: self, arguments: nil)
    }

    /// The root of the tree (following superlayers and mask owners).
    var rootLayer: CALayer {
        // A shallow tree is walked: the memo pays off only below the first levels.
        var top = self
        for _ in 0..<RootMemo<CALayer>.walkedLevels {
            guard let parent = top.superlayerStorage ?? top.maskOwner else { return top }
            top = parent
        }
        return Self.rootMemo.root(of: self, parent: superlayerStorage ?? maskOwner) {
            var layer = self
            while let parent = layer.superlayerStorage ?? layer.maskOwner { layer = parent }
            return layer
        }
    }

    static let rootMemo = RootMemo<CALayer>()

    /// Tells `rootMemo` that the layer moved.
    func didMove() {
        Self.rootMemo.moved(self, isLeaf: sublayerStorage.isEmpty && maskStorage == nil)
    }

    /// Whether the layer's tree is attached to a host, so that it is on screen.
    package var isInHostedTree: Bool { rootLayer.isHostRoot }

    /// Marks the tree rooted here as on screen (a window or render context shows it) or not.
    package func setHostRoot(_ hosted: Bool) {
        isHostRoot = hosted
        markChanged()
    }
}
