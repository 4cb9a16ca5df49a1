import CoreGraphics
import XCTest

@testable import RenderServer

/// Shortcuts recording takes for every layer give exactly what the general computations give.
final class PlacementShortcutsTests: XCTestCase {
    /// A layer without a transform is placed by one translation: the same entries, bit for bit, as the product
    /// Tr(−anchor) · identity · Tr(position).
    func testAnUntransformedLayerIsPlacedAsByTheFullProduct() {
        var random = SeededRandom(seed: 11)
        for _ in 0..<500 {
            var p = LayerProperties()
            p.bounds = CGRect(
                x: random.next() * 40 - 20, y: random.next() * 40 - 20, width: random.next() * 300,
                height: random.next() * 300)
            p.anchorPoint = CGPoint(x: random.next() * 1.5 - 0.25, y: random.next())
            p.position = CGPoint(x: random.next() * 2000 - 500, y: random.next() * 1200 - 300)
            p.zPosition = random.next() < 0.5 ? 0 : random.next() * 10
            let a = LayerGeometry.anchor(p)
            let product = Matrix3D.translation(-a.x, -a.y, -a.z).concatenating(.identity)
                .concatenating(.translation(Double(p.position.x), Double(p.position.y), p.zPosition))
            XCTAssertEqual(
                LayerGeometry.layerToSuperlayer(p).entries.map(\.bitPattern), product.entries.map(\.bitPattern))
        }
    }

    /// Step boxes found from doubles are the boxes `init(covering:)` finds from the same rect.
    func testBoxesFromDoublesAreTheCoveringBoxes() {
        var random = SeededRandom(seed: 12)
        for _ in 0..<2000 {
            let x = random.next() * 4000 - 2000, y = random.next() * 4000 - 2000
            let width = random.next() < 0.1 ? 0 : random.next() * 300, height = random.next() * 300
            XCTAssertEqual(
                PixelRect(coveringX: x, y: y, width: width, height: height),
                PixelRect(covering: CGRect(x: x, y: y, width: width, height: height)))
        }
        XCTAssertEqual(
            PixelRect(coveringX: .infinity, y: 0, width: 1, height: 1),
            PixelRect(covering: CGRect(x: Double.infinity, y: 0, width: 1, height: 1)))
    }
}
