import RenderServer

/// How keyframe values are interpolated.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moving along a path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// A property animation through a sequence of values or along a path (spec §4).
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    /// A point path to follow instead of `values`; each element after a move is one keyframe segment.
    open var path: CGPath? {
        get { storedPath }
        set { storedPath = newValue?.copy() }
    }
    private var storedPath: CGPath?
    /// Fractions of the duration, one per keyframe (one more for discrete), from 0 to 1.
    open var keyTimes: [NSNumber]?
    /// One per segment.
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode = CAAnimationCalculationMode.linear
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?
    open var rotationMode: CAAnimationRotationMode?

    open override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CAKeyframeAnimation else { return }
        copy.values = values
        copy.storedPath = storedPath
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.tensionValues = tensionValues
        copy.continuityValues = continuityValues
        copy.biasValues = biasValues
        copy.rotationMode = rotationMode
    }

    package override func renderAnimation(key: String?, base: (String) -> AnimationValue?) -> RenderAnimation? {
        let current = valueFunction == nil ? keyPath.flatMap(base) : nil
        let converted = (values ?? []).compactMap { convert($0, base: current) }
        if converted.count != (values ?? []).count {
            Log.warningOnce(
                key: "CAKeyframeAnimation.values.\(keyPath ?? "")",
                "CAKeyframeAnimation(keyPath: \(keyPath ?? "nil")): a value has a type that cannot be animated; the animation does nothing"
            )
            return nil
        }
        guard storedPath != nil || !converted.isEmpty else { return nil }
        var keyframes = RenderAnimation.Keyframes(
            values: converted, path: storedPath?.elements, keyTimes: keyTimes?.map(\.doubleValue),
            timingFunctions: timingFunctions?.map(\.curve),
            mode: RenderAnimation.Keyframes.Mode(rawValue: calculationMode.rawValue) ?? .linear)
        keyframes.tension = tensionValues?.map(\.doubleValue)
        keyframes.continuity = continuityValues?.map(\.doubleValue)
        keyframes.bias = biasValues?.map(\.doubleValue)
        keyframes.rotation = rotationMode.flatMap { RenderAnimation.Keyframes.Rotation(rawValue: $0.rawValue) }
        return makeRenderAnimation(key: key, kind: .keyframe(keyframes))
    }
}
