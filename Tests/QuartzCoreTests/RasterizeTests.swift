import QuartzCore
import RenderServer
import TestSupport
import XCTest

/// `shouldRasterize` (spec §9.4 step 8): the subtree is drawn once at `rasterizationScale`, cached, and
/// composited with the layer's opacity applied to the whole.
final class RasterizeTests: ManualClockTestCase {
    private let red = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)

    /// A white 40 × 40 root holding `layer`.
    private func render(_ layer: CALayer, scale: Int, fast: Bool = true) throws -> PixelBuffer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.anchorPoint = .zero
        root.backgroundColor = CGColor.white
        root.addSublayer(layer)
        CATransaction.flush()
        let presented = try XCTUnwrap(root.makeRenderTree()).presented(at: CACurrentMediaTime())
        let buffer = try XCTUnwrap(PixelBuffer(width: 40 * scale, height: 40 * scale))
        if fast {
            try CPUCompositor().render(presented, into: buffer, scale: Double(scale))
        } else {
            try ReferenceCompositor().render(presented, into: buffer, scale: Double(scale))
        }
        return buffer
    }

    /// A 1-point black bar at x 20…21 inside a 30 × 30 layer.
    private func bar(rasterizationScale: CGFloat?) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 5, y: 5, width: 30, height: 30)
        let line = CALayer()
        line.frame = CGRect(x: 15, y: 0, width: 1, height: 30)
        line.backgroundColor = CGColor.black
        layer.addSublayer(line)
        if let rasterizationScale {
            layer.shouldRasterize = true
            layer.rasterizationScale = rasterizationScale
        }
        return layer
    }

    /// Grey levels along row 40 of a 2× render, x 36…45.
    private func row(_ buffer: PixelBuffer) -> [UInt8] {
        (36..<46).map { UInt8(truncatingIfNeeded: buffer[$0, 40] & 0xFF) }
    }

    func testBelowScreenScaleTheRasterIsSoft() throws {
        for fast in [true, false] {
            let sharp = row(try render(bar(rasterizationScale: nil), scale: 2, fast: fast))
            XCTAssertEqual(sharp.filter { $0 < 10 }.count, 2, "two black device pixels")
            XCTAssertEqual(sharp.filter { $0 >= 10 && $0 <= 245 }.count, 0)
            let soft = row(try render(bar(rasterizationScale: 1), scale: 2, fast: fast))
            XCTAssertGreaterThanOrEqual(soft.filter { $0 >= 10 && $0 <= 245 }.count, 2, "magnified: \(soft)")
            let matched = row(try render(bar(rasterizationScale: 2), scale: 2, fast: fast))
            XCTAssertEqual(matched, sharp, "at screen scale the raster is exact")
        }
    }

    func testOpacityAppliesToTheRasterAsAWhole() throws {
        func overlapping(rasterized: Bool) -> CALayer {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            layer.allowsGroupOpacity = false
            layer.opacity = 0.5
            layer.shouldRasterize = rasterized
            for x in [5.0, 15.0] {
                let square = CALayer()
                square.frame = CGRect(x: x, y: 5, width: 20, height: 20)
                square.backgroundColor = red
                layer.addSublayer(square)
            }
            return layer
        }
        let plain = try render(overlapping(rasterized: false), scale: 1)
        XCTAssertNotEqual(Pixel(plain[18, 10]), Pixel(plain[8, 10]), "distributed: the overlap is stronger")
        for fast in [true, false] {
            let raster = try render(overlapping(rasterized: true), scale: 1, fast: fast)
            XCTAssertEqual(Pixel(raster[18, 10]), Pixel(raster[8, 10]), "one raster, one opacity")
            XCTAssertLessThanOrEqual(Pixel(raster[8, 10]).distance(to: Pixel(a: 255, r: 255, g: 128, b: 128)), 1)
        }
    }

    func testTheRasterIsReusedUntilTheSubtreeChanges() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let layer = bar(rasterizationScale: 1)
        root.addSublayer(layer)
        let compositor = CPUCompositor()
        let buffer = try XCTUnwrap(PixelBuffer(width: 40, height: 40))
        func frame() throws -> Int {
            CATransaction.flush()
            let presented = try XCTUnwrap(root.makeRenderTree()).presented(at: CACurrentMediaTime())
            try compositor.render(presented, into: buffer, scale: 1)
            return compositor.stats.subtreesRasterized
        }
        XCTAssertEqual(try frame(), 1)
        layer.position = CGPoint(x: 22, y: 18)
        layer.opacity = 0.7
        layer.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        XCTAssertEqual(try frame(), 0, "placement and opacity are applied to the cached raster")
        layer.sublayers?.first?.backgroundColor = red
        XCTAssertEqual(try frame(), 1, "a sublayer changed")
        layer.rasterizationScale = 2
        XCTAssertEqual(try frame(), 1)
    }

    /// A rasterized card with a shadow, a rounded clip and text at rasterizationScale 1 and 2, and with group
    /// opacity, at 1× and 2× (the 2× golden shows the soft scale-1 raster).
    func testRasterizedGolden() throws {
        func card(_ scale: CGFloat, opacity: Float = 1) -> CALayer {
            let card = CALayer()
            card.bounds = CGRect(x: 0, y: 0, width: 56, height: 56)
            card.backgroundColor = CGColor(srgbRed: 0, green: 0.48, blue: 1, alpha: 1)
            card.cornerRadius = 12
            card.shadowOpacity = 0.5
            card.shadowRadius = 3
            card.shadowOffset = CGSize(width: 0, height: 3)
            card.opacity = opacity
            card.allowsGroupOpacity = false
            let dot = CALayer()
            dot.frame = CGRect(x: 28, y: 28, width: 36, height: 36)
            dot.cornerRadius = 18
            dot.backgroundColor = CGColor(srgbRed: 1, green: 0.58, blue: 0, alpha: 1)
            card.addSublayer(dot)
            card.shouldRasterize = true
            card.rasterizationScale = scale
            card.transform = CATransform3DMakeRotation(0.15, 0, 0, 1)
            return card
        }
        try check(grid([card(1), card(2), card(2, opacity: 0.5)]), named: "rasterize")
    }
}
