/// A property every layer has, by its Core Animation key, resolved once from the name: an animation's key path is
/// resolved when it is set (`KeyPathParts.known`), so that evaluating it every frame does not match the name
/// against the keys one after another.
enum LayerKey: Sendable {
    case bounds, position, zPosition, anchorPoint, anchorPointZ, transform, sublayerTransform, hidden, doubleSided
    case masksToBounds, shouldRasterize, contents, contentsRect, contentsCenter, contentsScale, minificationFilterBias
    case backgroundColor, cornerRadius, borderWidth, borderColor, opacity, rasterizationScale
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath

    /// Nil for a key only some kinds of layer have (`LayerProperties+KindKeys`), or none has.
    init?(_ name: String) {
        switch name {
        case "bounds": self = .bounds
        case "position": self = .position
        case "zPosition": self = .zPosition
        case "anchorPoint": self = .anchorPoint
        case "anchorPointZ": self = .anchorPointZ
        case "transform": self = .transform
        case "sublayerTransform": self = .sublayerTransform
        case "hidden", "isHidden": self = .hidden
        case "doubleSided", "isDoubleSided": self = .doubleSided
        case "masksToBounds": self = .masksToBounds
        case "shouldRasterize": self = .shouldRasterize
        case "contents": self = .contents
        case "contentsRect": self = .contentsRect
        case "contentsCenter": self = .contentsCenter
        case "contentsScale": self = .contentsScale
        case "minificationFilterBias": self = .minificationFilterBias
        case "backgroundColor": self = .backgroundColor
        case "cornerRadius": self = .cornerRadius
        case "borderWidth": self = .borderWidth
        case "borderColor": self = .borderColor
        case "opacity": self = .opacity
        case "rasterizationScale": self = .rasterizationScale
        case "shadowColor": self = .shadowColor
        case "shadowOpacity": self = .shadowOpacity
        case "shadowOffset": self = .shadowOffset
        case "shadowRadius": self = .shadowRadius
        case "shadowPath": self = .shadowPath
        default: return nil
        }
    }
}
