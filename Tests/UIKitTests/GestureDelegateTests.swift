import TestSupport
import UIKit
import XCTest

/// A delegate as view controllers write one: each answer set per test.
private final class GestureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var together = false
    var receives = true
    var asked: [String] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append("begin")
        return shouldBegin
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { together }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        receives
    }
}

final class GestureDelegateTests: UIKitTestCase {
    /// A parent and a child view, each with a pan recognizer counting the states it reports.
    private func nestedPans() -> (outer: UIPanGestureRecognizer, inner: UIPanGestureRecognizer, log: () -> [String]) {
        let outerView = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let innerView = UIView(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        window.addSubview(outerView)
        outerView.addSubview(innerView)
        var log: [String] = []
        let outer = UIPanGestureRecognizer { log.append("outer \($0.state.rawValue)") }
        let inner = UIPanGestureRecognizer { log.append("inner \($0.state.rawValue)") }
        outerView.addGestureRecognizer(outer)
        innerView.addGestureRecognizer(inner)
        return (outer, inner, { log })
    }

    private func drag() {
        input.press(at: CGPoint(x: 100, y: 100), time: 100)
        input.move(to: CGPoint(x: 130, y: 100), time: 100.02)
        input.move(to: CGPoint(x: 160, y: 100), time: 100.04)
        input.release(at: CGPoint(x: 160, y: 100), time: 100.05)
    }

    func testOneRecognizerTakesATouchByDefault() async {
        let pans = nestedPans()
        drag()
        XCTAssertEqual(pans.log(), ["inner 1", "inner 2", "inner 3"], "the innermost begins; the outer fails")
    }

    func testADelegateLetsTwoRecognizeTogether() async {
        let pans = nestedPans()
        let delegate = GestureDelegate()
        delegate.together = true
        pans.outer.delegate = delegate
        drag()
        XCTAssertEqual(pans.log(), ["inner 1", "outer 1", "inner 2", "outer 2", "inner 3", "outer 3"])
    }

    func testADelegateThatDeclinesTheBeginLeavesTheTouchToTheOther() async {
        let pans = nestedPans()
        let delegate = GestureDelegate()
        delegate.shouldBegin = false
        pans.inner.delegate = delegate
        drag()
        XCTAssertEqual(pans.log(), ["outer 1", "outer 2", "outer 3"])
        XCTAssertEqual(delegate.asked, ["begin"], "asked once, as the gesture would begin")
    }

    func testARecognizerWhoseDelegateRefusesTheTouchNeverSeesIt() async {
        let pans = nestedPans()
        let delegate = GestureDelegate()
        delegate.receives = false
        pans.inner.delegate = delegate
        drag()
        XCTAssertEqual(pans.log(), ["outer 1", "outer 2", "outer 3"])
        XCTAssertEqual(delegate.asked, [], "a refused touch is not a gesture that could begin")
    }

    func testAPanThatBeginsMakesATapOfTheSameTouchFail() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(view)
        var log: [String] = []
        view.addGestureRecognizer(UITapGestureRecognizer { _ in log.append("tap") })
        view.addGestureRecognizer(UIPanGestureRecognizer { log.append("pan \($0.state.rawValue)") })
        input.press(at: CGPoint(x: 100, y: 100), time: 100)
        input.move(to: CGPoint(x: 108, y: 100), time: 100.02)
        input.move(to: CGPoint(x: 100, y: 100), time: 100.04)
        input.release(at: CGPoint(x: 100, y: 100), time: 100.05)
        XCTAssertEqual(log, ["tap"], "no pan: the touch moved less than 10 points")
        log = []
        // Ten points: far enough for the pan to begin, near enough for a tap.
        input.press(at: CGPoint(x: 100, y: 100), time: 101)
        input.move(to: CGPoint(x: 110, y: 100), time: 101.02)
        input.release(at: CGPoint(x: 110, y: 100), time: 101.05)
        XCTAssertEqual(log, ["pan 1", "pan 3"], "the pan began, so the tap failed")
    }

    func testADragAcrossAnInnerScrollViewsAxisScrollsTheOuterOne() async {
        let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        outer.contentSize = CGSize(width: 400, height: 2000)
        let carousel = UIScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 150))
        carousel.contentSize = CGSize(width: 2000, height: 150)
        window.addSubview(outer)
        outer.addSubview(carousel)
        CATransaction.flush()
        /// Six frames of a drag by `step` a frame, then the content left to come to rest.
        func drag(by step: CGPoint) {
            var point = CGPoint(x: 200, y: 200)
            input.press(at: point, time: now)
            for _ in 1...6 {
                play(1.0 / 60)
                point = CGPoint(x: point.x + step.x, y: point.y + step.y)
                input.move(to: point, time: now)
            }
            input.release(at: point, time: now)
            play(10)
        }
        drag(by: CGPoint(x: 0, y: -10))
        XCTAssertGreaterThan(outer.contentOffset.y, 0, "a vertical drag on the carousel scrolls the page")
        XCTAssertEqual(carousel.contentOffset, .zero)
        outer.setContentOffset(.zero, animated: false)
        drag(by: CGPoint(x: -10, y: 0))
        XCTAssertGreaterThan(carousel.contentOffset.x, 0, "a horizontal drag scrolls the carousel")
        XCTAssertEqual(outer.contentOffset.y, 0)
    }

    func testAnAppsTapOverATableFiresAndTheRowIsSelected() async {
        final class Rows: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let table = UITableView(frame: container.bounds, style: .plain)
        let rows = Rows()
        table.dataSource = rows
        container.addSubview(table)
        window.addSubview(container)
        var dismissals = 0
        let dismiss = UITapGestureRecognizer { _ in dismissals += 1 }
        dismiss.cancelsTouchesInView = false
        container.addGestureRecognizer(dismiss)
        table.layoutIfNeeded()
        CATransaction.flush()
        tap(CGPoint(x: 100, y: 20))
        XCTAssertEqual(dismissals, 1)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
    }

    func testASingleAndADoubleTapOnOneViewBothFire() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(view)
        var log: [String] = []
        view.addGestureRecognizer(UITapGestureRecognizer { _ in log.append("single") })
        let double = UITapGestureRecognizer { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        tap(CGPoint(x: 50, y: 50), at: 100)
        tap(CGPoint(x: 50, y: 50), at: 100.2)
        XCTAssertEqual(log.sorted(), ["double", "single", "single"], "without require(toFail:) nothing orders them")
    }

    func testAViewThatDeclinesTheBeginLeavesTheTouchToItsSuperviews() async {
        let pans = nestedPans()
        let picky = HorizontalOnlyView(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        pans.inner.view?.removeFromSuperview()
        window.subviews.first?.addSubview(picky)
        picky.addGestureRecognizer(pans.inner)
        drag()
        XCTAssertEqual(pans.log(), ["inner 1", "inner 2", "inner 3"], "a horizontal drag: the view lets its pan begin")
        picky.declined = 0
        input.press(at: CGPoint(x: 100, y: 100), time: 101)
        input.move(to: CGPoint(x: 100, y: 140), time: 101.02)
        input.release(at: CGPoint(x: 100, y: 160), time: 101.05)
        XCTAssertEqual(picky.declined, 1, "asked once, as the pan would begin")
        XCTAssertEqual(Array(pans.log().dropFirst(3)), ["outer 1", "outer 3"], "a vertical drag goes to the outer pan")
    }
}

/// A view whose own pans begin only for horizontal drags, as card views written for iOS override it.
private final class HorizontalOnlyView: UIView {
    var declined = 0

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let translation = pan.translation(in: self)
        if abs(translation.x) > abs(translation.y) { return true }
        declined += 1
        return false
    }
}
