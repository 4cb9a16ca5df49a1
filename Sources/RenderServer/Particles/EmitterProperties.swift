import CoreGraphics

/// One kind of particle (`CAEmitterCell`, spec §10.6): how often it is born, how long it lives, how it moves,
/// turns, scales and changes colour, what it looks like, and the cells its particles emit in turn.
/// Random values with mean M and range R are uniform in [M − R/2, M + R/2].
package struct EmitterCellProperties: Hashable, Sendable {
    package var name: String?
    package var isEnabled = true
    package var birthRate: Double = 0
    package var lifetime: Double = 0
    package var lifetimeRange: Double = 0
    package var emissionLatitude: Double = 0
    package var emissionLongitude: Double = 0
    package var emissionRange: Double = 0
    package var velocity: Double = 0
    package var velocityRange: Double = 0
    package var xAcceleration: Double = 0
    package var yAcceleration: Double = 0
    package var zAcceleration: Double = 0
    package var scale: Double = 1
    package var scaleRange: Double = 0
    package var scaleSpeed: Double = 0
    package var spin: Double = 0
    package var spinRange: Double = 0
    package var color = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
    /// Ranges of red, green, blue and alpha.
    package var colorRange = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    /// Changes per second of red, green, blue and alpha.
    package var colorSpeed = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    package var contents: CGImage?
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsScale: Double = 1
    package var magnificationFilter = "linear"
    /// When the cell emits, in its parent's time (the layer's, or the parent particle's age).
    package var timing = TimingParameters()
    package var cells: [EmitterCellProperties] = []

    package init() {}

    /// Whether the cell emits at `parentTime`: while its timing is active, or from its begin time on when it has
    /// no duration or repeats (the default).
    func emits(atParent parentTime: Double) -> Bool {
        guard timing.duration > 0 || timing.repeatDuration > 0 else {
            return timing.speed != 0 && timing.elapsed(atParent: parentTime) >= 0
        }
        return timing.phase(atParent: parentTime) == .active
    }
}

/// A `CAEmitterLayer`'s values (spec §10.6). `start` is the layer time the current values took effect; `eras`
/// keeps earlier values whose particles may still be alive, so that changing the emitter (moving it, stopping
/// births) leaves particles already born as they were.
package struct EmitterProperties: Hashable, Sendable {
    package var cells: [EmitterCellProperties] = []
    package var birthRate: Double = 1
    package var lifetime: Double = 1
    package var emitterPosition = CGPoint.zero
    package var emitterZPosition: Double = 0
    package var emitterSize = CGSize.zero
    package var emitterDepth: Double = 0
    package var emitterShape = "point"
    package var emitterMode = "volume"
    package var renderMode = "unordered"
    package var preservesDepth = false
    package var velocity: Double = 1
    package var scale: Double = 1
    package var spin: Double = 1
    package var seed: UInt32 = 0
    package var start: Double = 0
    package var eras: [EmitterEra] = []

    package init() {}

    /// The longest a particle born now can live, sub-cells' particles included (0 when nothing is emitted).
    package var longestLife: Double {
        cells.map { longestLife(of: $0) }.max() ?? 0
    }

    /// Whether particles are being born at layer time `time` or may still be alive from earlier values.
    package func hasLiveParticles(at time: Double) -> Bool {
        let born = birthRate > 0 && cells.contains { $0.isEnabled && $0.birthRate > 0 }
        return born || eras.contains { $0.end + $0.values.longestLife >= time }
    }

    /// Re-expresses every layer time held (the current values' start, the eras' spans) through `map`, after the
    /// layer's own timing changed what its times mean.
    package mutating func retime(_ map: (Double) -> Double) {
        start = map(start)
        eras = eras.map { EmitterEra(start: map($0.start), end: map($0.end), values: $0.values) }
    }

    /// Ends the current values at layer time `time` and starts new ones there: the current values become an era
    /// while their particles can live, and eras whose particles are all gone by `time` are dropped.
    package mutating func beginEra(at time: Double) {
        var ended = self
        ended.eras = []
        eras.removeAll { $0.end + $0.values.longestLife < time }
        // Births at `time` itself belong to the values that end there.
        if !cells.isEmpty && time >= start {
            eras.append(EmitterEra(start: start, end: time, values: ended))
            start = time.nextUp
        } else {
            start = max(start, time)
        }
    }
}

/// Earlier emitter values, in effect from `start` to `end` inclusive (layer time).
package struct EmitterEra: Hashable, Sendable {
    package var start: Double
    package var end: Double
    package var values: EmitterProperties
}
