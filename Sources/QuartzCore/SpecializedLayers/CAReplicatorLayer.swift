import RenderServer

/// A layer that draws its sublayers `instanceCount` times, each copy transformed, delayed and tinted a step
/// further (spec §10.4).
open class CAReplicatorLayer: CALayer {
    public override init() {
        super.init()
        modelValues.kind = .replicator(ReplicatorProperties())
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var instanceCount: Int {
        get { modelValues.replicator.instanceCount }
        set { set("instanceCount", \.replicator.instanceCount, max(0, newValue)) }
    }
    open var preservesDepth: Bool {
        get { modelValues.replicator.preservesDepth }
        set { set("preservesDepth", \.replicator.preservesDepth, newValue) }
    }
    /// Seconds by which each instance's animations lag the previous one's.
    open var instanceDelay: CFTimeInterval {
        get { modelValues.replicator.instanceDelay }
        set { setFinite("instanceDelay", \.replicator.instanceDelay, CGFloat(newValue)) }
    }
    /// Applied once more for each instance, about the layer's anchor point.
    open var instanceTransform: CATransform3D {
        get { CATransform3D(matrix: modelValues.replicator.instanceTransform) }
        set { set("instanceTransform", \.replicator.instanceTransform, newValue.matrix) }
    }
    /// Multiplies the first instance's colours; nil is white.
    open var instanceColor: CGColor? {
        get { modelValues.replicator.instanceColor }
        set { set("instanceColor", \.replicator.instanceColor, newValue) }
    }
    open var instanceRedOffset: Float {
        get { Float(modelValues.replicator.instanceRedOffset) }
        set { setFinite("instanceRedOffset", \.replicator.instanceRedOffset, CGFloat(newValue)) }
    }
    open var instanceGreenOffset: Float {
        get { Float(modelValues.replicator.instanceGreenOffset) }
        set { setFinite("instanceGreenOffset", \.replicator.instanceGreenOffset, CGFloat(newValue)) }
    }
    open var instanceBlueOffset: Float {
        get { Float(modelValues.replicator.instanceBlueOffset) }
        set { setFinite("instanceBlueOffset", \.replicator.instanceBlueOffset, CGFloat(newValue)) }
    }
    open var instanceAlphaOffset: Float {
        get { Float(modelValues.replicator.instanceAlphaOffset) }
        set { setFinite("instanceAlphaOffset", \.replicator.instanceAlphaOffset, CGFloat(newValue)) }
    }
}
