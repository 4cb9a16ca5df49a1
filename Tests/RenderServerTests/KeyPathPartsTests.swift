import RenderServer
import XCTest

final class KeyPathPartsTests: XCTestCase {
    func testSplitsAtTheFirstDot() {
        XCTAssertTrue(KeyPathParts.split("position") == ("position", nil))
        XCTAssertTrue(KeyPathParts.split("transform.rotation.z") == ("transform", "rotation.z"))
        XCTAssertTrue(KeyPathParts.split("emitterCells.spark.birthRate") == ("emitterCells", "spark.birthRate"))
        XCTAssertTrue(KeyPathParts.split("position.") == ("position", ""))
        // Byte search, character-safe: names with non-ASCII letters split where the dot is.
        XCTAssertTrue(KeyPathParts.split("émitterCells.étincelle.birthRate") == ("émitterCells", "étincelle.birthRate"))
    }

    /// The presented value of an animated sub-key path reaches the property (evaluated once per layer per frame).
    func testSubKeyPathsSetTheirComponent() {
        var p = LayerProperties()
        XCTAssertTrue(p.setValue(.scalar(12), forKeyPath: "position.x"))
        XCTAssertEqual(p.position.x, 12)
        XCTAssertTrue(p.setValue(.scalar(.pi / 2), forKeyPath: "transform.rotation.z"))
        XCTAssertEqual(p.transform.m12, 1, accuracy: 1e-12)
        XCTAssertFalse(p.setValue(.scalar(1), forKeyPath: "position.w"))
    }
}
