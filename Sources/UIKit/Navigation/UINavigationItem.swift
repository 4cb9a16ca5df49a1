/// What a navigation bar shows while a controller is on top: its title (or title view), the bar button items,
/// and what the back button to it says.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never
    }

    open var title: String? { didSet { itemsDidChange() } }
    open var titleView: UIView? { didSet { itemsDidChange() } }
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { adopt(leftBarButtonItems) } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { adopt(rightBarButtonItems) } }
    /// The back button shown on the bar when a controller is pushed above this item's.
    open var backBarButtonItem: UIBarButtonItem?
    open var backButtonTitle: String?
    open var hidesBackButton = false { didSet { itemsDidChange() } }
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { itemsDidChange() } }
    /// The controller whose item this is, if any.
    weak var owner: UIViewController?

    public init(title: String) {
        self.title = title
        super.init()
    }

    /// A controller's item: its title follows the controller's.
    init(title: String?) {
        self.title = title
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    private func adopt(_ items: [UIBarButtonItem]?) {
        items?.forEach { $0.owner = self }
        itemsDidChange()
    }

    /// The bar showing this item redraws it.
    func itemsDidChange() {
        owner?.navigationController?.navigationBar.itemDidChange(self)
    }

    /// The title shown: the item's, else its controller's.
    var shownTitle: String { title ?? owner?.title ?? "" }
}
