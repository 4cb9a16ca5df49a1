/// A font: a name and a size in points. System fonts map to the bundled DejaVu Sans.
open class UIFont: NSObject, @unchecked Sendable {
    public let fontName: String
    public let pointSize: CGFloat

    /// Font weights as UIKit names them.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
    }

    public init?(name fontName: String, size fontSize: CGFloat) {
        guard fontSize >= 0 else { return nil }
        self.fontName = fontName
        pointSize = fontSize
        super.init()
    }

    private init(fixedName: String, size: CGFloat) {
        fontName = fixedName
        pointSize = size
        super.init()
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fixedName: ".SFUI-Regular", size: fontSize)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(fixedName: weight.rawValue >= 0.3 ? ".SFUI-Bold" : ".SFUI-Regular", size: fontSize)
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fixedName: ".SFUI-Bold", size: fontSize)
    }

    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(fixedName: weight.rawValue >= 0.3 ? "Menlo-Bold" : "Menlo", size: fontSize)
    }

    /// The system font with digits of one width (the bundled fonts' digits all have one width already).
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fixedName: ".SFUI-Italic", size: fontSize)
    }

    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(fixedName: fontName, size: fontSize) }

    /// The Dynamic Type styles, with Apple's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The font of a Dynamic Type style at iOS's default content size (Large): body 17 points, title1 28, the
    /// headline semibold.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let sizes: [TextStyle: CGFloat] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15, .body: 17,
            .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        let size = sizes[style] ?? 17
        return style == .headline ? systemFont(ofSize: size, weight: .semibold) : systemFont(ofSize: size)
    }
}
