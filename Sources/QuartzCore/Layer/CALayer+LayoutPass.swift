import RenderServer

extension CALayer {
    /// Lays out the subtree top-down, each layer before its sublayers (as its layout may add or move them), from a
    /// list rather than by recursion: a tree nested deeper than a thread's stack holds is one loop away in a user's
    /// code.
    func layoutTree() {
        var pending: [CALayer] = [self]
        while let layer = pending.popLast() {
            if layer.layoutFlag {
                layer.layoutFlag = false
                layer.isLayingOut = true
                layer.layoutSublayers()
                layer.isLayingOut = false
            }
            let children = layer.sublayerStorage
            for index in children.indices.reversed() { pending.append(children[index]) }
        }
    }
}
