import XCTest

@testable import RenderServer

/// `Array(touchedCapacity:)`: the arrays the compositor records into are made with room for a frame's steps, so that
/// the frame recording into them neither grows them nor moves them.
final class TouchedCapacityTests: XCTestCase {
    func testRoomIsThereAndAppendingDoesNotMoveTheStorage() {
        var records = [StepRecord](touchedCapacity: 10_000)
        XCTAssertTrue(records.isEmpty)
        XCTAssertGreaterThanOrEqual(records.capacity, 10_000)
        let storage = records.withUnsafeBufferPointer { $0.baseAddress }
        for index in 0..<10_000 {
            records.append(
                StepRecord(
                    signature: index, box: PixelRect(x: index, y: 0, width: 1, height: 1), predecessor: nil,
                    alwaysDamaged: false, run: nil))
        }
        XCTAssertEqual(records.withUnsafeBufferPointer { $0.baseAddress }, storage)
        XCTAssertEqual(records[9_999].signature, 9_999)
        XCTAssertEqual(records[4_321].box.x, 4_321)
    }

    func testNoRoomAsked() {
        let empty = [Int](touchedCapacity: 0)
        XCTAssertTrue(empty.isEmpty)
    }
}
