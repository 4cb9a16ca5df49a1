/// A button: a title label over the background, highlighted while pressed, running its actions on tap.
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
    private let label = UILabel(frame: .zero)

    /// A custom button: the designated initializer, as on iOS, so subclasses call `super.init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        styleLabel()
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

    override func stateDidChange() { updateTitle() }

    private func updateTitle() {
        let title = title(for: state)
        if title != label.text { invalidateIntrinsicContentSize() }
        label.text = title
        // Unchanged, the label is not drawn again.
        let color = titleColor(for: state)
        if label.textColor != color { label.textColor = color }
        if buttonType == .system {
            let highlighted = isHighlighted
            UIView.performWithoutAnimation { label.alpha = highlighted ? 0.2 : 1 }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = label.sizeThatFits(size)
        return CGSize(width: text.width + 16, height: max(text.height + 12, 34))
    }

    /// The title's size with the button's padding.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }
}
