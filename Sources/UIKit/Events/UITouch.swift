/// One finger (here: the mouse pointer) over a sequence of events.
@preconcurrency @MainActor
open class UITouch: NSObject {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    open internal(set) var phase: Phase = .began
    open internal(set) var timestamp: TimeInterval = 0
    open internal(set) var tapCount = 1
    open internal(set) var type = TouchType.indirectPointer
    /// A mouse presses with no measured force: 0, as on devices without force sensing.
    open var force: CGFloat { 0 }
    open var maximumPossibleForce: CGFloat { 0 }
    /// The view the touch was hit-tested to when it began.
    open internal(set) weak var view: UIView?
    open internal(set) weak var window: UIWindow?
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]? = nil
    /// Location in the window's coordinates.
    var windowLocation = CGPoint.zero
    var previousWindowLocation = CGPoint.zero

    /// How soon after a release the next press must come to count as the next tap (within 10 points).
    static let nextTapInterval: TimeInterval = 0.35

    public override init() {
        super.init()
    }

    /// The location in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let view, let window else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }

    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view, let window else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: window)
    }
}

/// An input event: here always touches.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    open internal(set) var type = EventType.touches
    open internal(set) var timestamp: TimeInterval = 0
    var touches: Set<UITouch> = []

    public override init() {
        super.init()
    }

    open var allTouches: Set<UITouch>? { touches }

    open func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }

    open func touches(for window: UIWindow) -> Set<UITouch>? { touches.filter { $0.window === window } }
}
