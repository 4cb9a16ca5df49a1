import XCTest

@testable import RenderServer

/// The one-pixel blend functions against arithmetic written out channel by channel, without their lane tricks:
/// an oracle independent of the code under test (the vector loops are checked against these functions).
final class BlendOracleTests: XCTestCase {
    private var random = SeededRandom(seed: 41)

    private func channel(_ p: UInt32, _ shift: UInt32) -> Int { Int((p >> shift) & 0xFF) }

    /// `x·a/255` rounded to the nearest integer (no product of two bytes falls on a half).
    private func product(_ x: Int, _ a: Int) -> Int { Int((Double(x * a) / 255).rounded()) }

    private func pixel() -> UInt32 {
        let a = UInt32(random.next() * 256) & 255
        let c = (0..<3).map { _ in UInt32(random.next() * Double(a + 1)) & 255 }
        return a << 24 | min(c[0], a) << 16 | min(c[1], a) << 8 | min(c[2], a)
    }

    func testScaleIsEveryChannelTimesAlphaOver255RoundedForEveryPair() {
        var mismatches = 0
        for value in 0...255 {
            let p = UInt32(value) * 0x0101_0101
            for alpha in 0...255 {
                let scaled = Blend.scale(p, UInt32(alpha))
                for shift in [UInt32(0), 8, 16, 24] where channel(scaled, shift) != product(value, alpha) {
                    mismatches += 1
                }
            }
        }
        XCTAssertEqual(mismatches, 0)
    }

    func testOverIsSourcePlusDestinationTimesTheSourcesTransparency() {
        for _ in 0..<5000 {
            let s = pixel(), d = pixel()
            let result = Blend.over(s, d)
            let transparency = 255 - channel(s, 24)
            for shift in [UInt32(0), 8, 16, 24] {
                XCTAssertEqual(
                    channel(result, shift), channel(s, shift) + product(channel(d, shift), transparency),
                    "over(\(String(s, radix: 16)), \(String(d, radix: 16)))")
            }
        }
    }

    func testATranslucentTintMultipliesEachChannelRounded() {
        for _ in 0..<5000 {
            let p = pixel(), tint = pixel() & 0x7FFF_FFFF
            let result = Blend.tint(p, tint)
            for shift in [UInt32(0), 8, 16, 24] {
                XCTAssertEqual(channel(result, shift), product(channel(p, shift), channel(tint, shift)))
            }
        }
    }

    func testBilinearIsTheWeightedSumOfTheFourPixels() {
        for _ in 0..<5000 {
            let p = (pixel(), pixel(), pixel(), pixel())
            let fx = Int(random.next() * 257), fy = Int(random.next() * 257)
            let result = Blend.bilinear(p.0, p.1, p.2, p.3, UInt32(fx), UInt32(fy))
            // Weights in 256ths: the corner opposite (0, 0) gets fx·fy/256 (truncated), the others what is left.
            let w11 = fx * fy / 256, w10 = fx - w11, w01 = fy - w11, w00 = 256 - fx - fy + w11
            for shift in [UInt32(0), 8, 16, 24] {
                let sum =
                    channel(p.0, shift) * w00 + channel(p.1, shift) * w10 + channel(p.2, shift) * w01
                    + channel(p.3, shift) * w11
                XCTAssertEqual(channel(result, shift), sum / 256, "fx \(fx) fy \(fy)")
            }
        }
    }
}
