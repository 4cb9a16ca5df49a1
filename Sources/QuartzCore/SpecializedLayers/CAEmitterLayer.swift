import RenderServer

/// The shape particles are emitted from.
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

/// Where on the shape particles start.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let points = Self(rawValue: "points")
    public static let outline = Self(rawValue: "outline")
    public static let surface = Self(rawValue: "surface")
    public static let volume = Self(rawValue: "volume")
}

/// The order and blending of particles.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unordered = Self(rawValue: "unordered")
    public static let oldestFirst = Self(rawValue: "oldestFirst")
    public static let oldestLast = Self(rawValue: "oldestLast")
    public static let backToFront = Self(rawValue: "backToFront")
    public static let additive = Self(rawValue: "additive")
}

/// A particle system (spec §10.6): cells emitted from a shape, moving, turning, scaling and changing colour,
/// drawn over the layer's other content. Particles follow the layer's time (pausing it with `speed = 0` freezes
/// them; slow motion slows them), and the same `seed` gives the same particles on every run. Changing a value
/// leaves particles already born as they were; animating one applies it to the particles of the current values.
open class CAEmitterLayer: CALayer {
    public override init() {
        super.init()
        modelValues.kind = .emitter(EmitterProperties())
        modelValues.emitter.start = convertTime(CACurrentMediaTime(), from: nil)
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAEmitterLayer { cells = other.cells }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modelValues.kind = .emitter(EmitterProperties())
    }

    // The emitter's schedule is kept in the layer's time; changing how that time runs keeps the schedule at the
    // same instants. So the iOS idiom `emitter.beginTime = CACurrentMediaTime()` before raising `birthRate` starts
    // an empty emitter now.

    open override var beginTime: CFTimeInterval {
        get { super.beginTime }
        set { retimed { super.beginTime = newValue } }
    }

    open override var timeOffset: CFTimeInterval {
        get { super.timeOffset }
        set { retimed { super.timeOffset = newValue } }
    }

    open override var speed: Float {
        get { super.speed }
        set { retimed { super.speed = newValue } }
    }

    private func retimed(_ change: () -> Void) {
        let old = modelValues.timing
        change()
        let new = modelValues.timing
        guard !isPresentationCopy, old != new else { return }
        modelValues.emitter.retime { local in
            old.parentTime(fromLocal: local).map { new.localTime(fromParent: $0) } ?? local
        }
    }

    private var cells: [CAEmitterCell]?

    /// The cells emitted; their values are taken now.
    open var emitterCells: [CAEmitterCell]? {
        get { cells }
        set {
            cells = newValue
            beginEra()
            set("emitterCells", \.emitter.cells, (newValue ?? []).map(\.properties))
        }
    }
    /// Multiplies every cell's birth rate.
    open var birthRate: Float {
        get { Float(modelValues.emitter.birthRate) }
        set { setEmitter("birthRate", \.emitter.birthRate, CGFloat(newValue)) }
    }
    /// Multiplies every cell's lifetime.
    open var lifetime: Float {
        get { Float(modelValues.emitter.lifetime) }
        set { setEmitter("lifetime", \.emitter.lifetime, CGFloat(newValue)) }
    }
    open var emitterPosition: CGPoint {
        get { modelValues.emitter.emitterPosition }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return rejectNonFinite("emitterPosition", newValue) }
            beginEra()
            set("emitterPosition", \.emitter.emitterPosition, newValue)
        }
    }
    open var emitterZPosition: CGFloat {
        get { CGFloat(modelValues.emitter.emitterZPosition) }
        set { setEmitter("emitterZPosition", \.emitter.emitterZPosition, newValue) }
    }
    open var emitterSize: CGSize {
        get { modelValues.emitter.emitterSize }
        set {
            guard newValue.width.isFinite, newValue.height.isFinite else {
                return rejectNonFinite("emitterSize", newValue)
            }
            beginEra()
            set("emitterSize", \.emitter.emitterSize, newValue)
        }
    }
    open var emitterDepth: CGFloat {
        get { CGFloat(modelValues.emitter.emitterDepth) }
        set { setEmitter("emitterDepth", \.emitter.emitterDepth, newValue) }
    }
    open var emitterShape: CAEmitterLayerEmitterShape {
        get { CAEmitterLayerEmitterShape(rawValue: modelValues.emitter.emitterShape) }
        set {
            beginEra()
            set("emitterShape", \.emitter.emitterShape, newValue.rawValue)
        }
    }
    open var emitterMode: CAEmitterLayerEmitterMode {
        get { CAEmitterLayerEmitterMode(rawValue: modelValues.emitter.emitterMode) }
        set {
            beginEra()
            set("emitterMode", \.emitter.emitterMode, newValue.rawValue)
        }
    }
    open var renderMode: CAEmitterLayerRenderMode {
        get { CAEmitterLayerRenderMode(rawValue: modelValues.emitter.renderMode) }
        set { set("renderMode", \.emitter.renderMode, newValue.rawValue) }
    }
    /// Stored; particles are drawn flat in the layer's plane (see `Docs/Deviations.md`).
    open var preservesDepth: Bool {
        get { modelValues.emitter.preservesDepth }
        set { set("preservesDepth", \.emitter.preservesDepth, newValue) }
    }
    /// Multiplies every cell's velocity.
    open var velocity: Float {
        get { Float(modelValues.emitter.velocity) }
        set { setEmitter("velocity", \.emitter.velocity, CGFloat(newValue)) }
    }
    /// Multiplies every cell's scale.
    open var scale: Float {
        get { Float(modelValues.emitter.scale) }
        set { setEmitter("scale", \.emitter.scale, CGFloat(newValue)) }
    }
    /// Multiplies every cell's spin.
    open var spin: Float {
        get { Float(modelValues.emitter.spin) }
        set { setEmitter("spin", \.emitter.spin, CGFloat(newValue)) }
    }
    /// Seeds every random value: the same seed, values and times give the same particles.
    open var seed: UInt32 {
        get { modelValues.emitter.seed }
        set {
            beginEra()
            set("seed", \.emitter.seed, newValue)
        }
    }

    /// The emitter's own values change without implicit animation: each change starts new values for the
    /// particles born from then on (an animated value would move particles already born).
    open override class func defaultAction(forKey event: String) -> CAAction? {
        let own: Set<String> = [
            "birthRate", "lifetime", "velocity", "scale", "spin", "emitterPosition", "emitterZPosition",
            "emitterSize", "emitterDepth",
        ]
        return own.contains(event) || event.hasPrefix("emitterCells") ? NSNull() : super.defaultAction(forKey: event)
    }

    /// `emitterCells.<name>.<key>` paths change a cell's value from now on.
    open override func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if keyPath.hasPrefix("emitterCells.") { beginEra() }
        super.setValue(value, forKeyPath: keyPath)
    }

    private func setEmitter(_ key: String, _ path: WritableKeyPath<LayerProperties, Double>, _ value: CGFloat) {
        guard value.isFinite else { return rejectNonFinite(key, value) }
        beginEra()
        setFinite(key, path, value)
    }

    /// The values so far stay with the particles they emitted; new values apply from the layer's time now.
    private func beginEra() {
        guard !isPresentationCopy else { return }
        modelValues.emitter.beginEra(at: convertTime(CACurrentMediaTime(), from: nil))
        markChanged()
    }
}
