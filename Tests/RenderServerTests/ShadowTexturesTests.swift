import CoreGraphics
import TestSupport
import XCTest

@testable import RenderServer

/// Shadows are blurred once per look: cards that look alike share one blurred texture wherever they are, and a card
/// that moves keeps its shadow.
final class ShadowTexturesTests: XCTestCase {
    private func cards(radii: [Double], shift: Double) -> PresentedLayer {
        var root = LayerProperties()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 120)
        root.anchorPoint = .zero
        let children = radii.enumerated().map { index, radius -> RenderNode in
            var p = LayerProperties()
            p.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
            p.position = CGPoint(x: 30 + 45 * Double(index) + shift, y: 50 + shift / 2)
            p.cornerRadius = 6
            p.backgroundColor = CGColor.white
            p.shadowOpacity = 0.4
            p.shadowRadius = radius
            p.shadowOffset = CGSize(width: 0, height: 3)
            return RenderNode(id: UInt64(index + 1), properties: p, animations: [], sublayers: [], mask: nil)
        }
        return RenderTree(root: RenderNode(id: 0, properties: root, animations: [], sublayers: children, mask: nil))
            .presented(at: 0)
    }

    func testCardsThatLookAlikeShareOneShadow() throws {
        let fast = CPUCompositor()
        let reference = ReferenceCompositor()
        var blurred: [Int] = []
        for (frame, radii) in [[4.0, 4, 4], [4.0, 4, 4], [4.0, 4, 7], [4.0, 4, 7]].enumerated() {
            let presented = cards(radii: radii, shift: 1.5 * Double(frame))
            let a = try XCTUnwrap(PixelBuffer(width: 200, height: 120))
            let b = try XCTUnwrap(PixelBuffer(width: 200, height: 120))
            try fast.render(presented, into: a, scale: 1)
            try reference.render(presented, into: b, scale: 1)
            blurred.append(fast.stats.shadowsBlurred)
            // Under each card's shadow, below the card, the shadow is the reference's (within filtering).
            for index in 0..<3 {
                let x = Int(30 + 45 * Double(index) + 1.5 * Double(frame)), y = Int(50 + 0.75 * Double(frame)) + 17
                XCTAssertGreaterThan(Pixel(b[x, y]).a, 20, "frame \(frame): a shadow pixel")
                XCTAssertLessThanOrEqual(Pixel(a[x, y]).distance(to: Pixel(b[x, y])), 12, "frame \(frame)")
            }
        }
        XCTAssertEqual(blurred, [1, 0, 1, 0], "one blur for three alike cards, one more for a different radius")
    }
}
