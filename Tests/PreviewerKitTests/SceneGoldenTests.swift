import PreviewerKit
import QuartzCore
import Scenes
import TestSupport
import XCTest

/// Each gallery scene rendered headless at two instants on the virtual clock (a click at 0.1 s drives the
/// interactive ones), compared with reviewed goldens, one test per scene. Tolerance: channel delta 2, at most
/// 0.1 % of pixels beyond it (gradient and blur rounding).
@MainActor
final class SceneGoldenTests: XCTestCase {
    static let size = CGSize(width: 480, height: 320)
    /// The scenes the tests below cover, in the gallery's order.
    static let covered = [
        "pulse", "move-to-click", "transaction", "progress-ring", "random-color", "popup-dialog", "springs",
        "keyframe-path", "gradients", "text", "shadows", "masks", "card-flip", "cube", "transitions", "replicator",
        "scroll-layer", "emitter", "tiled-map", "pixel-drawable", "layout-card", "layout-stack", "layout-sidebar",
        "scroll-parallax", "table-cascade", "carousel", "slider-scrub", "nav-zoom", "modal-card", "drag-card",
        "dynamics", "stress", "corpus-indicators", "corpus-progress", "corpus-effects", "corpus-motion",
        "corpus-interaction", "corpus-layout",
    ]

    override func setUp() async throws {
        Fonts.pin()
    }

    override func tearDown() async throws {
        MediaClock.setManualTime(nil)
    }

    func testEverySceneOfTheGalleryHasAGoldenTest() async {
        XCTAssertEqual(Gallery.all.map(\.name), Self.covered, "a scene added to the gallery needs a test here")
    }

    func testPulse() async { check("pulse") }
    func testMoveToClick() async { check("move-to-click") }
    func testTransaction() async { check("transaction") }
    func testProgressRing() async { check("progress-ring") }
    func testRandomColor() async { check("random-color") }
    func testPopupDialog() async { check("popup-dialog") }
    func testSprings() async { check("springs") }
    func testKeyframePath() async { check("keyframe-path") }
    func testGradients() async { check("gradients") }
    func testText() async { check("text") }
    func testShadows() async { check("shadows") }
    func testMasks() async { check("masks") }
    func testCardFlip() async { check("card-flip") }
    func testCube() async { check("cube") }
    func testTransitions() async { check("transitions") }
    func testReplicator() async { check("replicator") }
    func testScrollLayer() async { check("scroll-layer") }
    func testEmitter() async { check("emitter") }
    func testTiledMap() async { check("tiled-map") }
    func testPixelDrawable() async { check("pixel-drawable") }
    func testLayoutCard() async { check("layout-card") }
    func testLayoutStack() async { check("layout-stack") }
    func testLayoutSidebar() async { check("layout-sidebar") }
    func testScrollParallax() async { check("scroll-parallax") }
    func testTableCascade() async { check("table-cascade") }
    func testCarousel() async { check("carousel") }
    func testSliderScrub() async { check("slider-scrub") }
    func testNavZoom() async { check("nav-zoom") }
    func testModalCard() async { check("modal-card") }
    func testDragCard() async { check("drag-card") }
    func testDynamics() async { check("dynamics") }
    func testStress() async { check("stress") }
    func testCorpusIndicators() async { check("corpus-indicators") }
    func testCorpusProgress() async { check("corpus-progress") }
    func testCorpusEffects() async { check("corpus-effects") }
    func testCorpusMotion() async { check("corpus-motion") }
    func testCorpusInteraction() async { check("corpus-interaction") }
    func testCorpusLayout() async { check("corpus-layout") }

    func testAClickChangesTheFramesThatFollowIt() async {
        guard let scene = Gallery.all.first(where: { $0.name == "progress-ring" }) else {
            return XCTFail("no progress-ring scene")
        }
        let images = render(scene, at: [0.05, 0.9])
        XCTAssertEqual(images.count, 2)
        let difference = Golden.compare(images[0], images[1], maxChannelDelta: 8)
        XCTAssertGreaterThan(difference.differing, 200, "the ring advanced and the percentage changed")
    }

    /// Renders the scene named `name` at 0.25 s and 1 s and compares both frames with their goldens.
    private func check(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let scene = Gallery.all.first(where: { $0.name == name }) else {
            return XCTFail("no scene named \(name)", file: file, line: line)
        }
        let allowed = Int(Self.size.width * Self.size.height / 1000)
        let images = render(scene, at: [0.25, 1.0])
        XCTAssertEqual(images.count, 2, name, file: file, line: line)
        for (image, label) in zip(images, ["0.25s", "1.0s"]) {
            Golden.assertMatches(
                image, named: "scene-\(name)-\(label)", maxChannelDelta: 2, maxDifferingPixels: allowed)
        }
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
        let period = engine.refreshPeriod
        var images: [CGImage] = []
        var clicked = false
        var step = start
        for time in times {
            while step < start + time {
                step = min(step + period, start + time)
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
            step += period
            MediaClock.setManualTime(step)
            engine.render(at: step)
        }
        return images
    }
}
