import QuartzCore
import RenderServer
import TestSupport
import XCTest

/// An emitter whose sub-cells would multiply into hundreds of millions of particles makes a bounded number,
/// with one log line.
@MainActor
final class HostileEmitterTests: XCTestCase {
    override func tearDown() async throws {
        MediaClock.setManualTime(nil)
        Log.setSink(nil)
    }

    func testSubCellsOfHugeRatesStopAtTheParticleLimit() async throws {
        MediaClock.setManualTime(100)
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        let dot = CGContext.testContext(width: 2, height: 2).makeImage()
        let spark = CAEmitterCell()
        spark.contents = dot
        spark.birthRate = 10_000
        spark.lifetime = 100
        let rocket = CAEmitterCell()
        rocket.birthRate = 10_000
        rocket.lifetime = 100
        rocket.contents = dot
        rocket.emitterCells = [spark]
        let layer = CAEmitterLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        layer.emitterCells = [rocket]
        CATransaction.flush()
        MediaClock.setManualTime(110)
        let presented = try XCTUnwrap(layer.makeRenderTree()).presented(at: 110)
        let particles = ParticleSimulation.particles(presented.properties.emitter, at: presented.localTime)
        XCTAssertLessThanOrEqual(particles.count, 100_000)
        XCTAssertGreaterThan(particles.count, 50_000)
        XCTAssertEqual(lines.all.filter { $0.contains("particles") }.count, 1, lines.all.joined(separator: "\n"))
    }
}
