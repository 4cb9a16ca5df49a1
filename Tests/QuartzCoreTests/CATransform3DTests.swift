import QuartzCore
import XCTest

/// Spec §11 vectors.
final class CATransform3DTests: XCTestCase {
    func testConstructors() {
        let t = CATransform3DMakeTranslation(1, 2, 3)
        XCTAssertEqual([t.m41, t.m42, t.m43, t.m11, t.m44], [1, 2, 3, 1, 1])
        let s = CATransform3DMakeScale(2, 3, 4)
        XCTAssertEqual([s.m11, s.m22, s.m33, s.m44], [2, 3, 4, 1])
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
    }

    func testConcatOrder() {
        XCTAssertEqual(
            CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 2)).m41, 20)
        XCTAssertEqual(
            CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeTranslation(10, 0, 0)).m41, 10)
    }

    func testTranslateScaleRotateApplyFirst() {
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 5, 0, 0)
        XCTAssertEqual(t.m41, 10, "translation in the scaled space")
        let r = CATransform3DRotate(CATransform3DIdentity, .pi / 2, 0, 0, 1)
        XCTAssertEqual(r.m12, 1, accuracy: 1e-12)
        XCTAssertEqual(r.m21, -1, accuracy: 1e-12)
    }

    func testRotationAboutX() {
        let r = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
        XCTAssertEqual(r.m23, 1, accuracy: 1e-12)
        XCTAssertEqual(r.m32, -1, accuracy: 1e-12)
    }

    func testInvertAndSingular() {
        let t = CATransform3DConcat(CATransform3DMakeRotation(0.5, 0, 1, 1), CATransform3DMakeTranslation(3, 4, 5))
        let product = CATransform3DConcat(t, CATransform3DInvert(t))
        let entries = [
            product.m11, product.m12, product.m13, product.m14, product.m21, product.m22, product.m23, product.m24,
            product.m31, product.m32, product.m33, product.m34, product.m41, product.m42, product.m43, product.m44,
        ]
        for (index, entry) in entries.enumerated() {
            XCTAssertEqual(entry, index % 5 == 0 ? 1 : 0, accuracy: 1e-12, "entry \(index / 4 + 1)\(index % 4 + 1)")
        }
        let singular = CATransform3DMakeScale(0, 1, 1)
        XCTAssertEqual(CATransform3DInvert(singular), singular)
    }

    func testAffineBridge() {
        XCTAssertTrue(CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 0, 1)))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 1, 0, 0)))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        var p = CATransform3DIdentity
        p.m34 = -1 / 500
        XCTAssertFalse(CATransform3DIsAffine(p))
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        XCTAssertEqual([t.m11, t.m12, t.m21, t.m22, t.m41, t.m42], [1, 2, 3, 4, 5, 6])
        XCTAssertEqual(CATransform3DGetAffineTransform(t), affine)
    }

    func testNSValueRoundTrip() {
        let t = CATransform3DMakeRotation(0.7, 1, 2, 3)
        XCTAssertEqual(NSValue(caTransform3D: t).caTransform3DValue, t)
        XCTAssertEqual(NSValue(point: CGPoint(x: 1, y: 2)).caTransform3DValue, CATransform3DIdentity)
        let affine = CGAffineTransform(rotationAngle: 0.3)
        XCTAssertEqual(NSValue(cgAffineTransform: affine).cgAffineTransformValue, affine)
    }
}
