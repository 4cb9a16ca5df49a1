extension CABasicAnimation {
    /// A copy held `offset` seconds into its cycle (speed 0), filling both ways, never removed and telling no
    /// delegate: how property animators and interactive transitions show view animations at a chosen time. The
    /// offset must stay short of a whole cycle, which would wrap back to the start value.
    func frozen(at offset: Double) -> CABasicAnimation? {
        guard let frozen = copy() as? CABasicAnimation else { return nil }
        frozen.speed = 0
        frozen.timeOffset = offset
        frozen.beginTime = 0
        frozen.fillMode = .both
        frozen.isRemovedOnCompletion = false
        frozen.delegate = nil
        return frozen
    }
}
