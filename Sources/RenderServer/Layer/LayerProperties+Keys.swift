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
        // A key every layer has (`known`) is never an emitter's: the name is compared only for the others.
        if path.known == nil, key == "emitterCells", let rest, case .emitter(let e) = kind {
            return e.cellValue(at: rest)
        }
        guard let top = value(ofKeyIn: path) else { return nil }
        guard let rest else { return top }
        return top.component(rest)
    }

    /// The value of the path's key, the one it names before any dot.
    private func value(ofKeyIn path: KeyPathParts) -> AnimationValue? {
        path.known.map { value(for: $0) } ?? kindValue(forKey: path.key)
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
        let key = path.key
        guard let rest = path.rest else { return setValue(value, forKey: key, known: path.known) }
        if path.known == nil, key == "emitterCells", case .emitter(var e) = kind {
            guard e.setCellValue(value, at: rest) else { return false }
            kind = .emitter(e)
            return true
        }
        // A transform's component is written into the matrix itself, not through a boxed matrix value and back.
        if path.known == .transform {
            guard let updated = TransformComponents.write(transform, rest, value) else { return false }
            transform = updated
            return true
        }
        guard let top = self.value(ofKeyIn: path), let updated = top.replacingComponent(rest, with: value) else {
            return false
        }
        return setValue(updated, forKey: key, known: path.known)
    }

    package func value(forKey key: String) -> AnimationValue? {
        LayerKey(key).map { value(for: $0) } ?? kindValue(forKey: key)
    }

    /// The value of a property every layer has.
    func value(for key: LayerKey) -> AnimationValue {
        withUnsafePointer(to: self) { key.row(ReadValue(properties: $0)) }
    }

    @discardableResult
    package mutating func setValue(_ value: AnimationValue, forKey key: String) -> Bool {
        setValue(value, forKey: key, known: LayerKey(key))
    }

    /// Sets `key`, resolved as `known` when every layer has it; a value of another kind than the property's, or a
    /// key no layer has, goes to the keys of the layer's kind (`setKindValue`).
    private mutating func setValue(_ value: AnimationValue, forKey key: String, known: LayerKey?) -> Bool {
        if let known, setValue(value, for: known) { return true }
        return setKindValue(value, forKey: key)
    }

    /// Sets a property every layer has; false when the value has another kind (nothing changes).
    mutating func setValue(_ value: AnimationValue, for key: LayerKey) -> Bool {
        withUnsafeMutablePointer(to: &self) { key.row(WriteValue(properties: $0, value: value)) }
    }
}

/// A property's value as an `AnimationValue`.
private struct ReadValue: PropertyRowUse {
    let properties: UnsafePointer<LayerProperties>

    func scalar(_ get: Getter<Double>, _: Setter<Double>) -> AnimationValue { .scalar(get(properties.pointee)) }
    func point(_ get: Getter<CGPoint>, _: Setter<CGPoint>) -> AnimationValue { .point(get(properties.pointee)) }
    func size(_ get: Getter<CGSize>, _: Setter<CGSize>) -> AnimationValue { .size(get(properties.pointee)) }
    func rect(_ get: Getter<CGRect>, _: Setter<CGRect>) -> AnimationValue { .rect(get(properties.pointee)) }
    func flag(_ get: Getter<Bool>, _: Setter<Bool>) -> AnimationValue { .scalar(get(properties.pointee) ? 1 : 0) }
    func transform(_ get: Getter<Matrix3D>, _: Setter<Matrix3D>) -> AnimationValue {
        .transform(get(properties.pointee))
    }
    func color(_ get: Getter<CGColor?>, _: Setter<CGColor?>) -> AnimationValue {
        .colorValue(get(properties.pointee))
    }
    func image(_ get: Getter<CGImage?>, _: Setter<CGImage?>) -> AnimationValue {
        get(properties.pointee).map { .image($0) } ?? .none
    }
    func path(_ get: Getter<CGPath?>, _: Setter<CGPath?>) -> AnimationValue {
        get(properties.pointee).map { .path($0.elements) } ?? .none
    }
    func otherKind() -> AnimationValue { .none }
}

/// Sets a property from an `AnimationValue`: false, changing nothing, when the value has another kind.
private struct WriteValue: PropertyRowUse {
    let properties: UnsafeMutablePointer<LayerProperties>
    let value: AnimationValue

    func scalar(_: Getter<Double>, _ set: Setter<Double>) -> Bool {
        guard case .scalar(let v) = value else { return false }
        set(&properties.pointee, v)
        return true
    }
    func point(_: Getter<CGPoint>, _ set: Setter<CGPoint>) -> Bool {
        guard case .point(let p) = value else { return false }
        set(&properties.pointee, p)
        return true
    }
    func size(_: Getter<CGSize>, _ set: Setter<CGSize>) -> Bool {
        guard case .size(let s) = value else { return false }
        set(&properties.pointee, s)
        return true
    }
    func rect(_: Getter<CGRect>, _ set: Setter<CGRect>) -> Bool {
        guard case .rect(let r) = value else { return false }
        set(&properties.pointee, r)
        return true
    }
    func flag(_: Getter<Bool>, _ set: Setter<Bool>) -> Bool {
        guard case .scalar(let v) = value else { return false }
        set(&properties.pointee, v >= 0.5)
        return true
    }
    func transform(_: Getter<Matrix3D>, _ set: Setter<Matrix3D>) -> Bool {
        guard case .transform(let m) = value else { return false }
        set(&properties.pointee, m)
        return true
    }
    func color(_: Getter<CGColor?>, _ set: Setter<CGColor?>) -> Bool {
        guard let c = value.cgColorValue else { return false }
        set(&properties.pointee, c.color)
        return true
    }
    func image(_: Getter<CGImage?>, _ set: Setter<CGImage?>) -> Bool {
        switch value {
        case .image(let image): set(&properties.pointee, image)
        case .none: set(&properties.pointee, nil)
        default: return false
        }
        return true
    }
    func path(_: Getter<CGPath?>, _ set: Setter<CGPath?>) -> Bool {
        switch value {
        case .path(let elements): set(&properties.pointee, CGPath(elements: elements))
        case .none: set(&properties.pointee, nil)
        default: return false
        }
        return true
    }
    func otherKind() -> Bool { false }
}

/// A key path `a.b.c` split into the property key and the rest.
package struct KeyPathParts: Equatable, Sendable {
    package let key: String
    package let rest: String?
    /// `key` resolved, when every layer has it.
    let known: LayerKey?

    package init(_ keyPath: String) {
        (key, rest) = Self.split(keyPath)
        known = LayerKey(key)
    }

    /// Searches the UTF-8 bytes: `firstIndex(of: Character)` walks grapheme clusters, which cost more than the rest
    /// of evaluating an animation.
    /// The bytes are searched in place where the string has them in one piece (native strings, small ones on the
    /// stack): walking `String.UTF8View`'s indices costs far more, even for a key like `position`.
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
