import QuartzCore
import RenderServer
import TestSupport
import XCTest

/// CATransformLayer draws only its sublayers (spec §9.9), in both compositors.
final class TransformLayerTests: ManualClockTestCase {
    /// A transform layer given every property of its own that could draw, over white, holding a red and a blue
    /// square that overlap in 30…40.
    private func scene() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
        root.anchorPoint = .zero
        root.backgroundColor = CGColor.white
        let space = CATransformLayer()
        space.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
        space.backgroundColor = CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1)
        space.borderWidth = 4
        space.shadowOpacity = 1
        space.masksToBounds = true
        space.opacity = 0.5
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        mask.backgroundColor = CGColor.black
        space.mask = mask
        for (i, color) in [
            CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1), CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1),
        ]
        .enumerated() {
            let square = CALayer()
            square.frame = CGRect(x: 10 + CGFloat(i) * 20, y: 10, width: 30, height: 30)
            square.backgroundColor = color
            space.addSublayer(square)
        }
        let spill = CALayer()
        spill.frame = CGRect(x: 50, y: 50, width: 20, height: 20)
        spill.backgroundColor = CGColor.black
        space.addSublayer(spill)
        root.addSublayer(space)
        return root
    }

    func testOnlySublayersDrawWithOpacityAppliedToEach() throws {
        let root = scene()
        CATransaction.flush()
        let presented = try XCTUnwrap(root.makeRenderTree()).presented(at: CACurrentMediaTime())
        for (name, render) in [
            ("reference", { try ReferenceCompositor().render(presented, into: $0, scale: 1) }),
            ("fast", { try CPUCompositor().render(presented, into: $0, scale: 1) }),
        ] as [(String, (PixelBuffer) throws -> Void)] {
            let buffer = try XCTUnwrap(PixelBuffer(width: 80, height: 80))
            try render(buffer)
            let at = { (x: Int, y: Int) in Pixel(buffer[x, y]) }
            XCTAssertEqual(at(12, 12), .white, "\(name): no background, border or mask clip of its own")
            XCTAssertLessThanOrEqual(
                at(25, 25).distance(to: Pixel(a: 255, r: 255, g: 128, b: 128)), 2, "\(name): red at half")
            XCTAssertLessThanOrEqual(
                at(45, 25).distance(to: Pixel(a: 255, r: 128, g: 64, b: 191)), 3, "\(name): overlap")
            XCTAssertLessThanOrEqual(
                at(75, 75).distance(to: Pixel(a: 255, r: 128, g: 128, b: 128)), 2, "\(name): no clip")
        }
    }
}
