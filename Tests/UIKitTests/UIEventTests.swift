import TestSupport
import UIKit
import XCTest

private final class TouchLog: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

final class UIEventTests: UIKitTestCase {
    func testTouchesGoToTheHitTestedViewWithLocations() async {
        let target = TouchLog(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(target)
        var location = CGPoint.zero
        final class Locator: UIView {
            var onBegan: ((UITouch) -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                touches.first.map { onBegan?($0) }
            }
        }
        let locator = Locator(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        locator.onBegan = { location = $0.location(in: locator) }
        target.addSubview(locator)
        input.press(at: CGPoint(x: 150, y: 150), time: 100)
        XCTAssertEqual(location, CGPoint(x: 40, y: 40))
        input.move(to: CGPoint(x: 300, y: 300), time: 100.1)
        input.release(at: CGPoint(x: 300, y: 300), time: 100.2)
        input.press(at: CGPoint(x: 105, y: 105), time: 101)
        input.move(to: CGPoint(x: 106, y: 106), time: 101.1)
        input.release(at: CGPoint(x: 106, y: 106), time: 101.2)
        XCTAssertEqual(
            target.log, ["moved", "ended", "began", "moved", "ended"], "the locator forwards what it does not handle")
    }

    func testUnhandledTouchesTravelUpTheResponderChain() async {
        let parent = TouchLog(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        window.addSubview(parent)
        tap(CGPoint(x: 10, y: 10))
        XCTAssertEqual(parent.log, ["began", "ended"])
        XCTAssertTrue(child.next === parent)
        let controller = UIViewController()
        XCTAssertTrue(controller.view.next === controller)
        window.addSubview(controller.view)
        XCTAssertTrue(controller.view.next === controller)
        XCTAssertTrue(controller.next === window)
        XCTAssertTrue(window.next === UIApplication.shared)
    }

    func testTapRecognizerFiresAndCancelsTheViewsTouches() async {
        let view = TouchLog(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        let tap = UITapGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(tap)
        self.tap(CGPoint(x: 50, y: 50))
        XCTAssertEqual(states, [.ended])
        XCTAssertEqual(view.log, ["began", "cancelled"])
        XCTAssertEqual(tap.state, .possible, "reset for the next gesture")
    }

    func testDoubleTapNeedsTwoQuickTaps() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        var count = 0
        let doubleTap = UITapGestureRecognizer { _ in count += 1 }
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        tap(CGPoint(x: 50, y: 50), at: 100)
        XCTAssertEqual(count, 0)
        tap(CGPoint(x: 52, y: 50), at: 100.2)
        XCTAssertEqual(count, 1)
        tap(CGPoint(x: 50, y: 50), at: 105)
        XCTAssertEqual(count, 1, "too late for a double tap")
        now = 105
        play(0.5)
        XCTAssertEqual(count, 1, "no second tap came: the recognizer failed and stopped waiting")
    }

    func testPanReportsTranslationAndVelocity() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        var lastTranslation = CGPoint.zero
        let pan = UIPanGestureRecognizer { recognizer in
            states.append(recognizer.state)
            lastTranslation = (recognizer as? UIPanGestureRecognizer)?.translation(in: view) ?? .zero
        }
        view.addGestureRecognizer(pan)
        input.press(at: CGPoint(x: 100, y: 100), time: 100)
        input.move(to: CGPoint(x: 105, y: 100), time: 100.01)
        XCTAssertEqual(states, [])
        input.move(to: CGPoint(x: 120, y: 100), time: 100.02)
        input.move(to: CGPoint(x: 140, y: 110), time: 100.04)
        XCTAssertEqual(pan.velocity(in: view).x, 1000, accuracy: 1e-6)
        input.release(at: CGPoint(x: 140, y: 110), time: 100.05)
        XCTAssertEqual(states, [.began, .changed, .ended])
        XCTAssertEqual(lastTranslation, CGPoint(x: 40, y: 10))
    }

    func testLongPressBeginsAfterTheMinimumDuration() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        view.addGestureRecognizer(UILongPressGestureRecognizer { states.append($0.state) })
        input.press(at: CGPoint(x: 100, y: 100), time: 100)
        input.hold(time: 100.3)
        XCTAssertEqual(states, [])
        input.hold(time: 100.5)
        XCTAssertEqual(states, [.began])
        input.release(at: CGPoint(x: 100, y: 100), time: 100.6)
        XCTAssertEqual(states, [.began, .ended])
    }

    func testButtonRunsItsActionOnTouchUpInsideOnly() async {
        var taps = 0
        let button = UIButton(primaryAction: UIAction(title: "Go") { _ in taps += 1 })
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        window.addSubview(button)
        XCTAssertEqual(button.currentTitle, "Go")
        input.press(at: CGPoint(x: 50, y: 30), time: 100)
        XCTAssertTrue(button.isHighlighted)
        input.release(at: CGPoint(x: 50, y: 30), time: 100.1)
        XCTAssertEqual(taps, 1)
        XCTAssertFalse(button.isHighlighted)
        input.press(at: CGPoint(x: 50, y: 30), time: 101)
        input.move(to: CGPoint(x: 300, y: 300), time: 101.1)
        XCTAssertFalse(button.isHighlighted)
        input.release(at: CGPoint(x: 300, y: 300), time: 101.2)
        XCTAssertEqual(taps, 1, "released outside")
    }
}
