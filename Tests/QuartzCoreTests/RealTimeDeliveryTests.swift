import QuartzCore
import TestSupport
import XCTest

/// Callbacks arrive on the main run loop in real time, with no window: a headless program that spins
/// `RunLoop.main` gets them. This test runs on the real clock and spins the run loop until the callback arrives
/// (bounded at 5 s; it normally takes the animation's 0.05 s).
final class RealTimeDeliveryTests: XCTestCase {
    func testAnimationDidStopAndCompletionArriveWhileTheRunLoopSpins() {
        MediaClock.setManualTime(nil)
        let layer = CALayer()
        let delegate = RecordingDelegate()
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        let a = CABasicAnimation(keyPath: "opacity")
        a.duration = 0.05
        a.delegate = delegate
        layer.add(a, forKey: "fade")
        CATransaction.commit()
        let deadline = Date().addingTimeInterval(5)
        while !completed && Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
        XCTAssertTrue(completed)
        XCTAssertEqual(delegate.events, ["start", "stop(true)"])
        XCTAssertNil(layer.animationKeys())
    }

    func testImplicitTransactionCommitsOnTheNextRunLoopTurn() {
        MediaClock.setManualTime(nil)
        let layer = CALayer()
        layer.opacity = 0.25
        XCTAssertNil(layer.presentation())
        _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.05))
        XCTAssertEqual(layer.presentation()?.opacity, 0.25)
    }
}
