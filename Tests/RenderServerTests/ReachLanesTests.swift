import XCTest

@testable import RenderServer

/// The culling walk's reach raised sixteen tiles at a time (AVX2) against one at a time: the same reaches, the same
/// tiles brought to `hides`, and the lanes read past the run written back unchanged.
final class ReachLanesTests: XCTestCase {
    func testLanesRaiseAsOneByOne() {
        var random = SeededRandom(seed: 7)
        // Opaque, opacity 0.95, 0.8, 0.5, and gains just over 1 (below 0.5, a layer never hides alone).
        let alphas: [UInt32] = [255, 242, 204, 128, 127, 60, 1]
        for round in 0..<400 {
            let alpha = alphas[round % alphas.count]
            let gain = alpha == 255 ? 255 << 16 : (255 << 16) / (255 - alpha)
            let count = 1 + Int(random.next() * 64) % 64
            let reaches = (0..<(count + ReachLanes.slack)).map { _ in
                random.next() < 0.3 ? UInt16(255) : UInt16(1 + Int(random.next() * 254))
            }
            var oneByOne = reaches
            let expected = oneByOne.withUnsafeMutableBufferPointer {
                ReachLanes.raiseOneByOne($0.baseAddress!, count: count, gain: gain)
            }
            var lanes = reaches
            let brought = lanes.withUnsafeMutableBufferPointer {
                ReachLanes.raise($0.baseAddress!, count: count, gain: gain)
            }
            XCTAssertEqual(brought, expected, "round \(round)")
            XCTAssertEqual(lanes, oneByOne, "round \(round)")
            XCTAssertEqual(Array(lanes[count...]), Array(reaches[count...]), "round \(round): past the run")
            // What one by one means: a reach below 255 becomes ⌊r · gain / 2¹⁶⌋, at most 255.
            for i in 0..<count where reaches[i] < 255 {
                XCTAssertEqual(UInt32(oneByOne[i]), min(255, (UInt32(reaches[i]) * gain) >> 16))
            }
        }
    }
}
