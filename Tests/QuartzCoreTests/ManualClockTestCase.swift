import QuartzCore
import TestSupport
import XCTest

/// A test case on a manual media clock starting at t = 100 s, with no transaction left open between tests.
class ManualClockTestCase: XCTestCase {
    override func setUp() {
        super.setUp()
        Fonts.pin()
        MediaClock.setManualTime(100)
    }

    override func tearDown() {
        CATransaction.flush()
        MediaClock.setManualTime(nil)
        super.tearDown()
    }

    /// Moves the clock to `t` and delivers the animation events due then.
    func advance(to t: Double) {
        MediaClock.setManualTime(t)
        AnimationEvents.process(now: t)
    }

    /// A root layer shown by a host, committed once, so its layers animate implicitly.
    func hostedRoot() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        root.setHostRoot(true)
        CATransaction.flush()
        return root
    }
}

/// Records delegate callbacks in order.
final class RecordingDelegate: CAAnimationDelegate {
    var events: [String] = []

    func animationDidStart(_ anim: CAAnimation) { events.append("start") }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop(\(flag))") }
}
