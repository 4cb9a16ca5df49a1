import RenderServer
import XCTest

/// Spec §2.3 reference values, tolerance 1e-6.
final class TimingCurveTests: XCTestCase {
    private let xs = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]

    private func assertTable(
        _ curve: TimingCurve, _ expected: [Double], file: StaticString = #filePath, line: UInt = #line
    ) {
        for (x, y) in zip(xs, expected) {
            XCTAssertEqual(curve.value(at: x), y, accuracy: 1e-6, "x = \(x)", file: file, line: line)
        }
    }

    func testLinearIsTheIdentity() { assertTable(.linear, xs) }

    func testEaseInMatchesTheReferenceTable() {
        assertTable(
            .easeIn, [0.017027, 0.062282, 0.129577, 0.214861, 0.315357, 0.429120, 0.554814, 0.691634, 0.839428])
        XCTAssertEqual(TimingCurve.easeIn.value(at: 0.25), 0.093465, accuracy: 1e-6)
        XCTAssertEqual(TimingCurve.easeIn.value(at: 0.75), 0.621862, accuracy: 1e-6)
    }

    func testEaseOutMatchesTheReferenceTable() {
        assertTable(
            .easeOut, [0.160572, 0.308366, 0.445186, 0.570880, 0.684643, 0.785139, 0.870423, 0.937718, 0.982973])
    }

    func testEaseInEaseOutMatchesTheReferenceTable() {
        assertTable(
            .easeInEaseOut, [0.019722, 0.081660, 0.187396, 0.331884, 0.500000, 0.668116, 0.812604, 0.918340, 0.980278])
        XCTAssertEqual(TimingCurve.easeInEaseOut.value(at: 0.25), 0.129162, accuracy: 1e-6)
    }

    func testDefaultCurveMatchesTheReferenceTable() {
        assertTable(
            .default, [0.094796, 0.295244, 0.513315, 0.682541, 0.802403, 0.885229, 0.940765, 0.975625, 0.994316])
        XCTAssertEqual(TimingCurve.default.value(at: 0.25), 0.408511, accuracy: 1e-6)
        XCTAssertEqual(TimingCurve.default.value(at: 0.75), 0.960459, accuracy: 1e-6)
    }

    func testEaseOutMirrorsEaseInAndEaseInEaseOutIsSymmetric() {
        for i in 0...100 {
            let x = Double(i) / 100
            XCTAssertEqual(TimingCurve.easeOut.value(at: x), 1 - TimingCurve.easeIn.value(at: 1 - x), accuracy: 1e-7)
            XCTAssertEqual(
                TimingCurve.easeInEaseOut.value(at: x), 1 - TimingCurve.easeInEaseOut.value(at: 1 - x), accuracy: 1e-7)
        }
    }

    func testEndpointsExactAndInputClamped() {
        XCTAssertEqual(TimingCurve.default.value(at: 0), 0)
        XCTAssertEqual(TimingCurve.default.value(at: 1), 1)
        XCTAssertEqual(TimingCurve.default.value(at: -3), 0)
        XCTAssertEqual(TimingCurve.default.value(at: 7), 1)
    }

    func testOvershootingCurveKeepsYOutsideUnitRange() {
        let back = TimingCurve(0.34, 1.56, 0.64, 1)
        XCTAssertGreaterThan((1...99).map { back.value(at: Double($0) / 100) }.max() ?? 0, 1)
        let clamped = TimingCurve(-1, 0, 2, 1)
        XCTAssertEqual(clamped.c1x, 0)
        XCTAssertEqual(clamped.c2x, 1)
    }
}
