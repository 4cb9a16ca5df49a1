import TestSupport
import UIKit
import XCTest

/// Image renderer formats, `drawHierarchy(in:afterScreenUpdates:)` and `snapshotView(afterScreenUpdates:)`, with
/// pixels worked out from the views' frames.
final class SnapshotTests: UIKitTestCase {
    /// A 100 × 20 white strip holding a 20 × 20 red square at its left end.
    private func strip() -> (strip: UIView, square: UIView) {
        let strip = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 20))
        strip.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        square.backgroundColor = .red
        strip.addSubview(square)
        window.addSubview(strip)
        CATransaction.flush()
        return (strip, square)
    }

    func testAFormatSetsScaleOpacityAndBoundsOrigin() async throws {
        let format = UIGraphicsImageRendererFormat.default()
        XCTAssertEqual(format.scale, 1, "the screen's scale")
        format.scale = 3
        format.opaque = true
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 4, height: 2), format: format)
        let image = renderer.image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 2, height: 2))
            XCTAssertEqual(context.currentImage.cgImage?.pixel(x: 0, y: 0), .green, "what is drawn so far")
        }
        let cgImage = try XCTUnwrap(image.cgImage)
        XCTAssertEqual([cgImage.width, cgImage.height], [12, 6])
        XCTAssertEqual(image.size, CGSize(width: 4, height: 2))
        XCTAssertEqual(cgImage.pixel(x: 5, y: 5), .green, "bounds' origin is the image's top left corner")
        XCTAssertEqual(cgImage.pixel(x: 6, y: 0), .black, "opaque: undrawn pixels are black, not clear")
        let data = renderer.pngData { context in
            UIColor.blue.setFill()
            context.fill(renderer.bounds)
        }
        XCTAssertEqual(UIImage(data: data)?.cgImage?.pixel(x: 11, y: 5), .blue)
    }

    func testDrawHierarchyDrawsTheSubviewsScaledToTheRect() async throws {
        let (strip, _) = strip()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 10)).image { _ in
            XCTAssertTrue(strip.drawHierarchy(in: CGRect(x: 0, y: 0, width: 50, height: 10), afterScreenUpdates: false))
        }
        let cgImage = try XCTUnwrap(image.cgImage)
        XCTAssertEqual(cgImage.pixel(x: 4, y: 5), .red, "the square, half size: x 0 to 10")
        XCTAssertEqual(cgImage.pixel(x: 15, y: 5), .white)
        XCTAssertEqual(cgImage.pixel(x: 49, y: 9), .white)
        XCTAssertFalse(strip.drawHierarchy(in: strip.bounds, afterScreenUpdates: false), "no current context")
    }

    func testDrawHierarchyHonoursTheRectsOriginAndAScrolledBoundsOrigin() async throws {
        let (strip, _) = strip()
        strip.bounds.origin = CGPoint(x: 10, y: 0)
        CATransaction.flush()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 130, height: 30)).image { context in
            XCTAssertTrue(
                strip.drawHierarchy(in: CGRect(x: 30, y: 10, width: 100, height: 20), afterScreenUpdates: false))
            XCTAssertFalse(strip.drawHierarchy(in: CGRect(x: 0, y: 0, width: 0, height: 20), afterScreenUpdates: false))
            XCTAssertFalse(
                strip.drawHierarchy(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 20), afterScreenUpdates: false))
        }
        let cgImage = try XCTUnwrap(image.cgImage)
        // Scrolled 10 points, the square (x 0 to 20 in the strip) shows at −10 to 10 of the strip's drawing, which
        // starts at x 30 of the image: x 20 to 40 (the strip does not clip its subviews).
        XCTAssertEqual(cgImage.pixel(x: 35, y: 20), .red)
        XCTAssertEqual(cgImage.pixel(x: 45, y: 20), .white)
        XCTAssertEqual(cgImage.pixel(x: 15, y: 20), .clear, "nothing left of the square")
        XCTAssertEqual(cgImage.pixel(x: 35, y: 5), .clear, "nothing above it")
    }

    func testASnapshotMidAnimationShowsWhereTheSquareIsOnScreen() async throws {
        let (strip, square) = strip()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            square.frame.origin.x = 80
        }
        CATransaction.flush()
        advance(to: 100.5)
        let snapshot = try XCTUnwrap(strip.snapshotView(afterScreenUpdates: false))
        XCTAssertEqual(snapshot.frame, CGRect(x: 0, y: 0, width: 100, height: 20), "the view's size, at the origin")
        let contents = try XCTUnwrap(snapshot.layer.contents as? CGImage)
        XCTAssertEqual([contents.width, contents.height], [100, 20])
        XCTAssertEqual(contents.pixel(x: 50, y: 10), .red, "halfway: the square spans x 40 to 60")
        XCTAssertEqual(contents.pixel(x: 10, y: 10), .white, "it has left the start")
        XCTAssertEqual(contents.pixel(x: 90, y: 10), .white, "the model's end is not reached yet")
        advance(to: 101.1)
    }

    func testAfterScreenUpdatesDrawsChangesNotYetCommitted() async throws {
        let (strip, square) = strip()
        CATransaction.begin()
        square.backgroundColor = .blue
        let before = UIGraphicsImageRenderer(size: strip.bounds.size).image { _ in
            strip.drawHierarchy(in: strip.bounds, afterScreenUpdates: false)
        }
        XCTAssertEqual(before.cgImage?.pixel(x: 10, y: 10), .red, "the screen still shows red")
        CATransaction.commit()
        square.backgroundColor = .green
        let after = UIGraphicsImageRenderer(size: strip.bounds.size).image { _ in
            strip.drawHierarchy(in: strip.bounds, afterScreenUpdates: true)
        }
        XCTAssertEqual(after.cgImage?.pixel(x: 10, y: 10), .green)
    }

    func testAViewNeverShownGivesAnEmptySnapshotAndOneLogLine() async throws {
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        defer { Log.setSink(nil) }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        view.backgroundColor = .red
        let snapshot = try XCTUnwrap(view.snapshotView(afterScreenUpdates: false))
        XCTAssertEqual(snapshot.bounds.size, CGSize(width: 30, height: 30))
        XCTAssertNil(snapshot.layer.contents)
        XCTAssertEqual(lines.all.filter { $0.contains("has not been rendered") }.count, 1)
        let drawn = try XCTUnwrap(view.snapshotView(afterScreenUpdates: true)?.layer.contents as? CGImage)
        XCTAssertEqual(drawn.pixel(x: 15, y: 15), .red, "committed first, so drawn")
    }
}
