import RenderServer

/// How text that does not fit is shortened.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How lines are aligned in the bounds.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// A layer that shows a string, laid out with pango (spec §10.3).
open class CATextLayer: CALayer {
    public override init() {
        super.init()
        modelValues.kind = .text(TextProperties())
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        stringObject = (layer as? CATextLayer)?.stringObject
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A `String` or an `NSAttributedString`, whose runs set font, size, colour, underline, strikethrough and
    /// kerning over parts of the text (other attributes are ignored); the layer's font and colour fill in the rest.
    open var string: Any? {
        get { stringObject ?? modelValues.text.string }
        set {
            switch newValue {
            case let s as String:
                stringObject = nil
                set("string", \.text.string, s)
                set("string", \.text.runs, [])
            case let a as NSAttributedString:
                stringObject = a.copy()
                set("string", \.text.string, a.string)
                set("string", \.text.runs, AttributedRuns.runs(of: a))
            case nil:
                stringObject = nil
                set("string", \.text.string, nil)
                set("string", \.text.runs, [])
            default:
                Log.warningOnce(
                    key: "CATextLayer.string", "CATextLayer \(logName): string must be a String or NSAttributedString")
            }
        }
    }
    /// The attributed string as set, returned by `string`.
    private var stringObject: Any?
    /// A font name (`String`); families map to the bundled DejaVu fonts.
    open var font: Any? {
        get { modelValues.text.fontName }
        set { set("font", \.text.fontName, (newValue as? String) ?? "Helvetica") }
    }
    open var fontSize: CGFloat {
        get { CGFloat(modelValues.text.fontSize) }
        set { setFinite("fontSize", \.text.fontSize, newValue) }
    }
    /// Default opaque white.
    open var foregroundColor: CGColor? {
        get { modelValues.text.foregroundColor }
        set { set("foregroundColor", \.text.foregroundColor, newValue) }
    }
    open var isWrapped: Bool {
        get { modelValues.text.isWrapped }
        set { set("wrapped", \.text.isWrapped, newValue) }
    }
    open var truncationMode: CATextLayerTruncationMode {
        get { CATextLayerTruncationMode(rawValue: modelValues.text.truncationMode) }
        set { set("truncationMode", \.text.truncationMode, newValue.rawValue) }
    }
    open var alignmentMode: CATextLayerAlignmentMode {
        get { CATextLayerAlignmentMode(rawValue: modelValues.text.alignmentMode) }
        set { set("alignmentMode", \.text.alignmentMode, newValue.rawValue) }
    }
}
