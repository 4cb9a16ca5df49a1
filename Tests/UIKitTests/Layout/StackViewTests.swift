import TestSupport
import UIKit
import XCTest

/// A view with a fixed content size.
private final class Block: UIView {
    let content: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        content = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { content }
}

/// Stack views' distributions and alignments in a 300 × 100 stack at (50, 50), frames worked by hand.
final class StackViewTests: UIKitTestCase {
    private func stack(
        _ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal, size: CGSize? = CGSize(width: 300, height: 100)
    )
        -> UIStackView
    {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        var constraints = [
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 50),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
        ]
        if let size {
            constraints += [
                stack.widthAnchor.constraint(equalToConstant: size.width),
                stack.heightAnchor.constraint(equalToConstant: size.height),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        return stack
    }

    func testArrangedSubviewsAreAddedAndStopTranslating() async {
        let a = Block(10, 10)
        let stack = stack([a])
        XCTAssertTrue(a.superview === stack)
        XCTAssertFalse(a.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(stack.arrangedSubviews.count, 1)
    }

    func testFillEquallySharesTheLengthAfterSpacing() async {
        let views = [Block(10, 10), Block(20, 10), Block(30, 10)]
        let stack = stack(views)
        stack.distribution = .fillEqually
        stack.spacing = 15
        window.layoutIfNeeded()
        // (300 − 2 · 15) / 3 = 90.
        XCTAssertEqual(
            views.map(\.frame),
            [
                CGRect(x: 0, y: 0, width: 90, height: 100), CGRect(x: 105, y: 0, width: 90, height: 100),
                CGRect(x: 210, y: 0, width: 90, height: 100),
            ])
    }

    func testFillStretchesTheViewThatHugsLeast() async {
        let a = Block(40, 10), b = Block(60, 10)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let stack = stack([a, b])
        stack.spacing = 10
        window.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 40, height: 100))
        XCTAssertEqual(b.frame, CGRect(x: 50, y: 0, width: 250, height: 100))
    }

    func testFillProportionallyFollowsIntrinsicWidths() async {
        let a = Block(50, 10), b = Block(100, 10)
        let stack = stack([a, b])
        stack.distribution = .fillProportionally
        window.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 100)
        XCTAssertEqual(b.frame.width, 200)
    }

    func testEqualSpacingPutsEqualGapsBetweenIntrinsicSizes() async {
        let views = [Block(30, 10), Block(60, 10), Block(30, 10)]
        let stack = stack(views)
        stack.distribution = .equalSpacing
        window.layoutIfNeeded()
        // Gaps (300 − 120) / 2 = 90.
        XCTAssertEqual(views.map(\.frame.minX), [0, 120, 270])
        XCTAssertEqual(views.map(\.frame.width), [30, 60, 30])
    }

    func testEqualCenteringSpacesTheCentres() async {
        let views = [Block(20, 10), Block(60, 10), Block(20, 10)]
        let stack = stack(views)
        stack.distribution = .equalCentering
        window.layoutIfNeeded()
        // Centres 10, 150, 290: 140 apart.
        XCTAssertEqual(views.map(\.frame.midX), [10, 150, 290])
    }

    func testAlignmentsAcrossTheStack() async {
        let a = Block(20, 30), b = Block(20, 60)
        let stack = stack([a, b])
        stack.alignment = .center
        window.layoutIfNeeded()
        XCTAssertEqual(a.frame.minY, 35)
        XCTAssertEqual(b.frame.minY, 20)
        stack.alignment = .top
        window.layoutIfNeeded()
        XCTAssertEqual([a.frame.minY, b.frame.minY], [0, 0])
        XCTAssertEqual([a.frame.height, b.frame.height], [30, 60])
        stack.alignment = .bottom
        window.layoutIfNeeded()
        XCTAssertEqual([a.frame.maxY, b.frame.maxY], [100, 100])
    }

    func testAnUnsizedStackHugsItsContent() async {
        let a = Block(40, 30), b = Block(50, 20)
        let stack = stack([a, b], axis: .vertical, size: nil)
        stack.alignment = .leading
        stack.spacing = 4
        window.layoutIfNeeded()
        XCTAssertEqual(stack.frame, CGRect(x: 50, y: 50, width: 50, height: 54))
        XCTAssertEqual(b.frame, CGRect(x: 0, y: 34, width: 50, height: 20))
    }

    func testCustomSpacingAfterAView() async {
        let views = [Block(10, 10), Block(10, 10), Block(10, 10)]
        let stack = stack(views, size: nil)
        stack.spacing = 5
        stack.setCustomSpacing(20, after: views[0])
        XCTAssertEqual(stack.customSpacing(after: views[0]), 20)
        XCTAssertEqual(stack.customSpacing(after: views[1]), UIStackView.spacingUseDefault)
        window.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.minX), [0, 30, 45])
        XCTAssertEqual(stack.frame.width, 55)
    }

    func testHidingAnArrangedViewCollapsesItsPlace() async {
        let views = [Block(10, 10), Block(10, 10), Block(10, 10)]
        let stack = stack(views, size: nil)
        stack.spacing = 5
        window.layoutIfNeeded()
        XCTAssertEqual(stack.frame.width, 40)
        views[1].isHidden = true
        window.layoutIfNeeded()
        XCTAssertEqual(views[1].frame.width, 0)
        XCTAssertEqual(views[2].frame.minX, 15, "its spacing goes too")
        XCTAssertEqual(stack.frame.width, 25)
        views[1].isHidden = false
        window.layoutIfNeeded()
        XCTAssertEqual(views[2].frame.minX, 30)
    }

    func testHidingInsideAnAnimationBlockMovesTheOthersSmoothly() async throws {
        let views = [Block(40, 10), Block(40, 10), Block(40, 10)]
        let stack = stack(views, size: nil)
        window.layoutIfNeeded()
        CATransaction.flush()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            views[0].isHidden = true
            stack.layoutIfNeeded()
        }
        CATransaction.flush()
        advance(to: 100.5)
        let x = try XCTUnwrap(views[2].layer.presentation()?.frame.minX)
        XCTAssertEqual(x, 60, accuracy: 1e-9, "halfway from 80 to 40")
        XCTAssertEqual(views[2].frame.minX, 40, "the model is at the end")
    }

    func testRemovingAnArrangedViewKeepsItAsASubview() async {
        let a = Block(10, 10), b = Block(10, 10)
        let stack = stack([a, b], size: nil)
        stack.removeArrangedSubview(a)
        XCTAssertTrue(a.superview === stack)
        XCTAssertEqual(stack.arrangedSubviews.count, 1)
        b.removeFromSuperview()
        XCTAssertTrue(stack.arrangedSubviews.isEmpty, "leaving the stack leaves the arrangement")
    }

    func testLayoutMarginsRelativeArrangementInsetsTheViews() async {
        let a = Block(10, 10)
        let stack = stack([a])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        window.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 10, y: 5, width: 270, height: 80))
    }
}

/// An arranged view with a required height of its own, hidden: the stack's collapse wins, as on iOS.
final class StackViewHidingConflictTests: UIKitTestCase {
    func testAHiddenRowWithARequiredHeightStillCollapsesAndComesBack() async {
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        defer { Log.setSink(nil) }
        let rows = (0..<3).map { _ -> UIView in
            let row = UIView()
            row.heightAnchor.constraint(equalToConstant: 40).isActive = true
            return row
        }
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: window.topAnchor),
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.widthAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(rows[2].frame.minY, 100)
        rows[1].isHidden = true
        window.layoutIfNeeded()
        XCTAssertEqual(rows[1].frame.height, 0, "the stack's height 0 displaces the row's own 40")
        XCTAssertEqual(rows[2].frame.minY, 50)
        XCTAssertEqual(lines.all.filter { $0.contains("Unable to simultaneously satisfy") }.count, 1)
        rows[1].isHidden = false
        window.layoutIfNeeded()
        XCTAssertEqual(rows[1].frame.height, 40, "its height is back")
        XCTAssertEqual(rows[2].frame.minY, 100)
    }
}
