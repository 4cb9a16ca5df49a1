/// `present(_:animated:completion:)` and `dismiss(animated:completion:)`: the presentation context, the
/// presentation controller and container, the animator and interaction controller, and the bookkeeping after.
@preconcurrency @MainActor
enum Presentation {
    static func present(
        _ presented: UIViewController, from source: UIViewController, animated: Bool, completion: (() -> Void)?
    ) {
        let presenter = presentationContext(for: presented.modalPresentationStyle, from: source)
        let names = "\(type(of: presented)) on \(type(of: presenter))"
        if let current = presenter.presentedViewController {
            Log.warning("present: attempt to present \(names), which is already presenting \(type(of: current))")
            return
        }
        guard presented.presentingViewController == nil, presented.parent == nil, presented !== presenter else {
            Log.warning("present: \(type(of: presented)) is already presented or is a child controller; ignored")
            return
        }
        guard let window = presenter.viewIfLoaded?.window else {
            Log.warning("present: attempt to present \(names), whose view is not in the window hierarchy")
            return
        }
        guard !Transition.isRunning(involving: presenter) else {
            Log.warning("present: attempt to present \(names) while a transition is already in progress")
            return
        }
        let style = resolved(presented.modalPresentationStyle)
        let delegate = presented.transitioningDelegate
        let controller =
            style == .custom
            ? delegate?.presentationController(forPresented: presented, presenting: presenter, source: source)
                ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
            : style == .pageSheet
                ? SheetPresentationController(presentedViewController: presented, presenting: presenter)
                : FullScreenPresentationController(presentedViewController: presented, presenting: presenter)
        controller.style = style
        presenter.presentedViewController = presented
        presented.presentingViewController = presenter
        presented.activePresentationController = controller
        // The current-context styles cover the context controller's view; the others the window.
        let coversContext =
            presented.modalPresentationStyle == .currentContext
            || presented.modalPresentationStyle == .overCurrentContext
        let area = coversContext ? presenter.view.convert(presenter.view.bounds, to: window) : window.bounds
        let container = PresentationContainerView(frame: area, controller: controller)
        if coversContext { container.autoresizingMask = [] }
        window.addSubview(container)
        controller.containerView = container
        let removesPresenter = controller.shouldRemovePresentersView
        let context = TransitionContext(
            container: container, animated: animated, style: style, from: presenter, to: presented,
            fromView: removesPresenter ? presenter.view : nil, toView: controller.presentedView ?? presented.view)
        context.initialFrames[ObjectIdentifier(presenter)] = presenter.view.frame
        context.finalFrames[ObjectIdentifier(presenter)] = presenter.view.frame
        context.finalFrames[ObjectIdentifier(presented)] = controller.frameOfPresentedViewInContainerView
        // Without animation UIKit asks no animator: the views are placed at once.
        let custom =
            animated
            ? delegate?.animationController(forPresented: presented, presenting: presenter, source: source) : nil
        let animator = custom ?? ModalTransitionAnimator(style: presented.modalTransitionStyle, presenting: true)
        let interaction = delegate?.interactionControllerForPresentation(using: animator)
        presented.isBeingPresented = true
        let transition = Transition(context: context, animator: animator, interaction: interaction) { completed in
            if completed {
                if removesPresenter, let view = presenter.viewIfLoaded, let superview = view.superview {
                    let index = superview.subviews.firstIndex { $0 === view } ?? 0
                    controller.removedPresenterView = (superview, index, view.frame)
                    view.removeFromSuperview()
                }
            } else {
                controller.presentedView?.removeFromSuperview()
                presented.viewIfLoaded?.removeFromSuperview()
                container.removeFromSuperview()
                presenter.presentedViewController = nil
                presented.presentingViewController = nil
                presented.activePresentationController = nil
            }
            controller.presentationTransitionDidEnd(completed)
        }
        transition.cleanup = { presented.isBeingPresented = false }
        transition.fromChangesAppearance = removesPresenter
        transition.completion = completion
        transition.start { controller.presentationTransitionWillBegin() }
    }

    static func dismiss(from source: UIViewController, animated: Bool, completion: (() -> Void)?) {
        // The controller to dismiss: the one the source (or an ancestor) presents, else the presented one the
        // source is in.
        var current: UIViewController? = source
        var target: UIViewController?
        while let controller = current, target == nil {
            target =
                controller.presentedViewController ?? (controller.presentingViewController != nil ? controller : nil)
            current = controller.parent
        }
        guard let presented = target, let presenter = presented.presentingViewController,
            let controller = presented.activePresentationController
        else { return }
        guard !Transition.isRunning(involving: presented) else {
            Log.warning("dismiss: \(type(of: presented)) is in a transition already; ignored")
            return
        }
        // Controllers presented above this one go at once, without animation, as on iOS.
        if let above = presented.presentedViewController { removeAtOnce(above) }
        let restored = controller.removedPresenterView != nil
        let container = controller.containerView ?? presenter.view
        let presentedView = controller.presentedView ?? presented.view
        let context = TransitionContext(
            container: container!, animated: animated, style: controller.style, from: presented, to: presenter,
            fromView: presentedView, toView: restored ? presenter.view : nil)
        context.initialFrames[ObjectIdentifier(presented)] = presentedView?.frame ?? .zero
        let delegate = presented.transitioningDelegate
        let custom = animated ? delegate?.animationController(forDismissed: presented) : nil
        let animator = custom ?? ModalTransitionAnimator(style: presented.modalTransitionStyle, presenting: false)
        let interaction = delegate?.interactionControllerForDismissal(using: animator)
        presented.isBeingDismissed = true
        let transition = Transition(context: context, animator: animator, interaction: interaction) { completed in
            if completed {
                presentedView?.removeFromSuperview()
                presented.viewIfLoaded?.removeFromSuperview()
                controller.containerView?.removeFromSuperview()
                presenter.presentedViewController = nil
                presented.presentingViewController = nil
                presented.activePresentationController = nil
                if restored { putBackPresenterView(of: controller) }
            } else if restored, let view = presenter.viewIfLoaded, let superview = view.superview {
                let index = superview.subviews.firstIndex { $0 === view } ?? 0
                controller.removedPresenterView = (superview, index, view.frame)
                view.removeFromSuperview()
            }
            controller.dismissalTransitionDidEnd(completed)
        }
        transition.cleanup = { presented.isBeingDismissed = false }
        // The presenter's view comes back under the container once the transition owns its appearance callbacks.
        if restored { _ = restorePresenterView(of: controller) }
        context.initialFrames[ObjectIdentifier(presenter)] = presenter.view.frame
        context.finalFrames[ObjectIdentifier(presenter)] = presenter.view.frame
        transition.toChangesAppearance = restored
        transition.completion = completion
        transition.start { controller.dismissalTransitionWillBegin() }
    }

    /// The controller that presents: for the current-context styles the nearest controller up from `source` that
    /// defines a presentation context, else (and for every other style) the root of `source`'s hierarchy.
    private static func presentationContext(
        for style: UIModalPresentationStyle, from source: UIViewController
    ) -> UIViewController {
        var root = source
        while true {
            if (style == .currentContext || style == .overCurrentContext) && root.definesPresentationContext {
                return root
            }
            guard let parent = root.parent else { return root }
            root = parent
        }
    }

    /// iOS 13's resolution of the adaptive styles on a phone-sized window.
    static func resolved(_ style: UIModalPresentationStyle) -> UIModalPresentationStyle {
        switch style {
        case .automatic, .pageSheet, .formSheet: .pageSheet
        case .currentContext: .fullScreen
        case .overCurrentContext: .overFullScreen
        default: style
        }
    }

    /// Puts a removed presenter's view back under the container, where it was, for the dismissal.
    private static func restorePresenterView(of controller: UIPresentationController) -> Bool {
        guard let removed = controller.removedPresenterView else { return false }
        let view: UIView = controller.presentingViewController.view
        view.frame = removed.frame
        removed.superview.insertSubview(view, at: min(removed.index, removed.superview.subviews.count))
        return true
    }

    /// After a dismissal: the presenter's view where it was, in case the animator moved it into the container.
    private static func putBackPresenterView(of controller: UIPresentationController) {
        guard let removed = controller.removedPresenterView else { return }
        controller.removedPresenterView = nil
        let view: UIView = controller.presentingViewController.view
        guard view.superview !== removed.superview else { return }
        view.frame = removed.frame
        view.transform = .identity
        removed.superview.insertSubview(view, at: min(removed.index, removed.superview.subviews.count))
    }

    /// Ends a presentation (and those above it) without a transition.
    private static func removeAtOnce(_ presented: UIViewController) {
        if let above = presented.presentedViewController { removeAtOnce(above) }
        guard let presenter = presented.presentingViewController,
            let controller = presented.activePresentationController
        else { return }
        presented.beginAppearanceTransition(false, animated: false)
        presented.transitionOwnsAppearance = true
        presented.viewIfLoaded?.removeFromSuperview()
        controller.containerView?.removeFromSuperview()
        presented.transitionOwnsAppearance = false
        presented.endAppearanceTransition()
        // The presenter is dismissed next or covered again: it hears nothing from this brief return.
        presenter.transitionOwnsAppearance = true
        if restorePresenterView(of: controller) {
            controller.removedPresenterView = nil
        }
        presenter.transitionOwnsAppearance = false
        presenter.presentedViewController = nil
        presented.presentingViewController = nil
        presented.activePresentationController = nil
    }
}
