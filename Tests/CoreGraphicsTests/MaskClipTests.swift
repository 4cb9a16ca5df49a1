import CoreGraphics
import TestSupport
import XCTest

/// `clip(to:mask:)`: drawing shows in proportion to the mask inside its rect and nowhere outside it.
final class MaskClipTests: XCTestCase {
    /// A 2 × 1 mask: its left pixel `left`, its right pixel `right` (premultiplied ARGB words).
    private func mask(_ left: UInt32, _ right: UInt32) -> CGImage {
        let ctx = CGContext.testContext(width: 2, height: 1)
        ctx.buffer.row(0)[0] = left
        ctx.buffer.row(0)[1] = right
        ctx.markDirty()
        return ctx.makeImage()!
    }

    private func filledThrough(_ mask: CGImage, alpha: CGFloat = 1) -> CGContext {
        let ctx = CGContext.testContext(width: 4, height: 2)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 2, height: 2), mask: mask)
        ctx.setAlpha(alpha)
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        return ctx
    }

    func testAnOpaqueGreyMaskClipsByBrightness() {
        // White shows fully, black not at all; the mask is stretched over its 2 × 2 rect.
        let ctx = filledThrough(mask(0xFFFF_FFFF, 0xFF00_0000))
        XCTAssertEqual(ctx.pixel(x: 0, y: 0), .red)
        XCTAssertEqual(ctx.pixel(x: 0, y: 1), .red)
        XCTAssertEqual(ctx.pixel(x: 1, y: 0), .clear)
        XCTAssertEqual(ctx.pixel(x: 2, y: 0), .clear, "nothing outside the mask's rect")
    }

    func testAMaskWithTransparencyClipsByAlpha() {
        // Half-transparent black: alpha 128 of 255 shows 128 of the red.
        let ctx = filledThrough(mask(0x8000_0000, 0x0000_0000))
        XCTAssertEqual(ctx.pixel(x: 0, y: 0), Pixel(a: 128, r: 128, g: 0, b: 0))
        XCTAssertEqual(ctx.pixel(x: 1, y: 0), .clear)
    }

    func testTheMaskAndTheAlphaMultiplyAndRestoreGStateRemovesTheMask() {
        let ctx = CGContext.testContext(width: 4, height: 2)
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 0, y: 0, width: 2, height: 2), mask: mask(0xFFFF_FFFF, 0xFFFF_FFFF))
        ctx.setAlpha(0.5)
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        ctx.restoreGState()
        XCTAssertEqual(ctx.pixel(x: 0, y: 0), Pixel(a: 128, r: 0, g: 0, b: 128))
        XCTAssertEqual(ctx.pixel(x: 3, y: 0), .clear)
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 3, y: 0, width: 1, height: 2))
        XCTAssertEqual(ctx.pixel(x: 3, y: 0), .green, "the mask went with the restored state")
    }
}
