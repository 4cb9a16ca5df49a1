/// The `CAMediaTiming` values of a layer or an animation, as plain data.
///
/// The time model (spec §1.3, derivation in `Docs/TimingModel.md`):
/// `e = (t_parent − beginTime)·speed`; the active duration `D` is `repeatDuration`, else `repeatCount·cycle`,
/// else one cycle; before `e = 0` and after `e = D` only fill modes show anything; within, local time
/// `e + timeOffset` is folded into one cycle, mirrored on the way back when autoreversing, divided by the
/// duration to give the basic progress.
package struct TimingParameters: Hashable, Sendable {
    package var beginTime: Double = 0
    package var duration: Double = 0
    package var speed: Double = 1
    package var timeOffset: Double = 0
    package var repeatCount: Double = 0
    package var repeatDuration: Double = 0
    package var autoreverses = false
    package var fillMode = FillMode.removed

    package init() {}

    /// Where a time falls relative to the active interval.
    package enum Phase: Equatable, Sendable { case before, active, after }

    /// Basic progress at one instant: the phase, progress through the current cycle in [0, 1] before any
    /// timing function, and the number of whole cycles completed (for `cumulative`).
    package struct Sample: Equatable, Sendable {
        package var phase: Phase
        package var progress: Double
        package var iteration: Int
        /// False when the phase's fill mode says the animation contributes nothing.
        package var contributes: Bool
    }

    /// One forward pass, or two when autoreversing.
    package var cycle: Double { autoreverses ? 2 * duration : duration }

    /// Total active time in the animation's parent time scaled by speed (∞ for endless repeats).
    package var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 {
            return repeatCount >= Double(Float.greatestFiniteMagnitude) ? .infinity : repeatCount * cycle
        }
        return cycle
    }

    /// The stage-one local time of the documented formula: `(t − beginTime)·speed + timeOffset`.
    package func localTime(fromParent parentTime: Double) -> Double {
        (parentTime - beginTime) * speed + timeOffset
    }

    /// The inverse of `localTime(fromParent:)`; nil when speed is zero (every parent time maps to one local time).
    package func parentTime(fromLocal localTime: Double) -> Double? {
        guard speed != 0 else { return nil }
        return (localTime - timeOffset) / speed + beginTime
    }

    /// Elapsed active time `(t − beginTime)·speed`, without timeOffset.
    package func elapsed(atParent parentTime: Double) -> Double {
        (parentTime - beginTime) * speed
    }

    /// The phase at a parent time.
    package func phase(atParent parentTime: Double) -> Phase {
        let e = elapsed(atParent: parentTime)
        if speed < 0 {
            // Negative speed runs the interval backwards: elapsed falls from 0 toward −D.
            let d = activeDuration
            if e > 0 { return .before }
            return -e < d ? .active : .after
        }
        if e < 0 { return .before }
        return e < activeDuration ? .active : .after
    }

    /// Samples the timing at a parent time.
    package func sample(atParent parentTime: Double) -> Sample {
        let phase = phase(atParent: parentTime)
        let d = activeDuration
        var e = elapsed(atParent: parentTime)
        if speed < 0 { e = d.isFinite ? d + e : -e }
        var contributes = true
        var terminal = false
        switch phase {
        case .before:
            contributes = fillMode.fillsBackwards
            e = 0
        case .after:
            contributes = fillMode.fillsForwards
            e = d
            terminal = true
        case .active:
            break
        }
        guard duration > 0, cycle > 0, e.isFinite else {
            return Sample(phase: phase, progress: phase == .before ? 0 : 1, iteration: 0, contributes: contributes)
        }
        let local = e + timeOffset
        // The time into the cycle, local − q·cycle for q = ⌊local / cycle⌋, with one rounding (a fused multiply-add):
        // the same value `truncatingRemainder` gives, then raised by a cycle when negative, for a fraction of its
        // cost. Where the quotient rounded up to the next whole
        // number, the remainder comes out just below zero, exactly, and a cycle is added back, exactly.
        // An endless cycle never ends (its product with a quotient of 0 is not a number), and a quotient past
        // what an iteration count holds is clamped to it.
        let quotient = (local / cycle).rounded(.down)
        var u = cycle.isFinite ? local.addingProduct(-quotient, cycle) : local
        if u < 0 { u += cycle }
        var iteration = quotient.isNaN ? 0 : Int(min(max(quotient, -1e18), 1e18))
        if terminal, u == 0, local > 0 {
            u = autoreverses ? 0 : duration
            iteration -= 1
        }
        if autoreverses, u > duration { u = cycle - u }
        return Sample(
            phase: phase, progress: min(max(u / duration, 0), 1), iteration: max(iteration, 0), contributes: contributes
        )
    }
}
