import RenderServer

/// An animation of one layer property named by a key path.
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path, e.g. `position`, `transform.rotation.z`.
    open var keyPath: String?
    /// Whether the value is added to the property's value instead of replacing it.
    open var isAdditive = false
    /// Whether each repetition adds the previous repetitions' end value.
    open var isCumulative = false
    /// Converts the interpolated numbers into a transform.
    open var valueFunction: CAValueFunction?

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "keyPath": keyPath
        case "additive", "isAdditive": NSNumber(value: isAdditive)
        case "cumulative", "isCumulative": NSNumber(value: isCumulative)
        default: super.value(forKey: key)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "keyPath":
            guard value == nil || value is String else { return Self.refuse(value, forKey: key) }
            keyPath = value as? String
        case "additive", "isAdditive":
            guard let on = ValueBoxing.value(value)?.scalarValue else { return Self.refuse(value, forKey: key) }
            isAdditive = on >= 0.5
        case "cumulative", "isCumulative":
            guard let on = ValueBoxing.value(value)?.scalarValue else { return Self.refuse(value, forKey: key) }
            isCumulative = on >= 0.5
        default: super.setValue(value, forKey: key)
        }
    }

    open override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
        copy.valueFunction = valueFunction
    }

    /// The render animation with this class's shared fields filled in.
    func makeRenderAnimation(key: String?, kind: RenderAnimation.Kind) -> RenderAnimation {
        var animation = RenderAnimation(
            key: key, keyPath: keyPath, timing: timing, timingFunction: timingFunction?.curve, kind: kind)
        animation.isAdditive = isAdditive
        animation.isCumulative = isCumulative
        animation.valueFunction = valueFunction.flatMap { ValueFunction(rawValue: $0.name.rawValue) }
        return animation
    }

    /// A boxed value converted and shaped like the property's current value.
    func convert(_ any: Any?, base: AnimationValue?) -> AnimationValue? {
        guard let value = ValueBoxing.value(any) else { return nil }
        guard let base else { return value }
        return ValueBoxing.coerce(value, like: base)
    }
}

/// The names of the value functions.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    public static let scale = CAValueFunctionName(rawValue: "scale")
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    public static let translate = CAValueFunctionName(rawValue: "translate")
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

/// Turns interpolated numbers into a transform, so rotations beyond half a turn animate as written.
public final class CAValueFunction: NSObject {
    public let name: CAValueFunctionName

    /// The function named `name`; nil for an unknown name.
    public init?(name: CAValueFunctionName) {
        guard ValueFunction(rawValue: name.rawValue) != nil else { return nil }
        self.name = name
        super.init()
    }
}
