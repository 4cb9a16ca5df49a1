import RenderServer

/// The geometry of a gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that paints a gradient over its background (spec §10.2).
open class CAGradientLayer: CALayer {
    public override init() {
        super.init()
        modelValues.kind = .gradient(GradientProperties())
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `CGColor`s; other elements are logged once and dropped.
    open var colors: [Any]? {
        get { modelValues.gradient.colors }
        set {
            let cgColors = newValue?.compactMap { $0 as? CGColor }
            if let newValue, cgColors?.count != newValue.count {
                Log.warningOnce(
                    key: "CAGradientLayer.colors",
                    "CAGradientLayer \(logName): colors must be CGColors; other elements are ignored")
            }
            set("colors", \.gradient.colors, cgColors)
        }
    }
    /// Stop positions 0…1, one per colour; nil spaces them evenly.
    open var locations: [NSNumber]? {
        get { modelValues.gradient.locations?.map { NSNumber(value: $0) } }
        set { set("locations", \.gradient.locations, newValue?.map(\.doubleValue)) }
    }
    /// In unit coordinates of the bounds.
    open var startPoint: CGPoint {
        get { modelValues.gradient.startPoint }
        set {
            guard newValue.isFinite else { return rejectNonFinite("startPoint", newValue) }
            set("startPoint", \.gradient.startPoint, newValue)
        }
    }
    open var endPoint: CGPoint {
        get { modelValues.gradient.endPoint }
        set {
            guard newValue.isFinite else { return rejectNonFinite("endPoint", newValue) }
            set("endPoint", \.gradient.endPoint, newValue)
        }
    }
    open var type: CAGradientLayerType {
        get { CAGradientLayerType(rawValue: modelValues.gradient.type) }
        set { set("type", \.gradient.type, newValue.rawValue) }
    }
}
