/// Manages a presented controller's place on screen: the container view, the presented view's frame, and views of
/// its own (a dimming view, say) added as the presentation begins and removed after the dismissal. Subclass it for
/// `.custom` presentations and return it from the transitioning delegate.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    public let presentedViewController: UIViewController
    public private(set) unowned var presentingViewController: UIViewController
    /// The view the presentation happens in; set when the presentation begins.
    open internal(set) var containerView: UIView?
    /// Where the presenter's view was before a full-screen presentation took it out of the window.
    var removedPresenterView: (superview: UIView, index: Int, frame: CGRect)?
    /// The style the presentation was asked for (resolved: never `.automatic`).
    var style = UIModalPresentationStyle.custom

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        super.init()
    }

    open var presentationStyle: UIModalPresentationStyle { style }

    /// The view that is animated into place: the presented controller's view.
    open var presentedView: UIView? { presentedViewController.view }

    /// The presented view's frame at the end of the presentation: the whole container by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view leaves the window once the presentation ends (full-screen styles).
    open var shouldRemovePresentersView: Bool { false }
    open var shouldPresentInFullscreen: Bool { true }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
}

/// The view a presentation happens in: it fills the window above the presenter and lets its presentation
/// controller lay out.
@preconcurrency @MainActor
final class PresentationContainerView: UIView {
    weak var controller: UIPresentationController?

    init(frame: CGRect, controller: UIPresentationController) {
        self.controller = controller
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        controller?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        controller?.containerViewDidLayoutSubviews()
    }
}

/// `.fullScreen`: the presented view covers the window, and the presenter's view leaves it.
@preconcurrency @MainActor
final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { style == .fullScreen }
}

/// The page sheet of `.automatic`, `.pageSheet` and `.formSheet` (iOS 13's card): the sheet stops 10 points
/// below the top with rounded top corners; behind it the presenter's view shrinks, rounds its corners and dims.
@preconcurrency @MainActor
final class SheetPresentationController: UIPresentationController {
    static let topGap: CGFloat = 10
    static let cornerRadius: CGFloat = 10
    static let presenterInset: CGFloat = 16
    private let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let top = Self.topGap + (containerView?.safeAreaInsets.top ?? 0)
        return CGRect(x: 0, y: top, width: bounds.width, height: max(bounds.height - top, 0))
    }

    /// The presenter's transform behind the sheet: narrower by the inset on each side, its top at the window's.
    private var presenterTransform: CGAffineTransform {
        guard let bounds = containerView?.bounds, bounds.width > 2 * Self.presenterInset else { return .identity }
        let scale = (bounds.width - 2 * Self.presenterInset) / bounds.width
        return CGAffineTransform(translationX: 0, y: -bounds.height * (1 - scale) / 2).scaledBy(x: scale, y: scale)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimming.frame = container.bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.alpha = 0
        container.insertSubview(dimming, at: 0)
        let sheet = presentedViewController.view.layer
        sheet.cornerRadius = Self.cornerRadius
        sheet.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheet.masksToBounds = true
        let presenter = presentingViewController.view.layer
        presenter.cornerRadius = Self.cornerRadius
        presenter.masksToBounds = true
        let transform = presenterTransform
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { [weak self] _ in
                self?.dimming.alpha = 1
                self?.presentingViewController.view.transform = transform
            }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { restorePresenter() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { [weak self] _ in
                self?.dimming.alpha = 0
                self?.presentingViewController.view.transform = .identity
            }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { restorePresenter() }
    }

    private func restorePresenter() {
        let presenter: UIView = presentingViewController.view
        UIView.performWithoutAnimation {
            presenter.transform = .identity
            presenter.layer.cornerRadius = 0
            presenter.layer.masksToBounds = false
        }
        dimming.removeFromSuperview()
    }
}
