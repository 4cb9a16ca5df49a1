import RenderServer
import Synchronization

/// A layer class's `defaultValue(forKey:)`: what a key reads before it is set. A subclass that overrides it for a
/// property every `CALayer` has (`masksToBounds`, `cornerRadius`…) starts each new layer with that value, and one
/// that overrides it for a key of its own (a `progress` declared over `value(forKey:)`) reads it back, and animates
/// from it, until the key is set. A specialized layer's own keys keep their defaults (`Docs/Deviations.md`).
extension CALayer {
    /// Per layer class, the properties every layer has whose `defaultValue(forKey:)` differs from Core Animation's
    /// own default, asked once per class: a new layer of a class that overrides none pays one lookup.
    private static let classDefaults = Mutex<[ObjectIdentifier: [(key: String, value: AnimationValue)]]>([:])

    /// Gives a new layer its class's defaults for the properties every layer has.
    func takeClassDefaults() {
        let type = type(of: self)
        let id = ObjectIdentifier(type)
        let defaults =
            Self.classDefaults.withLock { $0[id] }
            ?? {
                let found = Self.defaults(of: type)
                Self.classDefaults.withLock { $0[id] = found }
                return found
            }()
        for (key, value) in defaults { modelValues.setValue(value, forKey: key) }
    }

    /// The defaults `type` gives the properties every layer has where they differ from a plain layer's values.
    private static func defaults(of type: CALayer.Type) -> [(key: String, value: AnimationValue)] {
        let plain = LayerProperties()
        return LayerProperties.keysEveryLayerHas.compactMap { key in
            guard let current = plain.value(forKey: key), let given = type.defaultValue(forKey: key) else { return nil }
            var probe = plain
            guard let value = ValueBoxing.value(given).map({ ValueBoxing.coerce($0, like: current) }),
                probe.setValue(value, forKey: key)
            else {
                Log.warningOnce(
                    key: "CALayer.defaultValue.\(type).\(key)",
                    "\(type).defaultValue(forKey: \"\(key)\"): a \(Swift.type(of: given)) cannot be a value of \(key)")
                return nil
            }
            return probe == plain ? nil : (key, value)
        }
    }

    /// The class's default for a key of its own that was never set, boxed as key-value coding reads it; nil for a
    /// path into a key (`progress.x`), whose key alone the class is asked about.
    func classDefault(forKey keyPath: String) -> Any? {
        guard KeyPathParts.split(keyPath).rest == nil else { return nil }
        return type(of: self).defaultValue(forKey: keyPath)
    }
}
