import PreviewerKit
import QuartzCore
import Scenes
import XCTest

/// The frame-timing overlay shows figures from its first idle moment: the first frame draws its text before any
/// frame has closed, so the engine asks for one more frame — and then, idle, for none.
@MainActor
final class OverlayTests: XCTestCase {
    override func tearDown() async throws {
        MediaClock.setManualTime(nil)
    }

    func testTheOverlayAsksForOneFrameToShowItsFirstFigures() async throws {
        MediaClock.setManualTime(1000)
        let scene = try XCTUnwrap(Gallery.all.first { $0.name == "random-color" })
        let engine = try XCTUnwrap(
            PreviewEngine(scenes: [scene], size: CGSize(width: 480, height: 320), scale: 1, showsSidebar: false))
        engine.hud.isVisible = true
        engine.render(at: 1000)
        engine.timings.finishFrame(budget: engine.refreshPeriod)
        XCTAssertTrue(engine.needsFrame, "the text was made before any frame closed")
        engine.render(at: 1000)
        engine.timings.finishFrame(budget: engine.refreshPeriod)
        XCTAssertFalse(engine.needsFrame, "idle once the text has figures")
        engine.hud.isVisible = false
        XCTAssertFalse(engine.needsFrame)
    }
}
