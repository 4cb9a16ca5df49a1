import PreviewerKit
import QuartzCore
import UIKit
import XCTest

/// A scene written as tutorials write them: animations started in `viewDidLoad`, in `viewDidAppear`, and from work
/// dispatched to the main queue.
private final class TutorialScene: UIViewController {
    let loaded = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let appeared = UIView(frame: CGRect(x: 0, y: 40, width: 20, height: 20))
    let dispatched = CALayer()
    var appearances: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(loaded)
        view.addSubview(appeared)
        view.layer.addSublayer(dispatched)
        UIView.animate(withDuration: 1) { self.loaded.center = CGPoint(x: 110, y: 10) }
        DispatchQueue.main.async {
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 0
            slide.toValue = 100
            slide.duration = 1
            self.dispatched.add(slide, forKey: "slide")
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances.append("willAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearances.append("didAppear")
        UIView.animate(withDuration: 1) { self.appeared.alpha = 0 }
    }
}

@MainActor
final class SceneLifecycleTests: XCTestCase {
    override func tearDown() async throws {
        MediaClock.setManualTime(nil)
    }

    func testAnimationsStartedWhileTheSceneLoadsAndAppearsRun() async throws {
        MediaClock.setManualTime(1000)
        var made: TutorialScene?
        let scene = Scene(name: "tutorial", summary: "") {
            let controller = TutorialScene()
            made = controller
            return controller
        }
        let engine = try XCTUnwrap(
            PreviewEngine(scenes: [scene], size: CGSize(width: 200, height: 200), scale: 1, showsSidebar: false))
        let controller = try XCTUnwrap(made)
        XCTAssertEqual(controller.appearances, ["willAppear", "didAppear"])
        XCTAssertEqual(controller.loaded.layer.animationKeys(), ["position"], "viewDidLoad's animation is on")
        XCTAssertEqual(controller.appeared.layer.animationKeys(), ["opacity"], "viewDidAppear's animation is on")
        engine.render(at: 1000)
        // This test runs as a block on the main queue: what the scene queued runs once it yields.
        await Task.yield()
        engine.runQueuedWork()
        MediaClock.setManualTime(1000.25)
        engine.render(at: 1000.25)
        let x = try XCTUnwrap(controller.dispatched.presentation()?.position.x)
        XCTAssertEqual(x, 25, accuracy: 1e-9, "the queued animation began at the frame it was queued in")
    }

    func testAScenesViewIsLaidOutAtItsSizeBeforeItAppearsAsARootControllersIs() async throws {
        MediaClock.setManualTime(1000)
        final class Recorder: UIViewController {
            var events: [String] = []
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                events.append("willAppear")
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                events.append("layout \(Int(view.bounds.width))")
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                events.append("didAppear \(Int(view.bounds.width))")
            }
            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                events.append("didDisappear")
            }
        }
        var made: [Recorder] = []
        let scene = Scene(name: "recorder", summary: "") {
            let controller = Recorder()
            made.append(controller)
            return controller
        }
        let engine = try XCTUnwrap(
            PreviewEngine(scenes: [scene, scene], size: CGSize(width: 300, height: 200), scale: 1, showsSidebar: false))
        XCTAssertEqual(made.first?.events, ["willAppear", "layout 300", "didAppear 300"])
        engine.select(1)
        XCTAssertEqual(made.first?.events.last, "didDisappear", "the scene left hears it")
        XCTAssertEqual(made.last?.events, ["willAppear", "layout 300", "didAppear 300"])
    }
}
