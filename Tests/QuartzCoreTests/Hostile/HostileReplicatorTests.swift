import QuartzCore
import RenderServer
import TestSupport
import XCTest

/// A replicator asked for more instances than can be seen draws a bounded number, with one log line.
@MainActor
final class HostileReplicatorTests: XCTestCase {
    override func tearDown() async throws {
        MediaClock.setManualTime(nil)
        Log.setSink(nil)
    }

    func testAnEnormousInstanceCountIsDrawnBoundedWithOneLine() async throws {
        MediaClock.setManualTime(100)
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = .max
        replicator.instanceDelay = 0.01
        replicator.instanceTransform = CATransform3DMakeTranslation(1, 0, 0)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        dot.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        replicator.addSublayer(dot)
        root.addSublayer(replicator)
        CATransaction.flush()
        XCTAssertEqual(replicator.instanceCount, .max, "the model keeps what was asked")
        let presented = try XCTUnwrap(root.makeRenderTree()).presented(at: 100)
        for compositor in [
            { try ReferenceCompositor().render(presented, into: $0, scale: 1) },
            { try CPUCompositor().render(presented, into: $0, scale: 1) },
        ] as [(PixelBuffer) throws -> Void] {
            let buffer = try XCTUnwrap(PixelBuffer(width: 40, height: 40))
            try compositor(buffer)
            XCTAssertEqual(Pixel(buffer[39, 0]), .red, "instances run to the edge")
        }
        XCTAssertEqual(lines.all.filter { $0.contains("instanceCount") }.count, 1, lines.all.joined(separator: "\n"))
    }
}
