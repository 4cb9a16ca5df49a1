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

    /// The columns holding dark pixels of a label drawn on white.
    private func inkWidth(_ label: UILabel) -> Int {
        CATransaction.flush()
        let ctx = CGContext.testContext(width: Int(label.bounds.width), height: Int(label.bounds.height))
        ctx.setFillColor(CGColor.white)
        ctx.fill(CGRect(origin: .zero, size: label.bounds.size))
        ctx.translateBy(x: 0, y: label.bounds.height)
        ctx.scaleBy(x: 1, y: -1)
        label.layer.render(in: ctx)
        let columns = (0..<Int(label.bounds.width)).filter { x in
            (0..<Int(label.bounds.height)).contains { ctx.pixel(x: x, y: $0).distance(to: .white) > 100 }
        }
        return (columns.max() ?? 0) - (columns.min() ?? 0)
    }

    func testAShrinkingLabelFitsItsWidthDownToItsMinimumScale() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.text = "A headline too long"
        label.textColor = .black
        label.lineBreakMode = .byClipping
        let full = label.intrinsicContentSize.width
        XCTAssertGreaterThan(full, 130)
        label.adjustsFontSizeToFitWidth = true
        XCTAssertGreaterThan(inkWidth(label), 118, "a minimum scale factor of 0 keeps the font size")
        label.minimumScaleFactor = 0.3
        let fitted = inkWidth(label)
        XCTAssertLessThanOrEqual(fitted, 120, "shrunk to fit")
        XCTAssertGreaterThan(fitted, 100, "no more than it needs")
        XCTAssertEqual(label.intrinsicContentSize.width, full, "measured at the full font size")
        label.minimumScaleFactor = 0.5
        XCTAssertEqual(inkWidth(label), fitted, "a lower limit it does not reach changes nothing")
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
