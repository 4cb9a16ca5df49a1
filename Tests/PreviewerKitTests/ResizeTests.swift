import PreviewerKit
import QuartzCore
import Scenes
import TestSupport
import XCTest

/// The window resized to one point and back, over and over: every frame is the window's size and drawn whole
/// (the compositor's buffer follows the frame's size; copying one into the other once overran the smaller).
@MainActor
final class ResizeTests: XCTestCase {
    override func tearDown() async throws {
        MediaClock.setManualTime(nil)
    }

    func testResizingToOnePointAndBackKeepsDrawingTheWholeWindow() async throws {
        MediaClock.setManualTime(1000)
        let scene = try XCTUnwrap(Gallery.all.first { $0.name == "move-to-click" })
        let engine = try XCTUnwrap(
            PreviewEngine(scenes: [scene], size: CGSize(width: 400, height: 300), scale: 1, showsSidebar: true))
        var time = 1000.0
        let sizes = [CGSize(width: 1, height: 1), CGSize(width: 500, height: 400), CGSize(width: 260, height: 700)]
        for round in 0..<9 {
            let size = sizes[round % sizes.count]
            engine.resize(to: size, scale: 1)
            for _ in 0..<3 {
                time += 1.0 / 60
                MediaClock.setManualTime(time)
                engine.render(at: time)
            }
            XCTAssertEqual(engine.frame.width, Int(size.width))
            XCTAssertEqual(engine.frame.height, Int(size.height))
            guard size.width > 200 else { continue }
            let image = try XCTUnwrap(engine.frame.makeImage())
            // The scene's light background fills the bottom-right corner; the list's dark one the left edge.
            XCTAssertEqual(
                image.pixel(x: Int(size.width) - 3, y: Int(size.height) - 3), Pixel(a: 255, r: 245, g: 245, b: 245))
            XCTAssertLessThan(image.pixel(x: 3, y: Int(size.height) - 3).r, 80)
        }
    }
}
