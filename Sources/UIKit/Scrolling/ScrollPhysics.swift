/// The arithmetic of scrolling, per axis, in points and seconds (see `Docs/Scrolling.md`).
enum ScrollPhysics {
    /// How far a finger's drag of `overshoot` points past an edge moves content `dimension` points long: UIKit's
    /// rubber band, `(1 − 1 / (x·0.55 / d + 1))·d`, which never reaches `dimension`.
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard overshoot > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (overshoot * 0.55 / dimension + 1)) * dimension
    }

    /// Where momentum of `velocity` points per second comes to rest, decaying by `rate` every millisecond:
    /// `v/1000 · d/(1 − d)`, the sum of the millisecond steps (Apple's "project" of WWDC 2018's Designing Fluid
    /// Interfaces).
    static func projection(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        velocity / 1000 * rate / (1 - rate)
    }

    /// The distance travelled `elapsed` seconds into a deceleration that will cover `distance` in all:
    /// `distance · (1 − d^(1000·t))`.
    static func decelerated(distance: CGFloat, rate: CGFloat, elapsed: Double) -> CGFloat {
        distance * (1 - CGFloat(Foundation.pow(Double(rate), 1000 * max(elapsed, 0))))
    }

    /// A critically damped return of `from` (the overshoot) to zero, `elapsed` seconds after release:
    /// `x₀·(1 + ωt)·e^(−ωt)` with ω = 12 per second (settled to a tenth of a point within about 0.6 s).
    static func bounced(from start: CGFloat, elapsed: Double) -> CGFloat {
        let omega = 12.0, t = max(elapsed, 0)
        return start * CGFloat((1 + omega * t) * Foundation.exp(-omega * t))
    }
}
