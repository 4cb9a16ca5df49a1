/// A discrete swipe: recognized when the touch travels far enough, soon enough, in a permitted direction. As
/// Apple describes it, a short swipe must keep close to its direction and a long one may stray further: 50 points
/// within 20° of the direction, or 100 points within 40°, within half a second of the touch beginning.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions; `.right` by default.
    open var direction = Direction.right
    open var numberOfTouchesRequired = 1
    private var start = CGPoint.zero
    private var startTime: TimeInterval = 0

    private static let maximumDuration: TimeInterval = 0.5
    /// (distance, largest angle from the direction in degrees): a swipe qualifies under either.
    private static let reaches: [(distance: CGFloat, degrees: CGFloat)] = [(50, 20), (100, 40)]

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // The pointer is one touch: a swipe of more fingers never comes.
        guard let touch = touches.first, touches.count >= numberOfTouchesRequired else { return state = .failed }
        start = touch.windowLocation
        startTime = touch.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch = touches.first else { return }
        if qualifies(touch.windowLocation) {
            state = .recognized
        } else if touch.timestamp - startTime > Self.maximumDuration {
            state = .failed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch = touches.first else { return }
        state =
            qualifies(touch.windowLocation) && touch.timestamp - startTime <= Self.maximumDuration
            ? .recognized : .failed
    }

    /// Where the swipe began, in `view`'s coordinates (the window's when nil).
    open override func location(in view: UIView?) -> CGPoint {
        guard let view, let window = lastWindow else { return start }
        return view.convert(start, from: window)
    }

    private func qualifies(_ point: CGPoint) -> Bool {
        let dx = point.x - start.x
        let dy = point.y - start.y
        let candidates: [(Direction, along: CGFloat, across: CGFloat)] = [
            (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
        ]
        for (candidate, along, across) in candidates where direction.contains(candidate) && along > 0 {
            let degrees = atan2(abs(across), along) * 180 / .pi
            if Self.reaches.contains(where: { along >= $0.distance && degrees <= $0.degrees }) { return true }
        }
        return false
    }
}
