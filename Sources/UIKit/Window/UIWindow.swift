/// The root of a view tree shown by the host: it hit-tests touches to views and feeds views and gesture
/// recognizers (DESIGN §3 step 1).
@preconcurrency @MainActor
open class UIWindow: UIView {
    open private(set) var isKeyWindow = false
    /// The screen the window is on: the previewer's one screen.
    open var screen = UIScreen.main
    /// Recognizers that go on deciding between this window's touches.
    let gestureWaits = GestureWaits()
    private var trackedTouches:
        [ObjectIdentifier: (touch: UITouch, recognizers: [UIGestureRecognizer], cancelled: Bool)] = [:]

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            oldValue?.isWindowRoot = false
            guard let controller = rootViewController else { return }
            let view: UIView = controller.view
            view.frame = bounds
            controller.isWindowRoot = true
            addSubview(view)
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.anchorPoint = .zero
        layer.position = frame.origin
    }

    public required init?(coder: NSCoder) {
        nil
    }

    /// A new size is announced to the root controller first (`viewWillTransition(to:with:)`); its view then takes
    /// the window's bounds, and the blocks it gave the coordinator run once the views are laid out at that size.
    open override var frame: CGRect {
        get { super.frame }
        set {
            guard newValue.size != super.frame.size, let root = rootViewController else {
                super.frame = newValue
                return
            }
            let coordinator = SizeTransitionCoordinator(containerView: self)
            root.viewWillTransition(to: newValue.size, with: coordinator)
            super.frame = newValue
            root.viewIfLoaded?.frame = bounds
            layoutIfNeeded()
            coordinator.finish()
        }
    }

    open override var next: UIResponder? { UIApplication.shared }

    /// Shows the window: its layer tree becomes on screen (so sublayers animate implicitly) and it receives events.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
        layer.setHostRoot(true)
    }

    open func makeKey() {
        for window in UIApplication.shared.windows { window.isKeyWindow = false }
        UIApplication.shared.windows.removeAll { $0 === self }
        UIApplication.shared.windows.append(self)
        isKeyWindow = true
    }

    /// Delivers the event's touches: a touch that begins is hit-tested to a view; recognizers on that view and its
    /// ancestors see every phase first; the view gets the touches unless a recognizer that cancels touches has
    /// recognized.
    open func sendEvent(_ event: UIEvent) {
        for touch in event.touches where touch.window === self {
            let id = ObjectIdentifier(touch)
            if touch.phase == .began {
                touch.view = hitTest(touch.windowLocation, with: event)
                var recognizers: [UIGestureRecognizer] = []
                var view = touch.view
                // A tap on an enabled control is the control's: tap recognizers of the views around it do not take
                // it, as in UIKit (buttons, switches and the like keep their actions inside a tappable view).
                let control = (touch.view as? UIControl).flatMap { $0.isEnabled ? $0 : nil }
                while let current = view {
                    recognizers += (current.gestureRecognizers ?? []).filter {
                        $0.isEnabled && (control == nil || current === control || !($0 is UITapGestureRecognizer))
                            && $0.delegate?.gestureRecognizer($0, shouldReceive: touch) != false
                    }
                    view = current.superview
                }
                // Screen-edge gestures see each phase first, so that a swipe from the edge wins over the content's
                // drags, as the system's edge gestures do.
                recognizers =
                    recognizers.filter { $0 is UIScreenEdgePanGestureRecognizer }
                    + recognizers.filter { !($0 is UIScreenEdgePanGestureRecognizer) }
                // Waits the last touch left are settled first, against that touch's recognizers, not this one's.
                gestureWaits.touchBegan(touch, reaching: recognizers)
                let competitors = recognizers.map { UIGestureRecognizer.Competitor(recognizer: $0) }
                for recognizer in recognizers { recognizer.competitors = competitors }
                touch.gestureRecognizers = recognizers
                trackedTouches[id] = (touch, recognizers, false)
            }
            guard var tracked = trackedTouches[id] else { continue }
            let touches: Set<UITouch> = [touch]
            for recognizer in tracked.recognizers where recognizer.isTracking {
                recognizer.handle(touches, event: event, phase: touch.phase)
            }
            let stolen = tracked.recognizers.contains { $0.cancelsTouchesInView && $0.hasRecognizedContinuouslyOrEnded }
            if stolen && !tracked.cancelled {
                tracked.cancelled = true
                trackedTouches[id] = tracked
                touch.view?.touchesCancelled(touches, with: event)
            } else if !tracked.cancelled, let view = touch.view {
                switch touch.phase {
                case .began: view.touchesBegan(touches, with: event)
                case .moved, .stationary: view.touchesMoved(touches, with: event)
                case .ended: view.touchesEnded(touches, with: event)
                case .cancelled: view.touchesCancelled(touches, with: event)
                }
            }
            if touch.phase == .ended || touch.phase == .cancelled {
                trackedTouches[id] = nil
                tracked.recognizers.forEach { $0.touchSequenceEnded() }
            }
        }
    }
}
