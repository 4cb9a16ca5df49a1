import RenderServer
import XCTest

/// The reference evaluations of spec §1.3 (d = 1 unless stated).
final class TimingParametersTests: XCTestCase {
    private func timing(_ configure: (inout TimingParameters) -> Void) -> TimingParameters {
        var t = TimingParameters()
        t.duration = 1
        configure(&t)
        return t
    }

    private func assertSample(
        _ t: TimingParameters, at time: Double, _ phase: TimingParameters.Phase, _ progress: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let s = t.sample(atParent: time)
        XCTAssertEqual(s.phase, phase, file: file, line: line)
        XCTAssertEqual(s.progress, progress, accuracy: 1e-12, file: file, line: line)
    }

    func testPlainHalfway() { assertSample(timing { _ in }, at: 0.5, .active, 0.5) }

    func testFillForwardsHoldsFinalValueAfterEnd() {
        let t = timing { $0.fillMode = .forwards }
        assertSample(t, at: 1.0, .after, 1.0)
        XCTAssertTrue(t.sample(atParent: 3).contributes)
        XCTAssertFalse(
            timing { _ in }.sample(atParent: 1.0).contributes, "fill removed contributes nothing after the end")
    }

    func testRepeatCountThreeIsMidCycleAt2_5() { assertSample(timing { $0.repeatCount = 3 }, at: 2.5, .active, 0.5) }

    func testFractionalRepeatCountEndsMidCycle() {
        assertSample(
            timing {
                $0.repeatCount = 3.5; $0.fillMode = .forwards
            }, at: 3.5, .after, 0.5)
    }

    func testAutoreverseComesBack() { assertSample(timing { $0.autoreverses = true }, at: 1.5, .active, 0.5) }

    func testAutoreverseEndsAtStart() {
        assertSample(
            timing {
                $0.autoreverses = true; $0.fillMode = .forwards
            }, at: 2.0, .after, 0.0)
    }

    func testAutoreverseWithFractionalRepeatEndsAtToValue() {
        let t = timing {
            $0.autoreverses = true; $0.repeatCount = 2.5; $0.fillMode = .forwards
        }
        XCTAssertEqual(t.activeDuration, 5)
        assertSample(t, at: 5.0, .after, 1.0)
    }

    func testTimeOffsetRotatesTheTimeline() {
        let t = timing { $0.timeOffset = 0.5 }
        assertSample(t, at: 0.25, .active, 0.75)
        assertSample(t, at: 0.75, .active, 0.25)
        XCTAssertEqual(t.phase(atParent: 1.0), .after, "timeOffset does not shorten the active period")
    }

    func testSpeedTwoHalvesRealTime() { assertSample(timing { $0.speed = 2 }, at: 0.25, .active, 0.5) }

    func testFillBackwardsHoldsStartBeforeBegin() {
        let t = timing { $0.fillMode = .backwards }
        assertSample(t, at: -0.5, .before, 0.0)
        XCTAssertTrue(t.sample(atParent: -0.5).contributes)
        XCTAssertFalse(timing { _ in }.sample(atParent: -0.5).contributes)
    }

    func testFillBackwardsWithTimeOffsetStartsAtOffset() {
        assertSample(
            timing {
                $0.fillMode = .backwards; $0.timeOffset = 0.3
            }, at: -0.5, .before, 0.3)
    }

    func testRepeatDurationIsTotalActiveTime() {
        let t = timing { $0.repeatDuration = 1.7 }
        assertSample(t, at: 1.2, .active, 0.2)
        XCTAssertEqual(t.phase(atParent: 1.7), .after)
    }

    func testInfiniteRepeatNeverEnds() {
        let t = timing { $0.repeatCount = .infinity }
        XCTAssertEqual(t.phase(atParent: 1e9), .active)
        let greatest = timing { $0.repeatCount = Double(Float.greatestFiniteMagnitude) }
        XCTAssertEqual(greatest.activeDuration, .infinity)
    }

    func testIterationCountsCompletedCycles() {
        let t = timing {
            $0.repeatCount = 3; $0.fillMode = .forwards
        }
        XCTAssertEqual(t.sample(atParent: 0.5).iteration, 0)
        XCTAssertEqual(t.sample(atParent: 2.5).iteration, 2)
        XCTAssertEqual(t.sample(atParent: 3.0).iteration, 2, "the terminal sample belongs to the last cycle")
    }

    /// The time into the cycle is the exact remainder (what `truncatingRemainder` gives, raised by a cycle when
    /// negative), at and either side of every cycle boundary, for durations a quotient rounds across.
    func testTheTimeIntoTheCycleIsTheExactRemainder() {
        for duration in [1.0 / 3.0, 0.1, 0.7, 2.5, 1e-3, 7.77] {
            for offset in [0.0, -0.05, -5.3] {
                let t = timing {
                    $0.duration = duration; $0.repeatCount = .infinity; $0.timeOffset = offset; $0.fillMode = .both
                }
                for k in 0..<400 {
                    let boundary = Double(k) * duration
                    for time in [boundary, boundary.nextUp, boundary.nextDown, boundary + duration * 0.37]
                    where time >= 0 {
                        let local = time + offset
                        var u = local.truncatingRemainder(dividingBy: duration)
                        if u < 0 { u += duration }
                        let expected = min(max(u / duration, 0), 1)
                        XCTAssertEqual(t.sample(atParent: time).progress, expected, "d \(duration) t \(time)")
                    }
                }
            }
        }
    }

    /// Durations no cycle arithmetic can hold neither stop the program nor give a progress that is not a number.
    func testEndlessAndVanishingCyclesSampleToNumbers() {
        let endless = timing { $0.duration = .infinity }
        XCTAssertEqual(endless.sample(atParent: 5).progress, 0)
        let tiny = timing {
            $0.duration = 1e-300; $0.repeatCount = .infinity
        }
        let sample = tiny.sample(atParent: 1e10)
        XCTAssertFalse(sample.progress.isNaN)
        XCTAssertGreaterThan(sample.iteration, 0)
    }

    func testSpeedZeroFreezesAtTimeOffset() {
        let t = timing {
            $0.speed = 0; $0.timeOffset = 0.4; $0.fillMode = .both
        }
        XCTAssertEqual(t.sample(atParent: 100).progress, 0.4, accuracy: 1e-12)
    }

    func testLocalTimeFormulaAndInverse() {
        var t = TimingParameters()
        t.beginTime = 2
        t.speed = 3
        t.timeOffset = 0.5
        XCTAssertEqual(t.localTime(fromParent: 4), 6.5)
        XCTAssertEqual(t.parentTime(fromLocal: 6.5), 4)
        t.speed = 0
        XCTAssertNil(t.parentTime(fromLocal: 1))
    }
}
