import TestSupport
import UIKit
import XCTest

/// Image renderers, images and image views, and label alignment and line breaking, checked by their pixels.
final class DrawingAPITests: UIKitTestCase {
    func testARendererDrawsInPointsYDownAtItsScale() async throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 6), format: format)
        let image = renderer.image { context in
            context.cgContext.setFillColor(UIColor.red.cgColor)
            context.cgContext.fill(CGRect(x: 0, y: 0, width: 10, height: 3))
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 5, y: 3, width: 5, height: 3))
        }
        XCTAssertEqual(image.size, CGSize(width: 10, height: 6))
        XCTAssertEqual(image.scale, 2)
        let cgImage = try XCTUnwrap(image.cgImage)
        XCTAssertEqual([cgImage.width, cgImage.height], [20, 12])
        XCTAssertEqual(cgImage.pixel(x: 1, y: 1), .red, "y down: the top rows")
        XCTAssertEqual(cgImage.pixel(x: 19, y: 11), .blue, "the bottom-right quarter")
        XCTAssertEqual(cgImage.pixel(x: 1, y: 11), .clear)
    }

    func testAnImagesPNGDataReadsBackTheSamePixels() async throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            context.cgContext.setFillColor(UIColor.blue.cgColor)
            context.cgContext.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        let data = try XCTUnwrap(image.pngData())
        let decoded = try XCTUnwrap(UIImage(data: data))
        XCTAssertEqual(decoded.size, image.size)
        let cgImage = try XCTUnwrap(decoded.cgImage)
        XCTAssertEqual(cgImage.pixel(x: 0, y: 3), .blue)
        XCTAssertEqual(cgImage.pixel(x: 3, y: 0), .clear)
    }

    func testContentsAViewSetsItselfSurviveItsFirstDisplay() async throws {
        let image = try XCTUnwrap(
            UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
                context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }.cgImage)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        plain.layer.contents = image
        let imageView = UIImageView(image: UIImage(cgImage: image))
        window.addSubview(plain)
        window.addSubview(imageView)
        CATransaction.flush()
        XCTAssertTrue(plain.layer.contents.flatMap { $0 as? CGImage } === image, "moving to a window redisplays")
        XCTAssertTrue(imageView.layer.contents.flatMap { $0 as? CGImage } === image)
    }

    func testAMaskViewShowsTheViewOnlyWhereItIsOpaqueAndAnimatesAsAView() async throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.backgroundColor = .red
        let reveal = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 40))
        reveal.backgroundColor = .black
        view.mask = reveal
        window.addSubview(view)
        XCTAssertTrue(view.layer.mask === reveal.layer)
        XCTAssertNil(reveal.superview, "a mask view is not a subview")
        var ctx = snapshot(view)
        XCTAssertEqual(ctx.pixel(x: 10, y: 20), .red)
        XCTAssertEqual(ctx.pixel(x: 50, y: 20), .white, "masked out")
        UIView.animate(withDuration: 1) { reveal.frame.size.width = 100 }
        CATransaction.flush()
        advance(to: 100.5)
        XCTAssertEqual(try XCTUnwrap(reveal.layer.presentation()).bounds.width, 60, accuracy: 1, "halfway")
        advance(to: 101)
        ctx = snapshot(view)
        XCTAssertEqual(ctx.pixel(x: 90, y: 20), .red, "the mask grew with its view's animation")
        view.mask = nil
        XCTAssertNil(view.layer.mask)
    }

    func testAnImageViewStretchesItsImageByContentMode() async throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            context.cgContext.setFillColor(UIColor.red.cgColor)
            context.cgContext.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
            context.cgContext.setFillColor(UIColor.blue.cgColor)
            context.cgContext.fill(CGRect(x: 1, y: 0, width: 1, height: 2))
        }
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        imageView.layer.magnificationFilter = .nearest
        var ctx = snapshot(imageView)
        XCTAssertEqual(ctx.pixel(x: 5, y: 10), .red, "scaleToFill: the left half")
        XCTAssertEqual(ctx.pixel(x: 35, y: 10), .blue)
        imageView.contentMode = .scaleAspectFit
        ctx = snapshot(imageView)
        XCTAssertEqual(ctx.pixel(x: 5, y: 10), .white, "aspect fit: a 20-point square in the middle")
        XCTAssertEqual(ctx.pixel(x: 15, y: 10), .red)
        XCTAssertEqual(ctx.pixel(x: 25, y: 10), .blue)
    }

    func testLabelAlignmentPlacesTheText() async throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Middle"
        label.textColor = .black
        let width = try XCTUnwrap(inkBounds(snapshot(label), width: 200, height: 30)).x.count
        label.textAlignment = .left
        let left = try XCTUnwrap(inkBounds(snapshot(label), width: 200, height: 30))
        XCTAssertLessThan(left.x.lowerBound, 4)
        label.textAlignment = .right
        let right = try XCTUnwrap(inkBounds(snapshot(label), width: 200, height: 30))
        XCTAssertGreaterThan(right.x.upperBound, 195)
        label.textAlignment = .center
        let centre = try XCTUnwrap(inkBounds(snapshot(label), width: 200, height: 30))
        let middle = Double(centre.x.lowerBound + centre.x.upperBound) / 2
        XCTAssertEqual(middle, 100, accuracy: 2)
        XCTAssertEqual(centre.x.count, width, accuracy: 1, "the same text, moved")
    }

    func testAParagraphStyleAlignsAnAttributedLabelAndSpacesDrawnLines() async throws {
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.textAlignment = .left
        label.attributedText = NSAttributedString(
            string: "Middle", attributes: [.paragraphStyle: centred, .foregroundColor: UIColor.black])
        let ink = try XCTUnwrap(inkBounds(snapshot(label), width: 200, height: 30))
        XCTAssertEqual(Double(ink.x.lowerBound + ink.x.upperBound) / 2, 100, accuracy: 2, "the style's alignment wins")

        func linesHeight(spacing: CGFloat) throws -> Int {
            let spaced = NSMutableParagraphStyle()
            spaced.lineSpacing = spacing
            let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 80)).image { context in
                UIColor.white.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 100, height: 80))
                ("One\nTwo" as NSString).draw(
                    in: CGRect(x: 0, y: 0, width: 100, height: 80), withAttributes: [.paragraphStyle: spaced])
            }
            let ctx = CGContext.testContext(width: 100, height: 80)
            ctx.draw(try XCTUnwrap(image.cgImage), in: CGRect(x: 0, y: 0, width: 100, height: 80))
            return try XCTUnwrap(inkBounds(ctx, width: 100, height: 80)).y.count
        }
        XCTAssertEqual(try linesHeight(spacing: 10) - linesHeight(spacing: 0), 10, accuracy: 1)
    }

    func testAParagraphStylesCopiesKeepItsValues() throws {
        let style = try XCTUnwrap(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
        XCTAssertEqual(style.alignment, .natural)
        XCTAssertEqual(style.lineBreakMode, .byWordWrapping)
        style.alignment = .right
        style.lineSpacing = 3
        let frozen = try XCTUnwrap(style.copy() as? NSParagraphStyle)
        XCTAssertFalse(frozen is NSMutableParagraphStyle)
        XCTAssertEqual(frozen, style)
        XCTAssertEqual(frozen.lineSpacing, 3)
    }

    func testLabelsWrapByWordOrClipOnOneLine() async throws {
        let text = "wrap these words onto lines"
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 120))
        label.text = text
        label.textColor = .black
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        let wrapped = try XCTUnwrap(inkBounds(snapshot(label), width: 80, height: 120))
        let line = UILabel()
        line.text = "words"
        let lineHeight = Int(line.intrinsicContentSize.height)
        XCTAssertGreaterThan(wrapped.y.count, 2 * lineHeight, "several lines")
        XCTAssertLessThan(wrapped.x.upperBound, 80)
        label.numberOfLines = 1
        label.lineBreakMode = .byClipping
        let clipped = try XCTUnwrap(inkBounds(snapshot(label), width: 80, height: 120))
        XCTAssertLessThan(clipped.y.count, lineHeight + 2, "one line")
        XCTAssertGreaterThanOrEqual(clipped.x.upperBound, 77, "cut at the edge")
    }
}
