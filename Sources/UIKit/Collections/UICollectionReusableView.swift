/// A view a collection view places and reuses: headers, footers, and (as `UICollectionViewCell`) cells.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier it was dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// The pool it returns to: the identifier, preceded by the kind for supplementary views.
    var poolKey: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        nil
    }

    /// Makes a view of the dynamic class for a registered identifier, through the class's own `init(frame:)`.
    /// - Note: Linux extension: a registered class is instantiated only through a required initializer; this
    ///   convenience one is inherited by subclasses that override `init(frame:)` and `init?(coder:)`, or neither.
    public required convenience init(registeredWith reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Resets what the view shows before it is reused.
    open func prepareForReuse() {}

    /// Takes the layout's attributes: frame, alpha, transform, hidden (the collection view calls it).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}

/// A collection view's cell: a content view for the app's subviews, and the selected and highlighted states.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view app content goes in.
    public let contentView = UIView()
    /// Shown behind the content; the selected background over it while selected.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView {
                insertSubview(selectedBackgroundView, aboveSubview: backgroundView ?? selectedBackgroundView)
                selectedBackgroundView.isHidden = !isSelected
            }
            setNeedsLayout()
        }
    }
    open var isSelected = false {
        didSet { selectedBackgroundView?.isHidden = !(isSelected || isHighlighted) }
    }
    open var isHighlighted = false {
        didSet { selectedBackgroundView?.isHidden = !(isSelected || isHighlighted) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        nil
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    /// The content and backgrounds fill the cell; set through bounds and centre, so that a transform the app
    /// gives the content view (scaling it) stays.
    open override func layoutSubviews() {
        super.layoutSubviews()
        for view in [contentView, backgroundView, selectedBackgroundView].compactMap({ $0 }) {
            view.bounds = CGRect(origin: .zero, size: bounds.size)
            view.center = CGPoint(x: bounds.midX, y: bounds.midY)
        }
    }
}
