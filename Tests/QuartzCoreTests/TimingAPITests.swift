import QuartzCore
import TestSupport
import XCTest

/// Public timing API with values worked out by hand: display-link rates, repeats that accumulate or reverse,
/// by-values, keyframe calculation modes, and the transform functions.
final class TimingAPITests: ManualClockTestCase {
    private func presentedX(_ layer: CALayer, at t: Double) throws -> CGFloat {
        advance(to: t)
        return try XCTUnwrap(layer.presentation()).position.x
    }

    private func layer(adding animation: CAAnimation) -> CALayer {
        let layer = CALayer()
        CATransaction.flush()
        layer.add(animation, forKey: "a")
        CATransaction.flush()
        return layer
    }

    func testADisplayLinkAtHalfTheRefreshRateFiresEveryOtherRefresh() {
        var timestamps: [CFTimeInterval] = []
        var targets: [CFTimeInterval] = []
        let link = CADisplayLink { link in
            timestamps.append(link.timestamp)
            targets.append(link.targetTimestamp)
        }
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .common)
        let period = 1.0 / 64
        for i in 0..<6 { DisplayLinks.refresh(timestamp: 10 + Double(i) * period, period: period) }
        // The first refresh fires and measures the period; then every second one.
        XCTAssertEqual(timestamps, [10, 10 + 2 * period, 10 + 4 * period])
        XCTAssertEqual(targets.last, 10 + 6 * period)
        link.isPaused = true
        DisplayLinks.refresh(timestamp: 11, period: period)
        DisplayLinks.refresh(timestamp: 12, period: period)
        XCTAssertEqual(timestamps.count, 3, "paused")
        link.isPaused = false
        link.invalidate()
        DisplayLinks.refresh(timestamp: 13, period: period)
        DisplayLinks.refresh(timestamp: 14, period: period)
        XCTAssertEqual(timestamps.count, 3, "invalidated")
        XCTAssertFalse(DisplayLinks.isActive)
    }

    func testAFrameRateRangeSetsTheRateAndItsDefaultLeavesItToPreferredFramesPerSecond() {
        var fired = 0
        let link = CADisplayLink { _ in fired += 1 }
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 20, preferred: 16)
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        let period = 1.0 / 64
        for i in 0..<9 { DisplayLinks.refresh(timestamp: Double(i) * period, period: period) }
        XCTAssertEqual(fired, 3, "16 of 64 a second: the first refresh, then every fourth")
        link.preferredFrameRateRange = .default
        link.preferredFramesPerSecond = 0
        fired = 0
        for i in 9..<13 { DisplayLinks.refresh(timestamp: Double(i) * period, period: period) }
        XCTAssertEqual(fired, 4, "every refresh")
    }

    func testByValueAddsToTheBase() throws {
        let move = CABasicAnimation(keyPath: "position.x")
        move.byValue = 40
        move.duration = 1
        let layer = layer(adding: move)
        XCTAssertEqual(try presentedX(layer, at: 100.25), 10, accuracy: 1e-9, "from the model's 0 to 40")
    }

    func testCumulativeRepeatsBuildOnTheLastCycle() throws {
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 10
        move.duration = 1
        move.repeatCount = 3
        move.isCumulative = true
        let layer = layer(adding: move)
        XCTAssertEqual(try presentedX(layer, at: 100.5), 5, accuracy: 1e-9)
        XCTAssertEqual(try presentedX(layer, at: 101.5), 15, accuracy: 1e-9)
        XCTAssertEqual(try presentedX(layer, at: 102.25), 22.5, accuracy: 1e-9)
    }

    func testAutoreversesRunsBackOverTheSameDuration() throws {
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 10
        move.duration = 1
        move.autoreverses = true
        let layer = layer(adding: move)
        XCTAssertEqual(try presentedX(layer, at: 100.75), 7.5, accuracy: 1e-9)
        XCTAssertEqual(try presentedX(layer, at: 101.25), 7.5, accuracy: 1e-9, "a quarter of the way back")
        XCTAssertEqual(try presentedX(layer, at: 101.75), 2.5, accuracy: 1e-9)
    }

    func testKeyframeCalculationModes() throws {
        func keyframes(_ mode: CAAnimationCalculationMode) -> CAKeyframeAnimation {
            let animation = CAKeyframeAnimation(keyPath: "position.x")
            animation.values = [0, 10, 40]
            animation.duration = 1
            animation.calculationMode = mode
            return animation
        }
        // Linear: segments of equal time, 0→10 then 10→40.
        XCTAssertEqual(try presentedX(layer(adding: keyframes(.linear)), at: 100.75), 25, accuracy: 1e-9)
        MediaClock.setManualTime(100)
        // Discrete: each value for a third of the duration.
        XCTAssertEqual(try presentedX(layer(adding: keyframes(.discrete)), at: 100.5), 10, accuracy: 1e-9)
        MediaClock.setManualTime(100)
        XCTAssertEqual(try presentedX(layer(adding: keyframes(.discrete)), at: 100.7), 40, accuracy: 1e-9)
        MediaClock.setManualTime(100)
        // Paced: constant speed over the 40 points, so half the time is half the distance.
        XCTAssertEqual(try presentedX(layer(adding: keyframes(.paced)), at: 100.5), 20, accuracy: 1e-9)
        MediaClock.setManualTime(100)
        // Key times move the middle value: 10 at a quarter of the time.
        let timed = keyframes(.linear)
        timed.keyTimes = [0, 0.25, 1]
        XCTAssertEqual(try presentedX(layer(adding: timed), at: 100.625), 25, accuracy: 1e-9)
    }

    func testTransformFunctions() {
        let t = CATransform3DMakeTranslation(5, 6, 7)
        let scaled = CATransform3DScale(t, 2, 3, 4)
        XCTAssertTrue(CATransform3DEqualToTransform(scaled, CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), t)))
        XCTAssertEqual([scaled.m11, scaled.m22, scaled.m33, scaled.m41, scaled.m42, scaled.m43], [2, 3, 4, 5, 6, 7])
        XCTAssertFalse(CATransform3DEqualToTransform(scaled, t))
        let rotated = CATransform3DRotate(CATransform3DIdentity, .pi / 2, 0, 0, 1)
        XCTAssertEqual(rotated.m12, 1, accuracy: 1e-12)
        XCTAssertEqual(rotated.m21, -1, accuracy: 1e-12)
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DInvert(CATransform3DIdentity)))
    }
}
