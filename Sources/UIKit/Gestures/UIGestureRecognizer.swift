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
    /// The recognizers given to `require(toFail:)`.
    var requiredToFail: [Competitor] = []
    /// The state this recognizer reached while a recognizer it requires to fail was still deciding, taken once
    /// all of `awaited` have failed.
    var deferredState: State?
    var awaited: [Competitor] = []
    /// Set while the deferred state is taken: it was judged when it was reached.
    var isTakingDeferredState = false
    /// When a tap that needs more taps fails unless the next one has begun.
    var nextTapDeadline: TimeInterval?
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
            let recognizes = oldValue == .possible && (state == .began || state == .ended)
            if recognizes && !isTakingDeferredState {
                switch judgeRecognition() {
                case .declined:
                    state = .failed
                    didFail()
                    return
                case .waits(let awaited):
                    deferredState = state
                    self.awaited = awaited
                    state = .possible
                    lastWindow?.gestureWaits.add(self)
                    return
                case .recognizes:
                    break
                }
            }
            if recognizes { failRivals() }
            if [.began, .changed, .ended, .cancelled].contains(state) { reportChange() }
            if recognizes { lastWindow?.gestureWaits.recognized(self) }
            if state == .failed { didFail() }
        }
    }

    private enum Judgement {
        case declined
        case waits([Competitor])
        case recognizes
    }

    /// As the gesture would be recognized (a continuous one begins, a discrete one ends): whether it may, as in
    /// UIKit, where one recognizer takes a touch unless a delegate lets two recognize together. It may not when
    /// its own condition or delegate declines, when another recognizer of the touch already recognizes and the two
    /// may not recognize together, or when a recognizer it requires to fail has recognized; it waits while one it
    /// requires to fail is still deciding. Its view and its delegate are asked, as `gestureRecognizerShouldBegin`.
    private func judgeRecognition() -> Judgement {
        if let beginCondition, !beginCondition() { return .declined }
        if let view, !view.gestureRecognizerShouldBegin(self) { return .declined }
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return .declined }
        if rivals().contains(where: { $0.state == .began || $0.state == .changed }) { return .declined }
        let required = failureRequirements()
        if required.contains(where: \.hasRecognizedContinuouslyOrEnded) { return .declined }
        let undecided = required.filter(\.isUndecided)
        return undecided.isEmpty ? .recognizes : .waits(undecided.map { Competitor(recognizer: $0) })
    }

    /// The other recognizers of the touch that this one excludes.
    private func rivals() -> [UIGestureRecognizer] {
        competitors.compactMap(\.recognizer).filter { $0 !== self && !recognizesTogether(with: $0) }
    }

    /// Recognizing, this one fails the rivals still deciding.
    private func failRivals() {
        for rival in rivals() where rival.state == .possible { rival.state = .failed }
    }

    /// Whether the two may recognize at once: either delegate allows it, either is UIKit's own bookkeeping, or they
    /// are taps of different counts (a single and a double tap on one view both fire unless one requires the other
    /// to fail).
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

    private func didFail() {
        deferredState = nil
        awaited = []
        lastWindow?.gestureWaits.settle()
    }

    /// Makes this recognizer wait, when it would recognize, until `otherGestureRecognizer` fails, and fail if that
    /// one recognizes: a single tap that requires a double tap to fail fires only once no second tap follows.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self,
            !requiredToFail.contains(where: { $0.recognizer === otherGestureRecognizer })
        else { return }
        requiredToFail.append(Competitor(recognizer: otherGestureRecognizer))
    }

    /// A subclass's say on whether it waits for `otherGestureRecognizer`, a recognizer of the same touch, to fail.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// A subclass's say on whether `otherGestureRecognizer`, of the same touch, waits for this one to fail.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

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

    /// Back to `.possible` for the next touch; a recognition that waits for others to fail, or a tap that waits
    /// for its next tap, goes on waiting.
    func touchSequenceEnded() {
        if state == .began || state == .changed { state = .cancelled }
        state = .possible
        competitors = []
        reset()
        lastWindow?.gestureWaits.settle()
    }
}
