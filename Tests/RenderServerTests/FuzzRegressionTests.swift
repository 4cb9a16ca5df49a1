import CoreGraphics
import FuzzTargets
import RenderServer
import TestSupport
import XCTest

/// Inputs the fuzzer once crashed on (`Tests/FuzzCorpus/regressions/TARGET/NAME`), replayed through their targets,
/// and the seed corpus, which every target must take; each crash also has a test of its own named after it.
@MainActor
final class FuzzRegressionTests: XCTestCase {
    private static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("FuzzCorpus")

    override func tearDown() async throws {
        Log.setSink(nil)
    }

    private func inputs(in folder: URL) -> [(name: String, bytes: [UInt8])] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.sorted().compactMap { name in
            FileManager.default.contents(atPath: folder.appendingPathComponent(name).path).map { (name, [UInt8]($0)) }
        }
    }

    func testEverySeedAndEveryFormerCrashRunsThroughItsTarget() async throws {
        Log.setSink { _ in }
        var replayed = 0
        for target in FuzzTargets.names {
            for folder in [
                Self.corpus.appendingPathComponent(target),
                Self.corpus.appendingPathComponent("regressions").appendingPathComponent(target),
            ] {
                for input in inputs(in: folder) {
                    XCTAssertNoThrow(try FuzzTargets.run(target, input.bytes), "\(target)/\(input.name)")
                    replayed += 1
                }
            }
        }
        XCTAssertGreaterThanOrEqual(replayed, 17)
    }

    /// `regressions/paths/dashes-by-the-billion`: a long path dashed with a tiny pattern asked for more memory than the
    /// machine has in dash elements; the dashes stop at the limit with one log line.
    func testDashesByTheBillion() async {
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 1e12, y: 0))
        let dashed = line.copy(dashingWithPhase: 0, lengths: [1e-3, 1e-3])
        var dashes = 0
        dashed.applyWithBlock { if $0.pointee.type == .moveToPoint { dashes += 1 } }
        XCTAssertEqual(dashes, 10_000, "every second step of the 20 000 is a dash")
        XCTAssertEqual(lines.all.filter { $0.contains("dashes") }.count, 1)
        _ = line.copy(dashingWithPhase: 0, lengths: [1e-3, 1e-3])
        XCTAssertEqual(lines.all.filter { $0.contains("dashes") }.count, 1, "once per process")
    }

    /// `regressions/trees/uninvertible-matrix-fails-the-frame`: a layer scaled to nothing (or placed a googol
    /// away) made cairo's matrix uninvertible, which failed the reference compositor's whole frame; such a layer
    /// now draws nothing and its siblings draw.
    func testUninvertibleMatrixFailsTheFrame() async throws {
        func square(x: Double, transform: Matrix3D) -> RenderNode {
            var p = LayerProperties()
            p.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            p.position = CGPoint(x: x, y: 10)
            p.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            p.transform = transform
            return RenderNode(id: UInt64(x), properties: p, animations: [], sublayers: [], mask: nil)
        }
        var rootProperties = LayerProperties()
        rootProperties.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        rootProperties.position = CGPoint(x: 20, y: 10)
        let root = RenderNode(
            id: 100, properties: rootProperties, animations: [],
            sublayers: [
                square(x: 10, transform: .scale(0, 0, 1)), square(x: 20, transform: .translation(1e300, 0, 0)),
                square(x: 30, transform: .identity),
            ], mask: nil)
        let presented = RenderTree(root: root).presented(at: 0)
        let buffer = try XCTUnwrap(PixelBuffer(width: 40, height: 20))
        XCTAssertNoThrow(try ReferenceCompositor().render(presented, into: buffer, scale: 1))
        XCTAssertEqual(Pixel(buffer[30, 10]), .red, "the ordinary sibling draws")
        XCTAssertEqual(Pixel(buffer[10, 10]), .clear, "the square scaled to nothing draws nothing")
    }

    /// `regressions/paths/curve-with-too-many-segments-for-an-int`: a curve whose control point lay 10^300 away
    /// wanted more flattening segments than an Int holds, and the conversion trapped; the count is clamped first.
    func testCurveWithTooManySegmentsForAnInt() async {
        let curve = CGMutablePath()
        curve.move(to: .zero)
        curve.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 1e300, y: 0), control2: CGPoint(x: 5, y: 5))
        let outline = curve.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        var elements = 0
        outline.applyWithBlock { _ in elements += 1 }
        XCTAssertGreaterThan(elements, 0)
        let arc = CGMutablePath()
        arc.addArc(center: .zero, radius: 10, startAngle: .nan, endAngle: 1, clockwise: false)
        _ = arc.copy(strokingWithWidth: 1, lineCap: .round, lineJoin: .round, miterLimit: 10)
    }

    /// `regressions/paths/path-building-in-quadratic-time`: each element appended to a mutable path walked every
    /// element before it to find the current point, so building a dashed, stroked path of thousands of pieces took
    /// time quadratic in its length; the path keeps its cursor as it grows. The cursor must agree with a walk from the start at every step.
    func testPathBuildingInQuadraticTime() async {
        let path = CGMutablePath()
        for index in 0..<2_000 {
            let point = CGPoint(x: Double(index % 37), y: Double(index / 37))
            switch index % 5 {
            case 0: path.move(to: point)
            case 4: path.closeSubpath()
            default: path.addLine(to: point)
            }
            XCTAssertEqual(path.currentPoint, CGPath(elements: path.elements).currentPoint, "after \(index)")
        }
        path.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 50, y: 50), radius: 5)
        XCTAssertEqual(path.currentPoint, CGPath(elements: path.elements).currentPoint)
    }
}
