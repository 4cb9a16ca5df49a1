/// The bar across the top of a navigation controller: the top item's title in the middle, its bar button items,
/// and a back button (a chevron and the previous item's title) that pops.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    static let height: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    open private(set) var items: [UINavigationItem]?
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?[items!.count - 2] : nil }
    /// The bar's background colour; nil for the default translucent white.
    open var barTintColor: UIColor? { didSet { updateBackground() } }
    open var isTranslucent = true { didSet { updateBackground() } }
    /// Whether the bar shows the top item's title large, below the standard bar.
    open var prefersLargeTitles = false { didSet { relayout() } }
    /// Attributes of the title: `.foregroundColor` and `.font` are used.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { rebuild() } }
    /// The back button's action: the navigation controller pops.
    var onBack: (() -> Void)?
    /// The bar's height or background changed: the navigation controller lays out again (and its backdrop behind
    /// the top safe area takes the new colour).
    var onLookChange: (() -> Void)?
    private let hairline = UIView()
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]
    /// The line under the bar: nil for the default hairline, an empty image for none, else the image stretched.
    open var shadowImage: UIImage? { didSet { updateBackground() } }
    /// The views of the top item; during a transition also those of the item going away.
    private(set) var content: BarContent?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        tintColor = .systemBlue
        addSubview(hairline)
        updateBackground()
    }

    public required init?(coder: NSCoder) { nil }

    /// The bar's height: the standard bar, plus the large title when shown.
    var preferredHeight: CGFloat {
        Self.height + (showsLargeTitle(topItem) ? Self.largeTitleHeight : 0)
    }

    func showsLargeTitle(_ item: UINavigationItem?) -> Bool {
        guard prefersLargeTitles, let item else { return false }
        return item.largeTitleDisplayMode != .never
    }

    /// An image drawn stretched behind the bar instead of its colour; an empty image (`UIImage()`) makes the bar
    /// transparent, the usual way to let content show through it.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
        updateBackground()
    }

    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }

    private func updateBackground() {
        if let image = backgroundImages[.default] {
            backgroundColor = .clear
            layer.contents = image.cgImage
            layer.contentsGravity = .resize
        } else {
            layer.contents = nil
            let base = barTintColor ?? UIColor(white: 0.97, alpha: 1)
            backgroundColor = isTranslucent && barTintColor == nil ? base.withAlphaComponent(0.94) : base
        }
        if let shadow = shadowImage {
            hairline.backgroundColor = .clear
            hairline.layer.contents = shadow.cgImage
            hairline.isHidden = shadow.cgImage == nil
        } else {
            hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
            hairline.layer.contents = nil
            hairline.isHidden = false
        }
        onLookChange?()
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
        rebuild()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: 0.5)
        content?.frame = bounds
    }

    private func relayout() {
        rebuild()
        onLookChange?()
    }

    func itemDidChange(_ item: UINavigationItem) {
        guard item === topItem else { return }
        rebuild()
    }

    /// Shows the top item: its views rebuilt in place when they show it already (so that a transition's fade of
    /// them goes on), else new ones at once.
    private func rebuild() {
        if let content, let item = topItem, content.item === item {
            content.reload(back: backItem, bar: self)
            return
        }
        content?.removeFromSuperview()
        content = makeContent(for: topItem, back: backItem)
    }

    private func makeContent(for item: UINavigationItem?, back: UINavigationItem?) -> BarContent? {
        guard let item else { return nil }
        let made = BarContent(item: item, back: back, bar: self)
        made.frame = bounds
        addSubview(made)
        return made
    }

    /// Moves to `items` with the transition: the new item's title and buttons fade and slide in while the old
    /// ones leave, in the transition's animation (so an interactive transition scrubs them too). Cancelled, the
    /// old item stays.
    func transition(
        to items: [UINavigationItem], push: Bool, coordinator: UIViewControllerTransitionCoordinator?
    ) {
        let old = content
        let oldItems = self.items
        self.items = items
        guard let coordinator, let old else { return rebuild() }
        let new = makeContent(for: topItem, back: backItem)
        let shift = bounds.width * 0.3 * (push ? 1 : -1)
        UIView.performWithoutAnimation {
            new?.alpha = 0
            new?.transform = CGAffineTransform(translationX: shift, y: 0)
        }
        content = new
        coordinator.animate(alongsideTransition: { _ in
            old.alpha = 0
            old.transform = CGAffineTransform(translationX: -shift, y: 0)
            new?.alpha = 1
            new?.transform = .identity
        }) { [weak self] context in
            guard let self else { return }
            if context.isCancelled {
                self.content?.removeFromSuperview()
                self.items = oldItems
                self.content = old
                UIView.performWithoutAnimation {
                    old.alpha = 1
                    old.transform = .identity
                }
            } else {
                old.removeFromSuperview()
            }
        }
    }
}

/// The views one navigation item puts on the bar.
@preconcurrency @MainActor
final class BarContent: UIView {
    /// The item shown.
    let item: UINavigationItem
    private let titleLabel = UILabel()
    private let largeTitleLabel = UILabel()
    private var back: BackButton?
    private var left: [UIView] = []
    private var right: [UIView] = []
    private var showsLarge = false

    init(item: UINavigationItem, back backItem: UINavigationItem?, bar: UINavigationBar) {
        self.item = item
        super.init(frame: bar.bounds)
        reload(back: backItem, bar: bar)
    }

    /// Makes the views again from the item (after it changed).
    func reload(back backItem: UINavigationItem?, bar: UINavigationBar) {
        subviews.forEach { $0.removeFromSuperview() }
        (back, left, right) = (nil, [], [])
        showsLarge = bar.showsLargeTitle(item)
        let tint = bar.tintColor ?? .systemBlue
        let attributes = bar.titleTextAttributes
        titleLabel.text = item.shownTitle
        titleLabel.font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = attributes?[.foregroundColor] as? UIColor ?? .black
        titleLabel.textAlignment = .center
        if let titleView = item.titleView {
            addSubview(titleView)
        } else if !showsLarge {
            addSubview(titleLabel)
        }
        if showsLarge {
            largeTitleLabel.text = item.shownTitle
            largeTitleLabel.font = .systemFont(ofSize: 34, weight: .bold)
            largeTitleLabel.textColor = titleLabel.textColor
            addSubview(largeTitleLabel)
        }
        if let backItem, !item.hidesBackButton, item.leftBarButtonItems?.isEmpty ?? true {
            let title = backItem.backBarButtonItem?.title ?? backItem.backButtonTitle ?? backItem.shownTitle
            let button = BackButton(title: title.isEmpty ? "Back" : title, tint: tint)
            button.addAction(UIAction { [weak bar] _ in bar?.onBack?() }, for: .touchUpInside)
            back = button
            addSubview(button)
        }
        left = (item.leftBarButtonItems ?? []).map { Self.view(for: $0, tint: tint) }
        right = (item.rightBarButtonItems ?? []).map { Self.view(for: $0, tint: tint) }
        (left + right).forEach(addSubview)
        setNeedsLayout()
    }

    required init?(coder: NSCoder) { nil }

    private static func view(for item: UIBarButtonItem, tint: UIColor) -> UIView {
        if let custom = item.customView { return custom }
        if item.title?.isEmpty ?? true, let image = item.image {
            let button = ImageBarButton(image: image)
            button.isEnabled = item.isEnabled
            if let action = item.primaryAction {
                button.addAction(UIAction { _ in action.handler(action) }, for: .touchUpInside)
            }
            return button
        }
        let button = UIButton(type: .system)
        button.setTitle(item.title, for: .normal)
        let color = item.tintColor ?? tint
        button.setTitleColor(item.isEnabled ? color : color.withAlphaComponent(0.35), for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        button.isEnabled = item.isEnabled
        if let action = item.primaryAction {
            button.addAction(UIAction { _ in action.handler(action) }, for: .touchUpInside)
        }
        return button
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let barHeight = UINavigationBar.height
        var leading: CGFloat = 8
        if let back {
            let width = min(back.intrinsicContentSize.width, bounds.width / 3)
            back.frame = CGRect(x: leading, y: 0, width: width, height: barHeight)
            leading += width + 8
        }
        for view in left {
            let width = max(view.intrinsicContentSize.width, 30)
            view.frame = CGRect(x: leading, y: 0, width: width, height: barHeight)
            leading += width + 8
        }
        var trailing = bounds.width - 8
        for view in right {
            let width = max(view.intrinsicContentSize.width, 30)
            trailing -= width
            view.frame = CGRect(x: trailing, y: 0, width: width, height: barHeight)
            trailing -= 8
        }
        let side = max(leading, bounds.width - trailing)
        titleLabel.frame = CGRect(x: side, y: 0, width: max(bounds.width - 2 * side, 0), height: barHeight)
        subviews.first {
            $0 !== titleLabel && $0 !== largeTitleLabel && $0 !== back && !left.contains($0) && !right.contains($0)
        }
        .map { $0.frame = titleLabel.frame }
        largeTitleLabel.frame = CGRect(
            x: 16, y: barHeight, width: max(bounds.width - 32, 0), height: UINavigationBar.largeTitleHeight)
    }
}

/// The back button: iOS's chevron and the previous item's title, in the bar's tint.
@preconcurrency @MainActor
final class BackButton: UIControl {
    private let label = UILabel()
    private let chevron = CAShapeLayer()

    init(title: String, tint: UIColor) {
        super.init(frame: .zero)
        label.text = title
        label.font = .systemFont(ofSize: 17)
        label.textColor = tint
        label.isUserInteractionEnabled = false
        addSubview(label)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 1.5, y: 10.5))
        path.addLine(to: CGPoint(x: 10, y: 21))
        chevron.path = path
        chevron.fillColor = nil
        chevron.strokeColor = tint.cgColor
        chevron.lineWidth = 3
        chevron.lineCap = .round
        chevron.lineJoin = .round
        layer.addSublayer(chevron)
    }

    required init?(coder: NSCoder) { nil }

    var title: String? { label.text }

    override var intrinsicContentSize: CGSize {
        CGSize(width: 20 + label.intrinsicContentSize.width, height: UINavigationBar.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        chevron.frame = CGRect(x: 0, y: (bounds.height - 21) / 2, width: 12, height: 21)
        label.frame = CGRect(x: 20, y: 0, width: max(bounds.width - 20, 0), height: bounds.height)
    }
}

/// Bar heights for the metrics a background image is set for; the previewer's bars have the default ones.
public enum UIBarMetrics: Int, Sendable {
    case `default`, compact, defaultPrompt, compactPrompt
}

/// A bar button showing an image; it runs its actions when tapped.
@preconcurrency @MainActor
final class ImageBarButton: UIControl {
    private let imageView: UIImageView

    init(image: UIImage) {
        imageView = UIImageView(image: image)
        super.init(frame: .zero)
        imageView.contentMode = .center
        addSubview(imageView)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { CGSize(width: max(imageView.image?.size.width ?? 0, 30), height: 44) }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = bounds
    }
}
