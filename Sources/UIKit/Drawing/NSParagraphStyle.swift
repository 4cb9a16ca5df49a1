import Foundation

/// How the lines of a paragraph are laid out, given as the `.paragraphStyle` attribute: alignment, how text that
/// does not fit is wrapped or shortened, and the points between lines. `NSString.draw(in:withAttributes:)` and
/// `UILabel.attributedText` (for the whole label, from its first character) honour them.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    var storedAlignment = NSTextAlignment.natural
    var storedLineBreakMode = NSLineBreakMode.byWordWrapping
    var storedLineSpacing: CGFloat = 0

    /// The style of text given none: natural alignment, word wrapping, no added line spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    open var alignment: NSTextAlignment { storedAlignment }
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
    /// Points added between lines.
    open var lineSpacing: CGFloat { storedLineSpacing }

    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { copy(into: NSParagraphStyle()) }

    open func mutableCopy(with zone: NSZone? = nil) -> Any { copy(into: NSMutableParagraphStyle()) }

    private func copy<Style: NSParagraphStyle>(into copy: Style) -> Style {
        copy.storedAlignment = storedAlignment
        copy.storedLineBreakMode = storedLineBreakMode
        copy.storedLineSpacing = storedLineSpacing
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return alignment == other.alignment && lineBreakMode == other.lineBreakMode && lineSpacing == other.lineSpacing
    }

    open override var hash: Int { alignment.rawValue ^ lineBreakMode.rawValue << 4 }

    /// The text style `base` becomes under this paragraph style.
    func applied(to base: TextStyle) -> TextStyle {
        var style = base
        style.alignment = alignment.textStyleAlignment
        style.truncation = lineBreakMode.truncation
        style.lineSpacing = lineSpacing.isFinite ? max(lineSpacing, 0) : 0
        return style
    }
}

/// A paragraph style whose values can be set.
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }

    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }

    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue }
    }
}

extension NSTextAlignment {
    var textStyleAlignment: TextStyle.Alignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
}

extension NSLineBreakMode {
    var truncation: TextStyle.Truncation {
        switch self {
        case .byTruncatingHead: .start
        case .byTruncatingMiddle: .middle
        case .byTruncatingTail: .end
        default: .none
        }
    }
}
