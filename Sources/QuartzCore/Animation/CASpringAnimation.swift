import RenderServer

/// A basic animation whose progress follows a damped spring (spec §5). Its `duration` still ends it: set it to
/// `settlingDuration`.
open class CASpringAnimation: CABasicAnimation {
    /// Must be positive; other values are logged and replaced by 1.
    open var mass: CGFloat = 1 {
        didSet { if !(mass > 0) { mass = Self.replaced("mass", mass, 1) } }
    }
    /// Must be positive; other values are logged and replaced by 100.
    open var stiffness: CGFloat = 100 {
        didSet { if !(stiffness > 0) { stiffness = Self.replaced("stiffness", stiffness, 100) } }
    }
    /// Must not be negative; other values are logged and replaced by 10.
    open var damping: CGFloat = 10 {
        didSet { if !(damping >= 0) { damping = Self.replaced("damping", damping, 10) } }
    }
    /// In whole distances per second; positive moves toward the target.
    open var initialVelocity: CGFloat = 0
    /// Lets damping ratios above 1 overdamp instead of acting critically damped (iOS 17).
    open var allowsOverdamping = false

    public required init() {
        super.init()
    }

    /// iOS 17's spring from a perceptual duration and a bounce (−1…1); its duration is set to the settling time.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let spring = Spring(perceptualDuration: perceptualDuration, bounce: Double(bounce))
        mass = 1
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
        allowsOverdamping = true
        duration = settlingDuration
    }

    private static func replaced(_ name: String, _ value: CGFloat, _ fallback: CGFloat) -> CGFloat {
        Log.warning("CASpringAnimation.\(name) = \(value) is out of range; using \(fallback)")
        return fallback
    }

    package var spring: Spring {
        Spring(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping)
    }

    /// The time the spring takes to come to rest within 0.001 of the distance, at this animation's speed.
    open var settlingDuration: CFTimeInterval { spring.settlingDuration(speed: Double(speed)) }

    /// `2π·√(mass/stiffness)` (iOS 17).
    open var perceptualDuration: CFTimeInterval { spring.perceptualDuration }

    /// iOS 17's bounce derived from the parameters.
    open var bounce: CGFloat { CGFloat(spring.bounce) }

    open override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CASpringAnimation else { return }
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        copy.allowsOverdamping = allowsOverdamping
    }

    package override func renderAnimation(key: String?, base: (String) -> AnimationValue?) -> RenderAnimation? {
        let current = keyPath.flatMap(base)
        guard let values = basicValues(base: valueFunction == nil ? current : nil) else { return nil }
        return makeRenderAnimation(key: key, kind: .spring(values, spring))
    }
}
