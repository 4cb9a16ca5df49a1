/// A section's header or footer: a content view with a text label (and a detail label), reused as cells are. The
/// table shows one for a section title, and hands out registered ones from
/// `dequeueReusableHeaderFooterView(withIdentifier:)`.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    /// The view app content goes in, over the background view.
    public let contentView = UIView()
    private var ownTextLabel: UILabel?
    private var ownDetailLabel: UILabel?
    /// Where the labels start and end: the table's margin for its style.
    var labelInset: CGFloat = 16

    /// Behind the content view, sized to the bounds.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Makes a view of the dynamic class for a table view's reuse identifier, through the class's own
    /// `init(reuseIdentifier:)`, as UIKit does for registered classes.
    /// - Note: Linux extension, as `UITableViewCell.init(registeredWith:)` (`Docs/Deviations.md`).
    public required convenience init(registeredWith reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder: NSCoder) {
        nil
    }

    /// The title; made on first use.
    open var textLabel: UILabel? {
        if let label = ownTextLabel { return label }
        let label = UILabel()
        label.font = .systemFont(ofSize: 15, weight: .semibold)
        label.textColor = .darkText
        contentView.addSubview(label)
        ownTextLabel = label
        setNeedsLayout()
        return label
    }

    /// A second line under the title; made on first use.
    open var detailTextLabel: UILabel? {
        if let label = ownDetailLabel { return label }
        let label = UILabel()
        label.font = .systemFont(ofSize: 13)
        label.textColor = .gray
        contentView.addSubview(label)
        ownDetailLabel = label
        setNeedsLayout()
        return label
    }

    /// Runs before the view is handed out again.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        let width = max(bounds.width - 2 * labelInset, 0)
        let detailHeight = ownDetailLabel?.intrinsicContentSize.height ?? 0
        let textHeight = ownTextLabel?.intrinsicContentSize.height ?? 0
        let top = (bounds.height - textHeight - detailHeight) / 2
        ownTextLabel?.frame = CGRect(x: labelInset, y: top, width: width, height: textHeight)
        ownDetailLabel?.frame = CGRect(x: labelInset, y: top + textHeight, width: width, height: detailHeight)
    }
}
