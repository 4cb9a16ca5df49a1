import Foundation

/// Measuring and drawing plain strings with UIKit's attributes (`.font`, `.foregroundColor`, `.paragraphStyle`; one
/// line, as `size(withAttributes:)` measures on iOS), through the same text layout as `UILabel`.
extension NSString {
    /// The size of the string on one line with `attrs`' font (UIKit's 17-point system font without one).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextLayout.size(of: self as String, style: Self.style(attrs), width: nil)
    }

    /// Draws the string on one line with its top-left corner at `point` in the current UIKit context.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        let size = size(withAttributes: attrs)
        draw(in: CGRect(origin: point, size: size), withAttributes: attrs)
    }

    /// Draws the string wrapped within `rect` in the current UIKit context.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        var style = Self.style(attrs)
        style.isWrapped = true
        ctx.drawText(self as String, in: rect, style: style)
    }

    private static func style(_ attrs: [NSAttributedString.Key: Any]?) -> TextStyle {
        let font = attrs?[.font] as? UIFont ?? .systemFont(ofSize: 17)
        let color = (attrs?[.foregroundColor] as? UIColor)?.cgColor ?? CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        let style = TextStyle(fontName: font.fontName, fontSize: font.pointSize, color: color.rgba)
        return (attrs?[.paragraphStyle] as? NSParagraphStyle)?.applied(to: style) ?? style
    }
}

extension StringProtocol {
    /// `NSString.size(withAttributes:)`, which Swift strings reach through bridging on iOS.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: String(self)).size(withAttributes: attrs)
    }

    /// `NSString.draw(at:withAttributes:)`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: String(self)).draw(at: point, withAttributes: attrs)
    }

    /// `NSString.draw(in:withAttributes:)`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: String(self)).draw(in: rect, withAttributes: attrs)
    }
}
