import CoreGraphics

/// Keys of the subclass values in `LayerKind`.
extension LayerProperties {
    func kindValue(forKey key: String) -> AnimationValue? {
        switch kind {
        case .shape(let s):
            switch key {
            case "path": return s.path.map { .path($0.elements) } ?? AnimationValue.none
            case "fillColor": return .colorValue(s.fillColor)
            case "strokeColor": return .colorValue(s.strokeColor)
            case "strokeStart": return .scalar(s.strokeStart)
            case "strokeEnd": return .scalar(s.strokeEnd)
            case "lineWidth": return .scalar(s.lineWidth)
            case "miterLimit": return .scalar(s.miterLimit)
            case "lineDashPhase": return .scalar(s.lineDashPhase)
            case "lineDashPattern":
                return s.lineDashPattern.map { .array($0.map { .scalar($0) }) } ?? AnimationValue.none
            default: return nil
            }
        case .gradient(let g):
            switch key {
            case "colors": return g.colors.map { .array($0.map { .color($0.rgba) }) } ?? AnimationValue.none
            case "locations": return g.locations.map { .array($0.map { .scalar($0) }) } ?? AnimationValue.none
            case "startPoint": return .point(g.startPoint)
            case "endPoint": return .point(g.endPoint)
            default: return nil
            }
        case .text(let t):
            switch key {
            case "fontSize": return .scalar(t.fontSize)
            case "foregroundColor": return .colorValue(t.foregroundColor)
            default: return nil
            }
        case .replicator(let r):
            switch key {
            case "instanceCount": return .scalar(Double(r.instanceCount))
            case "instanceDelay": return .scalar(r.instanceDelay)
            case "instanceTransform": return .transform(r.instanceTransform)
            case "instanceColor": return .colorValue(r.instanceColor)
            case "instanceRedOffset": return .scalar(r.instanceRedOffset)
            case "instanceGreenOffset": return .scalar(r.instanceGreenOffset)
            case "instanceBlueOffset": return .scalar(r.instanceBlueOffset)
            case "instanceAlphaOffset": return .scalar(r.instanceAlphaOffset)
            default: return nil
            }
        case .emitter(let e):
            return e.value(forKey: key)
        case .plain, .transformLayer, .scroll, .tiled:
            return nil
        }
    }

    mutating func setKindValue(_ value: AnimationValue, forKey key: String) -> Bool {
        switch kind {
        case .shape(var s):
            switch (key, value) {
            case ("path", .path(let e)): s.path = CGPath(elements: e)
            case ("path", .none): s.path = nil
            case ("fillColor", _): guard let c = value.cgColorValue else { return false }; s.fillColor = c.color
            case ("strokeColor", _): guard let c = value.cgColorValue else { return false }; s.strokeColor = c.color
            case ("strokeStart", .scalar(let v)): s.strokeStart = v
            case ("strokeEnd", .scalar(let v)): s.strokeEnd = v
            case ("lineWidth", .scalar(let v)): s.lineWidth = v
            case ("miterLimit", .scalar(let v)): s.miterLimit = v
            case ("lineDashPhase", .scalar(let v)): s.lineDashPhase = v
            case ("lineDashPattern", .array(let a)): s.lineDashPattern = a.compactMap(\.scalarValue)
            case ("lineDashPattern", .none): s.lineDashPattern = nil
            default: return false
            }
            kind = .shape(s)
        case .gradient(var g):
            switch (key, value) {
            case ("colors", .array(let a)): g.colors = a.compactMap { $0.cgColorValue?.color }
            case ("colors", .none): g.colors = nil
            case ("locations", .array(let a)): g.locations = a.compactMap(\.scalarValue)
            case ("locations", .none): g.locations = nil
            case ("startPoint", .point(let p)): g.startPoint = p
            case ("endPoint", .point(let p)): g.endPoint = p
            default: return false
            }
            kind = .gradient(g)
        case .text(var t):
            switch (key, value) {
            case ("fontSize", .scalar(let v)): t.fontSize = v
            case ("foregroundColor", _):
                guard let c = value.cgColorValue else { return false }; t.foregroundColor = c.color
            default: return false
            }
            kind = .text(t)
        case .replicator(var r):
            switch (key, value) {
            // Animated counts step through whole instances; the compositors clamp what they draw.
            case ("instanceCount", .scalar(let v)): r.instanceCount = v.isFinite ? Int(min(max(v, 0), 1e9)) : 0
            case ("instanceDelay", .scalar(let v)): r.instanceDelay = v
            case ("instanceTransform", .transform(let m)): r.instanceTransform = m
            case ("instanceColor", _): guard let c = value.cgColorValue else { return false }; r.instanceColor = c.color
            case ("instanceRedOffset", .scalar(let v)): r.instanceRedOffset = v
            case ("instanceGreenOffset", .scalar(let v)): r.instanceGreenOffset = v
            case ("instanceBlueOffset", .scalar(let v)): r.instanceBlueOffset = v
            case ("instanceAlphaOffset", .scalar(let v)): r.instanceAlphaOffset = v
            default: return false
            }
            kind = .replicator(r)
        case .emitter(var e):
            guard e.setValue(value, forKey: key) else { return false }
            kind = .emitter(e)
        case .plain, .transformLayer, .scroll, .tiled:
            return false
        }
        return true
    }
}

extension AnimationValue {
    package var scalarValue: Double? {
        if case .scalar(let v) = self { return v }
        return nil
    }
}
