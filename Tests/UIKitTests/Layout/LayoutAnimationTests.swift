import TestSupport
import UIKit
import XCTest

/// Constraint changes followed by `layoutIfNeeded()` inside animation blocks animate the views from their frames
/// on screen to the new layout, on the manual clock.
final class LayoutAnimationTests: UIKitTestCase {
    var card: UIView!
    var height: NSLayoutConstraint!
    var below: UIView!

    override func setUp() async throws {
        try await super.setUp()
        card = UIView()
        below = UIView()
        for view in [card!, below!] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        height = card.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20), height,
            below.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 10),
            below.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 50), below.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        CATransaction.flush()
    }

    func testAConstantChangeAnimatesBetweenTheOldAndNewLayouts() async throws {
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            self.height.constant = 200
            self.window.layoutIfNeeded()
        }
        XCTAssertEqual(card.frame.height, 200, "the model holds the new layout at once")
        XCTAssertEqual(below.frame.minY, 230)
        CATransaction.flush()
        for (t, fraction) in [(100.25, 0.25), (100.5, 0.5), (100.75, 0.75)] {
            advance(to: t)
            let cardFrame = try XCTUnwrap(card.layer.presentation()?.frame)
            let belowFrame = try XCTUnwrap(below.layer.presentation()?.frame)
            XCTAssertEqual(cardFrame.height, 100 + 100 * fraction, accuracy: 1e-6)
            XCTAssertEqual(cardFrame.minY, 20, accuracy: 1e-9, "the top stays put")
            XCTAssertEqual(
                belowFrame.minY, 130 + 100 * fraction, accuracy: 1e-6,
                "the view below follows (linear is a Bézier solved to 1e-7)")
        }
        advance(to: 101.01)
        XCTAssertEqual(try XCTUnwrap(below.layer.presentation()?.frame.minY), 230, accuracy: 1e-9)
    }

    func testASpringAnimationEndsAtTheNewLayout() async throws {
        UIView.animate(
            withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
            animations: {
                self.height.constant = 40
                self.window.layoutIfNeeded()
            })
        CATransaction.flush()
        advance(to: 100.1)
        let early = try XCTUnwrap(card.layer.presentation()?.frame.height)
        XCTAssertLessThan(early, 100)
        XCTAssertGreaterThan(early, 40)
        var undershot = false
        for step in 1...80 {
            advance(to: 100 + Double(step) * 0.01)
            if try XCTUnwrap(card.layer.presentation()?.frame.height) < 40 - 1 { undershot = true }
        }
        XCTAssertTrue(undershot, "an underdamped spring goes past the new height")
        advance(to: 105)
        XCTAssertEqual(try XCTUnwrap(card.layer.presentation()?.frame.height), 40, accuracy: 1e-6)
    }

    func testAPropertyAnimatorScrubsALayoutChange() async throws {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            self.height.constant = 300
            self.window.layoutIfNeeded()
        }
        animator.fractionComplete = 0.5
        CATransaction.flush()
        XCTAssertEqual(try XCTUnwrap(card.layer.presentation()?.frame.height), 200, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(below.layer.presentation()?.frame.minY), 230, accuracy: 1e-6)
    }

    func testOutsideAnAnimationBlockTheLayoutJumps() async {
        height.constant = 10
        window.layoutIfNeeded()
        XCTAssertTrue(card.layer.animationKeys()?.isEmpty ?? true)
        XCTAssertEqual(card.frame.height, 10)
    }
}
