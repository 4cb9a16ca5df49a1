import TestSupport
import UIKit
import XCTest

/// The visual format language, solved in the 400 × 400 window.
final class VisualFormatTests: UIKitTestCase {
    private func views(_ names: [String]) -> [String: UIView] {
        var views: [String: UIView] = [:]
        for name in names {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            views[name] = view
        }
        return views
    }

    private func activate(_ formats: [String], _ views: [String: UIView], metrics: [String: Any]? = nil) {
        for format in formats {
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: metrics, views: views))
        }
    }

    func testEdgesFixedSpacingAndSizes() async throws {
        let v = views(["a", "b"])
        activate(["H:|-10-[a(50)]-15-[b]-10-|", "V:|-20-[a(30)]", "V:|-20-[b(==a)]"], v)
        window.layoutIfNeeded()
        XCTAssertEqual(try XCTUnwrap(v["a"]).frame, CGRect(x: 10, y: 20, width: 50, height: 30))
        XCTAssertEqual(try XCTUnwrap(v["b"]).frame, CGRect(x: 75, y: 20, width: 315, height: 30))
    }

    func testStandardSpacingIsEightBetweenViewsAndTheMarginsAtTheEdges() async throws {
        let v = views(["a", "b"])
        window.layoutMargins = UIEdgeInsets(top: 5, left: 12, bottom: 7, right: 9)
        activate(
            ["H:|-[a(40)]-[b(40)]", "V:|[a(10)]", "V:[b(10)]-|", "H:[c(10)]-|"], v.merging(views(["c"])) { a, _ in a })
        window.layoutIfNeeded()
        XCTAssertEqual(try XCTUnwrap(v["a"]).frame.minX, 12, "|- is the leading margin")
        XCTAssertEqual(try XCTUnwrap(v["b"]).frame.minX, 60, "12 + 40 + 8")
        XCTAssertEqual(try XCTUnwrap(v["a"]).frame.minY, 0, "no connection: flush")
        XCTAssertEqual(try XCTUnwrap(v["b"]).frame.maxY, 393, "-| is the bottom margin: 400 − 7")
    }

    func testNegativeSpacingAndTheMarginGuideAtTheTrailingEdge() async throws {
        let v = views(["a", "b"])
        activate(["H:|-20-[a(50)]-(-10)-[b(50)]-|", "V:|[a(10)]", "V:|[b(10)]"], v)
        window.layoutIfNeeded()
        XCTAssertEqual(try XCTUnwrap(v["b"]).frame.minX, 60, "overlapping by 10")
    }

    func testMetricsRelationsAndPriorities() async throws {
        let v = views(["box"])
        activate(["H:|-pad-[box(>=wide,<=300@750)]-pad-|", "V:|[box(20)]"], v, metrics: ["pad": 50, "wide": 100.0])
        window.layoutIfNeeded()
        XCTAssertEqual(try XCTUnwrap(v["box"]).frame.width, 300, "the optional maximum holds where it can")
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:[box(<=300@750)]", options: [], metrics: nil, views: v)
        XCTAssertEqual(constraints.first?.priority, .defaultHigh)
        XCTAssertEqual(constraints.first?.relation, .lessThanOrEqual)
    }

    func testVerticalAlignmentOptions() async throws {
        let v = views(["a", "b"])
        let aligned = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-[a(20)]-[b(30)]", options: .alignAllLeading, metrics: nil, views: v)
        NSLayoutConstraint.activate(aligned)
        activate(["H:|-33-[a(10)]", "H:[b(10)]"], v)
        window.layoutIfNeeded()
        XCTAssertEqual(
            try XCTUnwrap(v["b"]).frame, CGRect(x: 33, y: 36, width: 10, height: 30), "top margin 8, a 20, spacing 8")
    }

    func testBadFormatsGiveNoConstraintsAndOneLogLineEach() async {
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        defer { Log.setSink(nil) }
        let v = views(["a"])
        let orphan = UIView()
        let bad = [
            ("H:|-[missing]-|", v as [String: Any]), ("H:|-(>=-[a]", v), ("H:[a]-8-", v),
            ("H:|[orphan]", ["orphan": orphan]),
        ]
        for (format, views) in bad {
            XCTAssertTrue(
                NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
                    .isEmpty,
                format)
        }
        XCTAssertTrue(
            NSLayoutConstraint.constraints(withVisualFormat: "H:[a]", options: .alignAllLeading, metrics: nil, views: v)
                .isEmpty, "aligning along the format's own direction")
        XCTAssertEqual(lines.all.filter { $0.contains("withVisualFormat") }.count, 5)
    }
}
