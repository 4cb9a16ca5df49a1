/// Turns a pointer (the mouse) into touches for one window: the single place where host input becomes
/// `UITouch`es and `UIEvent`s. Locations are in the window's points.
@preconcurrency @MainActor
package final class PointerInput {
    private let window: UIWindow
    private var touch: UITouch?
    private var lastRelease: (time: TimeInterval, point: CGPoint, count: Int)?

    /// Whether events go straight to `window` rather than through `UIApplication.sendEvent` to the application's
    /// windows: for a host's own window that must not be one of them (the previewer's tools).
    private let deliversToWindow: Bool

    package init(window: UIWindow, deliversToWindow: Bool = false) {
        self.window = window
        self.deliversToWindow = deliversToWindow
    }

    package var isPressed: Bool { touch != nil }

    package func press(at point: CGPoint, time: TimeInterval) {
        if touch != nil { release(at: point, time: time) }
        let t = UITouch()
        t.window = window
        t.windowLocation = point
        t.previousWindowLocation = point
        t.timestamp = time
        if let last = lastRelease, time - last.time <= UITouch.nextTapInterval,
            hypot(point.x - last.point.x, point.y - last.point.y) <= 10
        {
            t.tapCount = last.count + 1
        }
        touch = t
        send(t, .began, at: point, time: time)
    }

    package func move(to point: CGPoint, time: TimeInterval) {
        guard let t = touch else { return }
        send(t, point == t.windowLocation ? .stationary : .moved, at: point, time: time)
    }

    /// A stationary event, so that time-based recognizers (long press) can fire while the pointer rests.
    package func hold(time: TimeInterval) {
        guard let t = touch else { return }
        send(t, .stationary, at: t.windowLocation, time: time)
    }

    package func release(at point: CGPoint, time: TimeInterval) {
        guard let t = touch else { return }
        send(t, .ended, at: point, time: time)
        lastRelease = (time, point, t.tapCount)
        touch = nil
    }

    /// A wheel turn at `point`: the nearest scroll view under the pointer that can move by `delta` (points of
    /// content, positive down and right) moves, as a trackpad or wheel scrolls on iOS.
    package func wheel(by delta: CGPoint, at point: CGPoint) {
        var view = window.hitTest(point, with: nil)
        while let current = view {
            if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled {
                let before = scrollView.contentOffset
                scrollView.scroll(byWheel: delta)
                if scrollView.contentOffset != before { return }
            }
            view = current.superview
        }
    }

    package func cancel(time: TimeInterval) {
        guard let t = touch else { return }
        send(t, .cancelled, at: t.windowLocation, time: time)
        touch = nil
    }

    private func send(_ t: UITouch, _ phase: UITouch.Phase, at point: CGPoint, time: TimeInterval) {
        t.previousWindowLocation = t.windowLocation
        t.windowLocation = point
        t.phase = phase
        t.timestamp = time
        let event = UIEvent()
        event.timestamp = time
        event.touches = [t]
        if deliversToWindow { window.sendEvent(event) } else { UIApplication.shared.sendEvent(event) }
    }
}
