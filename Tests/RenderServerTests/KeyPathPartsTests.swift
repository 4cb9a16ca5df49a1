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

    /// A transform's components are written into the matrix: a turn of the identity is that rotation; over a scale
    /// and a translation, the rotation replaces only the rotation; an unknown component changes nothing.
    func testTransformComponentsKeepTheRest() {
        var p = LayerProperties()
        XCTAssertTrue(p.setValue(.scalar(4), forKeyPath: "transform.rotation.z"))
        XCTAssertEqual(p.transform, .rotation(4, 0, 0, 1))
        p.transform = Matrix3D.scale(2, 3, 1).concatenating(.translation(5, 7, 0))
        XCTAssertTrue(p.setValue(.scalar(.pi / 2), forKeyPath: "transform.rotation.z"))
        let expected = Matrix3D.scale(2, 3, 1).concatenating(.rotation(.pi / 2, 0, 0, 1))
            .concatenating(.translation(5, 7, 0))
        for (a, b) in zip(p.transform.entries, expected.entries) { XCTAssertEqual(a, b, accuracy: 1e-9) }
        let before = p.transform
        XCTAssertFalse(p.setValue(.scalar(1), forKeyPath: "transform.shear"))
        XCTAssertFalse(p.setValue(.point(.zero), forKeyPath: "transform.rotation.z"))
        XCTAssertEqual(p.transform, before)
    }
}
