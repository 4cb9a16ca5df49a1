import CoreGraphics
import XCTest

@testable import RenderServer

/// `NumericEnds` interpolates as `AnimationValue.interpolate` does, bit for bit, for every number-like kind, and
/// takes no other.
final class NumericEndsTests: XCTestCase {
    func testLanesInterpolateAsTheValuesDo() throws {
        let pairs: [(AnimationValue, AnimationValue)] = [
            (.scalar(0.1), .scalar(-7.3)),
            (.point(CGPoint(x: 1.5, y: -2)), .point(CGPoint(x: 1e3, y: 1 / 3))),
            (.size(CGSize(width: 4, height: 0.2)), .size(CGSize(width: -3, height: 9))),
            // A rect whose width crosses zero: interpolated sizes are made positive.
            (.rect(CGRect(x: 1, y: 2, width: 10, height: -4)), .rect(CGRect(x: -5, y: 0.5, width: -30, height: 8))),
            // Colours past 0…1 in between are clamped.
            (
                .color(RGBA(red: 0.9, green: 0, blue: 0.3, alpha: 1)),
                .color(RGBA(red: 1.4, green: -0.6, blue: 0.31, alpha: 0.2))
            ),
        ]
        for (from, to) in pairs {
            let ends = try XCTUnwrap(NumericEnds(from: from, to: to))
            for t: Double in [0, 1e-9, 0.25, 1 / 3, 0.5, 0.9999, 1, 1.7, -0.4] {
                XCTAssertEqual(ends.value(at: t), AnimationValue.interpolate(from, to, t), "\(from) → \(to) at \(t)")
            }
        }
    }

    func testOnlyTwoValuesOfOneNumberLikeKindHaveLanes() {
        XCTAssertNil(NumericEnds(from: .scalar(1), to: .point(.zero)))
        XCTAssertNil(NumericEnds(from: .transform(.identity), to: .transform(.identity)))
        XCTAssertNil(NumericEnds(from: .none, to: .none))
        XCTAssertNil(NumericEnds(from: .array([.scalar(1)]), to: .array([.scalar(2)])))
    }

    /// An animation keeps lanes for its given ends, and a new kind replaces them.
    func testAnAnimationsLanesFollowItsKind() {
        var animation = RenderAnimation(
            key: nil, keyPath: "opacity", timing: TimingParameters(), timingFunction: nil,
            kind: .basic(.init(from: .scalar(0), to: .scalar(1), by: nil)))
        XCTAssertEqual(animation.numericEnds?.to, SIMD4(1, 0, 0, 0))
        animation.kind = .basic(.init(from: .scalar(0), to: nil, by: nil))
        XCTAssertNil(animation.numericEnds)
        animation.kind = .basic(.init(from: .scalar(2), to: .scalar(5), by: nil))
        XCTAssertEqual(animation.numericEnds?.from, SIMD4(2, 0, 0, 0))
        animation.kind = .basic(.init(from: .transform(.identity), to: .transform(.identity), by: nil))
        XCTAssertNil(animation.numericEnds)
        XCTAssertNotNil(animation.givenEnds)
    }

    /// An animation with one end given (a `toValue` alone, or a `fromValue` alone) is evaluated from the value below
    /// as the from/to table says, bit for bit as interpolating the two values does, for each number-like kind.
    func testOneGivenEndInterpolatesFromTheValueBelow() throws {
        var below = LayerProperties()
        below.position = CGPoint(x: 10.25, y: -3)
        below.opacity = 0.35
        below.bounds = CGRect(x: 0, y: 0, width: 48, height: 30)
        below.backgroundColor = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        let cases: [(String, AnimationValue)] = [
            ("position", .point(CGPoint(x: 310.5, y: 1 / 3))),
            ("opacity", .scalar(0.9)),
            ("bounds", .rect(CGRect(x: 4, y: -2, width: 12, height: 90))),
            ("backgroundColor", .color(RGBA(red: 1, green: 0.1, blue: 0, alpha: 0.5))),
        ]
        var timing = TimingParameters()
        timing.duration = 2
        for (keyPath, end) in cases {
            let base = try XCTUnwrap(below.value(forKeyPath: keyPath))
            for givesTo in [true, false] {
                let values = RenderAnimation.BasicValues(
                    from: givesTo ? nil : end, to: givesTo ? end : nil, by: nil)
                let animation = RenderAnimation(
                    key: nil, keyPath: keyPath, timing: timing, timingFunction: nil, kind: .basic(values))
                XCTAssertNotNil(animation.numericOpenEnd, keyPath)
                for local: Double in [0, 0.3, 1, 1.999] {
                    var properties = below
                    AnimationEvaluator.apply([animation], to: &properties, localTime: local)
                    let t = local / 2
                    let expected =
                        givesTo
                        ? AnimationValue.interpolate(base, end, t) : AnimationValue.interpolate(end, base, t)
                    XCTAssertEqual(properties.value(forKeyPath: keyPath), expected, "\(keyPath) \(givesTo) at \(t)")
                }
            }
        }
    }

    /// Only one given end without `by`, of a number-like kind, is kept as lanes.
    func testAnOpenEndNeedsOneNumberLikeEnd() {
        XCTAssertNil(NumericOpenEnd(.init(from: .scalar(1), to: .scalar(2), by: nil)))
        XCTAssertNil(NumericOpenEnd(.init(from: nil, to: .scalar(2), by: .scalar(1))))
        XCTAssertNil(NumericOpenEnd(.init(from: nil, to: nil, by: .scalar(1))))
        XCTAssertNil(NumericOpenEnd(.init(from: nil, to: .transform(.identity), by: nil)))
        XCTAssertEqual(NumericOpenEnd(.init(from: nil, to: .scalar(2), by: nil))?.isTo, true)
        XCTAssertEqual(NumericOpenEnd(.init(from: .point(.zero), to: nil, by: nil))?.isTo, false)
        XCTAssertNil(NumericOpenEnd(.init(from: .scalar(1), to: nil, by: nil))?.ends(base: .point(.zero)))
    }
}
