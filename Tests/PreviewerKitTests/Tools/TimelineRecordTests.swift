import QuartzCore
import XCTest

@testable import PreviewerKit

/// The timeline's record: each animation once with its begin and end in media time, when it left its layer, and
/// the copies put back when scrubbing to a time it was running.
@MainActor
final class TimelineRecordTests: XCTestCase {
    override func tearDown() async throws {
        MediaClock.setManualTime(nil)
    }

    private func fade(duration: Double = 1) -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = duration
        return fade
    }

    func testAnAnimationIsRecordedOnceWithItsBeginAndEndInMediaTime() async throws {
        MediaClock.setManualTime(1000)
        let root = CALayer(), layer = CALayer()
        layer.name = "dot"
        root.addSublayer(layer)
        let repeating = fade(duration: 0.5)
        repeating.repeatCount = 3
        layer.add(repeating, forKey: "fade")
        CATransaction.flush()
        var record = TimelineRecord()
        record.observe(root, time: 1000)
        MediaClock.setManualTime(1000.2)
        record.observe(root, time: 1000.2)
        XCTAssertEqual(record.entries.count, 1, "seen twice, recorded once")
        let entry = try XCTUnwrap(record.entries.first)
        XCTAssertEqual(entry.label, "dot · opacity")
        XCTAssertEqual(entry.begin, 1000, accuracy: 1e-9)
        XCTAssertEqual(entry.end, 1001.5, accuracy: 1e-9, "three repeats of 0.5 s")
        XCTAssertNil(entry.removedAt)
        XCTAssertEqual(record.span(now: 1000.2).lowerBound, 999.95, accuracy: 1e-9)
    }

    func testScrubbingBackShowsAFinishedAnimationWhereItWasAndFinishesNothingTwice() async throws {
        MediaClock.setManualTime(1000)
        let root = CALayer(), layer = CALayer()
        root.addSublayer(layer)
        let delegate = StopCounter()
        let animation = fade()
        animation.delegate = delegate
        layer.add(animation, forKey: "fade")
        CATransaction.flush()
        var record = TimelineRecord()
        record.observe(root, time: 1000)
        MediaClock.setManualTime(1001.5)
        AnimationEvents.process(now: 1001.5)
        CATransaction.flush()
        XCTAssertNil(layer.animationKeys(), "removed on completion")
        record.observe(root, time: 1001.5)
        XCTAssertEqual(try XCTUnwrap(record.entries.first?.removedAt), 1001.5, accuracy: 1e-9)
        XCTAssertEqual(delegate.stops, 1)

        record.restore(at: 1000.25)
        MediaClock.setManualTime(1000.25)
        CATransaction.flush()
        XCTAssertEqual(Double(try XCTUnwrap(layer.presentation()).opacity), 0.75, accuracy: 1e-6, "a quarter through")
        record.restore(at: 1000.5)
        XCTAssertEqual(layer.animationKeys()?.count, 1, "put back once while the copy is attached")

        MediaClock.setManualTime(1002)
        AnimationEvents.process(now: 1002)
        CATransaction.flush()
        XCTAssertNil(layer.animationKeys(), "the copy ends where the original did")
        XCTAssertEqual(delegate.stops, 1, "the original's delegate hears nothing from the copy")
        XCTAssertEqual(record.entries.count, 1, "the copy is not recorded as an animation of its own")
    }

    func testAReplacedAnimationIsCutWhereItWasReplaced() async throws {
        MediaClock.setManualTime(1000)
        let root = CALayer(), layer = CALayer()
        root.addSublayer(layer)
        layer.add(fade(duration: 2), forKey: "fade")
        CATransaction.flush()
        var record = TimelineRecord()
        record.observe(root, time: 1000)
        MediaClock.setManualTime(1001)
        let second = CABasicAnimation(keyPath: "opacity")
        second.fromValue = 0.2
        second.toValue = 0.2
        second.duration = 1
        layer.add(second, forKey: "fade")
        CATransaction.flush()
        record.observe(root, time: 1001)
        XCTAssertEqual(record.entries.count, 2)
        XCTAssertEqual(try XCTUnwrap(record.entries[0].removedAt), 1001, accuracy: 1e-9)
        record.restore(at: 1000.5)
        MediaClock.setManualTime(1001.5)
        CATransaction.flush()
        XCTAssertEqual(
            Double(try XCTUnwrap(layer.presentation()).opacity), 0.2, accuracy: 1e-6,
            "at 1.5 s the second animation shows, not the first put back")
        MediaClock.setManualTime(1000.5)
        XCTAssertEqual(Double(try XCTUnwrap(layer.presentation()).opacity), 0.75, accuracy: 1e-6)
    }
}

extension TimelineRecordTests {
    func testEndlessAndManyAnimationsKeepTheRecordBoundedAndTheSpanFinite() async throws {
        MediaClock.setManualTime(1000)
        let root = CALayer()
        var layers: [CALayer] = []
        for index in 0..<(TimelineRecord.capacity + 10) {
            let layer = CALayer()
            root.addSublayer(layer)
            layers.append(layer)
            let spin = fade(duration: index == 0 ? .infinity : 0.5)
            spin.repeatCount = index == 1 ? .infinity : 1
            layer.add(spin, forKey: "spin")
        }
        CATransaction.flush()
        var record = TimelineRecord()
        record.observe(root, time: 1000)
        XCTAssertEqual(record.entries.count, TimelineRecord.capacity + 10, "attached animations are all kept")
        let span = record.span(now: 1000)
        XCTAssertTrue(span.upperBound.isFinite)
        XCTAssertLessThanOrEqual(span.upperBound - span.lowerBound, 3600.2)
        record.observe(root, time: 1000)
        XCTAssertEqual(record.entries.count, TimelineRecord.capacity + 10, "nothing is added twice")
        for layer in layers.dropFirst(2) { layer.removeAllAnimations() }
        CATransaction.flush()
        record.observe(root, time: 1000.1)
        let fresh = CALayer()
        root.addSublayer(fresh)
        fresh.add(fade(), forKey: "late")
        CATransaction.flush()
        record.observe(root, time: 1000.1)
        XCTAssertEqual(record.entries.count, TimelineRecord.capacity, "past capacity the oldest gone ones are dropped")
        XCTAssertTrue(record.entries.contains { $0.key == "late" })
        XCTAssertEqual(record.entries.filter { $0.removedAt == nil }.count, 3, "the endless two and the late one")
    }
}

private final class StopCounter: NSObject, CAAnimationDelegate {
    var stops = 0
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops += 1 }
}
