import UIKit
import XCTest

@testable import PreviewerKit

/// A white scene that hides its status bar on request, sliding it away, and pins a bar to its safe area.
private final class HidingScene: UIViewController {
    var hidden = false
    var light = false
    let topBar = UIView()

    override var prefersStatusBarHidden: Bool { hidden }
    override var preferredStatusBarStyle: UIStatusBarStyle { light ? .lightContent : .default }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        topBar.backgroundColor = .systemBlue
        topBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(topBar)
        NSLayoutConstraint.activate([
            topBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            topBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            topBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            topBar.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}

/// The previewer's status bar (`--status-bar`, key B) follows the scene's preferences and safe area.
@MainActor
final class StatusBarPreviewTests: XCTestCase {
    private var scene: HidingScene!

    override func tearDown() async throws {
        MediaClock.setManualTime(nil)
        scene = nil
    }

    private func makeEngine() throws -> PreviewEngine {
        try PreviewerKitTests.makeEngine(size: CGSize(width: 400, height: 300)) { [unowned self] in
            self.scene = HidingScene()
            return self.scene
        }
    }

    /// The frame at media time `time`, with the clock there.
    private func render(_ engine: PreviewEngine, at time: Double) {
        MediaClock.setManualTime(time)
        engine.render(at: time)
    }

    /// How many of the pixels of the status bar's middle (where the time is) are dark.
    private func darkTimePixels(_ engine: PreviewEngine) -> Int {
        var dark = 0
        for y in 4..<16 {
            for x in 185..<215 {
                let p = engine.frame.pixel(x: x, y: y)
                if p.r < 100 && p.g < 100 && p.b < 100 { dark += 1 }
            }
        }
        return dark
    }

    func testTheStatusBarTakesTheSafeAreaAndHidesAsTheSceneAsks() async throws {
        let engine = try makeEngine()
        XCTAssertEqual(scene.view.safeAreaInsets.top, 0, "off by default")
        XCTAssertEqual(darkTimePixels(engine), 0)
        XCTAssertTrue(engine.key("b"))
        render(engine, at: 1000.1)
        XCTAssertEqual(scene.view.safeAreaInsets.top, 20)
        XCTAssertEqual(scene.topBar.frame.minY, 20, "the scene's layout follows its safe area")
        XCTAssertGreaterThan(darkTimePixels(engine), 10, "the time is drawn dark for the default style")

        scene.hidden = true
        UIView.animate(withDuration: 0.4) {
            self.scene.setNeedsStatusBarAppearanceUpdate()
        }
        CATransaction.flush()
        XCTAssertEqual(scene.view.safeAreaInsets.top, 0)
        XCTAssertEqual(scene.topBar.frame.minY, 0, "the model moves at once")
        render(engine, at: 1000.3)
        let moving = try XCTUnwrap(scene.topBar.layer.presentation()).frame.minY
        XCTAssertTrue(moving > 0 && moving < 20, "the bar follows in the same animation: \(moving)")
        render(engine, at: 1000.6)
        XCTAssertEqual(darkTimePixels(engine), 0, "faded out")

        scene.hidden = false
        scene.light = true
        scene.setNeedsStatusBarAppearanceUpdate()
        render(engine, at: 1000.7)
        XCTAssertEqual(darkTimePixels(engine), 0, "light content on the white scene: no dark time")
        XCTAssertEqual(scene.view.safeAreaInsets.top, 20)
    }

    func testAControllerPresentedFullScreenTakesTheStatusBarAndStaysUnderIt() async throws {
        let engine = try makeEngine()
        _ = engine.key("b")
        render(engine, at: 1000.1)
        let cover = HidingScene()
        cover.light = true
        cover.modalPresentationStyle = .fullScreen
        scene.present(cover, animated: false)
        render(engine, at: 1000.2)
        XCTAssertEqual(cover.view.safeAreaInsets.top, 20, "the presented controller's top is under the status bar")
        XCTAssertEqual(darkTimePixels(engine), 0, "its light style: no dark time over its white view")
        XCTAssertTrue(
            cover.view.window?.subviews.last is StatusBarView, "the status bar stays above the presentation")
        cover.light = false
        cover.setNeedsStatusBarAppearanceUpdate()
        render(engine, at: 1000.3)
        XCTAssertGreaterThan(darkTimePixels(engine), 10, "the presented controller sets the style")
    }
}
