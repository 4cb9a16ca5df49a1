/// A discrete tap: recognized when the touch ends within 10 points of where it began, after
/// `numberOfTapsRequired` taps; between them it waits for the next tap, and fails when it comes late or elsewhere.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
    private var start = CGPoint.zero

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        start = touches.first?.windowLocation ?? .zero
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let p = touches.first?.windowLocation else { return }
        if hypot(p.x - start.x, p.y - start.y) > 10 { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch = touches.first else { return }
        if touch.tapCount >= numberOfTapsRequired {
            state = .recognized
        } else {
            nextTapDeadline = touch.timestamp + UITouch.nextTapInterval
            lastWindow?.gestureWaits.awaitNextTap(self)
        }
    }
}

/// A continuous drag: begins once the touch has moved 10 points; reports translation and velocity.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    private var start = CGPoint.zero
    private var translationOffset = CGPoint.zero
    private var samples: [(time: TimeInterval, point: CGPoint)] = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        start = touch.windowLocation
        translationOffset = .zero
        samples = [(touch.timestamp, touch.windowLocation)]
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        samples.append((touch.timestamp, touch.windowLocation))
        samples = samples.filter { touch.timestamp - $0.time <= 0.1 }
        let p = touch.windowLocation
        if state == .possible {
            if hypot(p.x - start.x, p.y - start.y) >= 10 { state = .began }
        } else if state == .began || state == .changed {
            if state == .changed { reportChange() } else { state = .changed }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .ended : .failed
    }

    /// The drag since it began (plus any `setTranslation`), in `view`'s coordinate scale.
    open func translation(in view: UIView?) -> CGPoint {
        let delta = CGPoint(
            x: lastLocation.x - start.x + translationOffset.x, y: lastLocation.y - start.y + translationOffset.y)
        guard let view, let window = lastWindow else { return delta }
        let origin = view.convert(CGPoint.zero, from: window)
        let moved = view.convert(delta, from: window)
        return CGPoint(x: moved.x - origin.x, y: moved.y - origin.y)
    }

    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        translationOffset = CGPoint(
            x: translation.x - (lastLocation.x - start.x), y: translation.y - (lastLocation.y - start.y))
    }

    /// Points per second over the last 0.1 s of movement.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let dt = last.time - first.time
        return CGPoint(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt)
    }
}

/// A continuous press: begins after the touch has been held `minimumPressDuration` seconds within
/// `allowableMovement` points; judged at each event (the host sends a stationary event every frame).
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTapsRequired = 0
    private var start = CGPoint.zero
    private var startTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        start = touch.windowLocation
        startTime = touch.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        let p = touch.windowLocation
        switch state {
        case .possible:
            if hypot(p.x - start.x, p.y - start.y) > allowableMovement {
                state = .failed
            } else if touch.timestamp - startTime >= minimumPressDuration {
                state = .began
            }
        case .began, .changed:
            if touch.phase == .moved { state = .changed }
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .ended : .failed
    }
}
