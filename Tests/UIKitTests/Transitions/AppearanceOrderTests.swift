import TestSupport
import UIKit
import XCTest

/// The order of appearance callbacks across the controllers of a transition, their children, and the flags they
/// read, as iOS sends them.
final class AppearanceOrderTests: UIKitTestCase {
    /// Appends "name.event" to a shared log.
    private final class Logged: UIViewController {
        let name: String
        let log: (String) -> Void
        init(_ name: String, log: @escaping (String) -> Void) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
            title = name
        }
        required init?(coder: NSCoder) { nil }
        override func viewWillAppear(_ animated: Bool) { log("\(name).willAppear") }
        override func viewDidAppear(_ animated: Bool) { log("\(name).didAppear") }
        override func viewWillDisappear(_ animated: Bool) {
            log("\(name).willDisappear\(isMovingFromParent ? " moving" : "")\(isBeingDismissed ? " dismissed" : "")")
        }
        override func viewDidDisappear(_ animated: Bool) {
            log("\(name).didDisappear\(isMovingFromParent ? " moving" : "")\(isBeingDismissed ? " dismissed" : "")")
        }
        override func didMove(toParent parent: UIViewController?) {
            if parent != nil { log("\(name).didMoveToParent") }
        }
    }

    private var events: [String] = []
    private func make(_ name: String) -> Logged { Logged(name) { [unowned self] in self.events.append($0) } }

    func testPushAndPopSendTheCallbacksInIOSOrderWithTheMovingFlag() async {
        let a = make("a")
        let navigation = UINavigationController(rootViewController: a)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let b = make("b")
        events = []
        navigation.pushViewController(b, animated: true)
        play(0.6)
        XCTAssertEqual(
            events, ["b.willAppear", "a.willDisappear", "a.didDisappear", "b.didAppear", "b.didMoveToParent"])
        events = []
        navigation.popViewController(animated: true)
        play(0.6)
        XCTAssertEqual(events, ["a.willAppear", "b.willDisappear moving", "b.didDisappear moving", "a.didAppear"])
    }

    func testAPresentedContainerForwardsItsCallbacksToItsChildAtTheTransitionsEnds() async {
        let root = make("root")
        window.rootViewController = root
        CATransaction.flush()
        let child = make("child")
        let navigation = UINavigationController(rootViewController: child)
        navigation.modalPresentationStyle = .fullScreen
        events = []
        root.present(navigation, animated: true)
        XCTAssertEqual(events, ["child.willAppear", "root.willDisappear"], "the child hears it when its parent does")
        play(0.6)
        XCTAssertEqual(events.suffix(2), ["root.didDisappear", "child.didAppear"])
        events = []
        navigation.dismiss(animated: true)
        XCTAssertEqual(events, ["root.willAppear", "child.willDisappear"])
        play(0.6)
        XCTAssertEqual(events, ["root.willAppear", "child.willDisappear", "child.didDisappear", "root.didAppear"])
    }

    func testBeingDismissedHoldsThroughViewDidDisappear() async {
        let root = make("root")
        window.rootViewController = root
        CATransaction.flush()
        let sheet = make("sheet")
        root.present(sheet, animated: false)
        events = []
        sheet.dismiss(animated: true)
        play(0.6)
        XCTAssertEqual(events, ["sheet.willDisappear dismissed", "sheet.didDisappear dismissed"])
        XCTAssertFalse(sheet.isBeingDismissed)
    }

    func testATitleSetAfterTheNavigationItemWasReadReachesTheBar() async {
        let a = UIViewController()
        a.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit")
        a.title = "Mail"
        XCTAssertEqual(a.navigationItem.title, "Mail")
        let navigation = UINavigationController(rootViewController: a)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        a.title = "Inbox"
        window.layoutIfNeeded()
        let labels = navigation.navigationBar.allLabels
        XCTAssertTrue(labels.contains("Inbox"), "\(labels)")
        XCTAssertFalse(labels.contains("Mail"))
    }

    func testACancelledPopKeepsTheChildAndTellsItSo() async {
        let a = make("a")
        let b = make("b")
        let navigation = UINavigationController(rootViewController: a)
        window.rootViewController = navigation
        navigation.pushViewController(b, animated: false)
        window.layoutIfNeeded()
        CATransaction.flush()
        events = []
        input.press(at: CGPoint(x: 5, y: 200), time: 100)
        input.move(to: CGPoint(x: 30, y: 200), time: 100.1)
        input.move(to: CGPoint(x: 80, y: 200), time: 100.5)
        input.hold(time: 101)
        input.release(at: CGPoint(x: 80, y: 200), time: 101)
        play(0.6)
        XCTAssertTrue(b.parent === navigation)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertEqual(
            events,
            [
                "a.willAppear", "b.willDisappear moving", "a.willDisappear", "b.willAppear", "a.didDisappear",
                "b.didAppear", "b.didMoveToParent",
            ])
    }

    func testTheEdgeSwipeDoesNotBeginWithNothingToPop() async {
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.layoutIfNeeded()
        input.press(at: CGPoint(x: 5, y: 200), time: 100)
        input.move(to: CGPoint(x: 60, y: 200), time: 100.1)
        XCTAssertEqual(navigation.interactivePopGestureRecognizer?.state, .failed)
        input.release(at: CGPoint(x: 60, y: 200), time: 100.2)
    }
}

extension UIView {
    /// The texts of every label below the view.
    fileprivate var allLabels: [String] {
        subviews.flatMap { view in ((view as? UILabel)?.text.map { [$0] } ?? []) + view.allLabels }
    }
}
