import TestSupport
import UIKit
import XCTest

/// Records its appearance callbacks in order.
private final class RecordingController: UIViewController {
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("load")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("willAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("didAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        events.append("willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        events.append("didDisappear")
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        events.append(parent == nil ? "willLeaveParent" : "willMoveToParent")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        events.append(parent == nil ? "didLeaveParent" : "didMoveToParent")
    }
}

/// A controller made as iOS code makes one: through the designated `init(nibName:bundle:)`.
private final class NibNameController: UIViewController {
    let label: String

    init(label: String) {
        self.label = label
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A container that sends its children's appearance callbacks itself.
private final class ManualContainer: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

final class AppearanceCallbackTests: UIKitTestCase {
    func testAContainerThatDoesNotForwardSendsItsChildrensCallbacksItself() async {
        let container = ManualContainer()
        window.rootViewController = container
        let child = RecordingController()
        container.addChild(child)
        container.view.addSubview(child.view)
        XCTAssertEqual(child.events, ["willMoveToParent", "load"], "no automatic callbacks under such a container")
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        child.didMove(toParent: container)
        XCTAssertEqual(child.events.suffix(3), ["willAppear", "didAppear", "didMoveToParent"])
        child.view.removeFromSuperview()
        XCTAssertEqual(child.events.last, "didMoveToParent", "nor when its view leaves the window")
    }

    func testTheRootControllerAppearsOnce() async {
        let root = RecordingController()
        window.rootViewController = root
        XCTAssertEqual(root.events, ["load", "willAppear", "didAppear"])
        window.rootViewController = nil
        XCTAssertEqual(root.events.suffix(2), ["willDisappear", "didDisappear"])
    }

    func testAChildControllerHearsItsViewAppearAndDisappear() async {
        let parent = RecordingController()
        window.rootViewController = parent
        let child = RecordingController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        XCTAssertEqual(child.events, ["willMoveToParent", "load", "willAppear", "didAppear", "didMoveToParent"])
        child.events = []
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        XCTAssertEqual(child.events, ["willLeaveParent", "willDisappear", "didDisappear", "didLeaveParent"])
    }

    func testAViewAddedWithoutContainmentSendsNoCallbacks() async {
        let loose = RecordingController()
        window.addSubview(loose.view)
        XCTAssertEqual(loose.events, ["load"])
    }

    func testNibNameIsTheDesignatedInitializer() async {
        let controller = NibNameController(label: "a")
        XCTAssertEqual(controller.label, "a")
        XCTAssertNotNil(controller.view)
        XCTAssertTrue(UIViewController().isViewLoaded == false)
    }
}
