import RenderServer
import TestSupport
import UIKit
import XCTest

/// UIKit's attribute keys and values reach CATextLayer as runs over the string's UTF-8 bytes.
final class AttributedStringTests: UIKitTestCase {
    func testUIKitAttributesBecomeRuns() async throws {
        let text = NSMutableAttributedString(string: "né bold")
        text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 20), range: NSRange(location: 3, length: 4))
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 2))
        text.addAttribute(
            .underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 3, length: 4))
        let layer = CATextLayer()
        layer.string = text
        XCTAssertEqual((layer.string as? NSAttributedString)?.string, "né bold", "string returns what was set")
        let runs = layer.modelValues.text.runs
        XCTAssertEqual(runs.count, 2)
        XCTAssertEqual([runs[0].start, runs[0].end], [0, 3], "é is two UTF-8 bytes")
        XCTAssertEqual(runs[0].color, UIColor.red.cgColor.rgba)
        XCTAssertEqual([runs[1].start, runs[1].end], [4, 8])
        XCTAssertEqual(runs[1].fontSize, 20)
        XCTAssertEqual(runs[1].fontName, UIFont.boldSystemFont(ofSize: 20).fontName)
        XCTAssertTrue(runs[1].underline)
        layer.string = "plain"
        XCTAssertEqual(layer.modelValues.text.runs, [])
        XCTAssertEqual(layer.string as? String, "plain")
    }

    func testLabelAttributedTextSetsRunsAndPlainTextDropsThem() async throws {
        let label = UILabel()
        label.text = "Hello world"
        let plain = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        let styled = NSMutableAttributedString(string: "Hello world")
        styled.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 40), range: NSRange(location: 0, length: 5))
        label.attributedText = styled
        XCTAssertEqual(label.text, "Hello world")
        XCTAssertEqual(label.attributedText?.string, "Hello world")
        let big = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        XCTAssertGreaterThan(big.width, plain.width * 1.5, "a 40-point run widens the label")
        XCTAssertGreaterThan(big.height, plain.height * 1.5)
        label.text = "Hello world"
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 1000, height: 1000)), plain, "plain text drops the runs")
    }
}
