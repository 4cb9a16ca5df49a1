import QuartzCore
import RenderServer
import XCTest

@testable import PreviewerKit

/// The tools' small parts: the clock's seek, a window recording's cadence, the damage flash.
@MainActor
final class ToolPartsTests: XCTestCase {
    override func tearDown() async throws {
        MediaClock.setManualTime(nil)
        MediaClock.rate = 1
    }

    func testSeekMovesTheClockEitherWayAndItRunsOnFromThere() async {
        MediaClock.setManualTime(1000)
        MediaClock.seek(to: 990)
        XCTAssertEqual(MediaClock.now, 990)
        MediaClock.setManualTime(nil)
        MediaClock.rate = 0
        MediaClock.seek(to: 5)
        XCTAssertEqual(MediaClock.now, 5, "a paused real clock stays where it was sought")
        XCTAssertEqual(MediaClock.now, 5)
    }

    func testTheCadenceWritesAFrameForEverySlotThatBegan() async {
        var cadence = RecordingCadence(start: 10, fps: 30)
        XCTAssertEqual(cadence.framesDue(now: 10), 1, "the first slot begins at the start")
        XCTAssertEqual(cadence.framesDue(now: 10.01), 0, "still in the first slot")
        XCTAssertEqual(cadence.framesDue(now: 10.5), 15, "slots 2 to 16 began during a still spell of half a second")
        XCTAssertEqual(cadence.framesDue(now: 10.49), 0, "a clock read out of order writes nothing")
    }

    func testTheDamageFlashFadesOnTheWallClockAlsoWhilePaused() async throws {
        let view = DebugColorsView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.mode = .damage
        MediaClock.setManualTime(1000)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        CATransaction.flush()
        let presented = try XCTUnwrap(root.makeRenderTree()).presented(at: 1000)
        let damage = PixelRect(x: 0, y: 0, width: 10, height: 10)
        view.update(root: presented, damage: damage, scale: 1, time: 1000, now: 50)
        XCTAssertTrue(view.isFading)
        view.update(
            root: presented, damage: PixelRect(x: 0, y: 0, width: 0, height: 0), scale: 1, time: 1000, now: 50.2)
        XCTAssertTrue(view.isFading)
        view.update(
            root: presented, damage: PixelRect(x: 0, y: 0, width: 0, height: 0), scale: 1, time: 1000, now: 50.4)
        XCTAssertFalse(view.isFading, "gone \(DebugColorsView.flashSeconds) s after the last damage, the clock paused")
        view.update(root: presented, damage: damage, scale: 1, time: 1000, now: 60)
        view.update(
            root: presented, damage: PixelRect(x: 0, y: 0, width: 0, height: 0), scale: 1, time: 1000.4, now: 60)
        XCTAssertFalse(view.isFading, "or as long in media time, for frames drawn faster than real time")
    }
}
