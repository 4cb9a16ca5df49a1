import TestSupport
import UIKit
import XCTest

/// Constraints between views, solved in a window of 400 × 400 points; each expected frame is worked by hand.
final class ConstraintTests: UIKitTestCase {
    func makeView(in parent: UIView? = nil) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        (parent ?? window).addSubview(view)
        return view
    }

    func testAnchorsPinAViewInsideItsSuperview() async {
        let box = makeView()
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            box.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -30),
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 20, y: 40, width: 350, height: 50))
    }

    func testActivateAddsToTheNearestCommonAncestor() async {
        let container = makeView()
        let a = makeView(in: container)
        let b = makeView(in: container)
        let between = a.trailingAnchor.constraint(equalTo: b.leadingAnchor)
        let own = a.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([between, own])
        XCTAssertTrue(container.constraints.contains { $0 === between }, "held by the siblings' superview")
        XCTAssertTrue(a.constraints.contains { $0 === own }, "a size is held by its view")
        XCTAssertTrue(between.isActive)
        between.isActive = false
        XCTAssertFalse(container.constraints.contains { $0 === between })
        XCTAssertFalse(between.isActive)
    }

    func testCentringWithAMultiplierOfTheSuperviewsWidth() async {
        let box = makeView()
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: window.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: window.centerYAnchor, constant: -50),
            box.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.25, constant: 10),
        ])
        window.layoutIfNeeded()
        // width 200, height 0.25 · 200 + 10 = 60; centre (200, 150).
        XCTAssertEqual(box.frame, CGRect(x: 100, y: 120, width: 200, height: 60))
    }

    func testTheItemAttributeFormMatchesAnchors() async {
        let box = makeView()
        window.addConstraints([
            NSLayoutConstraint(
                item: box, attribute: .left, relatedBy: .equal, toItem: window, attribute: .left, multiplier: 1,
                constant: 10),
            NSLayoutConstraint(
                item: box, attribute: .bottom, relatedBy: .equal, toItem: window, attribute: .bottom, multiplier: 1,
                constant: -10),
            NSLayoutConstraint(
                item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 80),
            NSLayoutConstraint(
                item: box, attribute: .height, relatedBy: .equal, toItem: window, attribute: .height,
                multiplier: 0.1, constant: 0),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 350, width: 80, height: 40))
        XCTAssertEqual(window.constraints.count, 4, "addConstraint holds them in the receiver")
    }

    func testARequiredInequalityOverridesAWeakerEquality() async {
        let box = makeView()
        let wish = box.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultHigh
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor, constant: -10),
            wish,
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 380, "as wide as the ≤ allows: 400 − 10 − 10")
        wish.constant = 100
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 100, "the wish holds once it fits")
    }

    func testTheHigherPriorityWinsBetweenTwoOptionalConstraints() async {
        let box = makeView()
        let low = box.widthAnchor.constraint(equalToConstant: 100)
        low.priority = .defaultLow
        let high = box.widthAnchor.constraint(equalToConstant: 200)
        high.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), low, high,
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 200)
        high.priority = .defaultLow - 1
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 100, "lowered below the other, it gives way")
    }

    func testSystemSpacingIsEightPointsTimesTheMultiplier() async {
        let a = makeView(), b = makeView()
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            a.topAnchor.constraint(equalTo: window.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(b.frame, CGRect(x: 66, y: 58, width: 50, height: 50))
    }

    func testNestedViewsAreSolvedInTheirSuperviewsCoordinates() async {
        let card = makeView()
        let badge = makeView(in: card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 50),
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 60),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -5),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(card.frame, CGRect(x: 50, y: 60, width: 200, height: 100))
        XCTAssertEqual(badge.frame, CGRect(x: 175, y: 5, width: 20, height: 20))
    }

    func testATranslatedSuperviewIsPinnedToItsFrame() async {
        let plain = UIView(frame: CGRect(x: 30, y: 40, width: 120, height: 80))
        window.addSubview(plain)
        let child = makeView(in: plain)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: plain.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: plain.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: plain.topAnchor),
            child.bottomAnchor.constraint(equalTo: plain.bottomAnchor),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(plain.frame, CGRect(x: 30, y: 40, width: 120, height: 80), "its frame is an input, unchanged")
        XCTAssertEqual(child.frame, CGRect(x: 10, y: 0, width: 100, height: 80))
        plain.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        window.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 10, y: 0, width: 180, height: 50), "a new frame is read again")
    }

    func testAConstantChangeAppliesAtTheNextCommitWithoutAnExplicitLayout() async {
        let box = makeView()
        let height = box.heightAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 40), height,
        ])
        CATransaction.flush()
        XCTAssertEqual(box.frame.height, 40)
        height.constant = 120
        XCTAssertEqual(box.frame.height, 40, "nothing moves until layout")
        CATransaction.flush()
        XCTAssertEqual(box.frame.height, 120)
    }

    func testSwappingConstraintsMovesTheView() async {
        let box = makeView()
        let left = box.leadingAnchor.constraint(equalTo: window.leadingAnchor)
        let right = box.trailingAnchor.constraint(equalTo: window.trailingAnchor)
        NSLayoutConstraint.activate([
            left, box.topAnchor.constraint(equalTo: window.topAnchor), box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame.minX, 0)
        left.isActive = false
        right.isActive = true
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame.minX, 300)
    }

    func testFramesLandOnThePixelGrid() async {
        UIScreen.main.configure(size: CGSize(width: 400, height: 400), scale: 2)
        let host = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.contentScaleFactor = 2
        let views = (0..<3).map { _ -> UIView in
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            host.addSubview(view)
            return view
        }
        var constraints = [
            views[0].leadingAnchor.constraint(equalTo: host.leadingAnchor),
            views[2].trailingAnchor.constraint(equalTo: host.trailingAnchor),
        ]
        for (a, b) in zip(views, views.dropFirst()) {
            constraints += [
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor), b.widthAnchor.constraint(equalTo: a.widthAnchor),
            ]
        }
        for view in views {
            constraints += [
                view.topAnchor.constraint(equalTo: host.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        host.layoutIfNeeded()
        // Thirds of 100 points are 33.33…; edges round to half points: 0, 33.5, 66.5, 100.
        XCTAssertEqual(views.map(\.frame.minX), [0, 33.5, 66.5])
        XCTAssertEqual(views.map(\.frame.width), [33.5, 33, 33.5])
    }

    func testUnsatisfiableConstraintsBreakOneAndSayWhichOnce() async {
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        defer { Log.setSink(nil) }
        let box = makeView()
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        first.identifier = "first"
        let second = box.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "second"
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), first, second,
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 100, "the constraint that cannot be added is the one broken")
        let reports = lines.all.filter { $0.contains("Unable to simultaneously satisfy constraints") }
        XCTAssertEqual(reports.count, 1)
        XCTAssertTrue(reports[0].contains("'second'") && reports[0].contains("'first'"), reports[0])
        XCTAssertTrue(second.isActive, "it stays active, as on iOS")
    }

    func testItemsWithoutACommonAncestorAreRefusedWithALogLine() async {
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        defer { Log.setSink(nil) }
        let a = makeView()
        let stranger = UIView()
        let constraint = a.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        constraint.isActive = true
        XCTAssertFalse(constraint.isActive)
        XCTAssertEqual(lines.all.filter { $0.contains("no common ancestor") }.count, 1)
    }

    func testRemovingAViewDeactivatesTheConstraintsThatReachOutOfIt() async {
        let container = makeView()
        let inner = makeView(in: container)
        let outside = inner.leadingAnchor.constraint(equalTo: window.leadingAnchor)
        let within = inner.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor), outside, within,
        ])
        container.removeFromSuperview()
        XCTAssertFalse(outside.isActive, "it named a view outside the removed subtree")
        XCTAssertTrue(within.isActive, "it stays with the subtree")
    }

    func testAmbiguityIsReported() async {
        let box = makeView()
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        XCTAssertTrue(box.hasAmbiguousLayout, "nothing places it vertically")
        box.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
        XCTAssertFalse(box.hasAmbiguousLayout)
    }

    func testPriorityArithmeticAndNames() async {
        XCTAssertEqual(UILayoutPriority.required.rawValue, 1000)
        XCTAssertEqual(UILayoutPriority.defaultHigh.rawValue, 750)
        XCTAssertEqual(UILayoutPriority.defaultLow.rawValue, 250)
        XCTAssertEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
        XCTAssertEqual((UILayoutPriority.defaultLow + 1).rawValue, 251)
        XCTAssertEqual(UILayoutPriority(rawValue: 999), UILayoutPriority(999))
        XCTAssertLessThan(UILayoutPriority.defaultLow, .defaultHigh)
    }
}
