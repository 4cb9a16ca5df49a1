import TestSupport
import UIKit
import XCTest

/// Bad input and the less common paths: nothing crashes, the tree stays usable, one log line where iOS would
/// complain.
final class ConstraintEdgeCaseTests: UIKitTestCase {
    private func pinned(_ view: UIView, width: CGFloat = 50) -> [NSLayoutConstraint] {
        [
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor), view.widthAnchor.constraint(equalToConstant: width),
            view.heightAnchor.constraint(equalToConstant: 20),
        ]
    }

    func testAPlaceholderConstraintIsReplacedAndNeverActivated() async {
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        defer { Log.setSink(nil) }
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        var width = NSLayoutConstraint()
        XCTAssertNil(width.firstItem)
        width.constant = 30
        NSLayoutConstraint.activate([width] + pinned(view, width: 70).filter { $0.firstAttribute != .width })
        XCTAssertFalse(width.isActive)
        XCTAssertEqual(lines.all.filter { $0.contains("no items") }.count, 1)
        width = view.widthAnchor.constraint(equalToConstant: 80)
        width.isActive = true
        window.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 80, height: 20))
    }

    func testANonFiniteConstantIsRefusedAndTheOldOneKept() async {
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        defer { Log.setSink(nil) }
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        let constraints = pinned(view)
        NSLayoutConstraint.activate(constraints)
        constraints[2].constant = .nan
        constraints[2].constant = .infinity
        window.layoutIfNeeded()
        XCTAssertEqual(constraints[2].constant, 50)
        XCTAssertEqual(view.frame.width, 50)
        XCTAssertEqual(lines.all.filter { $0.contains("non-finite") }.count, 2)
    }

    func testARequiredPriorityCannotBecomeOptionalWhileActive() async {
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        defer { Log.setSink(nil) }
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        let constraints = pinned(view)
        NSLayoutConstraint.activate(constraints)
        constraints[2].priority = .defaultHigh
        XCTAssertEqual(constraints[2].priority, .required)
        XCTAssertEqual(lines.all.count, 1)
        constraints[2].isActive = false
        constraints[2].priority = .defaultHigh
        XCTAssertEqual(constraints[2].priority, .defaultHigh, "inactive, it may change")
    }

    func testAViewMovedToAnotherSuperviewIsSolvedThere() async {
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 100))
        window.addSubview(left)
        window.addSubview(right)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        left.addSubview(box)
        let size = [box.widthAnchor.constraint(equalToConstant: 30), box.heightAnchor.constraint(equalToConstant: 30)]
        NSLayoutConstraint.activate(size + [box.trailingAnchor.constraint(equalTo: left.trailingAnchor)])
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame.minX, 170)
        right.addSubview(box)
        XCTAssertTrue(size.allSatisfy(\.isActive), "its own size goes with it")
        XCTAssertEqual(left.constraints.count, 0, "the constraint to its old superview is gone")
        box.leadingAnchor.constraint(equalTo: right.leadingAnchor, constant: 10).isActive = true
        box.topAnchor.constraint(equalTo: right.topAnchor).isActive = true
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 0, width: 30, height: 30))
    }

    func testAHierarchyLaidOutBeforeJoiningAWindowKeepsItsConstraints() async {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            inner.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            inner.widthAnchor.constraint(equalToConstant: 20), inner.heightAnchor.constraint(equalToConstant: 20),
        ])
        card.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 40, y: 40, width: 20, height: 20))
        window.addSubview(card)
        card.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        window.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 140, y: 40, width: 20, height: 20))
    }

    func testADeallocatedItemLeavesTheRestWorking() async {
        let keeper = UIView()
        keeper.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(keeper)
        NSLayoutConstraint.activate(pinned(keeper))
        do {
            let temporary = UIView()
            temporary.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(temporary)
            NSLayoutConstraint.activate(
                pinned(temporary) + [temporary.leadingAnchor.constraint(equalTo: keeper.trailingAnchor)])
            window.layoutIfNeeded()
            temporary.removeFromSuperview()
        }
        NSLayoutConstraint.activate(
            [keeper.widthAnchor.constraint(equalToConstant: 70)].map {
                $0.priority = .defaultHigh
                return $0
            })
        window.layoutIfNeeded()
        XCTAssertEqual(keeper.frame.width, 50, "the required width still wins")
    }

    func testLabelsAlignOnTheirFirstBaselines() async {
        let small = UILabel(), large = UILabel()
        small.text = "small"
        small.font = .systemFont(ofSize: 12)
        large.text = "Large"
        large.font = .systemFont(ofSize: 30)
        for label in [small, large] {
            label.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(label)
        }
        NSLayoutConstraint.activate([
            large.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
            large.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            small.leadingAnchor.constraint(equalTo: large.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: large.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        // Each label is as tall as its text, so its baseline is its top plus pango's baseline for its font.
        let smallFirst = TextLayout.baselines(
            of: "small", style: TextStyle(fontName: ".SFUI-Regular", fontSize: 12), width: nil)
        let largeFirst = TextLayout.baselines(
            of: "Large", style: TextStyle(fontName: ".SFUI-Regular", fontSize: 30), width: nil)
        XCTAssertEqual(
            small.frame.minY + smallFirst.first, large.frame.minY + largeFirst.first, accuracy: 0.5,
            "within the pixel rounding of frames")
        XCTAssertGreaterThan(small.frame.minY, large.frame.minY + 5, "the small label sits lower")
    }

    func testAButtonsIntrinsicSizeIsItsTitlePlusPadding() async {
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        let label = UILabel()
        label.text = "Tap"
        label.font = button.titleLabel?.font
        let text = label.intrinsicContentSize
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: text.width + 16, height: max(text.height + 12, 34)))
    }

    func testConstraintsAffectingLayoutListsTheViewsConstraintsOnTheAxis() async {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        let constraints = pinned(view)
        NSLayoutConstraint.activate(constraints)
        let horizontal = view.constraintsAffectingLayout(for: .horizontal)
        XCTAssertEqual(
            Set(horizontal.map(ObjectIdentifier.init)),
            [ObjectIdentifier(constraints[0]), ObjectIdentifier(constraints[2])])
    }

    func testADescriptionNamesItemsRelationAndPriority() async {
        let view = UIView()
        let constraint = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 40)
        constraint.priority = .defaultLow
        constraint.identifier = "min"
        XCTAssertTrue(constraint.description.hasPrefix("<NSLayoutConstraint 'min' UIView:"), constraint.description)
        XCTAssertTrue(constraint.description.hasSuffix(".width >= 40.0 @250.0>"), constraint.description)
    }
}
