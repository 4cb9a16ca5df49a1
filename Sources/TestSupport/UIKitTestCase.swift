import UIKit
import XCTest

/// A test on the manual media clock with a key window of 400 × 400 points.
@MainActor
open class UIKitTestCase: XCTestCase {
    package var window: UIWindow!
    package var input: PointerInput!

    override open func setUp() async throws {
        Fonts.pin()
        MediaClock.setManualTime(100)
        UIScreen.main.configure(size: CGSize(width: 400, height: 400), scale: 1)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        input = PointerInput(window: window)
        CATransaction.flush()
    }

    override open func tearDown() async throws {
        // A display link left ticking (an animator never finished) would fire in the tests that follow.
        XCTAssertFalse(DisplayLinks.isActive, "the test left a display link running")
        CATransaction.flush()
        window = nil
        MediaClock.setManualTime(nil)
    }

    package func advance(to t: Double) {
        MediaClock.setManualTime(t)
        AnimationEvents.process(now: t)
    }

    /// Lets the main run loop turn once (deferred completions run there), without waiting for anything.
    package func spinRunLoop() {
        _ = RunLoop.main.run(mode: .default, before: Date.distantPast)
    }

    /// The manual clock's time as `play` moves it.
    package var now = 100.0

    /// Moves the manual clock on by `seconds` in display-link frames of 1/60 s, committing after each.
    package func play(_ seconds: Double) {
        let frames = Int((seconds * 60).rounded())
        for _ in 0..<frames {
            now += 1.0 / 60.0
            advance(to: now)
            DisplayLinks.refresh(timestamp: now, period: 1.0 / 60.0)
            CATransaction.flush()
        }
        spinRunLoop()
    }

    /// The view's layer drawn into a white bitmap of its size at scale 1, y down.
    package func snapshot(_ view: UIView) -> CGContext {
        CATransaction.flush()
        let width = Int(view.bounds.width), height = Int(view.bounds.height)
        let ctx = CGContext.testContext(width: width, height: height)
        ctx.setFillColor(CGColor.white)
        ctx.fill(CGRect(x: 0, y: 0, width: width, height: height))
        ctx.translateBy(x: 0, y: CGFloat(height))
        ctx.scaleBy(x: 1, y: -1)
        view.layer.render(in: ctx)
        return ctx
    }

    /// The columns and rows holding dark (text) pixels.
    package func inkBounds(_ ctx: CGContext, width: Int, height: Int) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<height {
            for x in 0..<width where ctx.pixel(x: x, y: y).distance(to: .white) > 100 {
                xs.append(x)
                ys.append(y)
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return (minX...maxX, minY...maxY)
    }

    package func tap(_ p: CGPoint, at time: Double = 100) {
        input.press(at: p, time: time)
        input.release(at: p, time: time + 0.05)
    }
}
