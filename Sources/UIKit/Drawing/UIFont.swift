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
}
