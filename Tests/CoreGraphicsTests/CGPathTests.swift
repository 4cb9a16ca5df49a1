import CoreGraphics
import Foundation
import XCTest

final class CGPathTests: XCTestCase {
    private func kinds(_ path: CGPath) -> [CGPathElementType] {
        var result: [CGPathElementType] = []
        path.applyWithBlock { result.append($0.pointee.type) }
        return result
    }

    func testRectPathElementsAndIsRect() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        XCTAssertEqual(kinds(path), [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        var rect = CGRect.zero
        XCTAssertTrue(path.isRect(&rect))
        XCTAssertEqual(rect, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertFalse(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil).isRect(nil))
    }

    func testApplyWithBlockHandsOutPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addQuadCurve(to: CGPoint(x: 5, y: 1), control: CGPoint(x: 3, y: 4))
        path.addCurve(to: CGPoint(x: 9, y: 1), control1: CGPoint(x: 6, y: 3), control2: CGPoint(x: 8, y: 3))
        var points: [[CGPoint]] = []
        path.applyWithBlock { element in
            let count = [1, 1, 2, 3, 0][Int(element.pointee.type.rawValue)]
            points.append((0..<count).map { element.pointee.points[$0] })
        }
        XCTAssertEqual(points[1], [CGPoint(x: 3, y: 4), CGPoint(x: 5, y: 1)])
        XCTAssertEqual(points[2].last, CGPoint(x: 9, y: 1))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 9, y: 1))
    }

    func testBoundingBoxIncludesControlPointsButBoundingBoxOfPathDoesNot() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
        XCTAssertEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(path.boundingBoxOfPath.maxY, 7.5, accuracy: 1e-9)
        XCTAssertTrue(CGMutablePath().boundingBox.isNull)
    }

    func testArcEndsAtEndAngleAndClockwiseGoesTheOtherWay() {
        let ccw = CGMutablePath()
        ccw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(ccw.currentPoint.x, 0, accuracy: 1e-9)
        XCTAssertEqual(ccw.currentPoint.y, 10, accuracy: 1e-9)
        XCTAssertEqual(ccw.boundingBoxOfPath.width, 10, accuracy: 1e-6)
        let cw = CGMutablePath()
        cw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(cw.boundingBoxOfPath.width, 20, accuracy: 1e-3)
        XCTAssertEqual(cw.boundingBoxOfPath.height, 20, accuracy: 1e-3)
    }

    /// The signed area of the flattened path (positive counter-clockwise in y-up space): π r² for a full circle
    /// drawn toward increasing angles, −π r² for one drawn toward decreasing angles.
    private func signedArea(_ path: CGPath) -> CGFloat {
        var area: CGFloat = 0
        for polyline in path.flattened(tolerance: 0.001) {
            let points = polyline.points
            for (a, b) in zip(points, points.dropFirst() + points.prefix(1)) { area += (a.x * b.y - b.x * a.y) / 2 }
        }
        return area
    }

    func testWholeTurnArcsDrawTheFullCircleInTheRequestedDirection() {
        let full = CGFloat.pi * 100
        let cases: [(start: CGFloat, end: CGFloat, clockwise: Bool, area: CGFloat)] = [
            (0, 2 * .pi, true, -full),
            (0, 2 * .pi, false, full),
            (2 * .pi, 0, true, -full),
            (2 * .pi, 0, false, full),
            (-.pi / 2, 3 * .pi / 2, true, -full),
            (-.pi / 2, -.pi / 2 + 4 * .pi, false, full),
            (CGFloat(Double.pi) * 0.3, CGFloat(Double.pi) * 0.3 + CGFloat(Double.pi) * 2, true, -full),
        ]
        for c in cases {
            let path = CGMutablePath()
            path.addArc(center: .zero, radius: 10, startAngle: c.start, endAngle: c.end, clockwise: c.clockwise)
            XCTAssertEqual(signedArea(path), c.area, accuracy: 0.1, "\(c)")
            XCTAssertEqual(path.boundingBoxOfPath.width, 20, accuracy: 0.01, "\(c)")
        }
    }

    func testEqualAnglesDrawNoArc() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 1, endAngle: 1, clockwise: true)
        XCTAssertEqual(kinds(path), [.moveToPoint])
    }

    func testArcPointsStayOnTheCircle() {
        let path = CGMutablePath()
        path.addRelativeArc(center: CGPoint(x: 5, y: 5), radius: 20, startAngle: 0.3, delta: 5)
        let points = path.flattened(tolerance: 0.001).flatMap(\.points)
        // A 5-radian arc of radius 20 is 100 points long: flattened at 0.001 it has many points.
        XCTAssertGreaterThan(points.count, 50)
        for p in points {
            XCTAssertEqual(hypot(p.x - 5, p.y - 5), 20, accuracy: 0.01)
        }
    }

    func testTangentArcRoundsACorner() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        XCTAssertEqual(path.currentPoint.x, 10, accuracy: 1e-9)
        XCTAssertEqual(path.currentPoint.y, 4, accuracy: 1e-9)
        var kinds: [CGPathElementType] = []
        path.applyWithBlock { kinds.append($0.pointee.type) }
        XCTAssertEqual(kinds, [.moveToPoint, .addLineToPoint, .addCurveToPoint])
    }

    func testContainsHonoursFillRuleAndTransform() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        XCTAssertTrue(path.contains(CGPoint(x: 5, y: 5)))
        XCTAssertFalse(path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        XCTAssertTrue(path.contains(CGPoint(x: 1, y: 5), using: .evenOdd))
        XCTAssertFalse(path.contains(CGPoint(x: 11, y: 5)))
        XCTAssertTrue(path.contains(CGPoint(x: 105, y: 5), transform: CGAffineTransform(translationX: 100, y: 0)))
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        XCTAssertFalse(circle.contains(CGPoint(x: 0.5, y: 0.5)))
        XCTAssertTrue(circle.contains(CGPoint(x: 5, y: 9.8)))
    }

    func testRoundedRectStaysInsideRectAndClampsCorners() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let path = CGPath(roundedRect: rect, cornerWidth: 50, cornerHeight: 50, transform: nil)
        XCTAssertEqual(path.boundingBoxOfPath.width, 40, accuracy: 1e-6)
        XCTAssertFalse(path.contains(CGPoint(x: 1, y: 1)))
        XCTAssertTrue(path.contains(CGPoint(x: 20, y: 10)))
    }

    func testValueEqualityAndCopies() {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        let b = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        XCTAssertEqual(a, b)
        var shift = CGAffineTransform(translationX: 1, y: 0)
        XCTAssertNotEqual(a, a.copy(using: &shift))
        let mutable = a.mutableCopy()
        mutable?.addLine(to: CGPoint(x: 5, y: 5))
        XCTAssertNotEqual(mutable, a)
        XCTAssertEqual(a, b)
    }

    func testStrokedCopyCoversTheStrokeArea() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 10, y: 0))
        let butt = line.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        XCTAssertTrue(butt.contains(CGPoint(x: 5, y: 1.9)))
        XCTAssertFalse(butt.contains(CGPoint(x: 5, y: 2.1)))
        XCTAssertFalse(butt.contains(CGPoint(x: -1, y: 0)))
        let square = line.copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        XCTAssertTrue(square.contains(CGPoint(x: -1.9, y: 0)))
        let round = line.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        XCTAssertTrue(round.contains(CGPoint(x: -1.9, y: 0)))
        XCTAssertFalse(round.contains(CGPoint(x: -1.8, y: 1.8)))
    }

    func testMiterJoinRespectsMiterLimit() {
        let corner = CGMutablePath()
        corner.move(to: CGPoint(x: 0, y: 0))
        corner.addLine(to: CGPoint(x: 10, y: 0))
        corner.addLine(to: CGPoint(x: 10, y: 10))
        let miter = corner.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        XCTAssertTrue(miter.contains(CGPoint(x: 10.9, y: -0.9)))
        let bevel = corner.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        XCTAssertFalse(bevel.contains(CGPoint(x: 10.9, y: -0.9)))
        let limited = corner.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 1.2)
        XCTAssertFalse(limited.contains(CGPoint(x: 10.9, y: -0.9)))
    }

    func testDashedCopySplitsByLengthWithPhase() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 10, y: 0))
        let dashed = line.copy(dashingWithPhase: 0, lengths: [2, 3])
        var moves: [CGFloat] = []
        dashed.applyWithBlock { if $0.pointee.type == .moveToPoint { moves.append($0.pointee.points[0].x) } }
        XCTAssertEqual(moves, [0, 5])
        let shifted = line.copy(dashingWithPhase: 1, lengths: [2, 3])
        var firstEnd = CGPoint.zero
        var seen = 0
        shifted.applyWithBlock { element in
            seen += 1
            if seen == 2 { firstEnd = element.pointee.points[0] }
        }
        XCTAssertEqual(firstEnd.x, 1, accuracy: 1e-9)
    }

    func testDashesOnACurveStayOnTheCurve() {
        let circle = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
        let dashed = circle.copy(dashingWithPhase: 0, lengths: [5, 5])
        var curves = 0
        dashed.applyWithBlock { element in
            if element.pointee.type == .addCurveToPoint {
                curves += 1
                let p = element.pointee.points[2]
                XCTAssertEqual(hypot(p.x, p.y), 10, accuracy: 0.01)
            }
        }
        XCTAssertGreaterThan(curves, 6)
    }

    /// An immutable path is measured once and keeps its measure, read from any thread; a mutable one is measured as
    /// it is when asked.
    func testAnImmutablePathKeepsItsMeasureAndAMutableOneFollowsItsElements() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        let lengths = UnsafeMutableBufferPointer<CGFloat>.allocate(capacity: 8)
        defer { lengths.deallocate() }
        nonisolated(unsafe) let slots = lengths
        DispatchQueue.concurrentPerform(iterations: 8) { slots[$0] = circle.measure.length }
        XCTAssertEqual(lengths[0], 20 * .pi, accuracy: 0.05)
        XCTAssertTrue(lengths.allSatisfy { $0 == lengths[0] })
        XCTAssertEqual(circle.measure.length, PathMeasure(circle).length)
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 10, y: 0))
        XCTAssertEqual(line.measure.length, 10, accuracy: 1e-9)
        line.addLine(to: CGPoint(x: 10, y: 5))
        XCTAssertEqual(line.measure.length, 15, accuracy: 1e-9)
    }
}
