import QuartzCore
import RenderServer
import TestSupport
import XCTest

/// CAScrollLayer (spec §10.8): scrolling by bounds origin within `scrollMode`, requests forwarded from sublayers,
/// `visibleRect`, and the scrolled content drawn in both compositors.
final class ScrollLayerTests: ManualClockTestCase {
    /// A 100 × 60 scroll layer over a strip of five 80-point cards, each with a 20-point dot.
    private func strip() -> (CAScrollLayer, [CALayer]) {
        let scroller = CAScrollLayer()
        scroller.frame = CGRect(x: 10, y: 10, width: 100, height: 60)
        scroller.masksToBounds = true
        scroller.backgroundColor = CGColor(gray: 0.9, alpha: 1)
        let hues: [(Double, Double, Double)] = [
            (1, 0.23, 0.19), (0, 0.48, 1), (0.2, 0.78, 0.35), (1, 0.58, 0), (0.69, 0.32, 0.87),
        ]
        let cards = hues.enumerated().map { index, hue in
            let card = CALayer()
            card.frame = CGRect(x: CGFloat(index) * 90, y: 5, width: 80, height: 50)
            card.backgroundColor = CGColor(srgbRed: hue.0, green: hue.1, blue: hue.2, alpha: 1)
            card.cornerRadius = 8
            let dot = CALayer()
            dot.frame = CGRect(x: 30, y: 15, width: 20, height: 20)
            dot.backgroundColor = CGColor.white
            dot.cornerRadius = 10
            card.addSublayer(dot)
            scroller.addSublayer(card)
            return card
        }
        return (scroller, cards)
    }

    func testScrollModeLimitsTheAxes() {
        let (scroller, _) = strip()
        for (mode, expected) in [
            (CAScrollLayerScrollMode.none, CGPoint.zero), (.horizontally, CGPoint(x: 40, y: 0)),
            (.vertically, CGPoint(x: 0, y: 30)), (.both, CGPoint(x: 40, y: 30)),
        ] {
            scroller.bounds.origin = .zero
            scroller.scrollMode = mode
            scroller.scroll(to: CGPoint(x: 40, y: 30))
            XCTAssertEqual(scroller.bounds.origin, expected, mode.rawValue)
        }
    }

    func testSublayersScrollTheirScrollLayerMinimally() throws {
        let (scroller, cards) = strip()
        let dot = try XCTUnwrap(cards[3].sublayers?.first)
        dot.scrollRectToVisible(dot.bounds)
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 320 - 100, y: 0), "the dot's right edge at the right edge")
        XCTAssertEqual(dot.visibleRect, dot.bounds)
        XCTAssertEqual(cards[1].visibleRect, .null, "scrolled out of view")
        XCTAssertEqual(cards[2].visibleRect, CGRect(x: 40, y: 0, width: 40, height: 50))
        cards[0].scroll(CGPoint(x: 10, y: 0))
        XCTAssertEqual(
            scroller.bounds.origin, CGPoint(x: 10, y: 5), "scroll(_:) puts the point (card at y 5) at the origin")
        let loose = CALayer()
        loose.scrollRectToVisible(CGRect(x: 0, y: 0, width: 5, height: 5))
        XCTAssertEqual(loose.visibleRect, loose.bounds, "no scroll layer above: nothing happens")
    }

    func testScrollingAnimatesImplicitlyWhenOnScreen() throws {
        let root = hostedRoot()
        let (scroller, _) = strip()
        root.addSublayer(scroller)
        CATransaction.flush()
        scroller.scroll(to: CGPoint(x: 180, y: 0))
        CATransaction.flush()
        advance(to: 100.125)
        let halfway = try XCTUnwrap(scroller.presentation()).bounds.origin.x
        XCTAssertGreaterThan(halfway, 0)
        XCTAssertLessThan(halfway, 180)
    }

    /// Unscrolled, scrolled by 130 across and by (300, 12): at 1× and 2× in both compositors.
    func testScrolledContentGolden() throws {
        var cells: [CALayer] = []
        for offset in [CGPoint.zero, CGPoint(x: 130, y: 0), CGPoint(x: 300, y: 12)] {
            let (scroller, _) = strip()
            scroller.bounds.size = CGSize(width: 76, height: 56)
            scroller.scroll(to: offset)
            cells.append(scroller)
        }
        try check(grid(cells), named: "scroll-layer")
    }
}
