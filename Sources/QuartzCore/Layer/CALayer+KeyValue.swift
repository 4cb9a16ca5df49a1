import RenderServer

extension CALayer {
    /// Replaces the model with `updated`, which differs in `key`, running that key's action like a setter.
    func apply(_ updated: LayerProperties, changedKey key: String) {
        guard updated != modelValues else { return }
        if let changed = updated.value(forKey: key), !changed.isFiniteGeometry {
            rejectNonFinite(key, changed)
            return
        }
        let action = CATransaction.disableActions() ? nil : action(forKey: key)
        modelValues = updated
        propertyDidChange(key)
        action?.run(forKey: key, object: self, arguments: nil)
    }

    /// Non-animatable properties reachable by key.
    func plainValue(forKey key: String) -> Any? {
        switch key {
        case "name": name
        case "contentsGravity": contentsGravity.rawValue
        case "cornerCurve": cornerCurve.rawValue
        case "minificationFilter": minificationFilter.rawValue
        case "magnificationFilter": magnificationFilter.rawValue
        case "needsDisplayOnBoundsChange": NSNumber(value: needsDisplayOnBoundsChange)
        case "speed": NSNumber(value: speed)
        case "timeOffset": NSNumber(value: timeOffset)
        case "beginTime": NSNumber(value: beginTime)
        default: nil
        }
    }

    func setPlainValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "name": name = value as? String
        case "contentsGravity": contentsGravity = CALayerContentsGravity(rawValue: value as? String ?? "resize")
        case "cornerCurve": cornerCurve = CALayerCornerCurve(rawValue: value as? String ?? "circular")
        case "speed": speed = Float(ValueBoxing.value(value)?.scalarValue ?? 1)
        case "timeOffset": timeOffset = ValueBoxing.value(value)?.scalarValue ?? 0
        case "beginTime": beginTime = ValueBoxing.value(value)?.scalarValue ?? 0
        default: return false
        }
        return true
    }
}

extension AnimationValue {
    /// False for geometry with NaN or infinite components.
    var isFiniteGeometry: Bool {
        switch self {
        case .scalar(let v): v.isFinite
        case .point(let p): p.isFinite
        case .size(let s): s.isFinite
        case .rect(let r): r.isFiniteRect
        case .transform(let m): m.entries.allSatisfy(\.isFinite)
        default: true
        }
    }
}
