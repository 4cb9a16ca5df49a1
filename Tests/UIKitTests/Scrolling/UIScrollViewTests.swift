import TestSupport
import UIKit
import XCTest

/// Records a scroll view delegate's calls in order (consecutive scrolls as one).
private final class RecordingScrollDelegate: UIScrollViewDelegate {
    var events: [String] = []
    var retarget: CGPoint?

    private func note(_ event: String) {
        if event == "scroll", events.last == "scroll" { return }
        events.append(event)
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { note("scroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { note("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        note("willEndDragging")
        if let retarget { targetContentOffset.pointee = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        note("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { note("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { note("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { note("didEndScrollingAnimation") }
}

/// Scroll physics on the manual clock against the formulas in `Docs/Scrolling.md`: a 200 × 200 scroll view at the
/// window's corner over content 2 000 points tall.
final class UIScrollViewTests: UIKitTestCase {
    private var scrollView: UIScrollView!
    private var time = 100.0

    override func setUp() async throws {
        try await super.setUp()
        scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scrollView.contentSize = CGSize(width: 200, height: 2000)
        window.addSubview(scrollView)
        CATransaction.flush()
    }

    override func tearDown() async throws {
        // Settle anything still moving so that no display link outlives the test.
        run(5)
        try await super.tearDown()
    }

    /// Display-link frames of 1/60 s for `seconds`.
    private func run(_ seconds: Double) {
        for _ in 0..<Int((seconds * 60).rounded()) {
            time += 1.0 / 60
            advance(to: time)
            DisplayLinks.refresh(timestamp: time, period: 1.0 / 60)
            CATransaction.flush()
        }
    }

    /// A drag from `from` by `step` points a frame for `frames` frames, released where it ends; with
    /// `pause`, the pointer rests a fifth of a second first, so that it lifts with no velocity.
    private func drag(from: CGPoint, step: CGPoint, frames: Int, pause: Bool = false) {
        input.press(at: from, time: time)
        var point = from
        for _ in 0..<frames {
            time += 1.0 / 60
            advance(to: time)
            point = CGPoint(x: point.x + step.x, y: point.y + step.y)
            input.move(to: point, time: time)
        }
        if pause {
            time += 0.2
            advance(to: time)
            input.move(to: point, time: time)
        }
        input.release(at: point, time: time)
        CATransaction.flush()
    }

    func testMomentumDecaysByTheRateEveryMillisecond() async throws {
        // The finger moves up 10 points a frame, 600 points per second; the content follows, then keeps going.
        drag(from: CGPoint(x: 100, y: 180), step: CGPoint(x: 0, y: -10), frames: 12)
        let released = scrollView.contentOffset.y
        XCTAssertEqual(released, 120, "the drag moved the content as far as the finger")
        XCTAssertTrue(scrollView.isDecelerating)
        let distance: Double = 600.0 / 1000 * 0.998 / (1 - 0.998)
        let began = time
        run(0.5)
        let expected: Double = 120 + distance * (1 - pow(0.998, 1000 * (time - began)))
        XCTAssertEqual(Double(scrollView.contentOffset.y), expected, accuracy: 1e-6)
        run(8)
        XCTAssertEqual(Double(scrollView.contentOffset.y), 120 + distance, accuracy: 1e-9, "it rests at the projection")
        XCTAssertFalse(scrollView.isDecelerating)
        XCTAssertFalse(scrollView.isDragging)
        XCTAssertFalse(DisplayLinks.isActive, "the link ends with the motion")
    }

    func testDraggingPastTheTopStretchesLikeARubberBandAndBouncesBack() async throws {
        drag(from: CGPoint(x: 100, y: 20), step: CGPoint(x: 0, y: 10), frames: 10, pause: true)
        // 100 points past the edge of a 200-point view: (1 − 1/(100·0.55/200 + 1))·200.
        let stretched: Double = (1 - 1 / (100 * 0.55 / 200 + 1)) * 200
        XCTAssertEqual(Double(scrollView.contentOffset.y), -stretched, accuracy: 1e-9)
        let began = time
        run(0.1)
        let t: Double = time - began
        let returning: Double = -stretched * (1 + 12 * t) * exp(-12 * t)
        XCTAssertEqual(Double(scrollView.contentOffset.y), returning, accuracy: 1e-9)
        run(1)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }

    func testWithoutBouncesADragStopsAtTheEdge() async {
        scrollView.bounces = false
        drag(from: CGPoint(x: 100, y: 20), step: CGPoint(x: 0, y: 10), frames: 10, pause: true)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }

    func testPagingRestsOnTheNearestPageAtMostOneAway() async {
        scrollView.contentSize = CGSize(width: 1000, height: 200)
        scrollView.isPagingEnabled = true
        drag(from: CGPoint(x: 190, y: 100), step: CGPoint(x: -12, y: 0), frames: 10, pause: true)
        XCTAssertEqual(scrollView.contentOffset.x, 120)
        run(3)
        XCTAssertEqual(scrollView.contentOffset.x, 200, "past half a page: the next page")
        drag(from: CGPoint(x: 190, y: 100), step: CGPoint(x: -30, y: 0), frames: 6)
        run(3)
        XCTAssertEqual(scrollView.contentOffset.x, 400, "a fast flick moves one page, not as far as it would go")
    }

    func testTheDelegateHearsADragAndItsDecelerationInOrder() async {
        let delegate = RecordingScrollDelegate()
        scrollView.delegate = delegate
        drag(from: CGPoint(x: 100, y: 180), step: CGPoint(x: 0, y: -10), frames: 12)
        run(8)
        XCTAssertEqual(
            delegate.events,
            [
                "willBeginDragging", "scroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                "scroll", "didEndDecelerating",
            ])
    }

    func testTheDelegateCanRetargetWhereTheContentComesToRest() async {
        let delegate = RecordingScrollDelegate()
        delegate.retarget = CGPoint(x: 0, y: 250)
        scrollView.delegate = delegate
        drag(from: CGPoint(x: 100, y: 180), step: CGPoint(x: 0, y: -10), frames: 12)
        run(8)
        XCTAssertEqual(scrollView.contentOffset.y, 250)
    }

    func testAnAnimatedOffsetEasesInAndOutOverAThirdOfASecond() async {
        let delegate = RecordingScrollDelegate()
        scrollView.delegate = delegate
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        XCTAssertEqual(scrollView.contentOffset.y, 0, "nothing moves before the first frame")
        run(0.15)
        XCTAssertEqual(Double(scrollView.contentOffset.y), 150, accuracy: 1e-3, "ease-in-out is symmetric")
        run(0.2)
        XCTAssertEqual(scrollView.contentOffset.y, 300)
        XCTAssertEqual(delegate.events, ["scroll", "didEndScrollingAnimation"])
    }

    func testOffsetsStayWithinTheContentAndItsInsets() async {
        scrollView.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 10, right: 0)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1900, width: 10, height: 100), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 1800)
        input.wheel(by: CGPoint(x: 0, y: 400), at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(scrollView.contentOffset.y, 1810, "the wheel stops at the bottom inset")
        input.wheel(by: CGPoint(x: 0, y: -5000), at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(scrollView.contentOffset.y, -30, "and at the top inset")
        XCTAssertEqual(scrollView.adjustedContentInset, scrollView.contentInset, "no safe area on a desktop window")
    }

    func testTheIndicatorShowsWhileScrollingAndFadesAfter() async throws {
        drag(from: CGPoint(x: 100, y: 180), step: CGPoint(x: 0, y: -10), frames: 6, pause: true)
        let indicator = try XCTUnwrap(scrollView.subviews.last)
        XCTAssertEqual(indicator.alpha, 0, "the fade is set when the drag ends")
        XCTAssertEqual(Double(try XCTUnwrap(indicator.layer.presentation()).opacity), 1, accuracy: 1e-6)
        // 3 points wide, 3 in from the right; 194 × 200 / 2 000 long but 36 at least, 60 / 1 800 of the way down
        // its track of 194.
        XCTAssertEqual(indicator.frame.width, 3)
        XCTAssertEqual(indicator.frame.maxX, scrollView.bounds.maxX - 3)
        XCTAssertEqual(indicator.frame.height, 36)
        let top: Double = 60 + 3 + 60.0 / 1800 * (194 - 36)
        XCTAssertEqual(Double(indicator.frame.minY), top, accuracy: 1e-9)
        run(1)
        XCTAssertEqual(Double(try XCTUnwrap(indicator.layer.presentation()).opacity), 0, accuracy: 1e-6)
    }

    func testIndicatorInsetsShortenAndMoveTheTrack() async throws {
        scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 40, left: 0, bottom: 20, right: 6)
        XCTAssertEqual(scrollView.horizontalScrollIndicatorInsets.top, 40, "the old property sets both")
        drag(from: CGPoint(x: 100, y: 180), step: CGPoint(x: 0, y: -10), frames: 6, pause: true)
        let indicator = try XCTUnwrap(scrollView.subviews.last)
        XCTAssertEqual(indicator.frame.maxX, scrollView.bounds.maxX - 3 - 6)
        // Its track: 194 less 60 of insets, from 3 + 40 below the top.
        let top: Double = 60 + 3 + 40 + 60.0 / 1800 * (134 - 36)
        XCTAssertEqual(Double(indicator.frame.minY), top, accuracy: 1e-9)
    }

    func testADirectionallyLockedDragKeepsToTheAxisItStartedAlong() async {
        scrollView.contentSize = CGSize(width: 2000, height: 2000)
        drag(from: CGPoint(x: 150, y: 150), step: CGPoint(x: -6, y: -2), frames: 8, pause: true)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 48, y: 16), "unlocked, a drag moves both ways")
        scrollView.contentOffset = .zero
        scrollView.isDirectionalLockEnabled = true
        drag(from: CGPoint(x: 150, y: 150), step: CGPoint(x: -6, y: -2), frames: 8, pause: true)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 48, y: 0), "mostly sideways: locked to the x axis")
        scrollView.contentOffset = .zero
        drag(from: CGPoint(x: 150, y: 150), step: CGPoint(x: -5, y: -4), frames: 8, pause: true)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 40, y: 32), "a diagonal start moves freely")
    }

    func testATouchOnMovingContentStopsItAndPressesNothing() async throws {
        var pressed = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 2000)
        button.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
        scrollView.addSubview(button)
        drag(from: CGPoint(x: 100, y: 180), step: CGPoint(x: 0, y: -10), frames: 12)
        run(0.2)
        XCTAssertTrue(scrollView.isDecelerating)
        XCTAssertTrue(scrollView.isDragging, "still true while momentum carries the drag on, as in UIKit")
        let caught = scrollView.contentOffset.y
        tap(CGPoint(x: 100, y: 100), at: time)
        XCTAssertFalse(scrollView.isDecelerating)
        XCTAssertFalse(scrollView.isDragging)
        run(0.5)
        XCTAssertEqual(scrollView.contentOffset.y, caught, "stopped where the touch caught it")
        XCTAssertEqual(pressed, 0, "the button beneath was not pressed")
        XCTAssertFalse(DisplayLinks.isActive, "nothing left ticking")
        tap(CGPoint(x: 100, y: 100), at: time + 1)
        XCTAssertEqual(pressed, 1, "at rest, the content takes taps again")
    }

    func testAnOffsetSetInsideAnAnimationBlockAnimates() async throws {
        CATransaction.flush()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            self.scrollView.contentOffset = CGPoint(x: 0, y: 400)
        }
        CATransaction.flush()
        advance(to: 100.5)
        XCTAssertEqual(Double(try XCTUnwrap(scrollView.layer.presentation()).bounds.minY), 200, accuracy: 1e-6)
        XCTAssertEqual(scrollView.contentOffset.y, 400)
    }

    func testARateOutsideZeroToOneIsReplacedWithALogLine() async {
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        defer { Log.setSink(nil) }
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1)
        drag(from: CGPoint(x: 100, y: 180), step: CGPoint(x: 0, y: -10), frames: 12)
        run(8)
        XCTAssertFalse(scrollView.isDecelerating, "it comes to rest")
        XCTAssertFalse(DisplayLinks.isActive)
        XCTAssertEqual(lines.all.filter { $0.contains("decelerationRate") }.count, 1)
    }

    func testContentScrollsWithTheBoundsOrigin() async {
        let card = UIView(frame: CGRect(x: 0, y: 500, width: 200, height: 50))
        scrollView.addSubview(card)
        scrollView.contentOffset = CGPoint(x: 0, y: 450)
        XCTAssertEqual(card.convert(CGPoint.zero, to: window), CGPoint(x: 0, y: 50))
        XCTAssertTrue(window.hitTest(CGPoint(x: 100, y: 60), with: nil) === card)
    }
}
