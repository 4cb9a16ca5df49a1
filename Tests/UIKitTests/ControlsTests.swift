import TestSupport
import UIKit
import XCTest

/// Sliders, progress views and segmented controls driven by the pointer, values worked by hand.
final class ControlsTests: UIKitTestCase {
    func testDraggingASliderFollowsThePointerAndSendsValueChanged() async {
        // 256 points wide: the thumb's centre runs from 14 to 242, 228 points for the whole range.
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 256, height: 31))
        slider.minimumValue = 10
        slider.maximumValue = 20
        slider.value = 10
        window.addSubview(slider)
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        input.press(at: CGPoint(x: 14, y: 15), time: 100)
        input.move(to: CGPoint(x: 14 + 57, y: 15), time: 100.05)
        input.move(to: CGPoint(x: 14 + 171, y: 15), time: 100.1)
        input.release(at: CGPoint(x: 14 + 171, y: 15), time: 100.15)
        XCTAssertEqual(values, [12.5, 17.5])
        XCTAssertEqual(slider.value, 17.5)
        input.press(at: CGPoint(x: 14 + 171, y: 15), time: 101)
        input.move(to: CGPoint(x: 400, y: 15), time: 101.05)
        input.release(at: CGPoint(x: 400, y: 15), time: 101.1)
        XCTAssertEqual(slider.value, 20, "past the end: the maximum")
    }

    func testADiscontinuousSliderSendsOnceWhenLetGo() async {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 256, height: 31))
        slider.isContinuous = false
        window.addSubview(slider)
        var sent = 0
        slider.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        input.press(at: CGPoint(x: 128, y: 15), time: 100)
        input.move(to: CGPoint(x: 60, y: 15), time: 100.05)
        input.move(to: CGPoint(x: 30, y: 15), time: 100.1)
        XCTAssertEqual(sent, 0)
        input.release(at: CGPoint(x: 30, y: 15), time: 100.15)
        XCTAssertEqual(sent, 1)
        XCTAssertEqual(Double(slider.value), Double(16) / 228, accuracy: 1e-6)
    }

    func testSettingASlidersValueClampsAndSendsNothing() async {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 256, height: 31))
        var sent = 0
        slider.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        slider.setValue(7, animated: true)
        XCTAssertEqual(slider.value, 1)
        slider.value = .nan
        XCTAssertEqual(slider.value, 1)
        XCTAssertEqual(sent, 0)
        XCTAssertEqual(slider.intrinsicContentSize.height, 31)
    }

    func testAProgressViewFillsItsShareAndAnimatesThere() async throws {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
        window.addSubview(bar)
        bar.layoutIfNeeded()
        let fill = try XCTUnwrap(bar.subviews.first)
        bar.progress = 0.25
        XCTAssertEqual(fill.frame.width, 50)
        CATransaction.flush()
        bar.setProgress(0.75, animated: true)
        XCTAssertEqual(fill.frame.width, 150, "the model is at the end")
        CATransaction.flush()
        advance(to: 100.125)
        XCTAssertEqual(Double(try XCTUnwrap(fill.layer.presentation()).bounds.width), 100, accuracy: 1e-3)
        bar.progress = 3
        XCTAssertEqual(bar.progress, 1)
    }

    func testATapSelectsASegmentAndItsPillSlidesThere() async throws {
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        window.addSubview(control)
        control.layoutIfNeeded()
        CATransaction.flush()
        var changes: [Int] = []
        control.addAction(UIAction { _ in changes.append(control.selectedSegmentIndex) }, for: .valueChanged)
        tap(CGPoint(x: 250, y: 16))
        XCTAssertEqual(changes, [2])
        let pill = try XCTUnwrap(control.subviews.first)
        XCTAssertEqual(pill.frame, CGRect(x: 202, y: 2, width: 96, height: 28))
        CATransaction.flush()
        advance(to: 100.125)
        XCTAssertEqual(Double(try XCTUnwrap(pill.layer.presentation()).frame.minX), 102, accuracy: 1e-3, "sliding")
        tap(CGPoint(x: 250, y: 16), at: 101)
        XCTAssertEqual(changes, [2], "the selected segment again: nothing")
    }

    func testSegmentsCanBeInsertedAndRemoved() async {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        XCTAssertEqual((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) }, ["Z", "A", "B"])
        XCTAssertEqual(control.selectedSegmentIndex, 2, "the selection stays on B")
        control.removeSegment(at: 2, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertEqual(control.numberOfSegments, 2)
    }
}

/// Steppers and page controls.
final class StepperAndPageControlTests: UIKitTestCase {
    func testAStepperStepsWithinItsEndsAndWrapsWhenAsked() async {
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(stepper.frame.size, CGSize(width: 94, height: 32), "iOS's size, whatever the frame")
        stepper.minimumValue = 0
        stepper.maximumValue = 2
        stepper.stepValue = 1
        window.addSubview(stepper)
        var values: [Double] = []
        stepper.addAction(UIAction { _ in values.append(stepper.value) }, for: .valueChanged)
        tap(CGPoint(x: 70, y: 16))
        tap(CGPoint(x: 70, y: 16), at: 101)
        tap(CGPoint(x: 70, y: 16), at: 102)
        XCTAssertEqual(values, [1, 2], "no step past the maximum")
        stepper.wraps = true
        tap(CGPoint(x: 70, y: 16), at: 103)
        XCTAssertEqual(values.last, 0, "wrapped to the minimum")
        tap(CGPoint(x: 20, y: 16), at: 104)
        XCTAssertEqual(values.last, 2, "and back down to the maximum")
        stepper.value = 50
        XCTAssertEqual(stepper.value, 2, "set values are clamped")
    }

    func testAPageControlMovesAPageByTheHalfTapped() async {
        let pages = UIPageControl()
        pages.numberOfPages = 3
        XCTAssertEqual(pages.intrinsicContentSize, CGSize(width: 64, height: 26))
        pages.frame = CGRect(origin: .zero, size: pages.intrinsicContentSize)
        window.addSubview(pages)
        var changes: [Int] = []
        pages.addAction(UIAction { _ in changes.append(pages.currentPage) }, for: .valueChanged)
        tap(CGPoint(x: 50, y: 13))
        tap(CGPoint(x: 50, y: 13), at: 101)
        tap(CGPoint(x: 50, y: 13), at: 102)
        tap(CGPoint(x: 10, y: 13), at: 103)
        XCTAssertEqual(changes, [1, 2, 1])
        pages.currentPage = 9
        XCTAssertEqual(pages.currentPage, 2)
        pages.numberOfPages = 1
        pages.hidesForSinglePage = true
        XCTAssertTrue(pages.isHidden)
        XCTAssertEqual(pages.currentPage, 0)
    }

    func testAButtonCentresItsImageBeforeItsTitleWithinItsInsets() async throws {
        func square(_ color: UIColor) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            }
        }
        let (play, pressed) = (square(.red), square(.blue))
        let button = UIButton(type: .custom)
        button.setTitle("Play", for: .normal)
        let titleOnly = button.intrinsicContentSize
        button.setImage(play, for: .normal)
        button.setImage(pressed, for: .highlighted)
        XCTAssertEqual(button.intrinsicContentSize.width, titleOnly.width + 20, "the image adds its width")
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.layoutIfNeeded()
        let image = try XCTUnwrap(button.imageView), title = try XCTUnwrap(button.titleLabel)
        XCTAssertTrue(image.image === play)
        XCTAssertEqual(image.frame.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(image.frame.maxX, title.frame.minX, "the title follows the image")
        XCTAssertEqual((image.frame.minX + title.frame.maxX) / 2, 100, accuracy: 0.5, "centred together")
        XCTAssertEqual(image.frame.midY, 30)
        let left = image.frame.minX
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: -8, bottom: 0, right: 8)
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        button.layoutIfNeeded()
        XCTAssertEqual(image.frame.minX, left + 20 - 8, accuracy: 0.5, "content inset halves into the centring")
        XCTAssertEqual(image.frame.width, 20, "opposite insets move the image without shrinking it")
        button.isHighlighted = true
        XCTAssertTrue(button.currentImage === pressed && image.image === pressed)
        button.setBackgroundImage(square(.green), for: .normal)
        button.layoutIfNeeded()
        let background = try XCTUnwrap(button.subviews.first as? UIImageView)
        XCTAssertFalse(background.isHidden)
        XCTAssertEqual(background.frame, button.bounds, "the background image stretches over the button")
    }
}
