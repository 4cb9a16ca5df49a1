import CoreGraphics
import XCTest

final class CGAffineTransformTests: XCTestCase {
    func testInitializersProduceDocumentedEntries() {
        XCTAssertEqual(
            CGAffineTransform(translationX: 3, y: 4), CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: 4))
        XCTAssertEqual(CGAffineTransform(scaleX: 2, y: 5), CGAffineTransform(a: 2, b: 0, c: 0, d: 5, tx: 0, ty: 0))
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(r.a, 0, accuracy: 1e-15)
        XCTAssertEqual(r.b, 1)
        XCTAssertEqual(r.c, -1)
        XCTAssertTrue(CGAffineTransform().isIdentity)
        XCTAssertFalse(r.isIdentity)
    }

    func testRotationTurnsPositiveXTowardPositiveY() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(p.x, 0, accuracy: 1e-12)
        XCTAssertEqual(p.y, 1, accuracy: 1e-12)
    }

    func testConcatenatingAppliesReceiverFirst() {
        let translateThenScale = CGAffineTransform(translationX: 10, y: 0).concatenating(
            CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(CGPoint.zero.applying(translateThenScale), CGPoint(x: 20, y: 0))
        let scaleThenTranslate = CGAffineTransformConcat(
            CGAffineTransform(scaleX: 2, y: 2), CGAffineTransform(translationX: 10, y: 0))
        XCTAssertEqual(CGPoint.zero.applying(scaleThenTranslate), CGPoint(x: 10, y: 0))
    }

    func testTranslatedByAppliesTranslationInLocalSpace() {
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 5, y: 7)
        XCTAssertEqual(CGPoint.zero.applying(t), CGPoint(x: 10, y: 21))
        let s = CGAffineTransform(translationX: 5, y: 7).scaledBy(x: 2, y: 3)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(s), CGPoint(x: 7, y: 10))
        let r = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi)
        let p = CGPoint(x: 1, y: 0).applying(r)
        XCTAssertEqual(p.x, 9, accuracy: 1e-12)
        XCTAssertEqual(p.y, 0, accuracy: 1e-12)
    }

    func testInvertedUndoesAndSingularIsReturnedUnchanged() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -4)
        let p = CGPoint(x: 3, y: 8)
        let back = p.applying(t).applying(t.inverted())
        XCTAssertEqual(back.x, 3, accuracy: 1e-12)
        XCTAssertEqual(back.y, 8, accuracy: 1e-12)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(singular.inverted(), singular)
    }

    func testRectApplyingGivesBoundingBoxAndSizeIgnoresTranslation() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 4))
        XCTAssertEqual(rotated.minX, -70.710678, accuracy: 1e-5)
        XCTAssertEqual(rotated.width, 141.421356, accuracy: 1e-5)
        XCTAssertEqual(
            CGSize(width: 2, height: 3).applying(CGAffineTransform(translationX: 50, y: 50)),
            CGSize(width: 2, height: 3))
        XCTAssertTrue(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }
}
