import QuartzCore
import XCTest

/// A test case on a manual media clock starting at t = 100 s, with no transaction left open between tests.
open class ManualClockTestCase: XCTestCase {
    override open func setUp() {
        super.setUp()
        Fonts.pin()
        MediaClock.setManualTime(100)
    }

    override open func tearDown() {
        CATransaction.flush()
        MediaClock.setManualTime(nil)
        super.tearDown()
    }

    /// Moves the clock to `t` and delivers the animation events due then.
    package func advance(to t: Double) {
        MediaClock.setManualTime(t)
        AnimationEvents.process(now: t)
    }

    /// A root layer shown by a host, committed once, so its layers animate implicitly.
    package func hostedRoot() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        root.setHostRoot(true)
        CATransaction.flush()
        return root
    }
}

/// Records delegate callbacks in order.
package final class RecordingDelegate: CAAnimationDelegate {
    package var events: [String] = []

    package init() {}

    package func animationDidStart(_ anim: CAAnimation) { events.append("start") }

    package func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop(\(flag))") }
}
