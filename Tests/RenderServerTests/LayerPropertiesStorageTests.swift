import CoreGraphics
import RenderServer
import XCTest

/// LayerProperties share one allocation between copies until a copy changes, and rare values stay unallocated
/// until set; neither is visible in the values.
final class LayerPropertiesStorageTests: XCTestCase {
    func testCopiesAreIndependentValues() {
        var model = LayerProperties()
        model.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        model.shadowRadius = 7
        var committed = model
        XCTAssertEqual(committed, model)
        model.bounds.size.width = 20
        model.shadowRadius = 1
        XCTAssertEqual(committed.bounds.width, 10)
        XCTAssertEqual(committed.shadowRadius, 7)
        committed.sublayerTransform = .scale(2, 2, 1)
        XCTAssertEqual(model.sublayerTransform, .identity)
        XCTAssertNotEqual(committed, model)
    }

    func testRareValuesKeepDefaultsAndExplicitNils() {
        var p = LayerProperties()
        XCTAssertEqual(p.shadowColor, CGColor.black, "default")
        p.shadowColor = nil
        XCTAssertNil(p.shadowColor, "an explicit nil is not the default")
        var q = LayerProperties()
        q.shadowRadius = 3
        XCTAssertNotEqual(p, q)
        XCTAssertEqual(q, LayerProperties(), "a rare value set to its default equals the unallocated default")
        XCTAssertEqual(q.hashValue, LayerProperties().hashValue)
    }

    /// `shouldRasterize`, `shadowOpacity` and `anchorPointZ` read literal defaults while no rare value is set (the
    /// compositor reads them for every layer): they must be the defaults an allocated rare box reads back.
    func testLiteralRareDefaultsMatchTheStoredDefaults() {
        let unset = LayerProperties()
        var allocated = LayerProperties()
        allocated.shadowRadius = 5
        XCTAssertEqual(unset.shouldRasterize, allocated.shouldRasterize)
        XCTAssertEqual(unset.shadowOpacity, allocated.shadowOpacity)
        XCTAssertEqual(unset.anchorPointZ, allocated.anchorPointZ)
        XCTAssertFalse(unset.shouldRasterize)
        XCTAssertEqual(unset.shadowOpacity, 0)
    }
}
