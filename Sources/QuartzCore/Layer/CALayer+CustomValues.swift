import RenderServer

/// Keys a layer subclass adds through key-value coding (`setValue(_:forKey:)`, or computed properties over it, the
/// Linux spelling of `@NSManaged`): set like properties, animated like them, and redrawn each frame while they
/// animate when the class's `needsDisplay(forKey:)` asks for it.
extension CALayer {
    /// Stores `value` for a key the layer does not define, as a setter would: the key's action is looked up
    /// before and run after, and the layer redraws when its class's `needsDisplay(forKey:)` says so.
    func setCustomValue(_ value: Any?, forKey key: String) {
        guard !isPresentationCopy else {
            customValues[key] = value
            return
        }
        let action = CATransaction.disableActions() ? nil : action(forKey: key)
        customValues[key] = value
        markChanged()
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        action?.run(forKey: key, object: self, arguments: nil)
    }

    /// The custom values with the committed animations of custom keys applied at absolute media time `t`; each
    /// keeps the type the model stored (a `CGFloat` stays a `CGFloat`, so `as? CGFloat` reads it back).
    func presentationCustomValues(of committed: CommittedLayer, at t: CFTimeInterval) -> [String: Any] {
        let keys = customKeyPaths(in: committed.animations)
        guard !keys.isEmpty else { return customValues }
        var values = customValues
        let local = localTime(fromAbsolute: t)
        for keyPath in keys {
            let model = customValues[keyPath] ?? classDefault(forKey: keyPath)
            let base = ValueBoxing.value(model) ?? .scalar(0)
            let value = AnimationEvaluator.value(
                at: keyPath, base: base, animations: committed.animations, localTime: local)
            values[keyPath] = Self.box(value, like: model)
        }
        return values
    }

    /// Key paths of `animations` (and of their groups) that the layer's own properties do not hold.
    func customKeyPaths(in animations: [RenderAnimation]) -> Set<String> {
        var keys = Set<String>()
        for animation in animations {
            if case .group(let children) = animation.kind {
                keys.formUnion(customKeyPaths(in: children))
            } else if let keyPath = animation.keyPath, modelValues.value(forKeyPath: keyPath) == nil {
                keys.insert(keyPath)
            }
        }
        return keys
    }

    /// The key paths an animation (with its group's animations) animates.
    static func keyPaths(of animation: CAAnimation) -> [String] {
        if let group = animation as? CAAnimationGroup { return (group.animations ?? []).flatMap(keyPaths(of:)) }
        return (animation as? CAPropertyAnimation)?.keyPath.map { [$0] } ?? []
    }

    /// Logs once an animation of a key path that nothing can apply: neither a property of this layer (nor a part
    /// of one, such as `transform.scale.xy` or `bounds.size.width`) nor a custom key the layer holds or redraws for.
    func warnIfUnanimatable(_ animation: CAAnimation) {
        for keyPath in Self.keyPaths(of: animation) where modelValues.value(forKeyPath: keyPath) == nil {
            let key = KeyPathParts.split(keyPath).key
            if KeyPathParts.split(keyPath).rest == nil
                && (customValues[key] != nil || classDefault(forKey: key) != nil
                    || type(of: self).needsDisplay(forKey: key))
            {
                continue
            }
            Log.warningOnce(
                key: "CALayer.add.keyPath.\(type(of: self)).\(keyPath)",
                "CALayer \(logName): an animation of \"\(keyPath)\" animates nothing: \(type(of: self)) has no such key path"
            )
        }
    }

    /// `value` boxed as `model` was (a number keeps its Swift type, a `UIColor` stays one), or as key-value coding
    /// boxes it.
    private static func box(_ value: AnimationValue, like model: Any?) -> Any? {
        if case .color(let color) = value, let model = model as? ColorObject { return model.like(CGColor(rgba: color)) }
        guard case .scalar(let number) = value else { return ValueBoxing.box(value) }
        switch model {
        case is Double: return number
        case is Float: return Float(number)
        case is Int: return number.isFinite ? Int(min(max(number.rounded(), -9e18), 9e18)) : 0
        case is Bool: return number >= 0.5
        case is NSNumber: return NSNumber(value: number)
        default: return CGFloat(number)
        }
    }
}

/// Layers whose custom keys animate while their class redraws for them (`needsDisplay(forKey:)`): each frame,
/// before the render tree is taken, the presentation copy, with the keys' values of the instant, draws the contents
/// that the layer's node shows, as the iOS render server redraws such a copy.
///
/// Main thread only, as the model tree is.
package enum PresentationDisplay {
    private struct Entry {
        weak var layer: CALayer?
        /// The committed values last drawn into and for which values of the keys, so that an unchanged instant
        /// is not drawn again (held, so that their storage is not reused by another node).
        var shown: LayerProperties?
        var values: [AnimationValue?] = []
    }

    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]

    /// Adds `layer` when `animation` animates a custom key its class redraws for.
    static func watch(_ layer: CALayer, for animation: CAAnimation) {
        // Layers animated off the main thread are not redrawn: the host's frames, and this list, are the main
        // thread's.
        guard Thread.isMainThread else { return }
        let redraws = CALayer.keyPaths(of: animation).contains {
            layer.modelValues.value(forKeyPath: $0) == nil && type(of: layer).needsDisplay(forKey: $0)
        }
        // An entry whose layer is gone may hold the identifier of a new layer at the same address.
        guard redraws, entries[ObjectIdentifier(layer)]?.layer !== layer else { return }
        entries[ObjectIdentifier(layer)] = Entry(layer: layer)
    }

    /// Redraws every watched layer's presentation copy at the frame's media time `time` (the current media time
    /// by default) into its committed node; drops layers whose custom animations are gone (their next commit shows
    /// the model's own contents).
    package static func redraw(at now: CFTimeInterval = CACurrentMediaTime()) {
        for (id, var entry) in entries {
            guard let layer = entry.layer, let committed = layer.committed else {
                entries[id] = nil
                continue
            }
            let keys = layer.customKeyPaths(in: committed.animations).filter {
                type(of: layer).needsDisplay(forKey: $0)
            }.sorted()
            guard !keys.isEmpty else {
                entries[id] = nil
                continue
            }
            let values = layer.presentationCustomValues(of: committed, at: now)
            let signature = keys.map { ValueBoxing.value(values[$0]) }
            if let shown = entry.shown, shown.sharesStorage(with: committed.properties), signature == entry.values {
                continue
            }
            guard let copy = layer.presentation(at: now) else { continue }
            let before = copy.modelValues.kind
            copy.display()
            layer.committed?.properties.contents = copy.modelValues.contents
            // A subclass's display() may set what its kind draws instead (a text layer's string, a shape's path).
            if copy.modelValues.kind != before { layer.committed?.properties.kind = copy.modelValues.kind }
            entry.shown = layer.committed?.properties
            entry.values = signature
            entries[id] = entry
        }
    }
}
