import RenderServer

/// The abstract base of all animations: timing, pacing, a strongly held delegate, and removal on completion.
///
/// Layers copy an animation when it is added; the copy is what runs, and what `animation(forKey:)` returns.
open class CAAnimation: NSObject, CAMediaTiming, CAAction, NSCopying {
    /// The `CAMediaTiming` values, as the render side takes them.
    package var timing = TimingParameters()

    open var beginTime: CFTimeInterval {
        get { timing.beginTime }
        set { timing.beginTime = newValue }
    }
    open var duration: CFTimeInterval {
        get { timing.duration }
        set { timing.duration = newValue }
    }
    open var speed: Float {
        get { timing.mediaSpeed }
        set { timing.mediaSpeed = newValue }
    }
    open var timeOffset: CFTimeInterval {
        get { timing.timeOffset }
        set { timing.timeOffset = newValue }
    }
    open var repeatCount: Float {
        get { timing.mediaRepeatCount }
        set { timing.mediaRepeatCount = newValue }
    }
    open var repeatDuration: CFTimeInterval {
        get { timing.repeatDuration }
        set { timing.repeatDuration = newValue }
    }
    open var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }
    open var fillMode: CAMediaTimingFillMode {
        get { timing.mediaFillMode }
        set { timing.mediaFillMode = newValue }
    }

    /// The pacing curve; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Strongly held, unlike a layer's delegate.
    open var delegate: CAAnimationDelegate?
    /// Whether the animation is removed from its layer when its active duration ends (default true).
    open var isRemovedOnCompletion = true

    /// Values set through key-value coding for keys the class does not define, copied with the animation: code
    /// tags an animation this way and reads the tag back in `animationDidStop(_:finished:)`.
    var keyedValues: [String: Any] = [:]

    public required override init() {
        super.init()
    }

    /// The default of a key the animation does not define (nil unless a subclass gives one).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// The value of `key`: the animation's own property of that name (numbers as `NSNumber`), else what was set
    /// for the key, else the class's `defaultValue(forKey:)`. The properties reached by name are the timing ones,
    /// `removedOnCompletion`, `fillMode`, `timingFunction`, `delegate`, `keyPath`, `additive`, `cumulative` and a
    /// basic animation's `fromValue`, `toValue` and `byValue`; any other key is stored as a tag.
    /// - Note: Linux's `NSObject` has no key-value coding; animations and layers provide it themselves.
    open func value(forKey key: String) -> Any? {
        ownValue(forKey: key) ?? keyedValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// Sets the animation's own property named `key`, or stores the value for a key the class does not define.
    open func setValue(_ value: Any?, forKey key: String) {
        guard !setOwnValue(value, forKey: key) else { return }
        keyedValues[key] = value
    }

    /// A new animation (Objective-C's `+animation`).
    public class func animation() -> Self { self.init() }

    /// Called with a fresh instance of the same class; subclasses copy their own properties and call super.
    open func copyProperties(to copy: CAAnimation) {
        copy.timing = timing
        copy.timingFunction = timingFunction
        copy.delegate = delegate
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.keyedValues = keyedValues
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copyProperties(to: copy)
        return copy
    }

    /// Adds a copy of this animation to the layer under the event name.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// The render side's description of this animation, with `base` (the layer's current value at the key path,
    /// when there is one) used to give number arrays their shape. Nil when the animation cannot run.
    package func renderAnimation(key: String?, base: (String) -> AnimationValue?) -> RenderAnimation? {
        nil
    }
}
