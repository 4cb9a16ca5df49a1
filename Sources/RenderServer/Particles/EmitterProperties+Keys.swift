import CoreGraphics

/// Key access to emitter values: the layer's own (`emitterPosition`, `birthRate`, …) and its cells' through
/// `emitterCells.<name>.<key>`, nested as `emitterCells.<name>.emitterCells.<name>.<key>` (spec §10.6).
extension EmitterProperties {
    func value(forKey key: String) -> AnimationValue? {
        switch key {
        case "emitterPosition": return .point(emitterPosition)
        case "emitterZPosition": return .scalar(emitterZPosition)
        case "emitterSize": return .size(emitterSize)
        case "emitterDepth": return .scalar(emitterDepth)
        case "birthRate": return .scalar(birthRate)
        case "lifetime": return .scalar(lifetime)
        case "velocity": return .scalar(velocity)
        case "scale": return .scalar(scale)
        case "spin": return .scalar(spin)
        default: return nil
        }
    }

    mutating func setValue(_ value: AnimationValue, forKey key: String) -> Bool {
        switch (key, value) {
        case ("emitterPosition", .point(let p)): emitterPosition = p
        case ("emitterZPosition", .scalar(let v)): emitterZPosition = v
        case ("emitterSize", .size(let s)): emitterSize = s
        case ("emitterDepth", .scalar(let v)): emitterDepth = v
        case ("birthRate", .scalar(let v)): birthRate = v
        case ("lifetime", .scalar(let v)): lifetime = v
        case ("velocity", .scalar(let v)): velocity = v
        case ("scale", .scalar(let v)): scale = v
        case ("spin", .scalar(let v)): spin = v
        default: return false
        }
        return true
    }

    /// The value at `path` below `emitterCells` (`<name>.<key>` or deeper).
    package func cellValue(at path: String) -> AnimationValue? {
        Self.cellValue(cells, path)
    }

    /// Sets the value at `path` below `emitterCells`; false when no cell has that name or the key is unknown.
    package mutating func setCellValue(_ value: AnimationValue, at path: String) -> Bool {
        Self.setCellValue(&cells, value, path)
    }

    private static func cellValue(_ cells: [EmitterCellProperties], _ path: String) -> AnimationValue? {
        let (name, rest) = KeyPathParts.split(path)
        guard let rest, let cell = cells.first(where: { $0.name == name }) else { return nil }
        let (key, deeper) = KeyPathParts.split(rest)
        if key == "emitterCells", let deeper { return cellValue(cell.cells, deeper) }
        return deeper == nil ? cell.value(forKey: key) : nil
    }

    private static func setCellValue(
        _ cells: inout [EmitterCellProperties], _ value: AnimationValue, _ path: String
    ) -> Bool {
        let (name, rest) = KeyPathParts.split(path)
        guard let rest, let index = cells.firstIndex(where: { $0.name == name }) else { return false }
        let (key, deeper) = KeyPathParts.split(rest)
        if key == "emitterCells", let deeper { return setCellValue(&cells[index].cells, value, deeper) }
        return deeper == nil && cells[index].setValue(value, forKey: key)
    }
}

extension EmitterCellProperties {
    nonisolated(unsafe) private static let scalarKeys: [String: WritableKeyPath<EmitterCellProperties, Double>] = [
        "birthRate": \.birthRate, "lifetime": \.lifetime, "lifetimeRange": \.lifetimeRange,
        "emissionLatitude": \.emissionLatitude, "emissionLongitude": \.emissionLongitude,
        "emissionRange": \.emissionRange, "velocity": \.velocity, "velocityRange": \.velocityRange,
        "xAcceleration": \.xAcceleration, "yAcceleration": \.yAcceleration, "zAcceleration": \.zAcceleration,
        "scale": \.scale, "scaleRange": \.scaleRange, "scaleSpeed": \.scaleSpeed, "spin": \.spin,
        "spinRange": \.spinRange, "redRange": \.colorRange.red, "greenRange": \.colorRange.green,
        "blueRange": \.colorRange.blue, "alphaRange": \.colorRange.alpha, "redSpeed": \.colorSpeed.red,
        "greenSpeed": \.colorSpeed.green, "blueSpeed": \.colorSpeed.blue, "alphaSpeed": \.colorSpeed.alpha,
    ]

    package func value(forKey key: String) -> AnimationValue? {
        if let path = Self.scalarKeys[key] { return .scalar(self[keyPath: path]) }
        switch key {
        case "color": return .color(color)
        case "enabled", "isEnabled": return .scalar(isEnabled ? 1 : 0)
        case "contentsRect": return .rect(contentsRect)
        default: return nil
        }
    }

    mutating func setValue(_ value: AnimationValue, forKey key: String) -> Bool {
        if let path = Self.scalarKeys[key], case .scalar(let v) = value {
            self[keyPath: path] = v
            return true
        }
        switch (key, value) {
        case ("color", .color(let c)): color = c
        case ("enabled", .scalar(let v)), ("isEnabled", .scalar(let v)): isEnabled = v != 0
        case ("contentsRect", .rect(let r)): contentsRect = r
        default: return false
        }
        return true
    }
}
