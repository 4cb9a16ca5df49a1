import CoreGraphics
import RenderServer
import XCTest

final class KeyframeEvaluatorTests: XCTestCase {
    private func keyframes(
        _ values: [Double], mode: RenderAnimation.Keyframes.Mode = .linear, keyTimes: [Double]? = nil
    ) -> RenderAnimation.Keyframes {
        RenderAnimation.Keyframes(
            values: values.map { .scalar($0) }, path: nil, keyTimes: keyTimes, timingFunctions: nil, mode: mode)
    }

    private func value(_ k: RenderAnimation.Keyframes, _ p: Double) -> Double {
        KeyframeEvaluator.value(k, progress: p)?.scalarValue ?? .nan
    }

    func testPacedKeyTimesMatchApplesExample() {
        let k = keyframes([310, 60, 120, 60, 310], mode: .paced)
        let times = KeyframeEvaluator.keyTimes(k, count: 5, distances: [250, 60, 60, 250])
        for (a, b) in zip(times, [0, 0.403226, 0.5, 0.596774, 1]) { XCTAssertEqual(a, b, accuracy: 1e-6) }
    }

    func testLinearDefaultSpacingAndCustomKeyTimes() {
        let k = keyframes([0, 10, 30])
        XCTAssertEqual(value(k, 0.25), 5, accuracy: 1e-12)
        XCTAssertEqual(value(k, 0.75), 20, accuracy: 1e-12)
        XCTAssertEqual(value(k, 1), 30)
        let custom = keyframes([0, 10, 30], keyTimes: [0, 0.8, 1])
        XCTAssertEqual(value(custom, 0.4), 5, accuracy: 1e-12)
    }

    func testInvalidKeyTimesFallBackToEvenSpacing() {
        let wrongCount = keyframes([0, 10, 30], keyTimes: [0, 1])
        XCTAssertEqual(value(wrongCount, 0.25), 5, accuracy: 1e-12)
        let decreasing = keyframes([0, 10, 30], keyTimes: [0, 0.9, 0.5])
        XCTAssertEqual(value(decreasing, 0.25), 5, accuracy: 1e-12)
    }

    func testDiscreteHoldsEachValueForItsShare() {
        let k = keyframes([1, 2, 3, 4], mode: .discrete)
        XCTAssertEqual(value(k, 0.1), 1)
        XCTAssertEqual(value(k, 0.26), 2)
        XCTAssertEqual(value(k, 0.99), 4)
        let documented = keyframes([1, 2, 3, 4], mode: .discrete, keyTimes: [0, 0.25, 0.5, 0.75, 1])
        XCTAssertEqual(value(documented, 0.6), 3)
    }

    func testCubicPassesThroughKeyframesAndIsSmooth() {
        let k = keyframes([0, 10, 0, 10], mode: .cubic)
        XCTAssertEqual(value(k, 1.0 / 3.0), 10, accuracy: 1e-9)
        XCTAssertEqual(value(k, 2.0 / 3.0), 0, accuracy: 1e-9)
        XCTAssertGreaterThan(value(k, 0.3), 9, "Catmull-Rom approaches the keyframe smoothly")
    }

    func testPathKeyframesFollowTheCurveAndRotateAlongIt() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        var k = RenderAnimation.Keyframes(
            values: [], path: CGPath(elements: path.elements).elements, keyTimes: nil, timingFunctions: nil,
            mode: .paced)
        XCTAssertEqual(KeyframeEvaluator.value(k, progress: 0.25), .point(CGPoint(x: 50, y: 0)))
        XCTAssertEqual(KeyframeEvaluator.value(k, progress: 0.75), .point(CGPoint(x: 100, y: 50)))
        k.rotation = .auto
        XCTAssertEqual(KeyframeEvaluator.tangentAngle(k, progress: 0.75) ?? 0, .pi / 2, accuracy: 1e-6)
    }
}
