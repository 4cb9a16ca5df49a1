import QuartzCore
import RenderServer
import TestSupport
import XCTest

/// The Linux drawable layer: drawables sized from the layer, a bounded pool, presented pixels as contents, and a
/// handler called once per display refresh.
final class PixelDrawableLayerTests: ManualClockTestCase {
    private func layer(width: CGFloat = 40, height: CGFloat = 20) -> PixelDrawableLayer {
        let layer = PixelDrawableLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        return layer
    }

    func testDrawableSizeFollowsBoundsAndContentsScaleUnlessSet() throws {
        let drawing = layer()
        drawing.contentsScale = 2
        let first = try XCTUnwrap(drawing.nextDrawable())
        XCTAssertEqual([first.width, first.height], [80, 40])
        drawing.drawableSize = CGSize(width: 7, height: 5)
        let second = try XCTUnwrap(drawing.nextDrawable())
        XCTAssertEqual([second.width, second.height], [7, 5])
    }

    func testEmptyOrHugeSizeGivesNoDrawable() {
        XCTAssertNil(layer(width: 0).nextDrawable())
        let huge = layer()
        huge.drawableSize = CGSize(width: 100_000, height: 10)
        XCTAssertNil(huge.nextDrawable())
        huge.drawableSize = CGSize(width: CGFloat.nan, height: 10)
        XCTAssertNil(huge.nextDrawable())
    }

    func testAtMostMaximumDrawableCountAreOut() throws {
        let drawing = layer()
        drawing.maximumDrawableCount = 2
        let a = try XCTUnwrap(drawing.nextDrawable())
        do {
            let b = drawing.nextDrawable()
            XCTAssertNotNil(b)
            XCTAssertNil(drawing.nextDrawable(), "both drawables are out")
            withExtendedLifetime(b) {}
        }
        XCTAssertNotNil(drawing.nextDrawable(), "a dropped drawable returns to the pool")
        a.present()
        drawing.maximumDrawableCount = 0
        XCTAssertEqual(drawing.maximumDrawableCount, 1, "clamped to 1…3")
    }

    func testPresentedPixelsBecomeContentsAndLaterWritesDoNot() throws {
        let drawing = layer(width: 4, height: 2)
        let drawable = try XCTUnwrap(drawing.nextDrawable())
        drawable.withUnsafeMutablePixels { pixels, perRow in
            for y in 0..<2 { for x in 0..<4 { pixels[y * perRow + x] = x < 2 ? 0xFFFF_0000 : 0xFF00_00FF } }
        }
        drawable.context.setFillColor(CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1))
        drawable.context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        drawable.present()
        drawable.present()
        XCTAssertEqual(drawing.presentedCount, 1, "a second present is ignored")
        drawable.withUnsafeMutablePixels { pixels, _ in pixels[1] = 0 }
        let image = try XCTUnwrap(drawing.contents as? CGImage)
        let pixels = try XCTUnwrap(PixelBuffer(width: 4, height: 2))
        let context = try XCTUnwrap(
            CGContext(
                data: pixels.base, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: pixels.bytesPerRow,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo.native.rawValue))
        context.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 2))
        context.flush()
        XCTAssertEqual(pixels[0, 0], 0xFF00_FF00, "context drawing has its origin at the top-left")
        XCTAssertEqual(pixels[1, 0], 0xFFFF_0000, "written after present: not shown")
        XCTAssertEqual(pixels[3, 1], 0xFF00_00FF)
    }

    func testHandlerRunsOncePerRefreshAndPresents() throws {
        let drawing = layer()
        var timestamps: [CFTimeInterval] = []
        drawing.drawHandler = { drawable, link in
            timestamps.append(link.timestamp)
            drawable.context.setFillColor(CGColor.black)
            drawable.context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        DisplayLinks.refresh(timestamp: 10, period: 1.0 / 60)
        DisplayLinks.refresh(timestamp: 10.5, period: 1.0 / 60)
        XCTAssertEqual(timestamps, [10, 10.5])
        XCTAssertEqual(drawing.presentedCount, 2)
        drawing.isPaused = true
        DisplayLinks.refresh(timestamp: 11, period: 1.0 / 60)
        XCTAssertEqual(drawing.presentedCount, 2, "paused")
        drawing.isPaused = false
        drawing.drawHandler = nil
        DisplayLinks.refresh(timestamp: 12, period: 1.0 / 60)
        XCTAssertEqual(drawing.presentedCount, 2, "no handler, no display link")
        XCTAssertFalse(DisplayLinks.isActive)
    }

    /// Presented pixels drawn by both compositors like image contents: magnified with `contentsGravity`, under a
    /// rotation with rounded clipping and a border, at 1× and 2×.
    func testPresentedPixelsGolden() throws {
        var cells: [CALayer] = []
        for (gravity, filter) in [
            (CALayerContentsGravity.resize, CALayerContentsFilter.nearest), (.resizeAspect, .linear),
            (.center, .linear),
        ] {
            let drawing = layer(width: 60, height: 60)
            drawing.drawableSize = CGSize(width: 8, height: 6)
            drawing.contentsGravity = gravity
            drawing.magnificationFilter = filter
            drawing.backgroundColor = CGColor(gray: 0.8, alpha: 1)
            drawing.cornerRadius = 10
            drawing.masksToBounds = true
            drawing.borderWidth = 2
            drawing.borderColor = CGColor.black
            drawing.transform = CATransform3DMakeRotation(0.2, 0, 0, 1)
            let drawable = try XCTUnwrap(drawing.nextDrawable())
            drawable.withUnsafeMutablePixels { pixels, perRow in
                for y in 0..<6 {
                    for x in 0..<8 { pixels[y * perRow + x] = (x + y) % 2 == 0 ? 0xFF00_7AFF : 0xFFFF_9500 }
                }
            }
            drawable.present()
            cells.append(drawing)
        }
        // The first cell magnifies 8 × 6 pixels with nearest-neighbour sampling under a rotation: along every
        // checker edge the two compositors may take the texel on either side (both within half a texel), so a
        // quarter of its edge pixels may differ fully; off the edges they must still agree.
        try check(grid(cells), named: "pixel-drawable", edgeShare: 0.25, regionMean: 12)
    }
}
