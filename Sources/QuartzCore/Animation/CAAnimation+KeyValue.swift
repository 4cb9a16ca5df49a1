import RenderServer

/// Key-value access to the properties every animation has, by their Objective-C names.
extension CAAnimation {
    /// The property named `key`, boxed as key-value coding returns it; nil for a key the class does not define.
    func ownValue(forKey key: String) -> Any? {
        switch key {
        case "beginTime": NSNumber(value: beginTime)
        case "duration": NSNumber(value: duration)
        case "speed": NSNumber(value: speed)
        case "timeOffset": NSNumber(value: timeOffset)
        case "repeatCount": NSNumber(value: repeatCount)
        case "repeatDuration": NSNumber(value: repeatDuration)
        case "autoreverses": NSNumber(value: autoreverses)
        case "fillMode": fillMode.rawValue
        case "removedOnCompletion", "isRemovedOnCompletion": NSNumber(value: isRemovedOnCompletion)
        case "timingFunction": timingFunction
        case "delegate": delegate
        default: nil
        }
    }

    /// Sets the property named `key` from a boxed value; false for a key the class does not define. A value of the
    /// wrong type leaves the property as it was, with one log line.
    func setOwnValue(_ value: Any?, forKey key: String) -> Bool {
        let number = ValueBoxing.value(value)?.scalarValue
        func numeric(_ set: (Double) -> Void) {
            guard let number else { return Self.refuse(value, forKey: key) }
            set(number)
        }
        switch key {
        case "beginTime": numeric { beginTime = $0 }
        case "duration": numeric { duration = $0 }
        case "speed": numeric { speed = Float($0) }
        case "timeOffset": numeric { timeOffset = $0 }
        case "repeatCount": numeric { repeatCount = Float($0) }
        case "repeatDuration": numeric { repeatDuration = $0 }
        case "autoreverses": numeric { autoreverses = $0 >= 0.5 }
        case "removedOnCompletion", "isRemovedOnCompletion": numeric { isRemovedOnCompletion = $0 >= 0.5 }
        case "fillMode":
            if let mode = value as? CAMediaTimingFillMode {
                fillMode = mode
            } else if let name = value as? String {
                fillMode = CAMediaTimingFillMode(rawValue: name)
            } else {
                Self.refuse(value, forKey: key)
            }
        case "timingFunction":
            guard value == nil || value is CAMediaTimingFunction else { Self.refuse(value, forKey: key); break }
            timingFunction = value as? CAMediaTimingFunction
        case "delegate":
            guard value == nil || value is CAAnimationDelegate else { Self.refuse(value, forKey: key); break }
            delegate = value as? CAAnimationDelegate
        default: return false
        }
        return true
    }

    /// Logs once that `value` cannot be the property named `key`.
    static func refuse(_ value: Any?, forKey key: String) {
        let given = value.map { "a \(type(of: $0))" } ?? "nil"
        Log.warningOnce(
            key: "CAAnimation.setValue.\(key)",
            "CAAnimation.setValue(_:forKey: \"\(key)\"): \(given) cannot be \(key); kept")
    }
}
