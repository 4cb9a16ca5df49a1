/// How a run of text is set: the fields `CATextLayer` and `UILabel` expose, in their units (points).
package struct TextStyle: Equatable, Hashable, Sendable {
    package enum Alignment: Sendable { case natural, left, right, center, justified }
    package enum Truncation: Sendable { case none, start, middle, end }

    package var fontName: String
    package var fontSize: CGFloat
    package var color: RGBA
    package var alignment: Alignment
    package var isWrapped: Bool
    package var truncation: Truncation
    /// The most lines wrapped, truncating text is cut to (the last one ellipsized); 0 for no limit.
    package var maximumLines: Int
    /// Points added between lines (NSParagraphStyle's `lineSpacing`).
    package var lineSpacing: CGFloat = 0

    package init(
        fontName: String = "Helvetica", fontSize: CGFloat = 36, color: RGBA = RGBA(red: 1, green: 1, blue: 1, alpha: 1),
        alignment: Alignment = .natural, isWrapped: Bool = false, truncation: Truncation = .none, maximumLines: Int = 0
    ) {
        self.fontName = fontName
        self.fontSize = fontSize
        self.color = color
        self.alignment = alignment
        self.isWrapped = isWrapped
        self.truncation = truncation
        self.maximumLines = maximumLines
    }

    /// A pango font description string for the name: Apple's system and Helvetica families map to the bundled
    /// DejaVu Sans; "Bold"/"Italic" in the name pick the face.
    package var pangoDescription: String {
        let lower = fontName.lowercased()
        var family = "DejaVu Sans"
        if lower.contains("mono") || lower.contains("courier") || lower.contains("menlo") {
            family = "DejaVu Sans Mono"
        } else if lower.contains("times") || lower.contains("georgia")
            || lower.contains("serif") && !lower.contains("sans")
        {
            family = "DejaVu Serif"
        }
        var face = ""
        if lower.contains("bold") || lower.contains("heavy") || lower.contains("semibold") { face += " Bold" }
        if lower.contains("italic") || lower.contains("oblique") { face += " Oblique" }
        return family + face
    }
}
