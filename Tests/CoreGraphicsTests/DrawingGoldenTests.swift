import CoreGraphics
import TestSupport
import XCTest

/// Whole drawings compared with reviewed goldens. Tolerance: channel delta 2 (cairo's rasterizer is exact, the
/// margin absorbs rounding in gradient and blur arithmetic), no pixels beyond it.
final class DrawingGoldenTests: XCTestCase {
    override class func setUp() {
        Fonts.pin()
    }

    /// A UIKit-style flipped context: origin top-left, y down, `scale` pixels per point.
    private func flippedContext(width: Int, height: Int, scale: CGFloat) -> CGContext {
        let ctx = CGContext.testContext(width: Int(CGFloat(width) * scale), height: Int(CGFloat(height) * scale))
        ctx.translateBy(x: 0, y: CGFloat(ctx.height))
        ctx.scaleBy(x: scale, y: -scale)
        return ctx
    }

    private func drawShapes(_ ctx: CGContext) {
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 120, height: 80))
        ctx.setStrokeColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        ctx.setLineWidth(6)
        ctx.setLineCap(.round)
        ctx.addArc(center: CGPoint(x: 30, y: 30), radius: 20, startAngle: -.pi / 2, endAngle: .pi, clockwise: false)
        ctx.strokePath()
        ctx.setLineDash(phase: 0, lengths: [6, 4])
        ctx.setLineCap(.butt)
        ctx.setLineWidth(2)
        ctx.setStrokeColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
        ctx.addPath(
            CGPath(
                roundedRect: CGRect(x: 62, y: 10, width: 50, height: 40), cornerWidth: 10, cornerHeight: 10,
                transform: nil))
        ctx.strokePath()
        ctx.setLineDash(phase: 0, lengths: [])
        ctx.setFillColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 0.7)
        ctx.fillEllipse(in: CGRect(x: 20, y: 50, width: 60, height: 24))
    }

    func testShapesMatchTheirGoldenAt1x() {
        let ctx = flippedContext(width: 120, height: 80, scale: 1)
        drawShapes(ctx)
        Golden.assertMatches(ctx.makeImage(), named: "shapes", maxChannelDelta: 2)
    }

    func testShapesMatchTheirGoldenAt2x() {
        let ctx = flippedContext(width: 120, height: 80, scale: 2)
        drawShapes(ctx)
        Golden.assertMatches(ctx.makeImage(), named: "shapes@2x", maxChannelDelta: 2)
    }

    func testGradientsAndShadow() {
        let ctx = flippedContext(width: 120, height: 80, scale: 1)
        let colors = [
            CGColor(red: 1, green: 0.58, blue: 0, alpha: 1), CGColor(red: 0.69, green: 0.32, blue: 0.87, alpha: 1),
        ]
        let gradient = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: [0, 1])!
        ctx.drawLinearGradient(
            gradient, start: .zero, end: CGPoint(x: 120, y: 0),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        ctx.setShadow(offset: CGSize(width: 4, height: -4), blur: 6, color: CGColor(gray: 0, alpha: 0.6))
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 30, y: 20, width: 60, height: 40))
        Golden.assertMatches(ctx.makeImage(), named: "gradient-shadow", maxChannelDelta: 2)
    }

    func testTextIsUprightInAFlippedContext() {
        let ctx = flippedContext(width: 160, height: 60, scale: 1)
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 160, height: 60))
        let style = TextStyle(
            fontName: "Helvetica", fontSize: 20, color: RGBA(red: 0, green: 0, blue: 0, alpha: 1), alignment: .center)
        ctx.drawText("Hello, Linux", in: CGRect(x: 0, y: 5, width: 160, height: 30), style: style)
        let small = TextStyle(fontSize: 11, color: RGBA(red: 0.3, green: 0.3, blue: 0.3, alpha: 1), truncation: .end)
        ctx.drawText(
            "A long line that must be truncated at the end", in: CGRect(x: 4, y: 38, width: 150, height: 16),
            style: small)
        let image = ctx.makeImage()
        Golden.assertMatches(image, named: "text-flipped", maxChannelDelta: 2)
        let inkTop = (0..<60).first { y in (0..<160).contains { image!.pixel(x: $0, y: y).r < 128 } }
        XCTAssertNotNil(inkTop)
        XCTAssertLessThan(inkTop ?? 99, 20, "the title sits at the visual top")
    }

    func testTextMeasurementGrowsWithFontSize() {
        let small = TextLayout.size(of: "Hello", style: TextStyle(fontSize: 10), width: nil)
        let large = TextLayout.size(of: "Hello", style: TextStyle(fontSize: 20), width: nil)
        XCTAssertEqual(large.width / small.width, 2, accuracy: 0.1)
        let wrapped = TextLayout.size(
            of: "one two three four five six", style: TextStyle(fontSize: 12, isWrapped: true), width: 60)
        XCTAssertGreaterThan(wrapped.height, large.height)
    }
}
