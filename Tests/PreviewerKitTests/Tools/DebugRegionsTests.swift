import QuartzCore
import RenderServer
import XCTest

@testable import PreviewerKit

/// Each debug-colour mode tints the layers it should, found in the presented tree the compositor draws.
@MainActor
final class DebugRegionsTests: XCTestCase {
    override func tearDown() async throws {
        MediaClock.setManualTime(nil)
    }

    private func regions(_ mode: DebugColorMode, _ root: CALayer, scale: Double = 1) throws -> DebugRegions {
        MediaClock.setManualTime(1000)
        CATransaction.flush()
        let tree = try XCTUnwrap(root.makeRenderTree())
        return DebugRegions(mode, root: tree.presented(at: 1000), scale: scale)
    }

    private func layer(_ frame: CGRect, in parent: CALayer, color: CGColor? = CGColor(gray: 0.5, alpha: 1)) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        parent.addSublayer(layer)
        return layer
    }

    func testBlendedLayersAreRedAndOpaqueOnesGreen() async throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        _ = layer(CGRect(x: 10, y: 10, width: 50, height: 50), in: root)
        _ = layer(CGRect(x: 100, y: 10, width: 50, height: 50), in: root, color: CGColor(gray: 0, alpha: 0.5))
        layer(CGRect(x: 200, y: 10, width: 50, height: 50), in: root).cornerRadius = 8
        layer(CGRect(x: 300, y: 10, width: 50, height: 50), in: root).opacity = 0.9
        _ = layer(CGRect(x: 10, y: 100, width: 50, height: 50), in: root, color: nil)
        let found = try regions(.blended, root)
        XCTAssertEqual(found.regions[.opaque]?.count, 2, "the root and the opaque square")
        XCTAssertEqual(found.regions[.blended]?.count, 3, "translucent colour, rounded corners, opacity")
        XCTAssertEqual(
            found.regions[.blended]?.first { $0.roundedRect != nil }?.roundedRect?.radius, 8,
            "rounded layers are tinted with their corners")
    }

    func testOffscreenPassesAreYellow() async throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        let group = layer(CGRect(x: 0, y: 0, width: 100, height: 100), in: root)
        group.opacity = 0.5
        _ = layer(CGRect(x: 10, y: 10, width: 20, height: 20), in: group)
        let lonelyTranslucent = layer(CGRect(x: 120, y: 0, width: 50, height: 50), in: root)
        lonelyTranslucent.opacity = 0.5
        let shadowed = layer(CGRect(x: 200, y: 0, width: 50, height: 50), in: root)
        shadowed.shadowOpacity = 0.4
        let pathShadow = layer(CGRect(x: 260, y: 0, width: 50, height: 50), in: root)
        pathShadow.shadowOpacity = 0.4
        pathShadow.shadowPath = CGPath(rect: pathShadow.bounds, transform: nil)
        let masked = layer(CGRect(x: 0, y: 150, width: 50, height: 50), in: root)
        masked.mask = CALayer()
        layer(CGRect(x: 100, y: 150, width: 50, height: 50), in: root).shouldRasterize = true
        let found = try regions(.offscreen, root)
        let tinted = Set((found.regions[.offscreen] ?? []).map { $0.corners[0] })
        XCTAssertEqual(
            tinted,
            [CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 0), CGPoint(x: 0, y: 150), CGPoint(x: 100, y: 150)],
            "group opacity, a shadow without path, a mask, rasterization; not a leaf's opacity or a path's shadow")
    }

    func testImagesOffThePixelGridAreMagentaAndScaledOnesYellow() async throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        let image = try XCTUnwrap(
            CGContext(
                data: nil, width: 40, height: 40, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo.native.rawValue)?.makeImage())
        for frame in [
            CGRect(x: 10, y: 10, width: 40, height: 40), CGRect(x: 60.5, y: 10, width: 40, height: 40),
            CGRect(x: 120, y: 10, width: 80, height: 80),
        ] {
            layer(frame, in: root, color: nil).contents = image
        }
        let found = try regions(.misaligned, root)
        XCTAssertEqual(found.regions[.misaligned]?.map { $0.corners[0] }, [CGPoint(x: 60.5, y: 10)])
        XCTAssertEqual(found.regions[.scaled]?.map { $0.corners[0] }, [CGPoint(x: 120, y: 10)])
        let atTwo = try regions(.misaligned, root, scale: 2)
        XCTAssertNil(atTwo.regions[.misaligned], "60.5 points is 121 pixels at scale 2")
        XCTAssertEqual(atTwo.regions[.scaled]?.count, 3, "40 pixels over 40 points is scaled at 2×")
    }
}
