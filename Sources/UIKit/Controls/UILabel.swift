/// How lines of text are aligned.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// How text that does not fit is wrapped or shortened.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Read-only text, drawn with pango and centred vertically like iOS labels.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// An element reading its text, with the static-text trait.
    override var accessibilityDefaults: (isElement: Bool, label: String?, traits: UIAccessibilityTraits) {
        (true, text, .staticText)
    }

    /// Setting it drops the runs of an attributed text. The same plain text again changes nothing, as on iOS: no
    /// redraw and no new intrinsic size.
    open var text: String? {
        didSet {
            guard text != oldValue || isSettingAttributedText || storedAttributedText != nil else { return }
            if !isSettingAttributedText {
                runs = []
                storedAttributedText = nil
            }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// Text with runs of font, colour, underline, strikethrough and kerning over the label's own font and colour
    /// (see `CATextLayer.string` for the attributes read).
    open var attributedText: NSAttributedString? {
        get { text.map { plain in storedAttributedText ?? NSAttributedString(string: plain) } }
        set {
            isSettingAttributedText = true
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            runs = newValue.map(AttributedRuns.runs) ?? []
            text = newValue?.string
            isSettingAttributedText = false
        }
    }
    private var storedAttributedText: NSAttributedString?
    private var runs: [TextRun] = []
    private var isSettingAttributedText = false
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    open var textColor: UIColor! = .label { didSet { setNeedsDisplay() } }
    open var textAlignment = NSTextAlignment.natural { didSet { setNeedsDisplay() } }
    /// 1 by default; 0 means as many as fit.
    open var numberOfLines = 1 {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// The width a multi-line label wraps at when Auto Layout asks its intrinsic size; 0 (the default) wraps at
    /// the width the layout gives it.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail { didSet { setNeedsDisplay() } }
    /// Whether a one-line label shrinks its font, down to `minimumScaleFactor` of its size, to fit its width.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest fraction of the font size a shrinking label uses; 0 (the default) keeps the font size, as on
    /// iOS.
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.needsDisplayOnBoundsChange = true
    }

    public required init?(coder: NSCoder) {
        nil
    }

    /// The label's text style; an attributed text's paragraph style (at its first character) wins over the
    /// label's alignment and line break mode, as on iOS.
    var style: TextStyle {
        let style = TextStyle(
            fontName: font.fontName, fontSize: font.pointSize, color: textColor.cgColor.rgba,
            alignment: textAlignment.textStyleAlignment, isWrapped: numberOfLines != 1,
            truncation: lineBreakMode.truncation, maximumLines: max(numberOfLines, 0))
        guard let attributed = storedAttributedText, attributed.length > 0,
            let paragraph = attributed.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        else { return style }
        return paragraph.applied(to: style)
    }

    /// The style drawn with: a one-line label that adjusts its font to fit shrinks it, within `minimumScaleFactor`,
    /// until the text fits its width. (Its intrinsic size stays that of the full-size font, as on iOS.)
    private func drawingStyle(for text: String) -> TextStyle {
        var style = style
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, bounds.width > 0 else {
            return style
        }
        let smallest = style.fontSize * min(minimumScaleFactor, 1)
        // Text widths do not scale exactly with the size: measured again after each step down.
        for _ in 0..<4 {
            let width = TextLayout.size(of: text, style: style, runs: runs, width: nil).width
            guard width > bounds.width, style.fontSize > smallest else { break }
            style.fontSize = max(smallest, style.fontSize * bounds.width / width * 0.995)
        }
        return style
    }

    open override func draw(_ rect: CGRect) {
        guard let text, !text.isEmpty, let ctx = UIGraphicsGetCurrentContext() else { return }
        let style = drawingStyle(for: text)
        let size = TextLayout.size(of: text, style: style, runs: runs, width: numberOfLines == 1 ? nil : bounds.width)
        let height = min(size.height, bounds.height)
        let box = CGRect(
            x: bounds.minX, y: bounds.minY + (bounds.height - height) / 2, width: bounds.width, height: height)
        ctx.drawText(text, in: box, style: style, runs: runs)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text else { return .zero }
        let measured = TextLayout.size(
            of: text, style: style, runs: runs, width: numberOfLines == 1 ? nil : size.width)
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    /// The text's size on one line, or for a multi-line label wrapped at `preferredMaxLayoutWidth` (or, when that is
    /// 0, at the label's width once it has one).
    open override var intrinsicContentSize: CGSize {
        guard numberOfLines != 1 else { return intrinsicSize(forWidth: nil) }
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : layoutWidth ?? bounds.width
        return intrinsicSize(forWidth: width > 0 ? width : nil)
    }

    /// The width Auto Layout is measuring a wrapping label at, while it reads `intrinsicContentSize`.
    var layoutWidth: CGFloat?

    /// A button's title label tells the button, whose size is the title's plus padding.
    open override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        if let button = superview as? UIButton, button.titleLabel === self { button.invalidateIntrinsicContentSize() }
    }

    /// Whether Auto Layout measures the label again once it knows the label's width.
    var wrapsForLayout: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    /// The size the text needs wrapped at `width` (unwrapped when nil).
    func intrinsicSize(forWidth width: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        return sizeThatFits(CGSize(width: width ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// The first and last baselines from the top of the text, and the text's height (points): the text is centred
    /// vertically in the label, so baselines follow the label's centre.
    var baselineOffsets: (first: CGFloat, last: CGFloat, textHeight: CGFloat)? {
        let sample = text.flatMap { $0.isEmpty ? nil : $0 } ?? " "
        let measured = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : layoutWidth ?? bounds.width
        let width: CGFloat? = numberOfLines == 1 || measured <= 0 ? nil : measured
        let size = TextLayout.size(of: sample, style: style, runs: runs, width: width)
        let baselines = TextLayout.baselines(of: sample, style: style, runs: runs, width: width)
        return (baselines.first, baselines.last, size.height)
    }
}
