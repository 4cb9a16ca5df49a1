import RenderServer

/// One kind of particle an emitter layer emits (spec §10.6). Random values with mean M and range R are uniform
/// in [M − R/2, M + R/2]; speeds are per second of the particle's life. A cell's values are taken when the
/// layer's `emitterCells` is set; change them later through the layer's
/// `setValue(_:forKeyPath: "emitterCells.<name>.<key>")` (also animatable), as on Apple's platforms.
open class CAEmitterCell: NSObject, CAMediaTiming {
    package var values = EmitterCellProperties()

    public required override init() {
        super.init()
    }

    public class func emitterCell() -> Self { Self() }

    /// The default for `key` (the values of a new cell).
    open class func defaultValue(forKey key: String) -> Any? {
        EmitterCellProperties().value(forKey: key).flatMap(ValueBoxing.box)
    }

    /// The values with the sub-cells', as the render side takes them.
    package var properties: EmitterCellProperties {
        var copy = values
        copy.cells = (emitterCells ?? []).map(\.properties)
        return copy
    }

    open var name: String? {
        get { values.name }
        set { values.name = newValue }
    }
    open var isEnabled: Bool {
        get { values.isEnabled }
        set { values.isEnabled = newValue }
    }
    /// Sub-cells: each particle of this cell emits them, on its own age.
    open var emitterCells: [CAEmitterCell]?

    open var birthRate: Float {
        get { Float(values.birthRate) }
        set { store("birthRate", \.birthRate, Double(newValue)) }
    }
    open var lifetime: Float {
        get { Float(values.lifetime) }
        set { store("lifetime", \.lifetime, Double(newValue)) }
    }
    open var lifetimeRange: Float {
        get { Float(values.lifetimeRange) }
        set { store("lifetimeRange", \.lifetimeRange, Double(newValue)) }
    }
    /// Angle from the x-y plane towards +z.
    open var emissionLatitude: CGFloat {
        get { CGFloat(values.emissionLatitude) }
        set { store("emissionLatitude", \.emissionLatitude, Double(newValue)) }
    }
    /// Angle in the x-y plane from +x (towards +y, which is down).
    open var emissionLongitude: CGFloat {
        get { CGFloat(values.emissionLongitude) }
        set { store("emissionLongitude", \.emissionLongitude, Double(newValue)) }
    }
    open var emissionRange: CGFloat {
        get { CGFloat(values.emissionRange) }
        set { store("emissionRange", \.emissionRange, Double(newValue)) }
    }
    open var velocity: CGFloat {
        get { CGFloat(values.velocity) }
        set { store("velocity", \.velocity, Double(newValue)) }
    }
    open var velocityRange: CGFloat {
        get { CGFloat(values.velocityRange) }
        set { store("velocityRange", \.velocityRange, Double(newValue)) }
    }
    open var xAcceleration: CGFloat {
        get { CGFloat(values.xAcceleration) }
        set { store("xAcceleration", \.xAcceleration, Double(newValue)) }
    }
    open var yAcceleration: CGFloat {
        get { CGFloat(values.yAcceleration) }
        set { store("yAcceleration", \.yAcceleration, Double(newValue)) }
    }
    open var zAcceleration: CGFloat {
        get { CGFloat(values.zAcceleration) }
        set { store("zAcceleration", \.zAcceleration, Double(newValue)) }
    }
    open var scale: CGFloat {
        get { CGFloat(values.scale) }
        set { store("scale", \.scale, Double(newValue)) }
    }
    open var scaleRange: CGFloat {
        get { CGFloat(values.scaleRange) }
        set { store("scaleRange", \.scaleRange, Double(newValue)) }
    }
    open var scaleSpeed: CGFloat {
        get { CGFloat(values.scaleSpeed) }
        set { store("scaleSpeed", \.scaleSpeed, Double(newValue)) }
    }
    /// Radians per second.
    open var spin: CGFloat {
        get { CGFloat(values.spin) }
        set { store("spin", \.spin, Double(newValue)) }
    }
    open var spinRange: CGFloat {
        get { CGFloat(values.spinRange) }
        set { store("spinRange", \.spinRange, Double(newValue)) }
    }
    /// Multiplies the image's colours; nil is opaque white.
    open var color: CGColor? {
        get {
            let c = values.color
            return CGColor(srgbRed: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        }
        set { values.color = newValue?.rgba ?? RGBA(red: 1, green: 1, blue: 1, alpha: 1) }
    }
    open var redRange: Float {
        get { Float(values.colorRange.red) }
        set { store("redRange", \.colorRange.red, Double(newValue)) }
    }
    open var greenRange: Float {
        get { Float(values.colorRange.green) }
        set { store("greenRange", \.colorRange.green, Double(newValue)) }
    }
    open var blueRange: Float {
        get { Float(values.colorRange.blue) }
        set { store("blueRange", \.colorRange.blue, Double(newValue)) }
    }
    open var alphaRange: Float {
        get { Float(values.colorRange.alpha) }
        set { store("alphaRange", \.colorRange.alpha, Double(newValue)) }
    }
    open var redSpeed: Float {
        get { Float(values.colorSpeed.red) }
        set { store("redSpeed", \.colorSpeed.red, Double(newValue)) }
    }
    open var greenSpeed: Float {
        get { Float(values.colorSpeed.green) }
        set { store("greenSpeed", \.colorSpeed.green, Double(newValue)) }
    }
    open var blueSpeed: Float {
        get { Float(values.colorSpeed.blue) }
        set { store("blueSpeed", \.colorSpeed.blue, Double(newValue)) }
    }
    open var alphaSpeed: Float {
        get { Float(values.colorSpeed.alpha) }
        set { store("alphaSpeed", \.colorSpeed.alpha, Double(newValue)) }
    }
    /// The particle image, a `CGImage`; a cell without one draws nothing (its sub-cells still emit).
    open var contents: Any? {
        get { values.contents }
        set {
            if newValue != nil && !(newValue is CGImage) {
                Log.warningOnce(
                    key: "CAEmitterCell.contents.\(type(of: newValue!))",
                    "CAEmitterCell: contents of type \(type(of: newValue!)) are not supported; use a CGImage")
            }
            values.contents = newValue as? CGImage
        }
    }
    open var contentsRect: CGRect {
        get { values.contentsRect }
        set { values.contentsRect = newValue }
    }
    open var contentsScale: CGFloat {
        get { CGFloat(values.contentsScale) }
        set {
            guard newValue > 0 else { return reject("contentsScale", Double(newValue)) }
            store("contentsScale", \.contentsScale, Double(newValue))
        }
    }
    /// "linear" or "nearest" for magnified particles.
    open var magnificationFilter: String {
        get { values.magnificationFilter }
        set { values.magnificationFilter = newValue }
    }

    // MARK: CAMediaTiming (in the parent's time: the layer's, or the parent particle's age)

    open var beginTime: CFTimeInterval {
        get { values.timing.beginTime }
        set { values.timing.beginTime = newValue }
    }
    open var duration: CFTimeInterval {
        get { values.timing.duration }
        set { values.timing.duration = newValue }
    }
    open var speed: Float {
        get { values.timing.mediaSpeed }
        set { values.timing.mediaSpeed = newValue }
    }
    open var timeOffset: CFTimeInterval {
        get { values.timing.timeOffset }
        set { values.timing.timeOffset = newValue }
    }
    open var repeatCount: Float {
        get { values.timing.mediaRepeatCount }
        set { values.timing.mediaRepeatCount = newValue }
    }
    open var repeatDuration: CFTimeInterval {
        get { values.timing.repeatDuration }
        set { values.timing.repeatDuration = newValue }
    }
    open var autoreverses: Bool {
        get { values.timing.autoreverses }
        set { values.timing.autoreverses = newValue }
    }
    open var fillMode: CAMediaTimingFillMode {
        get { values.timing.mediaFillMode }
        set { values.timing.mediaFillMode = newValue }
    }

    private func store(_ key: String, _ path: WritableKeyPath<EmitterCellProperties, Double>, _ value: Double) {
        guard value.isFinite else { return reject(key, value) }
        values[keyPath: path] = value
    }

    private func reject(_ key: String, _ value: Double) {
        Log.warning("CAEmitterCell \(name ?? "(unnamed)"): \(key) = \(value) is not allowed; the value is unchanged")
    }
}
