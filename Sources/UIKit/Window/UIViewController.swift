/// Manages a view: loads it on first use, receives appearance callbacks, and holds child controllers.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    open var title: String?
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?
    /// Set by the window whose `rootViewController` this is.
    var isWindowRoot = false
    /// Between `viewDidAppear` and `viewWillDisappear`'s `viewDidDisappear`: the view is in a window.
    private var isAppearing = false

    /// A controller whose view is made in code (`loadView`); there are no nibs here, so both arguments are
    /// ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Not supported. Present so subclasses written for iOS compile unchanged.
    public required init?(coder: NSCoder) {
        nil
    }

    /// The view, loaded (`loadView`, then `viewDidLoad`) on first access.
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    open var isViewLoaded: Bool { loadedView != nil }

    open var viewIfLoaded: UIView? { loadedView }

    /// Makes a plain view the size of the screen that follows its superview's size.
    open func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = root
    }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// Updates the constraints of the controller's view: runs in the layout pass after the view's
    /// `setNeedsUpdateConstraints()`; the default updates the view's own. Overrides call super last.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    /// Insets added to the root view's safe area (the window adds none).
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            let insets = additionalSafeAreaInsets
            guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite) else {
                Log.warning("UIViewController.additionalSafeAreaInsets: ignored non-finite insets \(insets)")
                additionalSafeAreaInsets = oldValue
                return
            }
            guard additionalSafeAreaInsets != oldValue, let view = viewIfLoaded else { return }
            LayoutPass.insetsDidChange(of: view)
            view.safeAreaInsetsDidChange()
            viewSafeAreaInsetsDidChange()
        }
    }

    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}

    open override var next: UIResponder? { loadedView?.superview }

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
        childController.willMove(toParent: self)
    }

    /// Leaves the parent, then hears `didMove(toParent: nil)`, as on iOS (`willMove(toParent: nil)` is the
    /// caller's to send first).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Appearance

    /// Whether the view entering or leaving a window sends the appearance callbacks: true for the window's root
    /// controller and for child controllers, whose parents forward them as UIKit does by default.
    var receivesAppearanceCallbacks: Bool { isWindowRoot || parent != nil }

    /// Called by the view before it enters (`window` non-nil) or leaves a window.
    func viewWillMove(toWindow window: UIWindow?) {
        guard receivesAppearanceCallbacks else { return }
        if window != nil && !isAppearing {
            viewWillAppear(false)
        } else if window == nil && isAppearing {
            viewWillDisappear(false)
        }
    }

    /// Called by the view after it entered or left a window.
    func viewDidMove(toWindow window: UIWindow?) {
        guard receivesAppearanceCallbacks else { return }
        if window != nil && !isAppearing {
            isAppearing = true
            viewDidAppear(false)
        } else if window == nil && isAppearing {
            isAppearing = false
            viewDidDisappear(false)
        }
    }
}
