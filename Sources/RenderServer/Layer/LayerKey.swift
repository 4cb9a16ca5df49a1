/// A property every layer has, by its Core Animation key, resolved once from the name: an animation's key path is
/// resolved when it is set (`KeyPathParts.known`), so that evaluating it every frame does not match the name
/// against the keys one after another.
enum LayerKey: String, CaseIterable, Sendable {
    case bounds, position, zPosition, anchorPoint, anchorPointZ, transform, sublayerTransform, hidden, doubleSided
    case masksToBounds, shouldRasterize, contents, contentsRect, contentsCenter, contentsScale, minificationFilterBias
    case backgroundColor, cornerRadius, borderWidth, borderColor, opacity, rasterizationScale
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath

    /// The key named `name` (its case's name, or the Swift property name `isHidden`, `isDoubleSided`); nil for a
    /// key only some kinds of layer have (`LayerProperties+KindKeys`), or none has.
    init?(_ name: String) {
        switch name {
        case "isHidden": self = .hidden
        case "isDoubleSided": self = .doubleSided
        default: self.init(rawValue: name)
        }
    }
}

extension LayerProperties {
    /// The names of the properties every layer has, one per `LayerKey`.
    package static let keysEveryLayerHas = LayerKey.allCases.map(\.rawValue)
}
