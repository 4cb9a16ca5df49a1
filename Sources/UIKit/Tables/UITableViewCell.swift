/// A row of a table view: a content view holding the labels and image of its style, an accessory, a separator,
/// and a highlight while selected. Cells are reused: `prepareForReuse()` runs before one is handed out again.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The standard layouts of the text and image.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// The mark at the row's trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// Whether rows have a line under them.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }

    /// How a selected cell is highlighted.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    public let reuseIdentifier: String?
    let style: CellStyle
    /// The view app content goes in (above the highlight, inset from the accessory).
    public let contentView = UIView()
    private var ownTextLabel: UILabel?
    private var ownDetailLabel: UILabel?
    private var ownImageView: UIImageView?
    private let accessoryLabel = UILabel()
    private let highlight = UIView()
    let separator = UIView()
    /// The separator's colour unless the table sets one.
    static let separatorGray = UIColor(white: 0.78, alpha: 1)
    /// The table's separator inset, which the cell's own replaces once set.
    var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { if ownSeparatorInset == nil { setNeedsLayout() } }
    }
    private var ownSeparatorInset: UIEdgeInsets?

    /// The line's inset from the row's edges (`left` and `right`); the table's until set.
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? tableSeparatorInset }
        set {
            ownSeparatorInset = newValue
            setNeedsLayout()
        }
    }

    open var accessoryType = AccessoryType.none {
        didSet { setNeedsLayout() }
    }
    open var selectionStyle = SelectionStyle.default
    open var isSelected = false {
        didSet { showHighlight(animated: false) }
    }
    open var isHighlighted = false {
        didSet { showHighlight(animated: false) }
    }

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .white
        highlight.backgroundColor = UIColor(white: 0.82, alpha: 1)
        highlight.alpha = 0
        addSubview(highlight)
        addSubview(contentView)
        accessoryLabel.textColor = UIColor(white: 0.7, alpha: 1)
        accessoryLabel.textAlignment = .center
        addSubview(accessoryLabel)
        separator.backgroundColor = Self.separatorGray
        addSubview(separator)
    }

    /// A cell of the default style.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Makes a cell of the dynamic class for a table view's reuse identifier, through the class's own
    /// `init(style: .default, reuseIdentifier:)`, as UIKit does for registered classes.
    /// - Note: Linux extension. Without an Objective-C runtime a registered class is instantiated only through a
    ///   required initializer; this convenience one is inherited by subclasses that override all of
    ///   `init(style:reuseIdentifier:)` and `init?(coder:)`, or neither (`Docs/Deviations.md`).
    public required convenience init(registeredWith reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder: NSCoder) {
        nil
    }

    /// The main text; made on first use.
    open var textLabel: UILabel? {
        if let label = ownTextLabel { return label }
        let label = UILabel()
        label.font = style == .value2 ? .boldSystemFont(ofSize: 12) : .systemFont(ofSize: 17)
        if style == .value2 { label.textAlignment = .right }
        contentView.addSubview(label)
        ownTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The secondary text of the value and subtitle styles; nil for the default style.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let label = ownDetailLabel { return label }
        let label = UILabel()
        label.font = .systemFont(ofSize: style == .subtitle ? 12 : 17)
        label.textColor = style == .subtitle ? .darkText : .gray
        if style == .value1 { label.textAlignment = .right }
        contentView.addSubview(label)
        ownDetailLabel = label
        setNeedsLayout()
        return label
    }

    /// The image at the leading edge; made on first use.
    open var imageView: UIImageView? {
        if let view = ownImageView { return view }
        let view = UIImageView(frame: .zero)
        contentView.addSubview(view)
        ownImageView = view
        setNeedsLayout()
        return view
    }

    /// Resets what a cell shows before it is reused: not selected, not highlighted.
    open func prepareForReuse() {
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
    }

    open func setSelected(_ selected: Bool, animated: Bool) {
        UIView.performWithoutAnimation { isSelected = selected }
        showHighlight(animated: animated)
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        UIView.performWithoutAnimation { isHighlighted = highlighted }
        showHighlight(animated: animated)
    }

    /// The height the style's labels need at `width` (wrapped where they have several lines), with 11 points
    /// above and below, for rows sized automatically without constraints.
    func styleHeight(forWidth width: CGFloat) -> CGFloat {
        let textWidth = max(width - 32 - (accessoryType == .none ? 0 : 38), 1)
        let text = ownTextLabel?.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height ?? 0
        let detail =
            ownDetailLabel?.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height ?? 0
        return (style == .subtitle ? text + detail : max(text, detail)) + 22
    }

    private func showHighlight(animated: Bool) {
        let shown: CGFloat = selectionStyle != .none && (isSelected || isHighlighted) ? 1 : 0
        if animated {
            UIView.animate(withDuration: 0.25) { self.highlight.alpha = shown }
        } else {
            UIView.performWithoutAnimation { self.highlight.alpha = shown }
        }
    }

    /// The style's layout: 16-point margins, the image then the text, an accessory 30 points wide.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        highlight.frame = bounds
        let inset = separatorInset
        separator.frame = CGRect(
            x: inset.left, y: size.height - 0.5, width: max(size.width - inset.left - inset.right, 0), height: 0.5)
        accessoryLabel.text =
            switch accessoryType {
            case .none: nil
            case .disclosureIndicator: "›"
            case .checkmark: "✓"
            case .detailButton, .detailDisclosureButton: "ⓘ"
            }
        accessoryLabel.textColor = accessoryType == .checkmark ? tintColor : UIColor(white: 0.7, alpha: 1)
        accessoryLabel.font = .systemFont(ofSize: accessoryType == .disclosureIndicator ? 24 : 17)
        let accessoryWidth: CGFloat = accessoryType == .none ? 0 : 30
        accessoryLabel.frame = CGRect(
            x: size.width - accessoryWidth - 8, y: 0, width: accessoryWidth, height: size.height)
        contentView.frame = CGRect(
            x: 0, y: 0, width: max(size.width - accessoryWidth - (accessoryWidth > 0 ? 8 : 0), 0), height: size.height)
        layoutStyle(in: contentView.bounds)
    }

    private func layoutStyle(in area: CGRect) {
        var x: CGFloat = 16
        if let image = ownImageView?.image, let imageView = ownImageView {
            let side = min(image.size.height, area.height - 8)
            let width = image.size.height > 0 ? image.size.width * side / image.size.height : side
            imageView.frame = CGRect(x: x, y: (area.height - side) / 2, width: width, height: side)
            x += width + 16
        }
        let width = max(area.width - x - 16, 0)
        let text = ownTextLabel, detail = ownDetailLabel
        let detailHeight = detail?.intrinsicContentSize.height ?? 0
        let textHeight =
            text.map { $0.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height } ?? 0
        switch style {
        case .default:
            text?.frame = CGRect(x: x, y: 0, width: width, height: area.height)
        case .subtitle:
            let top = (area.height - textHeight - detailHeight) / 2
            text?.frame = CGRect(x: x, y: top, width: width, height: textHeight)
            detail?.frame = CGRect(x: x, y: top + textHeight, width: width, height: detailHeight)
        case .value1:
            let detailWidth = min(detail?.intrinsicContentSize.width ?? 0, width / 2)
            detail?.frame = CGRect(x: x + width - detailWidth, y: 0, width: detailWidth, height: area.height)
            text?.frame = CGRect(x: x, y: 0, width: max(width - detailWidth - 8, 0), height: area.height)
        case .value2:
            let column = min(width * 0.3, 90)
            text?.frame = CGRect(x: x, y: 0, width: column, height: area.height)
            detail?.frame = CGRect(x: x + column + 6, y: 0, width: max(width - column - 6, 0), height: area.height)
        }
    }
}
