import Foundation
import QuartzCore
import RenderServer
import TestSupport
import XCTest

/// Layers made and changed on other threads, as iOS allows: each thread's implicit transaction commits when its run
/// loop turns, when it flushes, or when it ends; layers handed to the main thread show with the tree they join.
@MainActor
final class BackgroundThreadLayerTests: XCTestCase {
    override func tearDown() async throws {
        MediaClock.setManualTime(nil)
        Log.setSink(nil)
    }

    func testLayersBuiltOnAnotherThreadShowWithTheTreeTheyJoin() async throws {
        MediaClock.setManualTime(100)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        CATransaction.flush()
        nonisolated(unsafe) var built: CALayer?
        let ready = DispatchSemaphore(value: 0)
        let shown = DispatchSemaphore(value: 0)
        // The thread's exit commits what its transaction still holds, with a line (kept out of later tests).
        Log.setSink { _ in }
        let thread = TestThread {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            let dot = CALayer()
            dot.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
            dot.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            layer.addSublayer(dot)
            built = layer
            ready.signal()
            // The thread lives on, its transaction open, while the main thread shows its layers.
            shown.wait()
        }
        ready.wait()
        root.addSublayer(try XCTUnwrap(built))
        CATransaction.flush()
        let presented = try XCTUnwrap(root.makeRenderTree()).presented(at: 100)
        let buffer = try XCTUnwrap(PixelBuffer(width: 20, height: 20))
        try CPUCompositor().render(presented, into: buffer, scale: 1)
        XCTAssertEqual(Pixel(buffer[10, 10]), .blue)
        shown.signal()
        thread.join()
    }

    func testAThreadThatEndsCommitsWhatItChangedWithOneLine() async throws {
        MediaClock.setManualTime(100)
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        CATransaction.flush()
        nonisolated(unsafe) let shared = layer
        TestThread.run {
            CATransaction.setDisableActions(true)
            shared.opacity = 0.25
        }
        XCTAssertEqual(layer.committed?.properties.opacity, 0.25)
        XCTAssertEqual(lines.all.filter { $0.contains("uncommitted transaction") }.count, 1, lines.all.joined())
    }

    func testAThreadThatFlushesCommitsWithoutALine() async throws {
        MediaClock.setManualTime(100)
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        let layer = CALayer()
        CATransaction.flush()
        nonisolated(unsafe) let shared = layer
        TestThread.run {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            shared.bounds = CGRect(x: 0, y: 0, width: 7, height: 9)
            CATransaction.commit()
            shared.position = CGPoint(x: 3, y: 4)
            CATransaction.flush()
        }
        XCTAssertEqual(layer.committed?.properties.bounds.size, CGSize(width: 7, height: 9))
        XCTAssertEqual(layer.committed?.properties.position, CGPoint(x: 3, y: 4))
        XCTAssertTrue(lines.all.isEmpty, lines.all.joined())
    }

    func testAThreadRunningItsRunLoopCommitsWhenTheLoopTurns() async throws {
        MediaClock.setManualTime(100)
        let layer = CALayer()
        CATransaction.flush()
        nonisolated(unsafe) let shared = layer
        nonisolated(unsafe) var committedInLoop: Double?
        TestThread.run {
            CATransaction.setDisableActions(true)
            shared.opacity = 0.5
            RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.01))
            committedInLoop = shared.committed?.properties.opacity
        }
        XCTAssertEqual(committedInLoop, 0.5)
    }
}
