import TestSupport
import UIKit
import XCTest

/// Auto Layout paths a second read found wrong, each with the case that showed it.
final class LayoutReviewTests: UIKitTestCase {
    private func constrained(_ view: UIView = UIView(), in parent: UIView) -> UIView {
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    func testAMultipliedPositionIsMeasuredInTheHoldersCoordinates() async {
        let container = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 100))
        window.addSubview(container)
        let marker = constrained(in: container)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: marker, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX,
                multiplier: 0.5, constant: 0),
            NSLayoutConstraint(
                item: marker, attribute: .bottom, relatedBy: .equal, toItem: container, attribute: .bottom,
                multiplier: 0.8, constant: 0),
            marker.widthAnchor.constraint(equalToConstant: 20), marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        // In the container's coordinates: centre x 0.5 × 100 = 50, bottom 0.8 × 100 = 80.
        XCTAssertEqual(marker.frame, CGRect(x: 40, y: 70, width: 20, height: 10))
    }

    func testAPositionAtAConstantIsRefused() async {
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        defer { Log.setSink(nil) }
        let view = constrained(in: window)
        NSLayoutConstraint(
            item: view, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: 30
        ).isActive = true
        window.layoutIfNeeded()
        XCTAssertEqual(lines.all.filter { $0.contains("which iOS refuses") }.count, 1)
    }

    func testAConstantChangedInViewWillLayoutSubviewsAppliesInTheSamePass() async {
        final class Screen: UIViewController {
            let box = UIView()
            var height: NSLayoutConstraint!
            var wanted: CGFloat = 20
            override func viewDidLoad() {
                super.viewDidLoad()
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                height = box.heightAnchor.constraint(equalToConstant: 20)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: view.topAnchor),
                    box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    box.widthAnchor.constraint(equalToConstant: 20), height,
                ])
            }
            override func viewWillLayoutSubviews() {
                super.viewWillLayoutSubviews()
                height.constant = wanted
            }
        }
        let screen = Screen()
        window.rootViewController = screen
        window.layoutIfNeeded()
        screen.wanted = 75
        screen.view.setNeedsLayout()
        window.layoutIfNeeded()
        XCTAssertEqual(screen.box.frame.height, 75)
    }

    func testAConstantChangedInLayoutSubviewsIsSolvedBeforeThePassEnds() async {
        final class Bar: UIView {
            let fill = UIView()
            var width: NSLayoutConstraint!
            override init(frame: CGRect) {
                super.init(frame: frame)
                fill.translatesAutoresizingMaskIntoConstraints = false
                addSubview(fill)
                width = fill.widthAnchor.constraint(equalToConstant: 0)
                NSLayoutConstraint.activate([
                    fill.leadingAnchor.constraint(equalTo: leadingAnchor),
                    fill.topAnchor.constraint(equalTo: topAnchor),
                    fill.bottomAnchor.constraint(equalTo: bottomAnchor), width,
                ])
            }
            required init?(coder: NSCoder) { nil }
            override func layoutSubviews() {
                super.layoutSubviews()
                width.constant = bounds.width * 0.3
            }
        }
        let bar = Bar(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        window.addSubview(bar)
        window.layoutIfNeeded()
        XCTAssertEqual(bar.fill.frame.width, 60)
    }

    func testAFrameTheAppSetsOnAPlacedViewIsPutBackAtTheNextLayout() async {
        let view = constrained(in: window)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            view.widthAnchor.constraint(equalToConstant: 30), view.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.layoutIfNeeded()
        view.frame = CGRect(x: 200, y: 200, width: 5, height: 5)
        window.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 10, width: 30, height: 30))
    }

    func testRearrangingAStackReusesItsSpacers() async {
        let views = (0..<4).map { _ in UIView() }
        for view in views { view.widthAnchor.constraint(equalToConstant: 20).isActive = true }
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        _ = constrained(stack, in: window)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.widthAnchor.constraint(equalToConstant: 200),
            stack.topAnchor.constraint(equalTo: window.topAnchor), stack.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        let guides = Set(stack.layoutGuides.map(ObjectIdentifier.init))
        for round in 0..<6 {
            views[1].isHidden = round % 2 == 0
            window.layoutIfNeeded()
        }
        XCTAssertEqual(stack.layoutGuides.count, 3, "one spacer between each two visible views")
        XCTAssertTrue(Set(stack.layoutGuides.map(ObjectIdentifier.init)).isSubset(of: guides), "no new guides")
        // Gaps (200 − 80) / 3 = 40.
        XCTAssertEqual(views.map(\.frame.minX), [0, 60, 120, 180])
    }

    func testNonFiniteInsetsAndFittingTargetsAreRefused() async {
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        defer { Log.setSink(nil) }
        let view = UIView()
        view.layoutMargins = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let screen = UIViewController()
        screen.additionalSafeAreaInsets = UIEdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(screen.additionalSafeAreaInsets, .zero)
        XCTAssertEqual(lines.all.filter { $0.contains("non-finite") }.count, 2)
        let card = UIView()
        let inner = constrained(in: card)
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: card.topAnchor),
            inner.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            inner.heightAnchor.constraint(equalToConstant: 44),
        ])
        let size = card.systemLayoutSizeFitting(
            CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(size, CGSize(width: 320, height: 44))
    }

    func testABaselineFollowsAFontChange() async {
        let left = UILabel(), right = UILabel()
        left.text = "Left"
        right.text = "Right"
        right.font = .systemFont(ofSize: 12)
        for label in [left, right] { _ = constrained(label, in: window) }
        NSLayoutConstraint.activate([
            left.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
            left.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.lastBaselineAnchor.constraint(equalTo: left.lastBaselineAnchor),
        ])
        window.layoutIfNeeded()
        let before = right.frame.minY
        left.font = .systemFont(ofSize: 40)
        window.layoutIfNeeded()
        let baseline = TextLayout.baselines(
            of: "Left", style: TextStyle(fontName: ".SFUI-Regular", fontSize: 40), width: nil)
        let small = TextLayout.baselines(
            of: "Right", style: TextStyle(fontName: ".SFUI-Regular", fontSize: 12), width: nil)
        XCTAssertEqual(right.frame.minY + small.first, left.frame.minY + baseline.first, accuracy: 0.5)
        XCTAssertGreaterThan(right.frame.minY, before + 10, "it moved down with the larger font's baseline")
    }

    func testAPaddedLabelSubclassKeepsItsPaddingWhenWrapping() async {
        final class PaddedLabel: UILabel {
            override var intrinsicContentSize: CGSize {
                let size = super.intrinsicContentSize
                return CGSize(width: size.width + 20, height: size.height + 16)
            }
        }
        let plain = UILabel(), padded = PaddedLabel()
        for label in [plain, padded] {
            label.numberOfLines = 0
            label.text = String(repeating: "padding ", count: 12)
            _ = constrained(label, in: window)
        }
        NSLayoutConstraint.activate([
            plain.topAnchor.constraint(equalTo: window.topAnchor),
            padded.topAnchor.constraint(equalTo: window.centerYAnchor),
            plain.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            padded.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            plain.widthAnchor.constraint(equalToConstant: 150), padded.widthAnchor.constraint(equalToConstant: 150),
        ])
        window.layoutIfNeeded()
        XCTAssertGreaterThan(plain.frame.height, 40, "several lines")
        XCTAssertEqual(padded.frame.height, plain.frame.height + 16)
    }

    func testAButtonGrowsWhenItsTitleFontChanges() async {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        _ = constrained(button, in: window)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            button.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.layoutIfNeeded()
        let before = button.frame.width
        button.titleLabel?.font = .systemFont(ofSize: 40)
        window.layoutIfNeeded()
        XCTAssertGreaterThan(button.frame.width, before * 1.8)
    }

    func testACustomGuidesFrameMatchesTheViewsPinnedToIt() async {
        let container = UIView(frame: CGRect(x: 37, y: 21, width: 200, height: 100))
        window.addSubview(container)
        let guide = UILayoutGuide()
        container.addLayoutGuide(guide)
        let view = constrained(in: container)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            guide.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 1.0 / 3),
            guide.topAnchor.constraint(equalTo: container.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 20),
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.topAnchor.constraint(equalTo: guide.topAnchor),
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, view.frame)
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 0, width: 67, height: 20), "200 / 3 rounded on the point grid")
    }

    func testRemovingAViewReleasesTheSpaceItsConstraintsHeld() async {
        let a = constrained(in: window), b = constrained(in: window)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            a.topAnchor.constraint(equalTo: window.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.topAnchor.constraint(equalTo: window.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 50), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        let fallback = b.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5)
        fallback.priority = .defaultLow
        fallback.isActive = true
        window.layoutIfNeeded()
        XCTAssertEqual(b.frame.minX, 110)
        a.removeFromSuperview()
        window.layoutIfNeeded()
        XCTAssertEqual(b.frame.minX, 5, "with a gone, the fallback places b")
    }
}

/// Regression tests for the label fixes made with Auto Layout.
final class LabelWrappingTests: UIKitTestCase {
    func testAWrappedTruncatingLabelDrawsEveryLineThatFits() async throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
        label.numberOfLines = 0
        label.lineBreakMode = .byTruncatingTail
        label.text = String(repeating: "word ", count: 20)
        let oneLine = UILabel()
        oneLine.text = "word"
        let lineHeight = oneLine.intrinsicContentSize.height
        let size = label.sizeThatFits(CGSize(width: 120, height: 10_000))
        XCTAssertGreaterThan(size.height, lineHeight * 3, "it wraps; pango's default height had kept one line")
        label.numberOfLines = 2
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 120, height: 10_000)).height, lineHeight * 2, accuracy: 1)
    }

    func testAMultiLineLabelMeasuredAtAnUnboundedWidthDoesNotTrap() async {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Unbounded"
        let size = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        XCTAssertEqual(size, label.intrinsicContentSize)
        XCTAssertGreaterThan(size.width, 0)
    }
}
