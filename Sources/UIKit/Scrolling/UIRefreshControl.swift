/// Pull to refresh: a spinner above a scroll view's content that shows as the content is pulled down, and that
/// starts (sending `.valueChanged`) when the content is let go pulled far enough; it holds the content down
/// while refreshing, until `endRefreshing()`.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The height the control takes above the content while refreshing, and the pull that starts it.
    static let height: CGFloat = 60
    static let trigger: CGFloat = 80

    open private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString? {
        didSet { title.attributedText = attributedTitle }
    }
    let spinner = UIActivityIndicatorView(style: .medium)
    private let title = UILabel()
    /// The inset added to the scroll view's top while refreshing.
    private var addedInset: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        spinner.hidesWhenStopped = false
        spinner.isHidden = false
        addSubview(spinner)
        title.font = .systemFont(ofSize: 12)
        title.textColor = .gray
        title.textAlignment = .center
        addSubview(title)
        alpha = 0
    }

    public required init?(coder: NSCoder) {
        nil
    }

    var scrollView: UIScrollView? { superview as? UIScrollView }

    /// Starts refreshing from code: the content moves down to show the spinner; no `.valueChanged` is sent.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        start()
        if let scrollView, !scrollView.isDragging {
            scrollView.setContentOffset(
                CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top), animated: true)
        }
    }

    /// Ends refreshing: the spinner stops and the content moves back up.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        guard let scrollView else { return }
        scrollView.contentInset.top -= addedInset
        addedInset = 0
        if !scrollView.isDragging {
            scrollView.setContentOffset(scrollView.clamped(scrollView.contentOffset), animated: true)
        }
        pulled(by: 0)
    }

    private func start() {
        isRefreshing = true
        spinner.startAnimating()
        alpha = 1
        guard let scrollView else { return }
        addedInset = Self.height
        scrollView.contentInset.top += addedInset
    }

    /// The finger let go with the content pulled down `pull` points: far enough, refreshing starts.
    func released(pull: CGFloat) -> Bool {
        guard !isRefreshing, isEnabled, pull >= Self.trigger else { return false }
        start()
        sendActions(for: .valueChanged)
        return true
    }

    /// Shows the control in the space the content was pulled down from, fading in with the pull.
    func pulled(by pull: CGFloat) {
        guard let scrollView else { return }
        let top = scrollView.contentOffset.y
        UIView.performWithoutAnimation {
            frame = CGRect(
                x: 0, y: top, width: scrollView.bounds.width, height: max(pull, isRefreshing ? Self.height : 0))
            spinner.center = CGPoint(x: bounds.midX, y: min(bounds.height, Self.height) / 2)
            title.frame = CGRect(x: 0, y: spinner.frame.maxY + 2, width: bounds.width, height: 16)
            alpha = isRefreshing ? 1 : min(max(pull / Self.trigger, 0), 1)
        }
    }
}
