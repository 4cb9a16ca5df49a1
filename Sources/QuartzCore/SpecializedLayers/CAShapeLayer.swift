import RenderServer

/// How a shape's fill decides what is inside.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The shape at the ends of open subpaths.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The shape where segments meet.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that fills and strokes a path between its contents and its sublayers (spec §10.1).
open class CAShapeLayer: CALayer {
    public override init() {
        super.init()
        modelValues.kind = .shape(ShapeProperties())
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The path, in layer coordinates; copied on assignment. Animatable, but never implicitly.
    open var path: CGPath? {
        get { modelValues.shape.path }
        set { set("path", \.shape.path, newValue?.copy()) }
    }
    /// Default opaque black; nil fills nothing.
    open var fillColor: CGColor? {
        get { modelValues.shape.fillColor }
        set { set("fillColor", \.shape.fillColor, newValue) }
    }
    open var fillRule: CAShapeLayerFillRule {
        get { CAShapeLayerFillRule(rawValue: modelValues.shape.fillRule) }
        set { set("fillRule", \.shape.fillRule, newValue.rawValue) }
    }
    /// Default nil: no stroke.
    open var strokeColor: CGColor? {
        get { modelValues.shape.strokeColor }
        set { set("strokeColor", \.shape.strokeColor, newValue) }
    }
    /// Where the stroke starts, as a fraction of the path's length.
    open var strokeStart: CGFloat {
        get { CGFloat(modelValues.shape.strokeStart) }
        set { setFinite("strokeStart", \.shape.strokeStart, newValue) }
    }
    /// Where the stroke ends, as a fraction of the path's length.
    open var strokeEnd: CGFloat {
        get { CGFloat(modelValues.shape.strokeEnd) }
        set { setFinite("strokeEnd", \.shape.strokeEnd, newValue) }
    }
    open var lineWidth: CGFloat {
        get { CGFloat(modelValues.shape.lineWidth) }
        set { setFinite("lineWidth", \.shape.lineWidth, newValue) }
    }
    open var miterLimit: CGFloat {
        get { CGFloat(modelValues.shape.miterLimit) }
        set { setFinite("miterLimit", \.shape.miterLimit, newValue) }
    }
    open var lineCap: CAShapeLayerLineCap {
        get { CAShapeLayerLineCap(rawValue: modelValues.shape.lineCap) }
        set { set("lineCap", \.shape.lineCap, newValue.rawValue) }
    }
    open var lineJoin: CAShapeLayerLineJoin {
        get { CAShapeLayerLineJoin(rawValue: modelValues.shape.lineJoin) }
        set { set("lineJoin", \.shape.lineJoin, newValue.rawValue) }
    }
    open var lineDashPhase: CGFloat {
        get { CGFloat(modelValues.shape.lineDashPhase) }
        set { setFinite("lineDashPhase", \.shape.lineDashPhase, newValue) }
    }
    /// Alternating dash and gap lengths; nil draws a solid line.
    open var lineDashPattern: [NSNumber]? {
        get { modelValues.shape.lineDashPattern?.map { NSNumber(value: $0) } }
        set { set("lineDashPattern", \.shape.lineDashPattern, newValue?.map(\.doubleValue)) }
    }
}
