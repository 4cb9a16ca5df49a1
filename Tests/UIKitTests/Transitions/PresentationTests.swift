import TestSupport
import UIKit
import XCTest

final class PresentationTests: UIKitTestCase {
    private var root: LoggingController!

    override func setUp() async throws {
        try await super.setUp()
        root = LoggingController(title: "Root")
        window.rootViewController = root
        CATransaction.flush()
        root.events = []
    }

    private func presentedFrame(_ view: UIView) -> CGRect { view.layer.presentation()?.frame ?? .null }

    func testDefaultPresentationIsAPageSheetThatSlidesUpAndShrinksThePresenter() async {
        let sheet = LoggingController(title: "Sheet")
        var completed = 0
        root.present(sheet, animated: true) { completed += 1 }
        XCTAssertTrue(sheet.isBeingPresented)
        XCTAssertEqual(sheet.events, ["willAppear"])
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertTrue(sheet.presentingViewController === root)
        CATransaction.flush()
        XCTAssertEqual(presentedFrame(sheet.view).minY, 400, accuracy: 0.5, "starts below the window")
        play(0.1)
        let early = presentedFrame(sheet.view).minY
        XCTAssertLessThan(early, 400)
        XCTAssertGreaterThan(early, 10)
        play(0.5)
        XCTAssertEqual(completed, 1)
        XCTAssertFalse(sheet.isBeingPresented)
        XCTAssertEqual(sheet.events, ["willAppear", "didAppear"])
        XCTAssertEqual(root.events, [], "a presenter under a sheet neither disappears nor reappears")
        XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: 10, width: 400, height: 390))
        XCTAssertNotNil(root.view.window, "the presenter stays in the window under a sheet")
        XCTAssertEqual(root.view.transform.a, (400 - 32) / 400, accuracy: 1e-9)
        XCTAssertEqual(sheet.view.layer.cornerRadius, 10)

        sheet.dismiss(animated: true) { completed += 1 }
        XCTAssertTrue(sheet.isBeingDismissed)
        play(0.6)
        XCTAssertEqual(completed, 2)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(sheet.presentingViewController)
        XCTAssertNil(sheet.view.window)
        XCTAssertEqual(root.view.transform, .identity)
        XCTAssertEqual(sheet.events, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        XCTAssertEqual(window.subviews.count, 1, "the container is gone: \(window.subviews)")
    }

    func testFullScreenCrossDissolveTakesThePresenterOutOfTheWindowAndPutsItBack() async {
        let cover = LoggingController(title: "Cover")
        cover.modalPresentationStyle = .fullScreen
        cover.modalTransitionStyle = .crossDissolve
        root.present(cover, animated: true)
        CATransaction.flush()
        XCTAssertEqual(root.events, ["willDisappear"])
        play(0.2)
        let alpha = cover.view.layer.presentation()?.opacity ?? -1
        XCTAssertGreaterThan(alpha, 0.05)
        XCTAssertLessThan(alpha, 0.95)
        play(0.3)
        XCTAssertEqual(root.events, ["willDisappear", "didDisappear"])
        XCTAssertNil(root.view.window, "a full-screen presentation removes the presenter's view")
        XCTAssertEqual(cover.view.frame, window.bounds)

        cover.dismiss(animated: true)
        XCTAssertNotNil(root.view.window, "back under the dissolving view for the dismissal")
        play(0.5)
        XCTAssertEqual(root.events, ["willDisappear", "didDisappear", "willAppear", "didAppear"])
        XCTAssertTrue(window.subviews.first === root.view)
        XCTAssertEqual(window.subviews.count, 1)
    }

    func testNotAnimatedPresentationFinishesAtOnce() async {
        let cover = LoggingController(title: "Cover")
        cover.modalPresentationStyle = .overFullScreen
        var done = false
        root.present(cover, animated: false) { done = true }
        XCTAssertTrue(done)
        XCTAssertEqual(cover.events, ["willAppear", "didAppear"])
        XCTAssertEqual(cover.view.frame, window.bounds)
        XCTAssertNotNil(root.view.window, "over full screen keeps the presenter")
        cover.dismiss(animated: false)
        XCTAssertNil(cover.view.window)
    }

    func testCustomAnimatorGetsAContextWithTheContainerViewsAndFrames() async {
        let delegate = FadeTransitioning()
        var presentation: HalfSheetPresentationController?
        delegate.makePresentationController = { presented, presenting in
            let made = HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
            presentation = made
            return made
        }
        let card = LoggingController(title: "Card")
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        var completed = false
        root.present(card, animated: true) { completed = true }
        let context = try! XCTUnwrap(delegate.animator.seenContexts.first)
        XCTAssertTrue(context.containerView.window === window)
        XCTAssertTrue(context.view(forKey: .to) === card.view)
        XCTAssertNil(context.view(forKey: .from), "a custom presentation leaves the presenter's view where it is")
        XCTAssertTrue(context.viewController(forKey: .from) === root)
        XCTAssertTrue(context.viewController(forKey: .to) === card)
        XCTAssertEqual(context.finalFrame(for: card), CGRect(x: 0, y: 200, width: 400, height: 200))
        XCTAssertEqual(context.presentationStyle, .custom)
        XCTAssertTrue(context.isAnimated)
        XCTAssertFalse(context.isInteractive)
        let controller = try! XCTUnwrap(presentation)
        XCTAssertTrue(card.presentationController === controller)
        XCTAssertEqual(controller.events, ["willBegin"])
        play(0.5)
        XCTAssertEqual(controller.dimming.layer.presentation()?.opacity ?? -1, 0.5, accuracy: 0.05, "alongside")
        XCTAssertEqual(card.view.layer.presentation()?.opacity ?? -1, 0.5, accuracy: 0.05, "the animator's fade")
        play(0.6)
        XCTAssertTrue(completed)
        XCTAssertEqual(controller.events, ["willBegin", "didEnd true", "alongsideDone"])
        XCTAssertEqual(delegate.animator.ended, [true])
        XCTAssertEqual(card.view.frame, CGRect(x: 0, y: 200, width: 400, height: 200))
    }

    func testPresentingTwiceOrFromOutsideAWindowIsRefusedWithOneLine() async {
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        defer { Log.setSink(nil) }
        let first = UIViewController()
        root.present(first, animated: false)
        root.present(UIViewController(), animated: false)
        XCTAssertTrue(root.presentedViewController === first)
        let detached = UIViewController()
        detached.present(UIViewController(), animated: false)
        XCTAssertNil(detached.presentedViewController)
        XCTAssertEqual(lines.all.count, 2, lines.all.joined(separator: "\n"))
        XCTAssertTrue(lines.all.first?.contains("already presenting") ?? false)
        XCTAssertTrue(lines.all.last?.contains("not in the window hierarchy") ?? false)
    }

    func testDismissingALowerControllerRemovesTheOnesAboveIt() async {
        let first = LoggingController(title: "First")
        let second = LoggingController(title: "Second")
        root.present(first, animated: false)
        first.present(second, animated: false)
        XCTAssertTrue(first.presentedViewController === second)
        root.dismiss(animated: true)
        XCTAssertNil(second.view.window, "the upper one goes at once")
        XCTAssertNil(first.presentedViewController)
        play(0.6)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(first.view.window)
    }
}
