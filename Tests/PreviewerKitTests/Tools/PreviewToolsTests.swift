import QuartzCore
import TestSupport
import UIKit
import XCTest

@testable import PreviewerKit

/// A scene with one square that slides right over a second when clicked, and counts the clicks that reach it.
private final class SlideScene: UIViewController {
    let square = CALayer()
    var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        square.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        square.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        square.name = "square"
        view.layer.addSublayer(square)
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.slide() })
    }

    func slide() {
        taps += 1
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 20
        move.toValue = 220
        move.duration = 1
        square.add(move, forKey: "slide")
    }
}

/// The previewer's tools driven through the engine, as the window drives them: keys, clicks, scrubbing.
@MainActor
final class PreviewToolsTests: XCTestCase {
    private var scene: SlideScene!

    override func tearDown() async throws {
        MediaClock.setManualTime(nil)
        scene = nil
    }

    private func makeEngine() throws -> PreviewEngine {
        try PreviewerKitTests.makeEngine(size: CGSize(width: 800, height: 500)) { [unowned self] in
            self.scene = SlideScene()
            return self.scene
        }
    }

    func testToolsAreOutOfTheWindowUntilTheirKeysOpenThem() async throws {
        let engine = try makeEngine()
        XCTAssertFalse(engine.tools.isShowing, "nothing to composite while no tool shows")
        XCTAssertFalse(
            UIApplication.shared.windows.contains { $0 === engine.tools.window },
            "code under preview sees only the scene's window")
        XCTAssertTrue(engine.key("t"))
        XCTAssertTrue(engine.key("i"))
        XCTAssertTrue(engine.tools.isShowing)
        _ = engine.key("t")
        _ = engine.key("i")
        XCTAssertFalse(engine.tools.isShowing)
        var modes: [DebugColorMode?] = []
        for _ in 0..<5 {
            _ = engine.key("d")
            modes.append(engine.debugColorMode)
        }
        XCTAssertEqual(
            modes, [.blended, .offscreen, .damage, .misaligned, nil], "D cycles through the modes, then off")
        XCTAssertFalse(engine.tools.isShowing)
    }

    func testMKeySendsAMemoryWarningAndHapticsShowAsNoticesForASecondAndAHalf() async throws {
        let engine = try makeEngine()
        final class Counter: @unchecked Sendable { var warnings = 0 }
        let counter = Counter()
        let observer = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
        ) { _ in counter.warnings += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        XCTAssertTrue(engine.key("m"))
        XCTAssertEqual(counter.warnings, 1)
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        XCTAssertEqual(engine.notices.current, ["memory warning", "haptic: impact light"])
        XCTAssertTrue(engine.needsFrame, "a notice keeps frames coming while it shows")
        engine.render(at: 1001)
        XCTAssertEqual(engine.notices.current.count, 2, "still showing after a second")
        // The first badge sits lowest: bottom right, 40 points above the window's bottom edge.
        let badge = engine.frame.pixel(x: 700, y: 473)
        XCTAssertTrue(badge.r > 200 && badge.b < 80, "an orange badge: \(badge)")
        MediaClock.setManualTime(1001.6)
        XCTAssertEqual(engine.notices.current, [], "gone after a second and a half (media time, the clock is manual)")
    }

    func testScrubbingPausesTheClockAndShowsThatInstantOfAFinishedAnimation() async throws {
        let engine = try makeEngine()
        engine.setTimelineShown(true)
        engine.render(at: 1000)
        engine.pointerDown(CGPoint(x: 300, y: 100), time: 1000)
        engine.pointerUp(CGPoint(x: 300, y: 100), time: 1000.05)
        XCTAssertEqual(scene.taps, 1, "a click outside the timeline's panel reaches the scene")
        for frame in 0...75 {
            let t = 1000.1 + Double(frame) / 60
            MediaClock.setManualTime(t)
            engine.render(at: t)
        }
        XCTAssertNil(scene.square.animationKeys(), "the slide finished and was removed")
        XCTAssertEqual(engine.timeline.record.entries.count, 1)
        let begin = try XCTUnwrap(engine.timeline.record.entries.first?.begin)
        engine.scrub(to: begin + 0.5)
        XCTAssertTrue(engine.isPaused)
        XCTAssertEqual(MediaClock.now, begin + 0.5, accuracy: 1e-9)
        engine.render(at: begin + 0.5)
        XCTAssertEqual(try XCTUnwrap(scene.square.presentation()).position.x, 120, accuracy: 1e-6, "halfway")
    }

    func testAClickOnTheTimelinePanelScrubsInsteadOfReachingTheScene() async throws {
        let engine = try makeEngine()
        engine.setTimelineShown(true)
        engine.render(at: 1000)
        let panel = engine.timeline.panelFrame
        XCTAssertEqual(panel.maxY, 490, "along the bottom, 10 points in")
        let onTrack = CGPoint(x: panel.minX + Timeline.labelWidth + 50, y: panel.minY + 45)
        engine.pointerDown(onTrack, time: 1000)
        engine.pointerUp(onTrack, time: 1000.05)
        XCTAssertEqual(scene.taps, 0, "the panel takes the click")
        XCTAssertFalse(engine.isPaused, "with nothing recorded there is nothing to scrub")
        XCTAssertEqual(MediaClock.now, 1000)

        scene.slide()
        MediaClock.setManualTime(1000.5)
        engine.render(at: 1000.5)
        engine.pointerDown(onTrack, time: 1000.5)
        engine.pointerUp(onTrack, time: 1000.55)
        XCTAssertEqual(scene.taps, 1, "only the slide started by the test")
        XCTAssertTrue(engine.isPaused, "pressing on the track scrubs, which pauses")
        XCTAssertEqual(MediaClock.now, 1000.45 + 1.15 * 50 / 576, accuracy: 1e-6, "50 points along the 1.15 s span")
        engine.setSpeed(0.25)
        XCTAssertFalse(engine.isPaused)
        XCTAssertEqual(engine.speed, 0.25)
    }

    func testSwitchingScenesStartsTheTimelineAfreshAndResizingMovesThePanels() async throws {
        let engine = try makeEngine()
        engine.setTimelineShown(true)
        scene.slide()
        engine.render(at: 1000)
        XCTAssertEqual(engine.timeline.record.entries.count, 1)
        engine.select(0)
        engine.render(at: 1000)
        XCTAssertTrue(engine.timeline.isShowing)
        XCTAssertEqual(engine.timeline.record.entries.count, 0, "the old scene's animations are gone with it")
        engine.resize(to: CGSize(width: 600, height: 400), scale: 1)
        engine.render(at: 1000)
        XCTAssertEqual(engine.tools.window.bounds.size, CGSize(width: 600, height: 400))
        XCTAssertEqual(engine.timeline.panelFrame.maxY, 390)
        XCTAssertEqual(engine.timeline.panelFrame.width, 580)
    }

    func testTheToolsAreDrawnOverTheFrame() async throws {
        let engine = try makeEngine()
        let before = try pixel(engine, x: 700, y: 400)
        engine.setDebugColors(.blended)
        engine.render(at: 1000)
        let tinted = try pixel(engine, x: 700, y: 400)
        XCTAssertNotEqual(before, tinted)
        XCTAssertGreaterThan(tinted.g, tinted.r + 60, "the opaque scene view is tinted green: \(tinted)")
        engine.setDebugColors(nil)
        engine.render(at: 1000)
        XCTAssertEqual(try pixel(engine, x: 700, y: 400), before, "closed, the tools leave the frame as it was")
    }

    private func pixel(_ engine: PreviewEngine, x: Int, y: Int) throws -> Pixel {
        engine.frame.pixel(x: x, y: y)
    }

    func testTheInspectorSelectsWhatIsOnScreenAndKeepsTheClickFromTheScene() async throws {
        let engine = try makeEngine()
        scene.slide()
        engine.render(at: 1000)
        engine.setInspectorShown(true)
        MediaClock.setManualTime(1000.5)
        engine.render(at: 1000.5)
        // Halfway, the square is drawn at x 100...140 while its model stays at 0...40; the panel is on the right.
        engine.pointerDown(CGPoint(x: 120, y: 20), time: 1000.5)
        engine.pointerUp(CGPoint(x: 120, y: 20), time: 1000.55)
        XCTAssertEqual(scene.taps, 1, "only the slide started by the test")
        XCTAssertTrue(engine.inspector.selected === scene.square, "hit-tested on presentation values")
        engine.pointerDown(CGPoint(x: 20, y: 20), time: 1000.6)
        XCTAssertFalse(engine.inspector.selected === scene.square, "the model's place is empty on screen")
    }

    func testFastForwardRunsDisplayLinksAndChainedAnimationsOnTheirTimes() async throws {
        let engine = try makeEngine()
        var ticks = 0
        let link = CADisplayLink { _ in ticks += 1 }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        CATransaction.begin()
        CATransaction.setCompletionBlock { [scene] in scene?.slide() }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 0.5
        scene.square.add(fade, forKey: "fade")
        CATransaction.commit()
        engine.fastForward(by: 1)
        XCTAssertEqual(MediaClock.now, 1001, accuracy: 1e-9)
        XCTAssertEqual(ticks, 60, "one tick per refresh period of the second run through")
        let slide = try XCTUnwrap(scene.square.attachedAnimationInfo.first { $0.key == "slide" })
        XCTAssertEqual(
            try XCTUnwrap(slide.timing?.beginTime), 1000.5, accuracy: 1.0 / 60 + 1e-9,
            "the animation chained on the first one's completion began when that one ended")
    }

    func testTheHitchTimeRatioCountsTimePastTheBudget() {
        var timings = FrameTimings()
        timings.record(.composite, seconds: 0.010)
        timings.finishFrame(budget: 1.0 / 60)
        timings.record(.composite, seconds: 0.030)
        timings.finishFrame(budget: 1.0 / 60)
        // 13.3 ms past the budget over 16.7 + 30 ms covered.
        XCTAssertEqual(
            timings.hitchTimeRatio(budget: 1.0 / 60), 1000 * (0.030 - 1.0 / 60) / (1.0 / 60 + 0.030), accuracy: 1e-9)
    }

    func testTheOverlayPanelMovesAwayFromThePointer() {
        let size = CGSize(width: 900, height: 620)
        let home = HUD.panelFrame(size: size, pointer: nil)
        XCTAssertEqual(home.maxX, 890)
        XCTAssertEqual(HUD.panelFrame(size: size, pointer: CGPoint(x: 100, y: 100)), home)
        let away = HUD.panelFrame(size: size, pointer: CGPoint(x: home.midX, y: home.midY))
        XCTAssertFalse(away.contains(CGPoint(x: home.midX, y: home.midY)))
    }
}
