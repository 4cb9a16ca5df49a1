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
        switch key {
        case .bounds: .rect(bounds)
        case .position: .point(position)
        case .zPosition: .scalar(zPosition)
        case .anchorPoint: .point(anchorPoint)
        case .anchorPointZ: .scalar(anchorPointZ)
        case .transform: .transform(transform)
        case .sublayerTransform: .transform(sublayerTransform)
        case .hidden: .scalar(isHidden ? 1 : 0)
        case .doubleSided: .scalar(isDoubleSided ? 1 : 0)
        case .masksToBounds: .scalar(masksToBounds ? 1 : 0)
        case .shouldRasterize: .scalar(shouldRasterize ? 1 : 0)
        case .contents: contents.map { .image($0) } ?? AnimationValue.none
        case .contentsRect: .rect(contentsRect)
        case .contentsCenter: .rect(contentsCenter)
        case .contentsScale: .scalar(contentsScale)
        case .minificationFilterBias: .scalar(minificationFilterBias)
        case .backgroundColor: .colorValue(backgroundColor)
        case .cornerRadius: .scalar(cornerRadius)
        case .borderWidth: .scalar(borderWidth)
        case .borderColor: .colorValue(borderColor)
        case .opacity: .scalar(opacity)
        case .rasterizationScale: .scalar(rasterizationScale)
        case .shadowColor: .colorValue(shadowColor)
        case .shadowOpacity: .scalar(shadowOpacity)
        case .shadowOffset: .size(shadowOffset)
        case .shadowRadius: .scalar(shadowRadius)
        case .shadowPath: shadowPath.map { .path($0.elements) } ?? AnimationValue.none
        }
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
        switch (key, value) {
        case (.bounds, .rect(let r)): bounds = r
        case (.position, .point(let p)): position = p
        case (.zPosition, .scalar(let v)): zPosition = v
        case (.anchorPoint, .point(let p)): anchorPoint = p
        case (.anchorPointZ, .scalar(let v)): anchorPointZ = v
        case (.transform, .transform(let m)): transform = m
        case (.sublayerTransform, .transform(let m)): sublayerTransform = m
        case (.hidden, .scalar(let v)): isHidden = v >= 0.5
        case (.doubleSided, .scalar(let v)): isDoubleSided = v >= 0.5
        case (.masksToBounds, .scalar(let v)): masksToBounds = v >= 0.5
        case (.shouldRasterize, .scalar(let v)): shouldRasterize = v >= 0.5
        case (.contents, .image(let image)): contents = image
        case (.contents, .none): contents = nil
        case (.contentsRect, .rect(let r)): contentsRect = r
        case (.contentsCenter, .rect(let r)): contentsCenter = r
        case (.contentsScale, .scalar(let v)): contentsScale = v
        case (.minificationFilterBias, .scalar(let v)): minificationFilterBias = v
        case (.backgroundColor, _): guard let c = value.cgColorValue else { return false }; backgroundColor = c.color
        case (.cornerRadius, .scalar(let v)): cornerRadius = v
        case (.borderWidth, .scalar(let v)): borderWidth = v
        case (.borderColor, _): guard let c = value.cgColorValue else { return false }; borderColor = c.color
        case (.opacity, .scalar(let v)): opacity = v
        case (.rasterizationScale, .scalar(let v)): rasterizationScale = v
        case (.shadowColor, _): guard let c = value.cgColorValue else { return false }; shadowColor = c.color
        case (.shadowOpacity, .scalar(let v)): shadowOpacity = v
        case (.shadowOffset, .size(let s)): shadowOffset = s
        case (.shadowRadius, .scalar(let v)): shadowRadius = v
        case (.shadowPath, .path(let elements)): shadowPath = CGPath(elements: elements)
        case (.shadowPath, .none): shadowPath = nil
        default: return false
        }
        return true
    }
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
