/// Recognizes a gesture from a view's touches, with iOS's state machine: discrete gestures go possible →
/// recognized (or failed); continuous ones possible → began → changed… → ended (or cancelled).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    open internal(set) weak var view: UIView?
    open var isEnabled = true
    /// When the gesture is recognized, the view's touches are cancelled (`touchesCancelled`).
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var name: String?
    private var handlers: [(UIGestureRecognizer) -> Void] = []
    var lastLocation = CGPoint.zero
    weak var lastWindow: UIWindow?

    public override init() {
        super.init()
    }

    /// A recognizer that calls `handler` at each state change.
    /// - Note: Linux extension: Apple's `init(target:action:)` needs Objective-C selectors, which Linux lacks.
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init()
        handlers.append(handler)
    }

    /// Adds a handler called at each state change that reports (began, changed, ended, cancelled).
    /// - Note: Linux extension standing in for `addTarget(_:action:)`.
    open func addHandler(_ handler: @escaping (UIGestureRecognizer) -> Void) { handlers.append(handler) }

    /// Checked as the gesture begins: false makes it fail instead (how UIKit's own recognizers decline, as a
    /// delegate's `gestureRecognizerShouldBegin` would).
    var beginCondition: (() -> Bool)?

    open var state = State.possible {
        didSet {
            guard state != oldValue else { return }
            if state == .began, let beginCondition, !beginCondition() {
                state = .failed
                return
            }
            if [.began, .changed, .ended, .cancelled].contains(state) { reportChange() }
        }
    }

    /// Calls the handlers with the current state (continuous gestures report every change).
    func reportChange() { handlers.forEach { $0(self) } }

    /// Where the gesture is, in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let view, let window = lastWindow else { return lastLocation }
        return view.convert(lastLocation, from: window)
    }

    open var numberOfTouches: Int { state == .possible || state == .failed ? 0 : 1 }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else { state = .failed }
    }

    /// Back to `.possible` after a gesture ends or fails.
    open func reset() {}

    var isTracking: Bool { state != .failed && state != .ended && state != .cancelled }

    var hasRecognizedContinuouslyOrEnded: Bool { state == .began || state == .changed || state == .ended }

    func handle(_ touches: Set<UITouch>, event: UIEvent, phase: UITouch.Phase) {
        if let touch = touches.first {
            lastLocation = touch.windowLocation
            lastWindow = touch.window
        }
        switch phase {
        case .began: touchesBegan(touches, with: event)
        case .moved, .stationary: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        case .cancelled: touchesCancelled(touches, with: event)
        }
    }

    func touchSequenceEnded() {
        if state == .began || state == .changed { state = .cancelled }
        state = .possible
        reset()
    }
}
