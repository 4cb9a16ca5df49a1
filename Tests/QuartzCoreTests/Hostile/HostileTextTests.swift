import QuartzCore
import RenderServer
import TestSupport
import XCTest

/// Wrapped text of hundreds of kilobytes draws what its layer can show: the same pixels as its first few
/// thousand characters, without laying out the rest.
@MainActor
final class HostileTextTests: XCTestCase {
    override func setUp() async throws {
        Fonts.pin()
    }

    private func render(_ string: String) -> CGImage? {
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.fontSize = 12
        layer.isWrapped = true
        layer.foregroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        layer.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        layer.string = string
        let context = CGContext.testContext(width: 100, height: 100)
        layer.render(in: context)
        return context.makeImage()
    }

    func testAHugeWrappedStringDrawsLikeItsVisibleStart() async throws {
        let words = "lorem ipsum dolor sit amet, consectetur adipiscing elit; "
        let huge = String(repeating: words, count: 4_000)
        XCTAssertGreaterThan(huge.utf8.count, 200_000)
        let start = String(huge.prefix(3_000))
        let all = try XCTUnwrap(render(huge))
        let visible = try XCTUnwrap(render(start))
        let difference = Golden.compare(all, visible, maxChannelDelta: 0)
        XCTAssertEqual(difference.differing, 0)
        let inked = (0..<100).contains { y in all.pixel(x: 50, y: y).r < 128 }
        XCTAssertTrue(inked || (0..<100).contains { x in all.pixel(x: x, y: 90).r < 128 }, "text reaches the bottom")
    }
}
