import CoreGraphics
import XCTest

@testable import RenderServer

/// A number-like property read as lanes is its value's components, and lanes written set the value made from them.
final class LayerPropertiesLanesTests: XCTestCase {
    private static let numberLike = [
        "bounds", "position", "zPosition", "anchorPoint", "anchorPointZ", "contentsRect", "contentsCenter",
        "contentsScale", "minificationFilterBias", "cornerRadius", "borderWidth", "opacity", "rasterizationScale",
        "shadowOpacity", "shadowOffset", "shadowRadius",
    ]

    func testLanesReadAndWriteAsTheValuesDo() throws {
        var properties = LayerProperties()
        properties.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
        properties.position = CGPoint(x: -5.5, y: 7.25)
        properties.shadowOffset = CGSize(width: 3, height: -9)
        properties.contentsRect = CGRect(x: 0.1, y: 0.2, width: 0.5, height: 0.7)
        properties.opacity = 0.4
        let written = SIMD4<Double>(1.5, -2.25, 3.125, 4.5)
        for name in Self.numberLike {
            let key = try XCTUnwrap(LayerKey(name))
            let read = try XCTUnwrap(properties.lanes(for: key), name)
            let kind = try XCTUnwrap(LayerProperties.laneKind(of: key), name)
            let value = properties.value(for: key)
            XCTAssertEqual(kind, NumericEnds.Kind(of: value), name)
            XCTAssertEqual(read, value.components?.values, name)
            var changed = properties
            changed.setLanes(written, for: key)
            XCTAssertEqual(changed.value(for: key), kind.value(written), name)
        }
    }

    /// Colours (made anew when set), switches and matrices are left to the values.
    func testOtherPropertiesHaveNoLanes() throws {
        let properties = LayerProperties()
        for name in ["backgroundColor", "borderColor", "shadowColor", "hidden", "transform", "contents", "shadowPath"] {
            let key = try XCTUnwrap(LayerKey(name))
            XCTAssertNil(properties.lanes(for: key), name)
            XCTAssertNil(LayerProperties.laneKind(of: key), name)
        }
    }
}
