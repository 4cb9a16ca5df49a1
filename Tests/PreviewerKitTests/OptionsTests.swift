import XCTest

@testable import PreviewerKit

/// The command line of the tools: each flag parsed, each bad value one clear usage error.
final class OptionsTests: XCTestCase {
    func testEveryToolFlagIsParsed() throws {
        let options = try Options.parse([
            "--record", "out.gif", "--start-time", "1.5", "--debug-colors", "offscreen", "--timeline", "--inspector",
            "--position", "40,60", "--state-file", "s.json", "--status-file", "e.txt", "--reduce-motion",
            "--status-bar",
        ])
        XCTAssertEqual(options.record, "out.gif")
        XCTAssertEqual(options.startTime, 1.5)
        XCTAssertEqual(options.debugColors, .offscreen)
        XCTAssertTrue(options.showsTimeline && options.showsInspector)
        XCTAssertEqual(options.position, CGPoint(x: 40, y: 60))
        XCTAssertEqual(options.stateFile, "s.json")
        XCTAssertEqual(options.statusFile, "e.txt")
        XCTAssertTrue(options.reduceMotion && options.statusBar)
        XCTAssertFalse(try Options.parse([]).reduceMotion)
        XCTAssertFalse(options.writesFrames, "a headless recording writes no PNGs unless --out asks")
        XCTAssertTrue(try Options.parse(["--out", "frames"]).writesFrames)
    }

    func testBadToolValuesAreUsageErrors() {
        for (arguments, message) in [
            (["--record", "out.avi"], "--record takes a .gif or .mp4 file (got out.avi)"),
            (["--start-time", "-1"], "--start-time takes seconds from 0 to 86400 (got -1)"),
            (
                ["--debug-colors", "pink"],
                "--debug-colors takes one of blended, offscreen, damage, misaligned (got pink)"
            ),
            (["--position", "12"], "--position takes X,Y in screen points (got 12)"),
        ] {
            XCTAssertThrowsError(try Options.parse(arguments)) { error in
                XCTAssertEqual((error as? Options.UsageError)?.description, message)
            }
        }
    }
}
