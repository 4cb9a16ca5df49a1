import QuartzCore
import RenderServer
import TestSupport
import XCTest

/// Golden grids shared by the feature and layer-catalogue golden tests.
extension ManualClockTestCase {
    /// A white root with `cells` placed left to right, top to bottom, 80×80 each, `columns` to a row.
    func grid(_ cells: [CALayer], columns: Int = 3) -> CALayer {
        let root = CALayer()
        let rows = (cells.count + columns - 1) / columns
        root.bounds = CGRect(x: 0, y: 0, width: CGFloat(columns) * 80, height: CGFloat(max(rows, 2)) * 80)
        root.anchorPoint = .zero
        root.backgroundColor = CGColor.white
        for (i, cell) in cells.enumerated() {
            let holder = CALayer()
            holder.frame = CGRect(x: CGFloat(i % columns) * 80, y: CGFloat(i / columns) * 80, width: 80, height: 80)
            cell.position = CGPoint(x: 40, y: 40)
            holder.addSublayer(cell)
            root.addSublayer(holder)
        }
        return root
    }

    /// Compares both compositors' renders of `root` with the reviewed golden (reference) and with each other, cell
    /// by cell. `edgeShare` and `regionMean` loosen the antialiasing allowance for content whose edges the two
    /// sample differently by design (nearest-neighbour magnification under a rotation).
    func check(
        _ root: CALayer, named name: String, edgeShare: Double = 0.05, regionMean: Double = 2.5,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        CATransaction.flush()
        let tree = try XCTUnwrap(root.makeRenderTree())
        let presented = tree.presented(at: CACurrentMediaTime())
        for scale in [1, 2] {
            let width = Int(root.bounds.width) * scale, height = Int(root.bounds.height) * scale
            let reference = try XCTUnwrap(PixelBuffer(width: width, height: height))
            let fast = try XCTUnwrap(PixelBuffer(width: width, height: height))
            try ReferenceCompositor().render(presented, into: reference, scale: Double(scale))
            try CPUCompositor().render(presented, into: fast, scale: Double(scale))
            let suffix = scale == 1 ? "" : "@2x"
            Golden.assertMatches(
                CGImage(buffer: reference), named: "feature-\(name)\(suffix)", maxChannelDelta: 2, file: file,
                line: line)
            // The fast compositor agrees with the reference cell by cell: no pixel far off away from an edge (a
            // missing, moved or recoloured layer fails), at most `edgeShare` of a cell's edge pixels far off
            // (antialiasing), and a mean difference of `regionMean` at most in every cell.
            let agreement = RegionAgreement(fast, reference, side: 80 * scale, edgeReach: scale)
            for region in agreement.regions {
                XCTAssertEqual(region.interiorFar, 0, "\(name)\(suffix): \(region)", file: file, line: line)
                XCTAssertLessThanOrEqual(
                    Double(region.edgeFar), edgeShare * Double(region.edgePixels), "\(name)\(suffix): \(region)",
                    file: file, line: line)
                XCTAssertLessThanOrEqual(region.mean, regionMean, "\(name)\(suffix): \(region)", file: file, line: line)
            }
        }
    }

}
