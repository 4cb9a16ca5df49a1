import TestSupport
import UIKit
import XCTest

/// A view with a fixed content size, so that hugging and compression can be worked by hand.
private final class Swatch: UIView {
    var content = CGSize(width: 60, height: 30) {
        didSet { invalidateIntrinsicContentSize() }
    }
    override var intrinsicContentSize: CGSize { content }
}

/// Intrinsic content sizes with content hugging and compression resistance, fitting sizes, and constraint
/// updates.
final class IntrinsicSizeTests: UIKitTestCase {
    private func swatch() -> Swatch {
        let view = Swatch()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        return view
    }

    func testAViewWithOnlyAPositionTakesItsIntrinsicSize() async {
        let view = swatch()
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 7),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 5, y: 7, width: 60, height: 30))
    }

    func testInvalidatingTheIntrinsicSizeResizesAtTheNextLayout() async {
        let view = swatch()
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        view.content = CGSize(width: 90, height: 45)
        window.layoutIfNeeded()
        XCTAssertEqual(view.frame.size, CGSize(width: 90, height: 45))
    }

    func testTheLowerHuggingViewStretches() async {
        let a = swatch(), b = swatch()
        a.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        b.setContentHuggingPriority(.defaultLow, for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            a.topAnchor.constraint(equalTo: window.topAnchor), b.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 60, "hugs its content")
        XCTAssertEqual(b.frame.width, 340, "takes the rest: 400 − 60")
    }

    func testTheLowerCompressionResistanceViewShrinks() async {
        let a = swatch(), b = swatch()
        a.content = CGSize(width: 250, height: 30)
        b.content = CGSize(width: 250, height: 30)
        a.setContentCompressionResistancePriority(.required - 1, for: .horizontal)
        b.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            a.topAnchor.constraint(equalTo: window.topAnchor), b.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 250)
        XCTAssertEqual(b.frame.width, 150, "400 − 250")
    }

    func testAnImageViewsIntrinsicSizeIsItsImages() async throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 16)).image { _ in }
        let imageView = UIImageView(image: image)
        XCTAssertEqual(imageView.intrinsicContentSize, CGSize(width: 24, height: 16))
        XCTAssertEqual(
            UIImageView(frame: .zero).intrinsicContentSize,
            CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    func testALabelsIntrinsicSizeFollowsItsText() async {
        let label = UILabel()
        label.text = "Hi"
        let short = label.intrinsicContentSize
        label.text = "Hello, world"
        let long = label.intrinsicContentSize
        XCTAssertGreaterThan(long.width, short.width * 3)
        XCTAssertEqual(long.height, short.height)
        XCTAssertEqual(long, label.sizeThatFits(CGSize(width: 10_000, height: 10_000)))
    }

    func testAWrappingLabelIsMeasuredAtTheWidthItIsGiven() async {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = String(repeating: "word ", count: 40)
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        let oneLine = UILabel()
        oneLine.text = "word"
        XCTAssertEqual(label.frame.width, 360)
        let wrapped = label.sizeThatFits(CGSize(width: 360, height: 10_000)).height
        XCTAssertEqual(label.frame.height, wrapped, "the height the text needs at 360 points")
        XCTAssertGreaterThan(label.frame.height, oneLine.intrinsicContentSize.height * 3, "several lines")
    }

    func testFittingSizeOfAStackOfFixedViews() async {
        let card = UIView()
        let a = Swatch(), b = Swatch()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
        }
        NSLayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 5),
            b.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
            a.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            a.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -8),
            b.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            b.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -8),
        ])
        // Height 10 + 30 + 5 + 30 + 10 = 85; width 8 + 60 + 8 = 76 at the smallest.
        XCTAssertEqual(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 76, height: 85))
        let wide = card.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(wide, CGSize(width: 300, height: 85))
    }

    func testUpdateConstraintsRunsBeforeLayoutWhenAsked() async {
        final class Banner: UIView {
            var updates = 0
            var height: NSLayoutConstraint?
            var tall = false
            override func updateConstraints() {
                updates += 1
                if height == nil {
                    height = heightAnchor.constraint(equalToConstant: 20)
                    height?.isActive = true
                }
                height?.constant = tall ? 80 : 20
                super.updateConstraints()
            }
        }
        let banner = Banner()
        banner.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: window.topAnchor),
            banner.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            banner.widthAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(banner.updates, 1, "a new view gets one update before its first layout")
        XCTAssertEqual(banner.frame.height, 20)
        window.layoutIfNeeded()
        XCTAssertEqual(banner.updates, 1, "none when not asked")
        banner.tall = true
        banner.setNeedsUpdateConstraints()
        XCTAssertTrue(banner.needsUpdateConstraints())
        window.layoutIfNeeded()
        XCTAssertEqual(banner.updates, 2)
        XCTAssertEqual(banner.frame.height, 80)
    }

    func testAControllersUpdateViewConstraintsRunsForItsView() async {
        final class Screen: UIViewController {
            var calls = 0
            override func updateViewConstraints() {
                calls += 1
                super.updateViewConstraints()
            }
        }
        let screen = Screen()
        window.rootViewController = screen
        window.layoutIfNeeded()
        XCTAssertEqual(screen.calls, 1)
        screen.view.setNeedsUpdateConstraints()
        screen.view.layoutIfNeeded()
        XCTAssertEqual(screen.calls, 2)
    }
}
