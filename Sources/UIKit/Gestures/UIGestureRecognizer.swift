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
    /// Asked whether the gesture may begin, whether it sees a touch, and whether it may recognize along with
    /// another recognizer of the same touch (by default it may not).
    open weak var delegate: UIGestureRecognizerDelegate?
    /// The other recognizers of the touch being tracked, which this one competes with (set by the window; weak, so
    /// that a touch the window never ends holds no recognizer).
    var competitors: [Competitor] = []
    /// A recognizer UIKit adds for its own bookkeeping (a table's row selection), which takes part in every touch
    /// without excluding the app's recognizers or being excluded by them.
    var sharesTouches = false

    struct Competitor {
        weak var recognizer: UIGestureRecognizer?
    }
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
            if oldValue == .possible, state == .began || state == .ended, !mayRecognize() {
                state = .failed
                return
            }
            if [.began, .changed, .ended, .cancelled].contains(state) { reportChange() }
        }
    }

    /// As the gesture is recognized (a continuous one begins, a discrete one ends): whether it may, and if so the
    /// competitors still deciding fail, as in UIKit, where one recognizer takes a touch unless a delegate lets two
    /// recognize together. It may not when its own condition or delegate declines, or another recognizer of the
    /// touch already recognizes and the two may not recognize together.
    private func mayRecognize() -> Bool {
        if let beginCondition, !beginCondition() { return false }
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        let rivals = competitors.compactMap(\.recognizer).filter { $0 !== self && !recognizesTogether(with: $0) }
        if rivals.contains(where: { $0.state == .began || $0.state == .changed }) { return false }
        for rival in rivals where rival.state == .possible { rival.state = .failed }
        return true
    }

    /// Whether the two may recognize at once: either delegate allows it, either is UIKit's own bookkeeping, or they
    /// are taps of different counts (a single and a double tap on one view both fire: `require(toFail:)`, which
    /// would order them, is absent).
    private func recognizesTogether(with other: UIGestureRecognizer) -> Bool {
        if sharesTouches || other.sharesTouches { return true }
        if let tap = self as? UITapGestureRecognizer, let otherTap = other as? UITapGestureRecognizer,
            tap.numberOfTapsRequired != otherTap.numberOfTapsRequired
        {
            return true
        }
        return delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
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
        competitors = []
        reset()
    }
}
