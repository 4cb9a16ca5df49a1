import RenderServer

/// A single-segment property animation between from, to and by values (spec §3.2).
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
    /// The start used when from, to and by are all nil: the presentation value when an implicit action made it.
    var capturedFromValue: AnimationValue?

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "fromValue": fromValue
        case "toValue": toValue
        case "byValue": byValue
        default: super.value(forKey: key)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "fromValue": fromValue = value
        case "toValue": toValue = value
        case "byValue": byValue = value
        default: super.setValue(value, forKey: key)
        }
    }

    open override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CABasicAnimation else { return }
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
        copy.capturedFromValue = capturedFromValue
    }

    /// The resolved values, or nil (with one log line) when a given value cannot be animated.
    func basicValues(base: AnimationValue?) -> RenderAnimation.BasicValues? {
        let from = convert(fromValue, base: base)
        let to = convert(toValue, base: base)
        let by = convert(byValue, base: base)
        if (fromValue != nil && from == nil) || (toValue != nil && to == nil) || (byValue != nil && by == nil) {
            Log.warningOnce(
                key: "CABasicAnimation.values.\(keyPath ?? "")",
                "CABasicAnimation(keyPath: \(keyPath ?? "nil")): a from/to/by value has a type that cannot be animated; the animation does nothing"
            )
            return nil
        }
        return RenderAnimation.BasicValues(from: from, to: to, by: by, capturedFrom: capturedFromValue)
    }

    package override func renderAnimation(key: String?, base: (String) -> AnimationValue?) -> RenderAnimation? {
        let current = keyPath.flatMap(base)
        guard let values = basicValues(base: valueFunction == nil ? current : nil) else { return nil }
        return makeRenderAnimation(key: key, kind: .basic(values))
    }
}
