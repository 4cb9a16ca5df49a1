import RenderServer

/// The shape particles are born in.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let point = Self(rawValue: "point")
    public static let line = Self(rawValue: "line")
    public static let rectangle = Self(rawValue: "rectangle")
    public static let cuboid = Self(rawValue: "cuboid")
    public static let circle = Self(rawValue: "circle")
    public static let sphere = Self(rawValue: "sphere")
}

/// Where on the shape particles are born.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let points = Self(rawValue: "points")
    public static let outline = Self(rawValue: "outline")
    public static let surface = Self(rawValue: "surface")
    public static let volume = Self(rawValue: "volume")
}

/// How particles are composited.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unordered = Self(rawValue: "unordered")
    public static let oldestFirst = Self(rawValue: "oldestFirst")
    public static let oldestLast = Self(rawValue: "oldestLast")
    public static let backToFront = Self(rawValue: "backToFront")
    public static let additive = Self(rawValue: "additive")
}

/// A layer that emits particles described by its cells (spec §10.6).
/// - Note: Deviation: the model and its animatable properties only; particles are not yet simulated or drawn
///   (issue 8). Setting `emitterCells` logs this once.
open class CAEmitterLayer: CALayer {
    public override init() {
        super.init()
        modelValues.kind = .emitter(EmitterProperties())
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        emitterCells = (layer as? CAEmitterLayer)?.emitterCells
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override package class func viewTemplate() -> CALayer { CAEmitterLayer() }

    open var emitterCells: [CAEmitterCell]? {
        didSet {
            if emitterCells?.isEmpty == false {
                Log.warningOnce(
                    key: "CAEmitterLayer.render", "CAEmitterLayer \(logName): particles are not drawn yet (model only)")
            }
        }
    }
    open var birthRate: Float {
        get { Float(modelValues.emitter.birthRate) }
        set { setFinite("birthRate", \.emitter.birthRate, CGFloat(newValue)) }
    }
    open var lifetime: Float {
        get { Float(modelValues.emitter.lifetime) }
        set { setFinite("lifetime", \.emitter.lifetime, CGFloat(newValue)) }
    }
    open var emitterPosition: CGPoint {
        get { modelValues.emitter.emitterPosition }
        set { set("emitterPosition", \.emitter.emitterPosition, newValue) }
    }
    open var emitterZPosition: CGFloat {
        get { CGFloat(modelValues.emitter.emitterZPosition) }
        set { setFinite("emitterZPosition", \.emitter.emitterZPosition, newValue) }
    }
    open var emitterSize: CGSize {
        get { modelValues.emitter.emitterSize }
        set { set("emitterSize", \.emitter.emitterSize, newValue) }
    }
    open var emitterDepth: CGFloat {
        get { CGFloat(modelValues.emitter.emitterDepth) }
        set { setFinite("emitterDepth", \.emitter.emitterDepth, newValue) }
    }
    open var emitterShape: CAEmitterLayerEmitterShape {
        get { CAEmitterLayerEmitterShape(rawValue: modelValues.emitter.emitterShape) }
        set { set("emitterShape", \.emitter.emitterShape, newValue.rawValue) }
    }
    open var emitterMode: CAEmitterLayerEmitterMode {
        get { CAEmitterLayerEmitterMode(rawValue: modelValues.emitter.emitterMode) }
        set { set("emitterMode", \.emitter.emitterMode, newValue.rawValue) }
    }
    open var renderMode: CAEmitterLayerRenderMode {
        get { CAEmitterLayerRenderMode(rawValue: modelValues.emitter.renderMode) }
        set { set("renderMode", \.emitter.renderMode, newValue.rawValue) }
    }
    open var preservesDepth: Bool {
        get { modelValues.emitter.preservesDepth }
        set { set("preservesDepth", \.emitter.preservesDepth, newValue) }
    }
    open var velocity: Float {
        get { Float(modelValues.emitter.velocity) }
        set { setFinite("velocity", \.emitter.velocity, CGFloat(newValue)) }
    }
    open var scale: Float {
        get { Float(modelValues.emitter.scale) }
        set { setFinite("scale", \.emitter.scale, CGFloat(newValue)) }
    }
    open var spin: Float {
        get { Float(modelValues.emitter.spin) }
        set { setFinite("spin", \.emitter.spin, CGFloat(newValue)) }
    }
    open var seed: UInt32 {
        get { modelValues.emitter.seed }
        set { set("seed", \.emitter.seed, newValue) }
    }
}
