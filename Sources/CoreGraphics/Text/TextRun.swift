/// Attributes of part of a text (an attributed string's run), over UTF-8 byte offsets `start..<end`; nil fields
/// keep the style's value.
package struct TextRun: Hashable, Sendable {
    package var start: Int
    package var end: Int
    package var fontName: String?
    package var fontSize: CGFloat?
    package var color: RGBA?
    package var underline = false
    package var strikethrough = false
    /// Extra space after each character, in points.
    package var kern: CGFloat?

    package init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    /// Whether the run changes anything.
    package var isPlain: Bool {
        fontName == nil && fontSize == nil && color == nil && !underline && !strikethrough && kern == nil
    }
}
