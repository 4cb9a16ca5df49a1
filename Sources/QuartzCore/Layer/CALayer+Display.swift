import RenderServer

extension CALayer {
    func layoutTree() {
        if layoutFlag {
            layoutFlag = false
            isLayingOut = true
            layoutSublayers()
            isLayingOut = false
        }
        for child in sublayerStorage { child.layoutTree() }
    }
}
