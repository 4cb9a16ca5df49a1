import TestSupport
import UIKit
import XCTest

/// The activity indicator and pull to refresh on the manual clock.
final class RefreshAndSpinnerTests: UIKitTestCase {
    private var time = 100.0

    private func run(_ seconds: Double) {
        for _ in 0..<Int((seconds * 60).rounded()) {
            time += 1.0 / 60
            advance(to: time)
            DisplayLinks.refresh(timestamp: time, period: 1.0 / 60)
            CATransaction.flush()
        }
    }

    func testASpinnerTurnsASpokeEveryEighthOfASecondAndHidesWhenStopped() async throws {
        let spinner = UIActivityIndicatorView(style: .large)
        XCTAssertEqual(spinner.intrinsicContentSize, CGSize(width: 37, height: 37))
        XCTAssertEqual(UIActivityIndicatorView(style: .medium).intrinsicContentSize, CGSize(width: 20, height: 20))
        window.addSubview(spinner)
        XCTAssertTrue(spinner.isHidden, "hidden until it animates")
        spinner.startAnimating()
        XCTAssertTrue(spinner.isAnimating)
        XCTAssertFalse(spinner.isHidden)
        CATransaction.flush()
        advance(to: 100.3)
        let spokes = try XCTUnwrap(spinner.layer.sublayers?.first)
        let transform = try XCTUnwrap(spokes.presentation()).transform
        XCTAssertEqual(
            atan2(Double(transform.m12), Double(transform.m11)), .pi / 2, accuracy: 1e-9, "two spokes on at 0.3 s")
        advance(to: 100.9)
        let later = try XCTUnwrap(spokes.presentation()).transform
        XCTAssertEqual(atan2(Double(later.m12), Double(later.m11)), -.pi / 4, accuracy: 1e-9, "the eighth spoke (7π/4)")
        spinner.stopAnimating()
        XCTAssertTrue(spinner.isHidden)
        XCTAssertNil(spokes.animationKeys())
    }

    func testPullingFarEnoughRefreshesAndHoldsTheContentUntilItEnds() async throws {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        let refresh = UIRefreshControl()
        var refreshes = 0
        refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        scrollView.refreshControl = refresh
        window.addSubview(scrollView)
        CATransaction.flush()
        // 270 points down shows as 85 past the top, beyond the 80 that starts a refresh.
        input.press(at: CGPoint(x: 100, y: 10), time: time)
        for step in 1...9 {
            time += 1.0 / 60
            advance(to: time)
            input.move(to: CGPoint(x: 100, y: 10 + CGFloat(step) * 30), time: time)
        }
        time += 0.2
        input.move(to: CGPoint(x: 100, y: 280), time: time)
        XCTAssertEqual(Double(scrollView.contentOffset.y), -(1 - 1 / (270 * 0.55 / 200 + 1)) * 200, accuracy: 1e-9)
        XCTAssertEqual(refresh.alpha, 1, "fully shown past the trigger")
        input.release(at: CGPoint(x: 100, y: 280), time: time)
        XCTAssertEqual(refreshes, 1)
        XCTAssertTrue(refresh.isRefreshing)
        XCTAssertTrue(refresh.subviews.contains { ($0 as? UIActivityIndicatorView)?.isAnimating == true })
        run(1)
        XCTAssertEqual(scrollView.contentOffset.y, -60, "held below the spinner")
        refresh.endRefreshing()
        run(0.5)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertFalse(refresh.isRefreshing)
        XCTAssertEqual(scrollView.contentInset.top, 0)
        XCTAssertFalse(DisplayLinks.isActive)
    }

    func testAShortPullDoesNotRefresh() async {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        let refresh = UIRefreshControl()
        scrollView.refreshControl = refresh
        window.addSubview(scrollView)
        input.press(at: CGPoint(x: 100, y: 10), time: time)
        input.move(to: CGPoint(x: 100, y: 100), time: time + 0.1)
        input.move(to: CGPoint(x: 100, y: 100), time: time + 0.4)
        input.release(at: CGPoint(x: 100, y: 100), time: time + 0.4)
        XCTAssertFalse(refresh.isRefreshing)
        time += 0.4
        run(1)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }
}
