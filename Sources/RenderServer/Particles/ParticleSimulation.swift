import CoreGraphics
import Foundation

/// A particle at one instant, in the emitter layer's coordinates.
package struct Particle {
    package var position: CGPoint
    package var z: Double
    package var scale: Double
    /// Rotation in radians.
    package var angle: Double
    package var color: RGBA
    package var birth: Double
    package var cell: EmitterCellProperties
}

/// Particles as a pure function of the emitter's values and the layer's time (spec §10.6): births are spaced
/// 1 / birthRate apart on the parent's clock, every random attribute comes from the layer's `seed`, the cell and
/// the birth's index, and motion, scale, spin and colour have closed forms in the particle's age. So any instant
/// can be drawn on its own, pausing and slow motion follow the layer's time, and the same seed gives the same
/// frames on every run.
package enum ParticleSimulation {
    /// Births one cell may have alive in one evaluation; beyond it the oldest are skipped (and logged once).
    static let birthLimit = 20_000
    /// Births per second of one cell at most (higher rates are capped, with one log line).
    static let maximumRate = 1e6
    /// Births one emitter evaluates at most in one evaluation, sub-particles included (the rest are skipped, with
    /// one log line): a cell's limit times its sub-cells' would otherwise multiply into hundreds of millions.
    static let evaluationLimit = 100_000

    /// The particles alive at layer time `time`, oldest first (newest first for `oldestLast`, by z for
    /// `backToFront`).
    package static func particles(_ emitter: EmitterProperties, at time: Double) -> [Particle] {
        var out: [Particle] = []
        var budget = evaluationLimit
        var current = emitter
        current.eras = []
        let eras = emitter.eras + [EmitterEra(start: emitter.start, end: .infinity, values: current)]
        for era in eras where era.start <= time {
            let values = era.values
            for (index, cell) in values.cells.enumerated() {
                emit(
                    cell, path: UInt64(index + 1), values: values, parent: nil,
                    window: era.start..<min(era.end, time).nextUp, time: time, budget: &budget, into: &out)
            }
        }
        out.sort { $0.birth < $1.birth }
        switch emitter.renderMode {
        case "oldestLast": out.reverse()
        case "backToFront": out.sort { $0.z < $1.z }
        default: break
        }
        return out
    }

    /// Where a particle that emits sub-particles was born and how it moves.
    private struct Parent {
        var birth: Double
        var start: CGPoint
        var z: Double
        var velocity: (x: Double, y: Double, z: Double)
        var acceleration: (x: Double, y: Double, z: Double)
        var lifetime: Double
        var key: UInt64

        func position(atAge age: Double) -> (CGPoint, Double) {
            let a = min(age, lifetime)
            let x = Double(start.x) + velocity.x * a + acceleration.x * a * a / 2
            let y = Double(start.y) + velocity.y * a + acceleration.y * a * a / 2
            return (CGPoint(x: x, y: y), z + velocity.z * a + acceleration.z * a * a / 2)
        }
    }

    /// Particles of `cell` born in `window` (layer time) that are alive at `time`, and their sub-particles.
    private static func emit(
        _ cell: EmitterCellProperties, path: UInt64, values: EmitterProperties, parent: Parent?,
        window: Range<Double>, time: Double, budget: inout Int, into out: inout [Particle]
    ) {
        var rate = cell.birthRate * values.birthRate
        guard cell.isEnabled, rate > 0, rate.isFinite else { return }
        if rate > maximumRate {
            Log.warningOnce(
                key: "emitter.rate", "CAEmitterLayer: a birth rate of \(rate) per second is capped at \(maximumRate)")
            rate = maximumRate
        }
        let longest = values.longestLife(of: cell)
        // Births are at parent times k / rate; the parent's clock is the layer's, or the parent particle's age.
        let origin = parent?.birth ?? 0
        let from = max(window.lowerBound, time - longest) - origin
        let to = window.upperBound - origin
        guard from < to, abs(from * rate) < 1e15, abs(to * rate) < 1e15 else { return }
        var first = Int((from * rate).rounded(.up))
        let last = Int((to * rate).rounded(.up)) - 1
        guard first <= last else { return }
        if last - first >= birthLimit {
            Log.warningOnce(
                key: "emitter.births", "CAEmitterLayer: more than \(birthLimit) live births of one cell; oldest skipped"
            )
            first = last - birthLimit + 1
        }
        for k in first...last {
            guard budget > 0 else {
                Log.warningOnce(
                    key: "emitter.evaluation",
                    "CAEmitterLayer: more than \(evaluationLimit) particles in one frame; the rest are not drawn")
                return
            }
            budget -= 1
            let parentTime = Double(k) / rate
            guard cell.emits(atParent: parentTime) else { continue }
            if let parent, parentTime >= parent.lifetime { break }
            var random = SeededRandom(
                seed: mix(UInt64(values.seed), path, parent?.key ?? 0, UInt64(bitPattern: Int64(k))))
            let birth = origin + parentTime
            let lifetime = max(0, vary(cell.lifetime, cell.lifetimeRange, &random) * values.lifetime)
            let (start, startZ) = parent?.position(atAge: parentTime) ?? startPoint(values, &random)
            let speed = vary(cell.velocity, cell.velocityRange, &random) * values.velocity
            let longitude = vary(cell.emissionLongitude, cell.emissionRange, &random)
            let latitude = cell.emissionLatitude
            let velocity = (
                x: speed * cos(latitude) * cos(longitude), y: speed * cos(latitude) * sin(longitude),
                z: speed * sin(latitude)
            )
            let acceleration = (x: cell.xAcceleration, y: cell.yAcceleration, z: cell.zAcceleration)
            let scale = vary(cell.scale, cell.scaleRange, &random) * values.scale
            let spin = vary(cell.spin, cell.spinRange, &random) * values.spin
            let base = RGBA(
                red: vary(cell.color.red, cell.colorRange.red, &random),
                green: vary(cell.color.green, cell.colorRange.green, &random),
                blue: vary(cell.color.blue, cell.colorRange.blue, &random),
                alpha: vary(cell.color.alpha, cell.colorRange.alpha, &random))
            let me = Parent(
                birth: birth, start: start, z: startZ, velocity: velocity, acceleration: acceleration,
                lifetime: lifetime, key: mix(path, UInt64(bitPattern: Int64(k)), parent?.key ?? 0, 0))
            let age = time - birth
            if age >= 0, age < lifetime, cell.contents != nil {
                let (position, z) = me.position(atAge: age)
                let s = cell.colorSpeed
                out.append(
                    Particle(
                        position: position, z: z, scale: max(0, scale + cell.scaleSpeed * age), angle: spin * age,
                        color: RGBA(
                            red: clamp(base.red + s.red * age), green: clamp(base.green + s.green * age),
                            blue: clamp(base.blue + s.blue * age), alpha: clamp(base.alpha + s.alpha * age)),
                        birth: birth, cell: cell))
            }
            for (index, child) in cell.cells.enumerated() {
                emit(
                    child, path: mix(path, UInt64(index + 1), 0, 1), values: values, parent: me,
                    window: birth..<min(birth + lifetime, window.upperBound + lifetime, time.nextUp), time: time,
                    budget: &budget, into: &out)
            }
        }
    }

    /// Uniform in [mean − range/2, mean + range/2].
    private static func vary(_ mean: Double, _ range: Double, _ random: inout SeededRandom) -> Double {
        let u = random.next()
        return range == 0 ? mean : mean + range * (u - 0.5)
    }

    private static func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }

    /// Where a top-level particle starts: a point of the emitter's shape chosen by its mode.
    private static func startPoint(_ e: EmitterProperties, _ random: inout SeededRandom) -> (CGPoint, Double) {
        let c = e.emitterPosition
        let w = Double(e.emitterSize.width), h = Double(e.emitterSize.height)
        let u = random.next(), v = random.next(), depth = random.next()
        // Cuboids and spheres spread particles over emitterDepth in z (which orders them for backToFront).
        let solid = (e.emitterShape == "cuboid" || e.emitterShape == "sphere") && e.emitterMode == "volume"
        let z = e.emitterZPosition + (solid ? (depth - 0.5) * e.emitterDepth : 0)
        func at(_ dx: Double, _ dy: Double) -> (CGPoint, Double) {
            (CGPoint(x: Double(c.x) + dx, y: Double(c.y) + dy), z)
        }
        switch (e.emitterShape, e.emitterMode) {
        case ("line", "points"): return at(u < 0.5 ? -w / 2 : w / 2, 0)
        case ("line", _): return at((u - 0.5) * w, 0)
        case ("rectangle", "points"), ("cuboid", "points"):
            return at(u < 0.5 ? -w / 2 : w / 2, v < 0.5 ? -h / 2 : h / 2)
        case ("rectangle", "outline"), ("cuboid", "outline"):
            let perimeter = 2 * (w + h)
            guard perimeter > 0 else { return at(0, 0) }
            let d = u * perimeter
            if d < w { return at(d - w / 2, -h / 2) }
            if d < w + h { return at(w / 2, d - w - h / 2) }
            if d < 2 * w + h { return at(w / 2 - (d - w - h), h / 2) }
            return at(-w / 2, h / 2 - (d - 2 * w - h))
        case ("rectangle", _), ("cuboid", _): return at((u - 0.5) * w, (v - 0.5) * h)
        case ("circle", "outline"), ("sphere", "outline"):
            return at(w / 2 * cos(2 * .pi * u), w / 2 * sin(2 * .pi * u))
        case ("circle", "points"), ("sphere", "points"): return at(0, 0)
        case ("circle", _), ("sphere", _):
            let r = w / 2 * v.squareRoot()
            return at(r * cos(2 * .pi * u), r * sin(2 * .pi * u))
        default: return at(0, 0)
        }
    }

    /// Four values mixed into one seed (splitmix64 steps).
    static func mix(_ a: UInt64, _ b: UInt64, _ c: UInt64, _ d: UInt64) -> UInt64 {
        var h: UInt64 = 0x243F_6A88_85A3_08D3
        for v in [a, b, c, d] {
            h = (h ^ v) &+ 0x9E37_79B9_7F4A_7C15
            h = (h ^ (h >> 30)) &* 0xBF58_476D_1CE4_E5B9
            h = (h ^ (h >> 27)) &* 0x94D0_49BB_1331_11EB
            h ^= h >> 31
        }
        return h
    }
}

extension EmitterProperties {
    /// The longest a particle of `cell` and its sub-particles can live after its birth.
    func longestLife(of cell: EmitterCellProperties) -> Double {
        max(cell.lifetime + abs(cell.lifetimeRange) / 2, 0) * max(lifetime, 0)
            + (cell.cells.map { longestLife(of: $0) }.max() ?? 0)
    }
}
