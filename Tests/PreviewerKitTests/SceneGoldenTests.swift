import PreviewerKit
import QuartzCore
import Scenes
import TestSupport
import XCTest

/// Every gallery scene rendered headless at two instants on the virtual clock (a click at 0.1 s drives the
/// interactive ones), compared with reviewed goldens. Tolerance: channel delta 2, at most 0.1 % of pixels beyond
/// it (gradient and blur rounding).
@MainActor
final class SceneGoldenTests: XCTestCase {
    static let size = CGSize(width: 480, height: 320)

    override func setUp() async throws {
        Fonts.pin()
    }

    override func tearDown() async throws {
        MediaClock.setManualTime(nil)
    }

    private func render(_ scene: Scene, at times: [Double]) -> [CGImage] {
        let start = 1000.0
        MediaClock.setManualTime(start)
        guard let engine = PreviewEngine(scenes: [scene], size: Self.size, scale: 1, showsSidebar: false) else {
            XCTFail("no engine for \(scene.name)")
            return []
        }
        engine.finishesTilesEachFrame = true
        engine.render(at: start)
        var images: [CGImage] = []
        var clicked = false
        var step = start
        for time in times {
            while step < start + time {
                step = min(step + 1.0 / 60.0, start + time)
                MediaClock.setManualTime(step)
                if !clicked && step >= start + 0.1 {
                    clicked = true
                    engine.pointerDown(CGPoint(x: 160, y: 200), time: step)
                    engine.pointerUp(CGPoint(x: 160, y: 200), time: step + 0.02)
                }
                engine.render(at: step)
            }
            if let image = engine.frame.makeImage() { images.append(image) }
        }
        // Property animators in the corpus scenes run on display links: run them out before the next test.
        while DisplayLinks.isActive && step < start + 5 {
            step += 1.0 / 60.0
            MediaClock.setManualTime(step)
            engine.render(at: step)
        }
        return images
    }

    func testEverySceneAtTwoInstants() async {
        let allowed = Int(Self.size.width * Self.size.height / 1000)
        XCTAssertEqual(Gallery.all.count, 38, "32 feature scenes and 6 corpus sections")
        for scene in Gallery.all {
            let images = render(scene, at: [0.25, 1.0])
            XCTAssertEqual(images.count, 2, scene.name)
            for (image, label) in zip(images, ["0.25s", "1.0s"]) {
                Golden.assertMatches(
                    image, named: "scene-\(scene.name)-\(label)", maxChannelDelta: 2, maxDifferingPixels: allowed)
            }
        }
    }

    func testAClickChangesTheFramesThatFollowIt() async {
        guard let scene = Gallery.all.first(where: { $0.name == "progress-ring" }) else {
            return XCTFail("no progress-ring scene")
        }
        let images = render(scene, at: [0.05, 0.9])
        XCTAssertEqual(images.count, 2)
        let difference = Golden.compare(images[0], images[1], maxChannelDelta: 8)
        XCTAssertGreaterThan(difference.differing, 200, "the ring advanced and the percentage changed")
    }
}
