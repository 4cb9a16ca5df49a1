import CompatibilityCorpus
import PreviewerKit
import QuartzCore
import Scenes
import TestSupport
import XCTest

/// Every corpus component, compiled unchanged from iOS code, rendered headless on the frozen clock through the
/// previewer's engine in a 200 × 200-point white frame, checked to draw and to move (one-shot animations between
/// the first two instants, repeating ones between the last two, 0.7 s apart so that no common period lines them
/// up) and compared with reviewed goldens at the last two. Tolerance: channel delta 2, at most 40 pixels (0.1 %)
/// beyond it (gradient and blur rounding).
@MainActor
final class CorpusGoldenTests: XCTestCase {
    static let size = CGSize(width: 200, height: 200)
    static let instants = [0.05, 0.35, 1.05]
    /// The engine steps at 30 Hz: animations are evaluated at each exact instant whatever the step, and display
    /// links (property animators) see the same sequence of frames on every run.
    static let step = 1.0 / 30.0

    override func setUp() async throws {
        Fonts.pin()
    }

    override func tearDown() async throws {
        MediaClock.setManualTime(nil)
    }

    /// Frames of `component` at `instants` seconds after it was made.
    private func frames(of component: CorpusComponent) async -> [CGImage] {
        let start = 1000.0
        MediaClock.setManualTime(start)
        let scene = Scene(name: component.name, summary: component.summary) {
            CorpusScene(components: [component], showsNames: false)
        }
        guard let engine = PreviewEngine(scenes: [scene], size: Self.size, scale: 1, showsSidebar: false) else {
            XCTFail("no engine for \(component.name)")
            return []
        }
        engine.finishesTilesEachFrame = true
        engine.refreshPeriod = Self.step
        var images: [CGImage] = []
        var step = start
        engine.render(at: step)
        await runQueuedWork(engine)
        for instant in Self.instants {
            while step < start + instant - 1e-9 {
                step = min(step + Self.step, start + instant)
                MediaClock.setManualTime(step)
                engine.render(at: step)
                await runQueuedWork(engine)
            }
            if let image = engine.frame.makeImage() { images.append(image) }
        }
        // Runs what is still driven by display links (property animators) to its end, so that no link is left
        // ticking into the tests that follow.
        while DisplayLinks.isActive && step < start + 5 {
            step += Self.step
            MediaClock.setManualTime(step)
            engine.render(at: step)
        }
        XCTAssertFalse(DisplayLinks.isActive, "\(component.name) leaves a display link running")
        return images
    }

    /// The engine's run of the main queue after a frame. This test itself runs as a block on the main queue, so the
    /// blocks queued behind it run only once it yields.
    private func runQueuedWork(_ engine: PreviewEngine) async {
        await Task.yield()
        engine.runQueuedWork()
    }

    /// Pixels that are not the white background.
    private func drawnPixels(_ image: CGImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).distance(to: .white) > 8 { count += 1 }
        }
        return count
    }

    func testTheCorpusHasItsComponents() async {
        XCTAssertEqual(Catalog.components.count, 76)
        XCTAssertEqual(Set(Catalog.components.map(\.name)).count, Catalog.components.count, "names are unique")
        XCTAssertEqual(
            Set(Catalog.components.map(\.section)),
            ["Indicators", "Progress", "Effects", "Motion", "Interaction", "Layout"])
    }

    func testEveryComponentDrawsMovesAndMatchesItsGoldens() async {
        for component in Catalog.components {
            let images = await frames(of: component)
            guard images.count == Self.instants.count else {
                XCTFail("\(component.name): \(images.count) frames")
                continue
            }
            XCTAssertGreaterThan(drawnPixels(images[1]), 100, "\(component.name) draws")
            let early = Golden.compare(images[0], images[1], maxChannelDelta: 8).differing
            let late = Golden.compare(images[1], images[2], maxChannelDelta: 8).differing
            XCTAssertGreaterThan(max(early, late), 20, "\(component.name) moves")
            for (image, instant) in zip(images, Self.instants).dropFirst() {
                Golden.assertMatches(
                    image, named: "\(component.name)-\(instant)s", maxChannelDelta: 2, maxDifferingPixels: 40)
            }
        }
    }
}
