/// A stack of controllers shown one at a time under a navigation bar: pushing slides the new one in from the
/// right over the old one, which moves a third of the way left and dims (the parallax of iOS); popping reverses
/// it, and a swipe from the left edge pops interactively. The delegate may supply its own animators.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    public enum Operation: Int, Sendable {
        case none, push, pop
    }

    public static let hideShowBarDuration: CGFloat = 0.2

    open weak var delegate: UINavigationControllerDelegate?
    /// The bar across the top.
    public let navigationBar = UINavigationBar()
    /// Setting it hides or shows the bar without animation.
    open var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    private var barHidden = false
    /// The stack, root first: what the app asked for, already changed while a transition runs.
    private var stack: [UIViewController] = []
    /// The view transitions happen in; it fills the controller's view under the bar.
    private let wrapper = UIView()
    /// The bar's background behind the top safe area (under a status bar), as iOS extends a top bar's background.
    private let barBackdrop = UIView()
    private let edgePan = UIScreenEdgePanGestureRecognizer()
    /// The interaction controller of a pop the edge swipe drives.
    private var popInteraction: UIPercentDrivenInteractiveTransition?
    private var transitioning = false

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { nil }

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { stack.last }
    /// The top controller says whether the status bar hides; its style stays the navigation controller's, as
    /// UIKit's sets it by its bar.
    open override var childForStatusBarHidden: UIViewController? { topViewController }
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }
    /// The edge swipe that pops; disable it to turn the swipe off.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePan }

    open override func loadView() {
        let root = NavigationControllerView(frame: UIScreen.main.bounds)
        root.controller = self
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        wrapper.frame = root.bounds
        wrapper.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(wrapper)
        root.addSubview(barBackdrop)
        root.addSubview(navigationBar)
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        navigationBar.onLookChange = { [weak self] in self?.viewIfLoaded?.setNeedsLayout() }
        edgePan.edges = .left
        // With nothing to pop the swipe does not begin, so it takes no touches from the content.
        edgePan.beginCondition = { [weak self] in
            guard let self else { return false }
            return self.stack.count > 1 && !self.transitioning && self.presentedViewController == nil
        }
        edgePan.addHandler { [weak self] recognizer in self?.edgeSwiped(recognizer as! UIScreenEdgePanGestureRecognizer)
        }
        root.addGestureRecognizer(edgePan)
        view = root
        if let top = stack.last { show(top) }
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
    }

    /// Places the bar under the top safe area (a status bar), its background reaching up behind that area, and
    /// the top controller's view in the wrapper.
    func layoutContainer() {
        guard let root = viewIfLoaded else { return }
        let top = root.safeAreaInsets.top
        let height = navigationBar.preferredHeight
        navigationBar.frame = CGRect(
            x: 0, y: isNavigationBarHidden ? top - height - 1 : top, width: root.bounds.width, height: height)
        barBackdrop.frame = CGRect(x: 0, y: navigationBar.frame.minY - top, width: root.bounds.width, height: top)
        barBackdrop.backgroundColor = navigationBar.backgroundColor
        wrapper.frame = root.bounds
        guard !transitioning, let controller = stack.last else { return }
        controller.view.frame = wrapper.bounds
        controller.containerSafeAreaInsets = childInsets
    }

    /// The children's safe area: the top safe area, and the bar under it while it shows.
    private var childInsets: UIEdgeInsets {
        let top = viewIfLoaded?.safeAreaInsets.top ?? 0
        return UIEdgeInsets(
            top: top + (isNavigationBarHidden ? 0 : navigationBar.preferredHeight), left: 0, bottom: 0, right: 0)
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        guard let root = viewIfLoaded else { return }
        guard animated else { return root.setNeedsLayout() }
        UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration)) { self.layoutContainer() }
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else {
            Log.warning("pushViewController: \(type(of: viewController)) is already on the stack; ignored")
            return
        }
        setViewControllers(stack + [viewController], animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last, !transitioning else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return [] }
        let popped = Array(stack.dropFirst())
        setViewControllers([stack[0]], animated: animated)
        return popped
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            Log.warning("popToViewController: \(type(of: viewController)) is not on the stack; ignored")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        setViewControllers(Array(stack[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack; when the top changes and `animated`, with a push (the new top was not on the stack)
    /// or a pop.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard !viewControllers.isEmpty else {
            Log.warning("setViewControllers: an empty stack; ignored")
            return
        }
        guard !transitioning else {
            Log.warning("UINavigationController: a push or pop while a transition runs; ignored")
            return
        }
        let old = stack
        let oldTop = old.last
        let removed = old.filter { controller in !viewControllers.contains { $0 === controller } }
        let added = viewControllers.filter { controller in !old.contains { $0 === controller } }
        for controller in added where controller.parent !== self { addChild(controller) }
        for controller in removed { controller.willMove(toParent: nil) }
        stack = viewControllers
        let newTop = viewControllers.last!
        if animated, let oldTop, oldTop !== newTop, viewIfLoaded?.window != nil {
            let operation: Operation = old.contains { $0 === newTop } ? .pop : .push
            transition(operation, from: oldTop, to: newTop, previous: old, removed: removed, added: added)
            return
        }
        let changesTop = oldTop !== newTop
        if changesTop {
            delegate?.navigationController(self, willShow: newTop, animated: false)
            if old.contains(where: { $0 === newTop }) {
                oldTop?.isMovingFromParent = true
            } else {
                newTop.isMovingToParent = true
            }
        }
        if isViewLoaded {
            if let oldTop, changesTop { oldTop.viewIfLoaded?.removeFromSuperview() }
            show(newTop)
            navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        }
        for controller in removed { controller.removeFromParent() }
        for controller in added { controller.didMove(toParent: self) }
        oldTop?.isMovingFromParent = false
        newTop.isMovingToParent = false
        if changesTop { delegate?.navigationController(self, didShow: newTop, animated: false) }
    }

    private func show(_ controller: UIViewController) {
        let view: UIView = controller.view
        controller.containerSafeAreaInsets = childInsets
        view.frame = wrapper.bounds
        if view.superview !== wrapper { wrapper.addSubview(view) }
    }

    private func transition(
        _ operation: Operation, from: UIViewController, to: UIViewController, previous: [UIViewController],
        removed: [UIViewController], added: [UIViewController]
    ) {
        transitioning = true
        delegate?.navigationController(self, willShow: to, animated: true)
        let toView: UIView = to.view
        to.containerSafeAreaInsets = childInsets
        if operation == .push { to.isMovingToParent = true } else { from.isMovingFromParent = true }
        let context = TransitionContext(
            container: wrapper, animated: true, style: .fullScreen, from: from, to: to, fromView: from.view,
            toView: toView)
        context.initialFrames[ObjectIdentifier(from)] = wrapper.bounds
        context.finalFrames[ObjectIdentifier(to)] = wrapper.bounds
        let custom = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
        let animator = custom ?? NavigationSlideAnimator(operation: operation)
        var interaction = delegate?.navigationController(self, interactionControllerFor: animator)
        if interaction == nil, operation == .pop { interaction = popInteraction }
        let items = stack.map(\.navigationItem)
        let transition = Transition(context: context, animator: animator, interaction: interaction) {
            [weak self] completed in
            guard let self else { return }
            self.transitioning = false
            if completed {
                from.viewIfLoaded?.removeFromSuperview()
            } else {
                toView.removeFromSuperview()
                self.stack = previous
            }
            self.viewIfLoaded?.setNeedsLayout()
        }
        // Containment ends after the appearance callbacks, as on iOS: didMove(toParent:) follows viewDidAppear.
        transition.cleanup = { [weak self, weak context] in
            to.isMovingToParent = false
            from.isMovingFromParent = false
            guard let self else { return }
            if context?.transitionWasCancelled == false {
                for controller in removed { controller.removeFromParent() }
                for controller in added { controller.didMove(toParent: self) }
            } else {
                for controller in added { controller.removeFromParent() }
                // The controllers that were to leave stay: they hear that they are still children.
                for controller in removed { controller.didMove(toParent: self) }
            }
        }
        transition.completion = { [weak self] in
            guard let self else { return }
            let shown = context.transitionWasCancelled ? from : to
            self.delegate?.navigationController(self, didShow: shown, animated: true)
        }
        navigationBar.transition(to: items, push: operation == .push, coordinator: transition.coordinator)
        transition.start()
    }

    private func edgeSwiped(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        switch recognizer.state {
        case .began:
            guard stack.count > 1, !transitioning, presentedViewController == nil else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionCurve = .easeOut
            popInteraction = interaction
            popViewController(animated: true)
            popInteraction = transitioning ? interaction : nil
        case .changed:
            popInteraction?.update(recognizer.translation(in: view).x / width)
        case .ended, .cancelled:
            guard let interaction = popInteraction else { return }
            popInteraction = nil
            let velocity = recognizer.velocity(in: view).x
            let progress = recognizer.translation(in: view).x / width
            let finishes = recognizer.state == .ended && (velocity > 300 || (progress > 0.5 && velocity > -300))
            finishes ? interaction.finish() : interaction.cancel()
        default:
            break
        }
    }
}

/// The navigation controller's own view: lays out the bar and the top controller's view.
@preconcurrency @MainActor
final class NavigationControllerView: UIView {
    weak var controller: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContainer()
    }
}

/// Hears a navigation controller's pushes and pops, and may supply the animator and interaction controller.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
}
