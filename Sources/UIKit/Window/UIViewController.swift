/// Manages a view: loads it on first use, receives appearance callbacks, and holds child controllers.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// Also the navigation item's title, as on iOS.
    open var title: String? { didSet { storedNavigationItem?.title = title } }
    /// The identifier state restoration would save the controller under; code also finds controllers by it.
    open var restorationIdentifier: String?
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?
    /// Set by the window whose `rootViewController` this is.
    var isWindowRoot = false
    /// Where the controller is in its appearance callbacks.
    private var appearance = Appearance.disappeared
    private var appearanceAnimated = false
    /// Set while a transition sends this controller's appearance callbacks itself; the window's do not.
    var transitionOwnsAppearance = false
    /// Insets a container adds to the view's safe area (a navigation bar's height).
    package var containerSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            guard containerSafeAreaInsets != oldValue, let view = viewIfLoaded else { return }
            LayoutPass.insetsDidChange(of: view)
            view.safeAreaInsetsDidChange()
            viewSafeAreaInsetsDidChange()
        }
    }

    // MARK: Presentation

    /// The controller this one presents, if any.
    open internal(set) var presentedViewController: UIViewController?
    /// The controller that presents this one (or an ancestor of it).
    open internal(set) weak var presentingViewController: UIViewController?
    /// How `present` covers the screen; `.automatic` is the page sheet on iOS 13 and later.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// Whether a `.currentContext` or `.overCurrentContext` presentation from this controller or its children
    /// covers this controller's view (rather than the window's root).
    open var definesPresentationContext = false
    /// Whether the presented controller refuses interactive dismissal. Nothing here dismisses a presentation
    /// interactively but the app's own interaction controllers, so there is nothing for it to refuse.
    open var isModalInPresentation = false
    /// Supplies custom animators (and a presentation controller for `.custom`) when this controller is presented.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    open internal(set) var isBeingPresented = false
    open internal(set) var isBeingDismissed = false
    open internal(set) var isMovingToParent = false
    open internal(set) var isMovingFromParent = false
    /// The presentation controller of this controller while it is presented.
    var activePresentationController: UIPresentationController?
    /// The coordinator of the transition that moves this controller, while it runs.
    var activeCoordinator: TransitionCoordinator?
    /// The navigation item a navigation controller shows for this controller.
    private var storedNavigationItem: UINavigationItem?

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

    /// The controller's view is about to take `size` (its window was resized). The default passes the size on to
    /// the children and the presented controller; overrides call super, and may animate with the views' new layout
    /// through `coordinator.animate(alongsideTransition:completion:)`.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for dependent in dependents { dependent.viewWillTransition(to: size, with: coordinator) }
    }

    /// The controller this one presents itself (`presentedViewController` is also set on the ancestors of the
    /// presenter in its presentation context).
    package var ownPresentedViewController: UIViewController? {
        presentedViewController.flatMap { $0.presentingViewController === self ? $0 : nil }
    }

    /// The controllers this one passes system events on to: its children and the controller it presents.
    var dependents: [UIViewController] { children + (ownPresentedViewController.map { [$0] } ?? []) }

    // MARK: Status bar

    /// The status bar's look while this controller sets it; read again after
    /// `setNeedsStatusBarAppearanceUpdate()`.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    /// How hiding or showing the status bar animates when the update runs inside an animation block.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// A child whose preferences to use instead of this controller's.
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether this controller, presented not full screen, still sets the status bar.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// The preferences changed: the status bar reads them again, animating inside an animation block (the
    /// previewer shows the status bar with `--status-bar`).
    open func setNeedsStatusBarAppearanceUpdate() {
        UIApplication.shared.statusBarAppearanceDidChange?()
    }

    /// The system is short of memory: release what can be made again. Sent by
    /// `UIApplication`'s memory warnings (the previewer's M key).
    open func didReceiveMemoryWarning() {}

    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}

    open override var next: UIResponder? { loadedView?.superview }

    /// Presents `viewControllerToPresent` over this controller's context with its transition style, or with the
    /// animator of its `transitioningDelegate`.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        Presentation.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents or, if it presents none, this one.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        Presentation.dismiss(from: self, animated: flag, completion: completion)
    }

    /// The presentation controller that manages this controller when presented, made on first use.
    open var presentationController: UIPresentationController? {
        activePresentationController
            ?? presentingViewController.map { _ in
                UIPresentationController(presentedViewController: self, presenting: presentingViewController)
            }
    }

    /// The coordinator of a running transition that moves this controller (or its parent), else nil.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        activeCoordinator ?? parent?.transitionCoordinator
    }

    /// Shows `vc` the way the context does: pushed onto the navigation controller this controller is in, else
    /// presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// The navigation controller this controller is in, if any.
    open var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The title and bar button items a navigation controller's bar shows for this controller.
    open var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem(title: title)
        item.owner = self
        storedNavigationItem = item
        return item
    }

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

    enum Appearance {
        case disappeared, appearing, appeared, disappearing
    }

    /// Whether the view entering or leaving a window sends the appearance callbacks: true for the window's root
    /// controller, presented controllers and child controllers, whose parents forward them as UIKit does.
    var receivesAppearanceCallbacks: Bool {
        (isWindowRoot || parent != nil || presentingViewController != nil) && !appearanceIsForwarded
            && parent?.shouldAutomaticallyForwardAppearanceMethods != false
    }

    /// Whether a transition of this controller or of an ancestor sends its appearance callbacks (forwarded down
    /// from the transition's controller), so that the window's do not.
    private var appearanceIsForwarded: Bool {
        var controller: UIViewController? = self
        while let current = controller {
            if current.transitionOwnsAppearance { return true }
            controller = current.parent
        }
        return false
    }

    /// Whether `beginAppearanceTransition` and `endAppearanceTransition` pass on to the child controllers whose
    /// views are in this controller's view.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The children that hear this controller's appearance callbacks.
    private var childrenInView: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = loadedView else { return [] }
        return children.filter { child in child.viewIfLoaded.map { $0.isDescendant(of: root) } ?? false }
    }

    /// Tells the controller its view is about to appear (`isAppearing`) or disappear; containers that move
    /// children's views call it, then `endAppearanceTransition()` when the move is done.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceAnimated = animated
        if isAppearing, appearance == .disappeared || appearance == .disappearing {
            appearance = .appearing
            viewWillAppear(animated)
        } else if !isAppearing, appearance == .appeared || appearance == .appearing {
            appearance = .disappearing
            viewWillDisappear(animated)
        } else {
            return
        }
        for child in childrenInView { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    open func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(appearanceAnimated)
        default: return
        }
        for child in childrenInView { child.endAppearanceTransition() }
    }

    /// Called by the view before it enters (`window` non-nil) or leaves a window.
    func viewWillMove(toWindow window: UIWindow?) {
        guard receivesAppearanceCallbacks else { return }
        beginAppearanceTransition(window != nil, animated: false)
    }

    /// Called by the view after it entered or left a window.
    func viewDidMove(toWindow window: UIWindow?) {
        guard receivesAppearanceCallbacks else { return }
        let entered = window != nil
        if (entered && appearance == .appearing) || (!entered && appearance == .disappearing) {
            endAppearanceTransition()
        }
    }
}
