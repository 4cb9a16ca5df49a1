import TestSupport
import UIKit
import XCTest

/// The flip-book of `UIImageView.animationImages`, as tutorials use it for sprite animations.
final class ImageViewAnimationTests: UIKitTestCase {
    private func solid(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
    }

    /// The image the view shows on screen now.
    private func shown(_ view: UIImageView) -> CGImage? {
        view.layer.presentation()?.contents.flatMap { $0 as? CGImage }
    }

    func testTheImagesPlayInTurnForTheirRepeatsThenTheStillImageShowsAgain() async throws {
        let frames = [solid(.red), solid(.green), solid(.blue)]
        let still = solid(.black)
        let view = UIImageView(image: still)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        window.addSubview(view)
        view.animationImages = frames
        view.animationDuration = 0.3
        view.animationRepeatCount = 2
        view.startAnimating()
        CATransaction.flush()
        XCTAssertTrue(view.isAnimating)
        for (time, index) in [(100.05, 0), (100.15, 1), (100.25, 2), (100.35, 0), (100.55, 2)] {
            advance(to: time)
            XCTAssertTrue(shown(view) === frames[index].cgImage, "image \(index) at \(time)")
        }
        advance(to: 100.65)
        XCTAssertFalse(view.isAnimating, "two passes, then it stops")
        XCTAssertTrue(shown(view) === still.cgImage, "the still image again")
    }

    func testStopAnimatingShowsTheStillImageAndTheDefaultPaceIsThirtyImagesASecond() async {
        let frames = [solid(.red), solid(.green)]
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(view)
        view.animationImages = frames
        view.startAnimating()
        CATransaction.flush()
        advance(to: 100 + 1.5 / 30)
        XCTAssertTrue(shown(view) === frames[1].cgImage, "1/30 s per image")
        advance(to: 100 + 2.5 / 30)
        XCTAssertTrue(shown(view) === frames[0].cgImage, "repeating until stopped")
        view.stopAnimating()
        CATransaction.flush()
        XCTAssertFalse(view.isAnimating)
        XCTAssertNil(shown(view))
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 4, height: 4), "sized by its first image")
    }

    func testStartingWithoutImagesDoesNothing() async {
        let view = UIImageView(frame: .zero)
        view.startAnimating()
        XCTAssertFalse(view.isAnimating)
    }
}
