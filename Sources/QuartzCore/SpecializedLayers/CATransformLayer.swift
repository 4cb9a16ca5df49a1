import RenderServer

/// A layer that keeps its sublayers in 3D instead of flattening them into its plane (spec §9.9). It draws
/// nothing of its own.
open class CATransformLayer: CALayer {
    public override init() {
        super.init()
        modelValues.kind = .transformLayer
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Hit-tests the sublayers only: a transform layer has no area of its own.
    open override func hitTest(_ p: CGPoint) -> CALayer? {
        let hit = super.hitTest(p)
        return hit === self ? nil : hit
    }
}
