import QuartzCore
import RenderServer
import TestSupport
import XCTest

/// CAEmitterLayer and CAEmitterCell (spec §10.6): births, lifetimes, ranges, shapes, sub-cells, the seed, and
/// particles that follow the layer's time.
final class EmitterLayerTests: ManualClockTestCase {
    /// An 8 × 8 white disc.
    private lazy var dot: CGImage = {
        let context = CGContext(
            data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo.native.rawValue)!
        context.setFillColor(CGColor.white)
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 8))
        return context.makeImage()!
    }()

    private func cell(_ name: String = "spark", configure: (CAEmitterCell) -> Void = { _ in }) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.name = name
        cell.contents = dot
        cell.birthRate = 10
        cell.lifetime = 2
        cell.velocity = 50
        configure(cell)
        return cell
    }

    private func emitter(_ cells: [CAEmitterCell], configure: (CAEmitterLayer) -> Void = { _ in }) -> CAEmitterLayer {
        let layer = CAEmitterLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        layer.anchorPoint = .zero
        layer.emitterPosition = CGPoint(x: 100, y: 100)
        layer.emitterCells = cells
        configure(layer)
        return layer
    }

    /// The particles alive at media time `t`.
    private func particles(_ layer: CALayer, at t: Double) throws -> [Particle] {
        advance(to: t)
        CATransaction.flush()
        let presented = try XCTUnwrap(layer.makeRenderTree()).presented(at: t)
        return ParticleSimulation.particles(presented.properties.emitter, at: presented.localTime)
    }

    func testBirthRateTimesLifetimeParticlesAreAlive() throws {
        let layer = emitter([cell()])
        XCTAssertEqual(try particles(layer, at: 100.95).count, 10, "born at 0, 0.1, … 0.9 s")
        XCTAssertEqual(try particles(layer, at: 105).count, 20, "steady state: 10 per second × 2 s")
        layer.birthRate = 2
        XCTAssertEqual(try particles(layer, at: 110).count, 40, "the layer's birthRate multiplies")
    }

    func testRandomValuesStayWithinMeanPlusOrMinusHalfTheRange() throws {
        let layer = emitter([
            cell {
                $0.velocityRange = 20
                $0.emissionRange = .pi / 2
                $0.scale = 1
                $0.scaleRange = 0.5
                $0.lifetime = 1
            }
        ])
        let now = 103.0
        let alive = try particles(layer, at: now)
        XCTAssertEqual(alive.count, 10)
        for particle in alive where particle.birth < now {
            let age = now - particle.birth
            let dx = Double(particle.position.x) - 100, dy = Double(particle.position.y) - 100
            let speed = (dx * dx + dy * dy).squareRoot() / age
            XCTAssertEqual(speed, 50, accuracy: 10 + 1e-6)
            XCTAssertLessThanOrEqual(abs(atan2(dy, dx)), .pi / 4 + 1e-9, "within ±range/2 of longitude 0")
            XCTAssertEqual(particle.scale, 1, accuracy: 0.25 + 1e-9)
        }
        XCTAssertGreaterThan(Set(alive.map { Int($0.scale * 1000) }).count, 5, "the values vary")
    }

    func testSameSeedSameParticlesAndAnotherSeedOthers() throws {
        func positions(seed: UInt32) throws -> [CGPoint] {
            advance(to: 100)
            let layer = emitter([
                cell {
                    $0.velocityRange = 40; $0.emissionRange = 2 * .pi
                }
            ]) { $0.seed = seed }
            return try particles(layer, at: 102.5).map(\.position)
        }
        XCTAssertEqual(try positions(seed: 7), try positions(seed: 7))
        XCTAssertNotEqual(try positions(seed: 7), try positions(seed: 8))
    }

    /// With no ranges, every particle leaves the emitter along its longitude (0: +x) at its velocity and falls by
    /// its acceleration: at age a it is at (100 + 50a, 100 + 15a²).
    func testParticlesMoveByVelocityAndAccelerationFromTheirBirth() throws {
        let layer = emitter([cell { $0.yAcceleration = 30 }])
        let alive = try particles(layer, at: 101.5)
        XCTAssertEqual(alive.count, 16, "10 a second for 1.5 s, the first at the start")
        for particle in alive {
            let age = 101.5 - particle.birth
            XCTAssertEqual(Double(particle.position.x), 100 + 50 * age, accuracy: 1e-6, "age \(age)")
            XCTAssertEqual(Double(particle.position.y), 100 + 15 * age * age, accuracy: 1e-6, "age \(age)")
        }
    }

    func testStoppingBirthsLeavesParticlesBornToLiveOut() throws {
        let layer = emitter([cell()])
        let before = try particles(layer, at: 103)
        layer.birthRate = 0
        let after = try particles(layer, at: 103.5)
        XCTAssertEqual(after.count, 15, "nothing born since 103; those born after 101.5 still live")
        XCTAssertEqual(Set(after.map(\.birth)), Set(before.map(\.birth)).filter { $0 > 101.5 })
        XCTAssertTrue(try particles(layer, at: 105.1).isEmpty)
        XCTAssertFalse(
            try XCTUnwrap(layer.makeRenderTree()).presented(at: 105.1).hasLiveParticles, "nothing left to animate")
        XCTAssertTrue(try XCTUnwrap(layer.makeRenderTree()).presented(at: 104.9).hasLiveParticles)
    }

    func testMovingTheEmitterLeavesEarlierParticlesWhereTheyWereBorn() throws {
        let layer = emitter([cell { $0.velocity = 0 }])
        _ = try particles(layer, at: 101)
        layer.emitterPosition = CGPoint(x: 20, y: 30)
        let alive = try particles(layer, at: 101.5)
        XCTAssertEqual(
            alive.filter { $0.position == CGPoint(x: 100, y: 100) }.count, 11,
            "born at 100.0 … 101.0, the move's instant")
        XCTAssertEqual(alive.filter { $0.position == CGPoint(x: 20, y: 30) }.count, 5)
    }

    func testParticlesFollowTheLayersTime() throws {
        let layer = emitter([cell { $0.yAcceleration = 30 }])
        let moving = try particles(layer, at: 102).map(\.position)
        let now = layer.convertTime(102, from: nil)
        layer.speed = 0
        layer.timeOffset = now
        let frozen = try particles(layer, at: 104).map(\.position)
        XCTAssertEqual(try particles(layer, at: 107).map(\.position), frozen, "paused: nothing moves")
        XCTAssertEqual(frozen.count, moving.count)
    }

    func testSubCellsAreEmittedFromTheirParticleAndOutliveIt() throws {
        let spark = cell("spark") {
            $0.birthRate = 20
            $0.lifetime = 1
            $0.velocity = 0
            $0.beginTime = 0.5
            $0.duration = 0.08
        }
        let rocket = cell("rocket") {
            $0.birthRate = 1
            $0.lifetime = 0.6
            $0.velocity = 100
            $0.emissionLongitude = -.pi / 2
            $0.contents = nil
            $0.emitterCells = [spark]
        }
        let layer = emitter([rocket])
        let alive = try particles(layer, at: 100.65)
        XCTAssertEqual(alive.count, 2, "the rocket draws nothing; sparks at ages 0.5 and 0.55")
        for particle in alive {
            XCTAssertEqual(Double(particle.position.x), 100, accuracy: 1e-9)
            let age = particle.birth - 100
            XCTAssertEqual(Double(particle.position.y), 100 - 100 * age, accuracy: 1e-6, "where the rocket was")
        }
        XCTAssertEqual(try particles(layer, at: 101.4).count, 2, "the rocket is gone; its sparks live on")
    }

    func testRenderModesOrderParticles() throws {
        let layer = emitter([cell()]) {
            $0.emitterShape = .cuboid
            $0.emitterMode = .volume
            $0.emitterSize = CGSize(width: 40, height: 40)
            $0.emitterDepth = 100
        }
        let births = try particles(layer, at: 101.5).map(\.birth)
        XCTAssertEqual(births, births.sorted(), "unordered and oldestFirst: oldest drawn first")
        layer.renderMode = .oldestLast
        let newestFirst = try particles(layer, at: 101.5).map(\.birth)
        XCTAssertEqual(newestFirst, newestFirst.sorted(by: >))
        layer.renderMode = .backToFront
        let depths = try particles(layer, at: 101.5).map(\.z)
        XCTAssertEqual(depths, depths.sorted())
        XCTAssertGreaterThan((depths.max() ?? 0) - (depths.min() ?? 0), 20, "a cuboid spreads particles over its depth")
    }

    func testCellValuesThroughKeyPaths() throws {
        let layer = emitter([cell("spark")])
        layer.setValue(30, forKeyPath: "emitterCells.spark.birthRate")
        XCTAssertEqual(layer.value(forKeyPath: "emitterCells.spark.birthRate") as? Double, 30)
        XCTAssertEqual(try particles(layer, at: 105).count, 60)
        XCTAssertNil(layer.value(forKeyPath: "emitterCells.missing.birthRate"))
    }

    func testBadValuesAreRejectedOrCapped() throws {
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        defer { Log.setSink(nil) }
        let layer = emitter([cell { $0.velocity = .nan }])
        XCTAssertEqual(layer.emitterCells?.first?.velocity, 50)
        layer.emitterPosition = CGPoint(x: CGFloat.infinity, y: 0)
        XCTAssertEqual(layer.emitterPosition, CGPoint(x: 100, y: 100))
        layer.setValue(1e12, forKeyPath: "emitterCells.spark.birthRate")
        let capped = try particles(layer, at: 101)
        XCTAssertLessThanOrEqual(capped.count, 20_001, "20 000 of the current values and 1 born at set-up")
        _ = try particles(layer, at: 101.5)
        XCTAssertEqual(lines.all.filter { $0.contains("20000") }.count, 1, "one line, not one per frame")
        layer.setValue(Float.greatestFiniteMagnitude, forKeyPath: "emitterCells.spark.birthRate")
        layer.lifetime = 1e30
        XCTAssertLessThanOrEqual(try particles(layer, at: 102).count, 40_001, "huge values neither trap nor flood")
        XCTAssertEqual(lines.all.filter { $0.contains("not allowed") || $0.contains("not finite") }.count, 2)
    }

    /// Shapes and modes, tinted, spinning, additive and sub-cells at one instant: both compositors, 1× and 2×.
    func testEmitterGolden() throws {
        func shaped(
            _ shape: CAEmitterLayerEmitterShape, _ mode: CAEmitterLayerEmitterMode,
            _ configure: (CAEmitterLayer, CAEmitterCell) -> Void = { _, _ in }
        ) -> CAEmitterLayer {
            let layer = CAEmitterLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 76, height: 76)
            layer.emitterPosition = CGPoint(x: 38, y: 38)
            layer.emitterSize = CGSize(width: 50, height: 40)
            layer.emitterShape = shape
            layer.emitterMode = mode
            layer.seed = 42
            let c = cell {
                $0.birthRate = 40
                $0.lifetime = 1
                $0.velocity = 6
                $0.emissionRange = 2 * .pi
                $0.color = CGColor(srgbRed: 0.1, green: 0.4, blue: 0.9, alpha: 1)
                $0.alphaSpeed = -0.6
            }
            configure(layer, c)
            layer.emitterCells = [c]
            return layer
        }
        let cells = [
            shaped(.point, .volume) { _, c in
                c.velocity = 30; c.scaleSpeed = 0.5
            },
            shaped(.line, .volume),
            shaped(.rectangle, .outline) { _, c in
                c.redRange = 1; c.greenRange = 0.6
            },
            shaped(.circle, .surface) { layer, c in
                layer.renderMode = .additive
                layer.backgroundColor = CGColor(gray: 0.15, alpha: 1)
                c.color = CGColor(srgbRed: 0.9, green: 0.3, blue: 0.1, alpha: 0.5)
            },
            shaped(.rectangle, .points) { _, c in
                c.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1); c.spin = 2
            },
            shaped(.point, .volume) { _, c in
                c.birthRate = 2
                c.velocity = 40
                c.emissionLongitude = -.pi / 2
                c.emitterCells = [
                    self.cell {
                        $0.birthRate = 30
                        $0.lifetime = 0.4
                        $0.velocity = 8
                        $0.emissionRange = 2 * .pi
                        $0.color = CGColor(srgbRed: 0.9, green: 0.2, blue: 0.3, alpha: 1)
                    }
                ]
            },
        ]
        let root = grid(cells)
        advance(to: 101.3)
        try check(root, named: "emitter")
    }
}
