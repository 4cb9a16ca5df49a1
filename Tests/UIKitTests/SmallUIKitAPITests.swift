import TestSupport
import UIKit
import XCTest

/// Small pieces of UIKit that iOS animation code leans on: Dynamic Type fonts, shrinking labels, placeholder
/// attributes and identifiers.
final class SmallUIKitAPITests: UIKitTestCase {
    func testPreferredFontsHaveTheDefaultContentSizes() async {
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .title1).pointSize, 28)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .caption2).pointSize, 11)
        XCTAssertEqual(
            UIFont.preferredFont(forTextStyle: .headline).fontName,
            UIFont.systemFont(ofSize: 17, weight: .semibold).fontName)
        XCTAssertEqual(UIFont.TextStyle.body.rawValue, "UICTFontTextStyleBody")
    }

    /// The last column and the number of rows (less one) holding dark pixels of a label drawn on white.
    private func ink(_ label: UILabel) -> (end: Int, height: Int) {
        let ink = inkBounds(snapshot(label), width: Int(label.bounds.width), height: Int(label.bounds.height))
        return (ink?.x.upperBound ?? 0, (ink?.y.count ?? 1) - 1)
    }

    func testAShrinkingLabelFitsItsWidthDownToItsMinimumScale() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 240, height: 60))
        label.text = "Headline too long"
        label.font = .systemFont(ofSize: 40)
        label.textColor = .black
        label.lineBreakMode = .byClipping
        let full = label.intrinsicContentSize.width
        XCTAssertGreaterThan(full, 300)
        let clipped = ink(label)
        XCTAssertGreaterThanOrEqual(clipped.end, 238, "cut at the label's edge")
        label.adjustsFontSizeToFitWidth = true
        XCTAssertEqual(ink(label).height, clipped.height, "a minimum scale factor of 0 keeps the font size")
        label.minimumScaleFactor = 0.3
        let fitted = ink(label)
        XCTAssertLessThan(fitted.end, 239, "shrunk to end inside the label")
        XCTAssertGreaterThan(fitted.end, 220, "no more than it needs")
        XCTAssertLessThan(fitted.height, clipped.height)
        XCTAssertEqual(label.intrinsicContentSize.width, full, "measured at the full font size")
        label.minimumScaleFactor = 0.9
        let limited = ink(label)
        XCTAssertGreaterThan(limited.height, fitted.height, "no smaller than 90 %")
        XCTAssertLessThan(limited.height, clipped.height)
    }

    func testPlaceholdersAndIdentifiers() async {
        let attributes = UICollectionViewLayoutAttributes()
        XCTAssertEqual(attributes.indexPath, IndexPath(item: 0, section: 0))
        XCTAssertEqual(attributes.representedElementCategory, .cell)
        let overlay = UIView()
        overlay.restorationIdentifier = "activityOverlay"
        window.addSubview(UIView())
        window.addSubview(overlay)
        XCTAssertTrue(window.subviews.first { $0.restorationIdentifier == "activityOverlay" } === overlay)
        let controller = UIViewController()
        controller.restorationIdentifier = "detail"
        XCTAssertEqual(controller.restorationIdentifier, "detail")
    }
}
