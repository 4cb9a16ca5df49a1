import TestSupport
import UIKit
import XCTest

final class UISwitchTests: UIKitTestCase {
    private func thumb(_ control: UISwitch) -> CALayer? { control.layer.sublayers?.last }

    func testASwitchHasIOSsSizeWhateverItsFrame() async {
        let control = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        XCTAssertEqual(control.frame, CGRect(x: 10, y: 20, width: 51, height: 31))
        XCTAssertEqual(control.intrinsicContentSize, CGSize(width: 51, height: 31))
        XCTAssertFalse(control.isOn)
    }

    func testATapTogglesItAnimatedAndSendsValueChanged() async throws {
        let control = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        window.addSubview(control)
        CATransaction.flush()
        var values: [Bool] = []
        control.addAction(UIAction { _ in values.append(control.isOn) }, for: .valueChanged)
        XCTAssertEqual(thumb(control)?.position.x ?? 0, 15.5, accuracy: 1e-9, "off: the thumb at the left")
        tap(CGPoint(x: 120, y: 115))
        XCTAssertEqual(values, [true])
        XCTAssertEqual(thumb(control)?.position.x ?? 0, 35.5, accuracy: 1e-9, "on: the model at the right")
        CATransaction.flush()
        advance(to: 100.125)
        let halfway = try XCTUnwrap(thumb(control)?.presentation()?.position.x)
        XCTAssertEqual(halfway, 25.5, accuracy: 1e-6, "half way at half the toggle's 0.25 s, eased in and out")
        let track = try XCTUnwrap(control.layer.sublayers?.first)
        XCTAssertEqual(track.backgroundColor, UIColor.systemGreen.cgColor)
        XCTAssertNotNil(track.animation(forKey: "backgroundColor"), "the track's colour fades")
        tap(CGPoint(x: 120, y: 115), at: 101)
        XCTAssertEqual(values, [true, false])
    }

    func testSettingIsOnNeitherAnimatesNorSends() async {
        let control = UISwitch(frame: .zero)
        window.addSubview(control)
        CATransaction.flush()
        var sent = 0
        control.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        control.isOn = true
        control.onTintColor = .systemBlue
        XCTAssertNil(thumb(control)?.animationKeys())
        XCTAssertEqual(sent, 0)
        XCTAssertEqual(control.layer.sublayers?.first?.backgroundColor, UIColor.systemBlue.cgColor)
    }

    func testThePrimaryActionSeesTheNewValue() async {
        var seen: [Bool] = []
        let control = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0), primaryAction: nil)
        control.addAction(UIAction { _ in seen.append(control.isOn) }, for: .primaryActionTriggered)
        window.addSubview(control)
        CATransaction.flush()
        tap(CGPoint(x: 120, y: 115))
        XCTAssertEqual(seen, [true])
    }
}
