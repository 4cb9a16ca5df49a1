import TestSupport
import UIKit
import XCTest

/// Frame-based layout: autoresizing masks when a superview's size changes.
final class AutoresizingTests: UIKitTestCase {
    func testFlexibleWidthAndHeightFollowTheSuperview() async {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
        XCTAssertEqual(child.frame, CGRect(x: 10, y: 10, width: 280, height: 130))
    }

    func testAFlexibleLeftMarginKeepsTheRightEdgeDistance() async {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 150, y: 0, width: 40, height: 20))
        child.autoresizingMask = .flexibleLeftMargin
        parent.addSubview(child)
        parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(child.frame, CGRect(x: 50, y: 0, width: 40, height: 20))
    }

    func testFlexibleMarginsOnBothSidesShareTheChangeByTheirLengths() async {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 20, y: 0, width: 100, height: 20))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        parent.addSubview(child)
        // Margins 20 and 80 share +100 as 20 : 80.
        parent.frame.size.width = 300
        XCTAssertEqual(child.frame, CGRect(x: 40, y: 0, width: 100, height: 20))
    }

    func testNoMaskOrAutoresizesSubviewsOffLeavesTheFrame() async {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let masked = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        masked.autoresizingMask = .flexibleWidth
        parent.addSubview(fixed)
        parent.addSubview(masked)
        parent.autoresizesSubviews = false
        parent.frame.size.width = 400
        XCTAssertEqual(fixed.frame, CGRect(x: 10, y: 10, width: 20, height: 20))
        XCTAssertEqual(masked.frame, CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    func testAControllersViewFollowsTheWindow() async {
        let screen = UIViewController()
        window.rootViewController = screen
        XCTAssertEqual(screen.view.autoresizingMask, [.flexibleWidth, .flexibleHeight])
        window.frame = CGRect(x: 0, y: 0, width: 500, height: 300)
        XCTAssertEqual(screen.view.frame, CGRect(x: 0, y: 0, width: 500, height: 300))
    }

    func testAutoresizedChildrenAnimateInsideAnAnimationBlock() async throws {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        window.addSubview(parent)
        CATransaction.flush()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            parent.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        }
        CATransaction.flush()
        advance(to: 100.5)
        let width = try XCTUnwrap(child.layer.presentation()?.bounds.width)
        XCTAssertEqual(width, 250, accuracy: 1e-9)
    }
}
