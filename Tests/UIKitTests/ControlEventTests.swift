import TestSupport
import UIKit
import XCTest

/// The control events a pointer produces, in order, beyond a tap's touch-up-inside.
final class ControlEventTests: UIKitTestCase {
    private var events: [String] = []

    private func record(_ control: UIControl) {
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchDownRepeat, "repeat"), (.touchDragInside, "drag-in"),
            (.touchDragOutside, "drag-out"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
            (.touchUpInside, "up-in"), (.touchUpOutside, "up-out"), (.touchCancel, "cancel"),
            (.valueChanged, "value"), (.primaryActionTriggered, "primary"),
        ]
        for (event, name) in names {
            control.addAction(UIAction { [weak self] _ in self?.events.append(name) }, for: event)
        }
    }

    private func control() -> UIControl {
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        window.addSubview(control)
        record(control)
        return control
    }

    func testAPressDraggedOutAndBackAndReleasedInside() async {
        let control = control()
        input.press(at: CGPoint(x: 150, y: 125), time: 100)
        XCTAssertTrue(control.isHighlighted)
        input.move(to: CGPoint(x: 160, y: 125), time: 100.02)
        input.move(to: CGPoint(x: 300, y: 300), time: 100.04)
        XCTAssertFalse(control.isHighlighted, "outside, it is not highlighted")
        input.move(to: CGPoint(x: 150, y: 120), time: 100.06)
        input.release(at: CGPoint(x: 150, y: 120), time: 100.08)
        XCTAssertEqual(events, ["down", "drag-in", "exit", "drag-out", "enter", "drag-in", "up-in", "primary"])
        XCTAssertFalse(control.isHighlighted)
    }

    func testAReleaseOutsideIsTouchUpOutsideOnly() async {
        _ = control()
        input.press(at: CGPoint(x: 150, y: 125), time: 100)
        input.move(to: CGPoint(x: 350, y: 350), time: 100.02)
        input.release(at: CGPoint(x: 350, y: 350), time: 100.04)
        XCTAssertEqual(events, ["down", "exit", "drag-out", "up-out"])
    }

    func testACancelledTouchSendsTouchCancel() async {
        _ = control()
        input.press(at: CGPoint(x: 150, y: 125), time: 100)
        input.cancel(time: 100.02)
        XCTAssertEqual(events, ["down", "cancel"])
    }

    func testADoubleTapSendsTouchDownRepeat() async {
        _ = control()
        tap(CGPoint(x: 150, y: 125), at: 100)
        tap(CGPoint(x: 150, y: 125), at: 100.2)
        XCTAssertEqual(events.filter { $0 == "repeat" }.count, 1)
        XCTAssertEqual(events.filter { $0 == "up-in" }.count, 2)
    }

    func testADisabledControlSendsNothing() async {
        let control = control()
        control.isEnabled = false
        tap(CGPoint(x: 150, y: 125))
        XCTAssertEqual(events, [])
    }

    func testASwitchSendsValueChangedWithTheNewValue() async {
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 51, height: 31))
        window.addSubview(toggle)
        var seen: [Bool] = []
        toggle.addAction(UIAction { _ in seen.append(toggle.isOn) }, for: .valueChanged)
        tap(CGPoint(x: 120, y: 115))
        tap(CGPoint(x: 120, y: 115), at: 101)
        XCTAssertEqual(seen, [true, false])
        toggle.setOn(true, animated: false)
        XCTAssertEqual(seen, [true, false], "set in code, no event, as on iOS")
    }

    func testSendActionsRunsTheActionsForTheEventWithTheControlAsSender() async {
        let control = control()
        var sender: Any?
        control.addAction(UIAction { sender = $0.sender }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(events, ["value"])
        XCTAssertTrue((sender as? UIControl) === control)
    }
}

/// A control inside a view with a tap recognizer keeps its taps, as in UIKit.
final class ControlInTappableViewTests: UIKitTestCase {
    func testAButtonInsideATappableViewGetsItsTapAndTheRecognizerDoesNot() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(container)
        var tapped = 0, pressed = 0
        container.addGestureRecognizer(UITapGestureRecognizer { _ in tapped += 1 })
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        button.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
        container.addSubview(button)
        tap(CGPoint(x: 50, y: 30))
        XCTAssertEqual([pressed, tapped], [1, 0])
        tap(CGPoint(x: 200, y: 200), at: 101)
        XCTAssertEqual([pressed, tapped], [1, 1], "elsewhere the recognizer still recognizes")
    }
}
