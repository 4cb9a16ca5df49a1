import RenderServer
import XCTest

final class Matrix3DTests: XCTestCase {
    private func assertClose(
        _ a: Matrix3D, _ b: Matrix3D, _ tolerance: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line
    ) {
        for (x, y) in zip(a.entries, b.entries) { XCTAssertEqual(x, y, accuracy: tolerance, file: file, line: line) }
    }

    func testConcatAppliesLeftFirst() {
        XCTAssertEqual(Matrix3D.translation(10, 0, 0).concatenating(.scale(2, 2, 1)).m41, 20)
        XCTAssertEqual(Matrix3D.scale(2, 2, 1).concatenating(.translation(10, 0, 0)).m41, 10)
    }

    func testRotationAboutZTurnsXTowardY() {
        let r = Matrix3D.rotation(.pi / 2, 0, 0, 1)
        let p = r.apply(x: 1, y: 0)
        XCTAssertEqual(p.x, 0, accuracy: 1e-12)
        XCTAssertEqual(p.y, 1, accuracy: 1e-12)
        XCTAssertEqual(Matrix3D.rotation(1, 0, 0, 0), .identity, "zero axis gives identity")
    }

    func testInverseAndSingular() throws {
        let m = Matrix3D.rotation(0.7, 1, 2, 3).concatenating(.translation(4, 5, 6)).concatenating(.scale(2, 3, 4))
        assertClose(m.concatenating(try XCTUnwrap(m.inverted())), .identity)
        XCTAssertNil(Matrix3D.scale(0, 1, 1).inverted())
    }

    func testAffineDetection() {
        XCTAssertTrue(Matrix3D.rotation(0.3, 0, 0, 1).isAffine)
        XCTAssertFalse(Matrix3D.rotation(0.3, 1, 0, 0).isAffine)
        XCTAssertFalse(Matrix3D.scale(1, 1, 2).isAffine)
        var perspective = Matrix3D.identity
        perspective.m34 = -1 / 500
        XCTAssertFalse(perspective.isAffine)
    }

    func testDecomposeRecomposeRoundTrips() throws {
        let samples = [
            Matrix3D.rotation(0.7, 0, 0, 1).concatenating(.translation(10, 20, 0)),
            Matrix3D.scale(2, 3, 1).concatenating(.rotation(-1.2, 0, 0, 1)).concatenating(.translation(-5, 7, 3)),
            Matrix3D.rotation(0.4, 1, 1, 0).concatenating(.scale(1.5, 0.5, 2)),
            Matrix3D.rotation(2.5, 0, 1, 0),
        ]
        for m in samples {
            assertClose(Matrix3D(try XCTUnwrap(m.decomposed())), m, 1e-9)
        }
    }

    func testInterpolationIsHalfTheRotationAndTranslation() {
        let a = Matrix3D.identity
        let b = Matrix3D.rotation(.pi / 2, 0, 0, 1).concatenating(.translation(100, 0, 0))
        let mid = Matrix3D.interpolate(a, b, 0.5)
        assertClose(mid, Matrix3D.rotation(.pi / 4, 0, 0, 1).concatenating(.translation(50, 0, 0)), 1e-9)
        assertClose(Matrix3D.interpolate(a, b, 0), a)
        assertClose(Matrix3D.interpolate(a, b, 1), b)
    }

    func testFullTurnByMatrixDoesNothing() {
        let full = Matrix3D.rotation(2 * .pi, 0, 0, 1)
        assertClose(Matrix3D.interpolate(.identity, full, 0.5), .identity, 1e-9)
    }
}
