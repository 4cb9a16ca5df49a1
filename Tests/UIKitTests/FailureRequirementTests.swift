import TestSupport
import UIKit
import XCTest

/// A delegate that makes one recognizer wait for another, as photo viewers pair their taps.
private final class PairingDelegate: UIGestureRecognizerDelegate {
    weak var waiting: UIGestureRecognizer?
    weak var awaited: UIGestureRecognizer?

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { gestureRecognizer === waiting && otherGestureRecognizer === awaited }
}

/// A double tap that says single taps of its view wait for it, as a subclass can.
private final class DominantDoubleTap: UITapGestureRecognizer {
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 1
    }
}

final class FailureRequirementTests: UIKitTestCase {
    private var log: [String] = []
    private let point = CGPoint(x: 100, y: 100)

    /// A view with a single and a double tap recognizer, added in the given order.
    private func taps(doubleFirst: Bool = false, double: UITapGestureRecognizer = UITapGestureRecognizer())
        -> (single: UITapGestureRecognizer, double: UITapGestureRecognizer)
    {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let single = UITapGestureRecognizer { [unowned self] _ in log.append("single") }
        double.numberOfTapsRequired = 2
        double.addHandler { [unowned self] _ in log.append("double") }
        for recognizer in doubleFirst ? [double, single] : [single, double] { view.addGestureRecognizer(recognizer) }
        return (single, double)
    }

    /// Two taps 0.15 s apart, then a second so that the next tap starts afresh.
    private func doubleTap() {
        tap(point, at: now)
        tap(point, at: now + 0.15)
        play(1)
    }

    func testASingleTapThatRequiresTheDoubleToFailFiresOnceNoSecondTapFollows() async {
        for doubleFirst in [false, true] {
            log = []
            let pair = taps(doubleFirst: doubleFirst)
            pair.single.require(toFail: pair.double)
            tap(point, at: now)
            XCTAssertEqual(log, [], "the single tap waits while a second tap may follow")
            play(0.25)
            XCTAssertEqual(log, [], "0.3 s after the release a second tap may still follow")
            play(0.25)
            XCTAssertEqual(log, ["single"], "the double tap failed, so the single tap fires")

            log = []
            doubleTap()
            XCTAssertEqual(
                log, ["double"], "a double tap fires only the double tap (double added first: \(doubleFirst))")
            pair.single.view?.removeFromSuperview()
        }
    }

    func testATapElsewhereEndsTheWaitAtOnce() async {
        let pair = taps()
        pair.single.require(toFail: pair.double)
        let other = UIView(frame: CGRect(x: 250, y: 250, width: 100, height: 100))
        window.addSubview(other)
        other.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in log.append("other") })
        tap(point, at: now)
        tap(CGPoint(x: 300, y: 300), at: now + 0.1)
        XCTAssertEqual(log, ["single", "other"], "the touch elsewhere is no second tap: the wait ends as it begins")
    }

    func testADelegateOrASubclassPairsTheTapsTheSameWay() async {
        let pair = taps()
        let delegate = PairingDelegate()
        delegate.waiting = pair.single
        delegate.awaited = pair.double
        pair.single.delegate = delegate
        tap(point, at: now)
        XCTAssertEqual(log, [])
        play(0.5)
        XCTAssertEqual(log, ["single"])
        log = []
        doubleTap()
        XCTAssertEqual(log, ["double"], "the delegate's pairing holds across the two touches")
        pair.single.view?.removeFromSuperview()

        log = []
        _ = taps(double: DominantDoubleTap())
        doubleTap()
        XCTAssertEqual(log, ["double"], "the subclass's shouldBeRequiredToFail(by:) pairs them")
    }

    func testARecognitionTakenDuringItsTouchFiresOnce() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(view)
        let swipe = UISwipeGestureRecognizer { [unowned self] _ in log.append("swipe") }
        swipe.direction = .left
        let press = UILongPressGestureRecognizer { [unowned self] _ in log.append("press") }
        view.addGestureRecognizer(swipe)
        view.addGestureRecognizer(press)
        swipe.require(toFail: press)
        input.press(at: CGPoint(x: 300, y: 200), time: now)
        // The swipe qualifies first and waits; the long press then fails on the same movement.
        input.move(to: CGPoint(x: 240, y: 200), time: now + 0.02)
        input.move(to: CGPoint(x: 200, y: 200), time: now + 0.04)
        input.move(to: CGPoint(x: 150, y: 200), time: now + 0.06)
        input.release(at: CGPoint(x: 150, y: 200), time: now + 0.08)
        XCTAssertEqual(log, ["swipe"], "recognized once, though it qualified again on later moves")
    }

    func testATapThatStopsWaitingDoesNotFailTheNextTouchsRecognizers() async {
        let pair = taps()
        pair.single.require(toFail: pair.double)
        let pan = UIPanGestureRecognizer { [unowned self] in log.append("pan \($0.state.rawValue)") }
        pair.single.view?.addGestureRecognizer(pan)
        tap(point, at: now)
        // A second press 70 points away is no second tap: the single tap fires, and the drag from there pans.
        input.press(at: CGPoint(x: 150, y: 150), time: now + 0.1)
        input.move(to: CGPoint(x: 150, y: 180), time: now + 0.12)
        input.release(at: CGPoint(x: 150, y: 180), time: now + 0.14)
        XCTAssertEqual(log, ["single", "pan 1", "pan 3"])
        play(0.5)
    }

    func testAPanThatRequiresASwipeToFailBeginsOnlyOnceTheSwipeFails() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(view)
        let pan = UIPanGestureRecognizer { [unowned self] in log.append("pan \($0.state.rawValue)") }
        let swipe = UISwipeGestureRecognizer { [unowned self] _ in log.append("swipe") }
        swipe.direction = .left
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(swipe)
        pan.require(toFail: swipe)

        input.press(at: CGPoint(x: 300, y: 200), time: now)
        input.move(to: CGPoint(x: 270, y: 205), time: now + 0.02)
        input.move(to: CGPoint(x: 220, y: 210), time: now + 0.04)
        input.release(at: CGPoint(x: 200, y: 210), time: now + 0.06)
        XCTAssertEqual(log, ["swipe"], "a quick swipe to the left fires the swipe; the pan that waited for it fails")

        log = []
        input.press(at: CGPoint(x: 300, y: 200), time: now + 1)
        input.move(to: CGPoint(x: 280, y: 200), time: now + 1.2)
        XCTAssertEqual(log, [], "the pan would begin but the swipe is still deciding")
        input.move(to: CGPoint(x: 270, y: 200), time: now + 1.6)
        input.move(to: CGPoint(x: 200, y: 200), time: now + 1.7)
        input.release(at: CGPoint(x: 200, y: 200), time: now + 1.8)
        XCTAssertEqual(
            log, ["pan 1", "pan 2", "pan 3"], "the slow drag failed the swipe after half a second; the pan then ran")
    }

    func testASwipeKeepsToItsDirectionsAndReportsWhereItBegan() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(view)
        var began: [CGPoint] = []
        let swipe = UISwipeGestureRecognizer { [unowned self] in
            log.append("swipe")
            began.append($0.location(in: view))
        }
        swipe.direction = [.left, .up]
        view.addGestureRecognizer(swipe)
        func fling(by delta: CGPoint, at time: Double) {
            let start = CGPoint(x: 200, y: 200)
            input.press(at: start, time: time)
            input.move(to: CGPoint(x: start.x + delta.x / 2, y: start.y + delta.y / 2), time: time + 0.05)
            input.release(at: CGPoint(x: start.x + delta.x, y: start.y + delta.y), time: time + 0.1)
        }
        fling(by: CGPoint(x: 120, y: 0), at: now)
        XCTAssertEqual(log, [], "a swipe to the right is not permitted")
        fling(by: CGPoint(x: 0, y: -60), at: now + 1)
        XCTAssertEqual(log, ["swipe"], "up is")
        XCTAssertEqual(began, [CGPoint(x: 200, y: 200)], "location(in:) is where the swipe began")
        fling(by: CGPoint(x: -60, y: -40), at: now + 2)
        XCTAssertEqual(log, ["swipe"], "60 points left but 34° off the direction is too imprecise for a short swipe")
        fling(by: CGPoint(x: -120, y: -60), at: now + 3)
        XCTAssertEqual(log, ["swipe", "swipe"], "a long swipe may stray 27°")
        swipe.numberOfTouchesRequired = 2
        fling(by: CGPoint(x: -120, y: 0), at: now + 4)
        XCTAssertEqual(log.count, 2, "one pointer never makes a two-finger swipe")
    }
}
