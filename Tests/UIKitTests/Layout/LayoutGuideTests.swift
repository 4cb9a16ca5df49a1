import TestSupport
import UIKit
import XCTest

/// Margins, safe-area and custom layout guides.
final class LayoutGuideTests: UIKitTestCase {
    func testTheMarginsGuideInsetsByTheLayoutMargins() async {
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        window.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let guide = window.layoutMarginsGuide
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            box.topAnchor.constraint(equalTo: guide.topAnchor),
            box.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 20, y: 10, width: 340, height: 360))
        XCTAssertEqual(guide.layoutFrame, box.frame)
        window.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 100)
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 300, height: 400), "new margins move the guide")
    }

    func testDefaultMarginsAreEightPoints() async {
        XCTAssertEqual(UIView().layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    func testMarginAttributesMeanTheMarginsGuide() async {
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        window.addConstraints([
            NSLayoutConstraint(
                item: box, attribute: .leading, relatedBy: .equal, toItem: window, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: box, attribute: .top, relatedBy: .equal, toItem: window, attribute: .topMargin, multiplier: 1,
                constant: 2),
            NSLayoutConstraint(
                item: box, attribute: .trailing, relatedBy: .equal, toItem: window, attribute: .trailingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 10),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 8, y: 10, width: 384, height: 10))
    }

    func testTheSafeAreaIsTheBoundsPlusAControllersAdditionalInsets() async {
        final class Screen: UIViewController {}
        let screen = Screen()
        window.rootViewController = screen
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        screen.view.addSubview(box)
        let safe = screen.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: safe.topAnchor), box.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(screen.view.safeAreaInsets, .zero, "a desktop window covers nothing")
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 400, height: 400))
        screen.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 44, width: 400, height: 322))
        XCTAssertEqual(safe.layoutFrame, box.frame)
    }

    func testAControllersRootViewHasTheSystemMinimumMargins() async {
        let screen = UIViewController()
        XCTAssertEqual(screen.view.layoutMargins, UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    }

    func testACustomGuideSpacesTwoViews() async {
        let a = UIView(), b = UIView()
        let gap = UILayoutGuide()
        window.addLayoutGuide(gap)
        XCTAssertTrue(gap.owningView === window)
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor), gap.widthAnchor.constraint(equalToConstant: 25),
            b.leadingAnchor.constraint(equalTo: gap.trailingAnchor), b.widthAnchor.constraint(equalToConstant: 50),
            gap.topAnchor.constraint(equalTo: window.topAnchor), gap.heightAnchor.constraint(equalToConstant: 10),
            a.topAnchor.constraint(equalTo: gap.topAnchor), b.topAnchor.constraint(equalTo: gap.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(b.frame.minX, 75)
        XCTAssertEqual(gap.layoutFrame, CGRect(x: 50, y: 0, width: 25, height: 10))
        window.removeLayoutGuide(gap)
        XCTAssertNil(gap.owningView)
        XCTAssertFalse(window.constraints.contains { $0.firstItem === gap }, "its constraints are deactivated")
    }
}
