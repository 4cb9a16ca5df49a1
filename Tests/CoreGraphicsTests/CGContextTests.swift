import CoreGraphics
import TestSupport
import XCTest

final class CGContextTests: XCTestCase {
    private func context(_ width: Int = 20, _ height: Int = 20) -> CGContext {
        CGContext.testContext(width: width, height: height)
    }

    func testUnsupportedLayoutsAndSizesReturnNil() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        XCTAssertNil(
            CGContext(
                data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                bitmapInfo: CGBitmapInfo.native.rawValue))
        XCTAssertNil(
            CGContext(
                data: nil, width: 10, height: 10, bitsPerComponent: 16, bytesPerRow: 0, space: rgb,
                bitmapInfo: CGBitmapInfo.native.rawValue))
        XCTAssertNil(
            CGContext(
                data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 8, space: rgb,
                bitmapInfo: CGBitmapInfo.native.rawValue))
        XCTAssertNotNil(
            CGContext(
                data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue))
    }

    func testOriginIsBottomLeftAndRowZeroIsTheTop() {
        let ctx = context()
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 5))
        XCTAssertEqual(ctx.pixel(x: 3, y: 19), .red, "user y 0…5 is the bottom five memory rows")
        XCTAssertEqual(ctx.pixel(x: 3, y: 15), .red)
        XCTAssertEqual(ctx.pixel(x: 3, y: 14), .clear)
        XCTAssertEqual(ctx.pixel(x: 3, y: 0), .clear)
    }

    func testFilledRectCoversExactlyItsRows() {
        let ctx = context()
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 2, y: 4, width: 6, height: 3))
        let rows = (0..<20).filter { ctx.pixel(x: 4, y: $0) == .blue }
        XCTAssertEqual(rows, [13, 14, 15])
        let columns = (0..<20).filter { ctx.pixel(x: $0, y: 14) == .blue }
        XCTAssertEqual(columns, Array(2..<8))
    }

    func testDataPointerWrapsCallerMemory() {
        var memory = [UInt32](repeating: 0, count: 4 * 4)
        memory.withUnsafeMutableBytes { raw in
            let ctx = CGContext(
                data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo.native.rawValue)
            ctx?.setFillColor(gray: 1, alpha: 1)
            ctx?.fill(CGRect(x: 0, y: 3, width: 4, height: 1))
            ctx?.flush()
        }
        XCTAssertEqual(memory[0], 0xFFFF_FFFF)
        XCTAssertEqual(memory[4], 0)
    }

    func testCTMTransformsAndStateStackRestores() {
        let ctx = context()
        ctx.saveGState()
        ctx.translateBy(x: 10, y: 10)
        ctx.scaleBy(x: 2, y: 2)
        XCTAssertEqual(ctx.ctm, CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 10))
        XCTAssertEqual(ctx.convertToDeviceSpace(CGPoint(x: 1, y: 1)), CGPoint(x: 12, y: 12))
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        ctx.restoreGState()
        XCTAssertTrue(ctx.ctm.isIdentity)
        XCTAssertEqual(ctx.pixel(x: 11, y: 9), .white)
        XCTAssertEqual(ctx.pixel(x: 9, y: 9), .clear)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(ctx.pixel(x: 0, y: 19), .black, "fill colour restored to black")
    }

    func testPathPointsUseTheCTMAtTheTimeTheyWereAdded() {
        let ctx = context()
        ctx.move(to: CGPoint(x: 0, y: 0))
        ctx.translateBy(x: 5, y: 0)
        ctx.addLine(to: CGPoint(x: 0, y: 0))
        ctx.translateBy(x: -5, y: 0)
        XCTAssertEqual(ctx.currentPointOfPath, CGPoint(x: 5, y: 0))
        XCTAssertFalse(ctx.isPathEmpty)
        ctx.beginPath()
        XCTAssertTrue(ctx.isPathEmpty)
    }

    func testClipLimitsDrawingAndEvenOddLeavesAHole() {
        let ctx = context()
        ctx.clip(to: CGRect(x: 5, y: 5, width: 10, height: 10))
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(ctx.pixel(x: 4, y: 10), .clear)
        XCTAssertEqual(ctx.pixel(x: 5, y: 10), .white)
        XCTAssertEqual(ctx.boundingBoxOfClipPath, CGRect(x: 5, y: 5, width: 10, height: 10))
        let ring = context()
        ring.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
        ring.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
        ring.fillPath(using: .evenOdd)
        XCTAssertEqual(ring.pixel(x: 10, y: 10), .clear)
        XCTAssertEqual(ring.pixel(x: 2, y: 10), .black)
    }

    func testStrokeWidthAndDashes() {
        let ctx = context(40, 10)
        ctx.setStrokeColor(gray: 1, alpha: 1)
        ctx.setLineWidth(2)
        ctx.setLineDash(phase: 0, lengths: [4, 4])
        ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 40, y: 5)])
        let lit = (0..<40).map { ctx.pixel(x: $0, y: 4) == .white }
        XCTAssertEqual(
            Array(lit[0..<12]), [true, true, true, true, false, false, false, false, true, true, true, true])
        XCTAssertEqual(ctx.pixel(x: 1, y: 5), .white)
        XCTAssertEqual(ctx.pixel(x: 1, y: 3), .clear, "a 2-unit line covers rows 4 and 5 only")
    }

    func testAlphaAndBlendModes() {
        let ctx = context(4, 4)
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.setAlpha(0.5)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertEqual(Double(ctx.pixel(x: 0, y: 0).a), 128, accuracy: 1)
        ctx.setAlpha(1)
        ctx.setBlendMode(.copy)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertEqual(ctx.pixel(x: 1, y: 1), Pixel(a: 128, r: 128, g: 0, b: 0))
        ctx.setBlendMode(.clear)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        XCTAssertEqual(ctx.pixel(x: 0, y: 0), .clear)
        ctx.setBlendMode(.normal)
        ctx.clear(CGRect(x: 2, y: 0, width: 2, height: 4))
        XCTAssertEqual(ctx.pixel(x: 3, y: 0), .clear)
    }

    func testLinearGradientEndsAndOptions() {
        let gradient = CGGradient(
            colorsSpace: nil,
            colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
                as CFArray, locations: nil)!
        let ctx = context(100, 2)
        ctx.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0), options: [])
        XCTAssertEqual(ctx.pixel(x: 5, y: 0), .clear, "no drawsBeforeStartLocation")
        XCTAssertEqual(ctx.pixel(x: 95, y: 0), .clear)
        XCTAssertEqual(Double(ctx.pixel(x: 10, y: 0).r), 253, accuracy: 3)
        XCTAssertEqual(Double(ctx.pixel(x: 50, y: 0).r), 128, accuracy: 3)
        XCTAssertEqual(Double(ctx.pixel(x: 50, y: 0).b), 128, accuracy: 3)
        let extended = context(100, 2)
        extended.drawLinearGradient(
            gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0), options: [.drawsAfterEndLocation])
        XCTAssertEqual(extended.pixel(x: 5, y: 0), .clear)
        XCTAssertEqual(extended.pixel(x: 95, y: 0), .blue)
    }

    func testRadialGradientCentreAndEdge() {
        let gradient = CGGradient(colorsSpace: nil, colors: [CGColor.white, CGColor.black] as CFArray, locations: nil)!
        let ctx = context(40, 40)
        ctx.drawRadialGradient(
            gradient, startCenter: CGPoint(x: 20, y: 20), startRadius: 0, endCenter: CGPoint(x: 20, y: 20),
            endRadius: 20, options: [])
        XCTAssertGreaterThan(ctx.pixel(x: 20, y: 20).r, 240)
        XCTAssertLessThan(ctx.pixel(x: 20, y: 2).r, 40)
        XCTAssertEqual(ctx.pixel(x: 0, y: 0), .clear, "outside the end circle without drawsAfterEndLocation")
    }

    func testShadowFallsAtDeviceOffsetAndIsBlurred() {
        let ctx = context(60, 60)
        ctx.setShadow(offset: CGSize(width: 10, height: -10), blur: 0, color: CGColor(gray: 0, alpha: 1))
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 10, y: 30, width: 20, height: 20))
        XCTAssertEqual(ctx.pixel(x: 15, y: 15), .white)
        XCTAssertEqual(ctx.pixel(x: 35, y: 35), .black, "shadow moved right and down (device y is up)")
        XCTAssertEqual(ctx.pixel(x: 45, y: 45), .clear)
        let soft = context(60, 60)
        soft.setShadow(offset: .zero, blur: 8, color: CGColor(gray: 0, alpha: 1))
        soft.setFillColor(gray: 1, alpha: 1)
        soft.fill(CGRect(x: 20, y: 20, width: 20, height: 20))
        let edge = soft.pixel(x: 42, y: 30)
        XCTAssertGreaterThan(edge.a, 20)
        XCTAssertLessThan(edge.a, 200)
        XCTAssertEqual(soft.pixel(x: 2, y: 2), .clear)
    }

    func testImageDrawnUprightAndScaled() {
        let source = context(2, 2)
        source.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        source.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
        source.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        source.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        let image = source.makeImage()!
        XCTAssertEqual(image.pixel(x: 0, y: 0), .red, "memory row 0 is the top")
        let ctx = context(10, 10)
        ctx.interpolationQuality = .none
        ctx.draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(ctx.pixel(x: 5, y: 1), .red)
        XCTAssertEqual(ctx.pixel(x: 5, y: 8), .blue)
    }

    func testReplacePathWithStrokedPathFillsTheOutline() {
        let ctx = context(20, 20)
        ctx.setLineWidth(4)
        ctx.move(to: CGPoint(x: 0, y: 10))
        ctx.addLine(to: CGPoint(x: 20, y: 10))
        ctx.replacePathWithStrokedPath()
        XCTAssertEqual(ctx.boundingBoxOfPath.height, 4, accuracy: 1e-9)
        ctx.fillPath()
        XCTAssertEqual(ctx.pixel(x: 10, y: 9), .black)
        XCTAssertEqual(ctx.pixel(x: 10, y: 6), .clear)
    }

    func testUnbalancedRestoreLogsOnceAndDoesNotCrash() {
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        defer { Log.setSink(nil) }
        let ctx = context()
        ctx.restoreGState()
        ctx.restoreGState()
        XCTAssertEqual(lines.all.count, 1)
        XCTAssertTrue(lines.all.first?.contains("restoreGState") ?? false)
    }

    /// The clip's bounding box is the clip rect itself, not whole device pixels around it, at any scale.
    func testBoundingBoxOfClipPathIsExactForRectClips() throws {
        let context = try XCTUnwrap(
            CGContext(
                data: nil, width: 100, height: 100, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo.native.rawValue))
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 100, height: 100))
        context.saveGState()
        context.clip(to: CGRect(x: 10.25, y: 20.5, width: 30, height: 40))
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 10.25, y: 20.5, width: 30, height: 40))
        context.restoreGState()
        context.scaleBy(x: 1.0 / 65536, y: 1.0 / 65536)
        context.clip(to: CGRect(x: 0, y: 0, width: 2000, height: 2000))
        let box = context.boundingBoxOfClipPath
        XCTAssertEqual(box.width, 2000, accuracy: 1e-6, "a 1/65536 scale: one pixel is 65536 points")
        XCTAssertEqual(box.height, 2000, accuracy: 1e-6)
    }
}
