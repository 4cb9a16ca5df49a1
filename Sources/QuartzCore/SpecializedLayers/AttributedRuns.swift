import Foundation
import RenderServer

/// An attribute value that names a font and its size (`UIFont`).
package protocol AttributedStringFont {
    var attributedFontName: String { get }
    var attributedFontSize: CGFloat { get }
}

/// An attribute value that is a colour (`UIColor`).
package protocol AttributedStringColor {
    var attributedColor: CGColor { get }
}

/// The runs of an attributed string as `TextRun`s: the font (`NSFont`), foreground colour (`NSColor`, or Core
/// Text's `CTForegroundColor` with a `CGColor`), underline (`NSUnderline`), strikethrough (`NSStrikethrough`)
/// and kerning (`NSKern`). Other attributes are ignored.
package enum AttributedRuns {
    package static func runs(of text: NSAttributedString) -> [TextRun] {
        let string = text.string
        var runs: [TextRun] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            guard let lower = String.Index(utf16Offset: range.location, in: string).samePosition(in: string.utf8),
                let upper = String.Index(utf16Offset: range.location + range.length, in: string).samePosition(
                    in: string.utf8)
            else { return }
            var run = TextRun(
                start: string.utf8.distance(from: string.utf8.startIndex, to: lower),
                end: string.utf8.distance(from: string.utf8.startIndex, to: upper))
            for (key, value) in attributes {
                switch key.rawValue {
                case "NSFont":
                    if let font = value as? AttributedStringFont {
                        run.fontName = font.attributedFontName
                        run.fontSize = font.attributedFontSize
                    }
                case "NSColor", "CTForegroundColor": run.color = color(value)
                case "NSUnderline": run.underline = number(value) != 0
                case "NSStrikethrough": run.strikethrough = number(value) != 0
                case "NSKern": run.kern = number(value).map { CGFloat($0) }
                default: break
                }
            }
            if !run.isPlain { runs.append(run) }
        }
        return runs
    }

    private static func color(_ value: Any) -> RGBA? {
        if let color = value as? AttributedStringColor { return color.attributedColor.rgba }
        if let color = value as? CGColor { return color.rgba }
        return nil
    }

    private static func number(_ value: Any) -> Double? {
        switch value {
        case let n as NSNumber: n.doubleValue
        case let i as Int: Double(i)
        case let d as Double: d
        case let c as CGFloat: Double(c)
        default: nil
        }
    }
}
