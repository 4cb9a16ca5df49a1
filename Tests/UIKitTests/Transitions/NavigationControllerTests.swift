import TestSupport
import UIKit
import XCTest

final class NavigationControllerTests: UIKitTestCase {
    private var first: LoggingController!
    private var navigation: UINavigationController!

    override func setUp() async throws {
        try await super.setUp()
        first = LoggingController(title: "Inbox")
        navigation = UINavigationController(rootViewController: first)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        CATransaction.flush()
        first.events = []
    }

    private func presentedMinX(_ view: UIView) -> CGFloat { view.layer.presentation()?.frame.minX ?? .nan }

    private func titles(in view: UIView) -> [String] {
        var found: [String] = []
        for subview in view.subviews {
            if let label = subview as? UILabel, let text = label.text, !subview.isHidden, subview.superview != nil {
                found.append(text)
            }
            found += titles(in: subview)
        }
        return found
    }

    func testPushSlidesTheNewViewInWithParallaxAndUpdatesTheBar() async {
        let second = LoggingController(title: "Message")
        navigation.pushViewController(second, animated: true)
        XCTAssertTrue(navigation.topViewController === second)
        XCTAssertTrue(second.navigationController === navigation)
        XCTAssertEqual(second.movingInWillAppear, true)
        XCTAssertEqual(second.events, ["willAppear"])
        XCTAssertEqual(first.events, ["willDisappear"])
        CATransaction.flush()
        XCTAssertEqual(presentedMinX(second.view), 400, accuracy: 0.5, "starts at the right edge")
        play(0.1)
        let incoming = presentedMinX(second.view)
        let outgoing = presentedMinX(first.view)
        XCTAssertGreaterThan(incoming, 0)
        XCTAssertLessThan(incoming, 400)
        // The old view moves at 0.3 of the new one's speed: a third of the width over the whole push.
        XCTAssertEqual(outgoing, -(400 - incoming) * 0.3, accuracy: 0.5)
        play(0.5)
        XCTAssertEqual(second.events, ["willAppear", "didAppear"])
        XCTAssertEqual(first.events, ["willDisappear", "didDisappear"])
        XCTAssertNil(first.view.window)
        XCTAssertEqual(second.view.frame, window.bounds)
        XCTAssertEqual(second.view.safeAreaInsets.top, 44, "the bar covers the top of the content")
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 0, width: 400, height: 44))
        let barTitles = titles(in: navigation.navigationBar)
        XCTAssertEqual(barTitles, ["Message", "Inbox"], "the title and the back button's")
    }

    func testBackButtonPopsAndTheStackUnwinds() async {
        let second = LoggingController(title: "Message")
        navigation.pushViewController(second, animated: false)
        XCTAssertTrue(second.view.window === window)
        window.layoutIfNeeded()
        CATransaction.flush()
        tap(CGPoint(x: 30, y: 22))
        XCTAssertEqual(navigation.viewControllers.count, 1, "the back button popped")
        play(0.6)
        XCTAssertNil(second.view.window)
        XCTAssertNil(second.parent)
        XCTAssertTrue(first.view.window === window)
        XCTAssertEqual(first.view.frame.minX, 0)
        XCTAssertEqual(titles(in: navigation.navigationBar), ["Inbox"])

        let third = UIViewController()
        navigation.setViewControllers([first, second, third], animated: false)
        XCTAssertTrue(third.view.window === window)
        let popped = navigation.popToRootViewController(animated: false)
        XCTAssertEqual(popped?.count, 2)
        XCTAssertTrue(navigation.topViewController === first)
        XCTAssertTrue(first.view.window === window)
        XCTAssertNil(third.view.window)
    }

    func testEdgeSwipeDrivesThePopAndFinishesOrCancels() async {
        let second = LoggingController(title: "Message")
        navigation.pushViewController(second, animated: false)
        window.layoutIfNeeded()
        CATransaction.flush()
        // A slow drag to a quarter, released: the pop is cancelled and runs back.
        input.press(at: CGPoint(x: 5, y: 200), time: 100)
        input.move(to: CGPoint(x: 30, y: 200), time: 100.1)
        input.move(to: CGPoint(x: 105, y: 200), time: 100.5)
        CATransaction.flush()
        XCTAssertEqual(presentedMinX(second.view), 100, accuracy: 0.5, "the view follows the finger")
        XCTAssertEqual(presentedMinX(first.view), -120 * 0.75, accuracy: 0.5)
        input.hold(time: 101)
        input.release(at: CGPoint(x: 105, y: 200), time: 101)
        play(0.6)
        XCTAssertEqual(navigation.viewControllers.count, 2, "cancelled")
        XCTAssertTrue(second.view.window === window)
        XCTAssertEqual(second.view.frame.minX, 0)
        XCTAssertNil(first.view.window)
        XCTAssertEqual(titles(in: navigation.navigationBar), ["Message", "Inbox"])

        // Past the middle: the pop finishes.
        input.press(at: CGPoint(x: 5, y: 200), time: 102)
        input.move(to: CGPoint(x: 30, y: 200), time: 102.1)
        input.move(to: CGPoint(x: 305, y: 200), time: 102.5)
        input.hold(time: 103)
        input.release(at: CGPoint(x: 305, y: 200), time: 103)
        play(0.6)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertNil(second.view.window)
        XCTAssertTrue(first.view.window === window)
        XCTAssertEqual(first.view.frame.minX, 0)
    }

    func testDelegateSuppliesTheAnimatorAndHearsTheOperation() async {
        final class Delegate: NSObject, UINavigationControllerDelegate {
            let fade = FadeAnimator()
            var operations: [UINavigationController.Operation] = []
            var shown: [String] = []
            func navigationController(
                _ navigationController: UINavigationController,
                animationControllerFor operation: UINavigationController.Operation,
                from fromVC: UIViewController, to toVC: UIViewController
            ) -> UIViewControllerAnimatedTransitioning? {
                operations.append(operation)
                return fade
            }
            func navigationController(
                _ navigationController: UINavigationController, didShow viewController: UIViewController,
                animated: Bool
            ) { shown.append(viewController.title ?? "") }
        }
        let delegate = Delegate()
        delegate.fade.duration = 0.4
        navigation.delegate = delegate
        let second = LoggingController(title: "Detail")
        navigation.pushViewController(second, animated: true)
        let context = try! XCTUnwrap(delegate.fade.seenContexts.first)
        XCTAssertTrue(context.view(forKey: .from) === first.view)
        XCTAssertTrue(context.view(forKey: .to) === second.view)
        XCTAssertEqual(context.finalFrame(for: second), window.bounds)
        play(0.2)
        XCTAssertEqual(second.view.layer.presentation()?.opacity ?? -1, 0.5, accuracy: 0.05)
        play(0.3)
        navigation.popViewController(animated: true)
        play(0.5)
        XCTAssertEqual(delegate.operations, [.push, .pop])
        XCTAssertEqual(delegate.shown, ["Detail", "Inbox"])
        XCTAssertEqual(delegate.fade.ended, [true, true])
    }

    func testPushingTheSameControllerTwiceIsRefused() async {
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        defer { Log.setSink(nil) }
        navigation.pushViewController(first, animated: false)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertEqual(lines.all.count, 1)
    }

    func testShowPushesInsideANavigationControllerAndPresentsOutside() async {
        let detail = UIViewController()
        first.show(detail, sender: nil)
        XCTAssertTrue(navigation.topViewController === detail)
        play(0.6)
        let modal = UIViewController()
        let lone = UIViewController()
        window.rootViewController = lone
        lone.show(modal, sender: nil)
        XCTAssertTrue(lone.presentedViewController === modal)
        play(0.6)
    }

    func testBarItemsLargeTitlesHidingAndATransparentBar() async {
        var added = 0
        first.navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { _ in added += 1 })
        window.layoutIfNeeded()
        CATransaction.flush()
        XCTAssertTrue(titles(in: navigation.navigationBar).contains("+"))
        tap(CGPoint(x: 380, y: 22))
        XCTAssertEqual(added, 1, "the bar button ran its action")

        navigation.navigationBar.prefersLargeTitles = true
        window.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame.height, 96)
        XCTAssertEqual(first.view.safeAreaInsets.top, 96)
        XCTAssertEqual(titles(in: navigation.navigationBar).filter { $0 == "Inbox" }.count, 1, "the large title")

        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        XCTAssertTrue(navigation.isNavigationBarHidden)
        XCTAssertEqual(first.view.safeAreaInsets.top, 0)
        XCTAssertLessThan(navigation.navigationBar.frame.maxY, 0)
        navigation.setNavigationBarHidden(false, animated: false)

        navigation.navigationBar.setBackgroundImage(UIImage(), for: .default)
        navigation.navigationBar.shadowImage = UIImage()
        first.view.backgroundColor = .red
        window.layoutIfNeeded()
        CATransaction.flush()
        let image = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
            _ = window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        XCTAssertEqual(image.cgImage?.pixel(x: 300, y: 20), .red, "the content shows through the transparent bar")
        XCTAssertEqual(image.cgImage?.pixel(x: 300, y: 96), .red, "no hairline under it")
    }
}
