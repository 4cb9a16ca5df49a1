import Foundation

/// The attribute keys UIKit defines, with Apple's raw values; `CATextLayer` and `UILabel` read them.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// Line styles for `underlineStyle` and `strikethroughStyle` (any non-empty style draws one plain line here).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

extension UIFont: AttributedStringFont {
    package var attributedFontName: String { fontName }
    package var attributedFontSize: CGFloat { pointSize }
}

extension UIColor: AttributedStringColor {
    package var attributedColor: CGColor { cgColor }
}

extension UIColor: ColorObject {
    package func like(_ color: CGColor) -> Any { UIColor(cgColor: color) }
}
