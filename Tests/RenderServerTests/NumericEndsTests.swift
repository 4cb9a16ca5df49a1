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
}
