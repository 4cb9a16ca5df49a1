/// A button in a navigation bar: a title, an image, a system item or a custom view, running its primary action
/// when tapped.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    public enum Style: Int, Sendable {
        case plain, done
    }

    /// The system items, shown by their titles.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, close

        var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            case .close: "✕"
            }
        }
    }

    open var title: String? { didSet { owner?.itemsDidChange() } }
    open var image: UIImage? { didSet { owner?.itemsDidChange() } }
    open var style = Style.plain { didSet { owner?.itemsDidChange() } }
    open var isEnabled = true { didSet { owner?.itemsDidChange() } }
    open var tintColor: UIColor? { didSet { owner?.itemsDidChange() } }
    open var primaryAction: UIAction?
    open var customView: UIView? { didSet { owner?.itemsDidChange() } }
    open var tag = 0
    /// The navigation item showing this one, told when it changes.
    weak var owner: UINavigationItem?

    public override init() {
        super.init()
    }

    /// An item showing the action's title (or the given title and image) that runs the action when tapped.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        let actionTitle = primaryAction.map(\.title).flatMap { $0.isEmpty ? nil : $0 }
        self.title = title ?? actionTitle
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(title: systemItem.title, image: nil, primaryAction: primaryAction)
        style = systemItem == .done || systemItem == .save ? .done : .plain
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    public required init?(coder: NSCoder) { nil }
}
