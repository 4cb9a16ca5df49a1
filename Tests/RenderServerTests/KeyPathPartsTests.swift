import CoreGraphics
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

    /// Every key a layer has, resolved once (`LayerKey`), reads back what it set by name and by key path, aliases
    /// included; a value of another kind changes nothing; keys of a kind of layer still reach it.
    func testEveryLayerKeyRoundTripsByNameAndByKeyPath() {
        let values: [(String, AnimationValue)] = [
            ("bounds", .rect(CGRect(x: 1, y: 2, width: 30, height: 40))), ("position", .point(CGPoint(x: 5, y: 6))),
            ("zPosition", .scalar(3)), ("anchorPoint", .point(CGPoint(x: 0.25, y: 0.75))), ("anchorPointZ", .scalar(2)),
            ("transform", .transform(.scale(2, 3, 1))), ("sublayerTransform", .transform(.translation(4, 5, 0))),
            ("hidden", .scalar(1)), ("isHidden", .scalar(1)), ("doubleSided", .scalar(0)),
            ("isDoubleSided", .scalar(0)),
            ("masksToBounds", .scalar(1)), ("shouldRasterize", .scalar(1)),
            ("contentsRect", .rect(CGRect(x: 0, y: 0, width: 0.5, height: 0.5))),
            ("contentsCenter", .rect(CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8))), ("contentsScale", .scalar(2)),
            ("minificationFilterBias", .scalar(0.5)),
            ("backgroundColor", .color(RGBA(red: 1, green: 0.5, blue: 0, alpha: 1))), ("cornerRadius", .scalar(8)),
            ("borderWidth", .scalar(2)), ("borderColor", .color(RGBA(red: 0, green: 0, blue: 1, alpha: 0.5))),
            ("opacity", .scalar(0.25)), ("rasterizationScale", .scalar(3)),
            ("shadowColor", .color(RGBA(red: 0.2, green: 0.2, blue: 0.2, alpha: 1))), ("shadowOpacity", .scalar(0.7)),
            ("shadowOffset", .size(CGSize(width: 2, height: -3))), ("shadowRadius", .scalar(6)),
        ]
        for (name, value) in values {
            var byName = LayerProperties(), byPath = LayerProperties()
            XCTAssertTrue(byName.setValue(value, forKey: name), name)
            XCTAssertTrue(byPath.setValue(value, forKeyPath: name), name)
            XCTAssertEqual(byName.value(forKey: name), value, name)
            XCTAssertEqual(byPath.value(forKeyPath: name), value, name)
            XCTAssertEqual(byName, byPath, name)
            var unchanged = LayerProperties()
            XCTAssertFalse(unchanged.setValue(.path([]), forKeyPath: name), name)
            XCTAssertEqual(unchanged, LayerProperties(), name)
        }
        var shape = LayerProperties()
        shape.kind = .shape(ShapeProperties())
        XCTAssertTrue(shape.setValue(.scalar(0.4), forKeyPath: "strokeEnd"))
        XCTAssertEqual(shape.value(forKeyPath: "strokeEnd"), .scalar(0.4))
        XCTAssertNil(LayerProperties().value(forKeyPath: "noSuchKey"))
    }
}
