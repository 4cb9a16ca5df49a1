/// A button: an image and a title label over a background image, centred together inside the content insets,
/// highlighted while pressed, running its actions on tap.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// An element reading its current title, with the button trait.
    override var accessibilityDefaults: (isElement: Bool, label: String?, traits: UIAccessibilityTraits) {
        (true, currentTitle, isEnabled ? .button : [.button, .notEnabled])
    }

    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// How the button looks: set by `init(type:)`; `.custom` for buttons made with `init(frame:)`.
    open private(set) var buttonType = ButtonType.custom {
        didSet { styleLabel() }
    }
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private let label = UILabel(frame: .zero)
    private let image = UIImageView(frame: .zero)
    private let background = UIImageView(frame: .zero)

    /// Space kept around the image and title together; `imageEdgeInsets` and `titleEdgeInsets` then move or
    /// shrink each within its place (a left inset with the opposite right inset moves it without shrinking).
    open var contentEdgeInsets = UIEdgeInsets.zero {
        didSet { contentGeometryDidChange() }
    }
    open var imageEdgeInsets = UIEdgeInsets.zero {
        didSet { contentGeometryDidChange() }
    }
    open var titleEdgeInsets = UIEdgeInsets.zero {
        didSet { contentGeometryDidChange() }
    }

    /// A custom button: the designated initializer, as on iOS, so subclasses call `super.init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        styleLabel()
        background.isHidden = true
        addSubview(background)
        image.isHidden = true
        addSubview(image)
        addSubview(label)
        updateTitle()
    }

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateTitle()
    }

    /// A system button whose title is the action's and which runs it on tap.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        addPrimaryAction(primaryAction)
    }

    private func addPrimaryAction(_ action: UIAction?) {
        if let action { addAction(action, for: .primaryActionTriggered) }
    }

    /// Takes the primary action's title, as UIKit does for buttons made with `init(frame:primaryAction:)`.
    open override func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        if controlEvents.contains(.primaryActionTriggered), currentTitle == nil, !action.title.isEmpty {
            setTitle(action.title, for: .normal)
        }
        super.addAction(action, for: controlEvents)
    }

    private func styleLabel() {
        label.font = .systemFont(ofSize: 17, weight: buttonType == .system ? .medium : .regular)
    }

    public required init?(coder: NSCoder) {
        nil
    }

    /// The label showing the title.
    open var titleLabel: UILabel? { label }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        updateTitle()
    }

    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        updateTitle()
    }

    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[0] ?? (buttonType == .system ? tintColor : .white)
    }

    open var currentTitle: String? { title(for: state) }

    /// The view showing the current image.
    open var imageView: UIImageView? { image }

    /// The image before the title for `state` (the normal state's where none is set).
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        updateTitle()
    }

    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }

    open var currentImage: UIImage? { image(for: state) }

    /// An image stretched over the whole button for `state`, under the image and title.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        updateTitle()
    }

    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[0]
    }

    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    private func contentGeometryDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override func stateDidChange() { updateTitle() }

    /// Shows the current state's title, colours and images.
    private func updateTitle() {
        let title = title(for: state)
        if title != label.text { invalidateIntrinsicContentSize() }
        label.text = title
        let shownImage = currentImage
        if shownImage !== image.image {
            image.image = shownImage
            image.isHidden = shownImage == nil
            contentGeometryDidChange()
        }
        let shownBackground = currentBackgroundImage
        if shownBackground !== background.image {
            background.image = shownBackground
            background.isHidden = shownBackground == nil
        }
        // Unchanged, the label is not drawn again.
        let color = titleColor(for: state)
        if label.textColor != color { label.textColor = color }
        if buttonType == .system {
            let highlighted = isHighlighted
            UIView.performWithoutAnimation {
                label.alpha = highlighted ? 0.2 : 1
                image.alpha = highlighted ? 0.2 : 1
            }
        }
    }

    /// The image then the title, centred together in the bounds less `contentEdgeInsets`; a title alone fills
    /// that area (its label centres the text).
    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        let content = bounds.inset(by: contentEdgeInsets)
        guard let shownImage = currentImage else {
            label.frame = content.inset(by: titleEdgeInsets)
            return
        }
        let imageSize = shownImage.size
        let titleSize =
            currentTitle == nil
            ? .zero
            : label.sizeThatFits(CGSize(width: max(content.width - imageSize.width, 0), height: content.height))
        let titleWidth = min(titleSize.width, max(content.width - imageSize.width, 0))
        let left = content.minX + (content.width - imageSize.width - titleWidth) / 2
        image.frame = CGRect(
            x: left, y: content.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height
        ).inset(by: imageEdgeInsets)
        label.frame = CGRect(
            x: left + imageSize.width, y: content.midY - titleSize.height / 2, width: titleWidth,
            height: titleSize.height
        ).inset(by: titleEdgeInsets)
    }

    /// The image and title side by side with the button's padding, plus `contentEdgeInsets`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = currentTitle == nil && currentImage != nil ? .zero : label.sizeThatFits(size)
        let imageSize = currentImage?.size ?? .zero
        let insets = contentEdgeInsets
        return CGSize(
            width: imageSize.width + text.width + 16 + insets.left + insets.right,
            height: max(max(imageSize.height, text.height) + 12, 34) + insets.top + insets.bottom)
    }

    /// The title's size with the button's padding.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }
}
