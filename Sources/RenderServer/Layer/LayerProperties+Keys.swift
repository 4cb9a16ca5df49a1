import CoreGraphics

/// Access to animatable properties by their Core Animation key names, as `AnimationValue`s.
extension LayerProperties {
    /// The value of a key path such as `position`, `position.x`, `transform.rotation.z`; nil for a key this
    /// layer does not have.
    package func value(forKeyPath keyPath: String) -> AnimationValue? {
        value(at: KeyPathParts(keyPath))
    }

    /// The value at a key path already split.
    func value(at path: KeyPathParts) -> AnimationValue? {
        let (key, rest) = (path.key, path.rest)
        if key == "emitterCells", let rest, case .emitter(let e) = kind { return e.cellValue(at: rest) }
        guard let top = value(forKey: key) else { return nil }
        guard let rest else { return top }
        return top.component(rest)
    }

    /// Sets the value at a key path; false when the key or the sub-path does not exist or the value has the
    /// wrong kind (the properties are then unchanged).
    @discardableResult
    package mutating func setValue(_ value: AnimationValue, forKeyPath keyPath: String) -> Bool {
        setValue(value, at: KeyPathParts(keyPath))
    }

    /// Sets the value at a key path already split (see `setValue(_:forKeyPath:)`).
    @discardableResult
    mutating func setValue(_ value: AnimationValue, at path: KeyPathParts) -> Bool {
        let (key, rest) = (path.key, path.rest)
        if key == "emitterCells", let rest, case .emitter(var e) = kind {
            guard e.setCellValue(value, at: rest) else { return false }
            kind = .emitter(e)
            return true
        }
        guard let rest else { return setValue(value, forKey: key) }
        // A transform's component is written into the matrix itself, not through a boxed matrix value and back.
        if key == "transform" {
            guard let updated = TransformComponents.write(transform, rest, value) else { return false }
            transform = updated
            return true
        }
        guard let top = self.value(forKey: key), let updated = top.replacingComponent(rest, with: value) else {
            return false
        }
        return setValue(updated, forKey: key)
    }

    package func value(forKey key: String) -> AnimationValue? {
        switch key {
        case "bounds": return .rect(bounds)
        case "position": return .point(position)
        case "zPosition": return .scalar(zPosition)
        case "anchorPoint": return .point(anchorPoint)
        case "anchorPointZ": return .scalar(anchorPointZ)
        case "transform": return .transform(transform)
        case "sublayerTransform": return .transform(sublayerTransform)
        case "hidden", "isHidden": return .scalar(isHidden ? 1 : 0)
        case "doubleSided", "isDoubleSided": return .scalar(isDoubleSided ? 1 : 0)
        case "masksToBounds": return .scalar(masksToBounds ? 1 : 0)
        case "shouldRasterize": return .scalar(shouldRasterize ? 1 : 0)
        case "contents": return contents.map { .image($0) } ?? AnimationValue.none
        case "contentsRect": return .rect(contentsRect)
        case "contentsCenter": return .rect(contentsCenter)
        case "contentsScale": return .scalar(contentsScale)
        case "minificationFilterBias": return .scalar(minificationFilterBias)
        case "backgroundColor": return .colorValue(backgroundColor)
        case "cornerRadius": return .scalar(cornerRadius)
        case "borderWidth": return .scalar(borderWidth)
        case "borderColor": return .colorValue(borderColor)
        case "opacity": return .scalar(opacity)
        case "rasterizationScale": return .scalar(rasterizationScale)
        case "shadowColor": return .colorValue(shadowColor)
        case "shadowOpacity": return .scalar(shadowOpacity)
        case "shadowOffset": return .size(shadowOffset)
        case "shadowRadius": return .scalar(shadowRadius)
        case "shadowPath": return shadowPath.map { .path($0.elements) } ?? AnimationValue.none
        default: return kindValue(forKey: key)
        }
    }

    @discardableResult
    package mutating func setValue(_ value: AnimationValue, forKey key: String) -> Bool {
        switch (key, value) {
        case ("bounds", .rect(let r)): bounds = r
        case ("position", .point(let p)): position = p
        case ("zPosition", .scalar(let v)): zPosition = v
        case ("anchorPoint", .point(let p)): anchorPoint = p
        case ("anchorPointZ", .scalar(let v)): anchorPointZ = v
        case ("transform", .transform(let m)): transform = m
        case ("sublayerTransform", .transform(let m)): sublayerTransform = m
        case ("hidden", .scalar(let v)), ("isHidden", .scalar(let v)): isHidden = v >= 0.5
        case ("doubleSided", .scalar(let v)), ("isDoubleSided", .scalar(let v)): isDoubleSided = v >= 0.5
        case ("masksToBounds", .scalar(let v)): masksToBounds = v >= 0.5
        case ("shouldRasterize", .scalar(let v)): shouldRasterize = v >= 0.5
        case ("contents", .image(let image)): contents = image
        case ("contents", .none): contents = nil
        case ("contentsRect", .rect(let r)): contentsRect = r
        case ("contentsCenter", .rect(let r)): contentsCenter = r
        case ("contentsScale", .scalar(let v)): contentsScale = v
        case ("minificationFilterBias", .scalar(let v)): minificationFilterBias = v
        case ("backgroundColor", _): guard let c = value.cgColorValue else { return false }; backgroundColor = c.color
        case ("cornerRadius", .scalar(let v)): cornerRadius = v
        case ("borderWidth", .scalar(let v)): borderWidth = v
        case ("borderColor", _): guard let c = value.cgColorValue else { return false }; borderColor = c.color
        case ("opacity", .scalar(let v)): opacity = v
        case ("rasterizationScale", .scalar(let v)): rasterizationScale = v
        case ("shadowColor", _): guard let c = value.cgColorValue else { return false }; shadowColor = c.color
        case ("shadowOpacity", .scalar(let v)): shadowOpacity = v
        case ("shadowOffset", .size(let s)): shadowOffset = s
        case ("shadowRadius", .scalar(let v)): shadowRadius = v
        case ("shadowPath", .path(let elements)): shadowPath = CGPath(elements: elements)
        case ("shadowPath", .none): shadowPath = nil
        default: return setKindValue(value, forKey: key)
        }
        return true
    }
}

/// A key path `a.b.c` split into the property key and the rest.
package struct KeyPathParts: Equatable, Sendable {
    package let key: String
    package let rest: String?

    package init(_ keyPath: String) {
        (key, rest) = Self.split(keyPath)
    }

    /// Searches the UTF-8 bytes: `firstIndex(of: Character)` walks grapheme clusters, which cost more than the rest
    /// of evaluating an animation.
    /// The bytes are searched in place where the string has them in one piece (native strings, small ones on the
    /// stack): walking `String.UTF8View`'s indices cost several hundred instructions for a key like `position`.
    package static func split(_ keyPath: String) -> (key: String, rest: String?) {
        let bytes = keyPath.utf8
        let offset =
            bytes.withContiguousStorageIfAvailable { $0.firstIndex(of: UInt8(ascii: ".")) }
            ?? bytes.firstIndex(of: UInt8(ascii: ".")).map { bytes.distance(from: bytes.startIndex, to: $0) }
        guard let offset else { return (keyPath, nil) }
        let dot = bytes.index(bytes.startIndex, offsetBy: offset)
        return (String(keyPath[..<dot]), String(keyPath[bytes.index(after: dot)...]))
    }
}

extension AnimationValue {
    /// A colour value, or `.none` for nil.
    package static func colorValue(_ color: CGColor?) -> AnimationValue {
        color.map { .color($0.rgba) } ?? .none
    }

    /// The colour this value sets: `(color: nil)` for `.none`, nil when it is not a colour.
    package var cgColorValue: (color: CGColor?, Void)? {
        switch self {
        case .color(let c): (CGColor(rgba: c), ())
        case .none: (nil, ())
        default: nil
        }
    }
}
