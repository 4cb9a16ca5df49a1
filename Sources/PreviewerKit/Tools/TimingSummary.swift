import RenderServer
import UIKit

/// The timing curve of an animation: a name for text, and its progress for drawing.
struct TimingSummary {
    private let spring: Spring?
    private let curve: TimingCurve?

    init(_ animation: CAAnimation) {
        if let s = animation as? CASpringAnimation {
            spring = Spring(
                mass: Double(s.mass), stiffness: Double(s.stiffness), damping: Double(s.damping),
                initialVelocity: Double(s.initialVelocity))
            curve = nil
        } else {
            spring = nil
            curve = animation.timingFunction?.curve ?? .linear
        }
        duration = animation.duration
    }

    private let duration: Double

    var curveName: String {
        if spring != nil { return "spring" }
        guard let c = curve else { return "linear" }
        // The named functions' control points, as CAMediaTimingFunction stores them (in Float).
        let named: [(String, TimingCurve)] = [
            ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInEaseOut", .easeInEaseOut),
            ("default", .default),
        ]
        let points = { (t: TimingCurve) in [t.c1x, t.c1y, t.c2x, t.c2y] }
        if let (name, _) = named.first(where: { zip(points($0.1), points(c)).allSatisfy { abs($0 - $1) < 1e-6 } }) {
            return name
        }
        return String(format: "bezier(%.2f, %.2f, %.2f, %.2f)", c.c1x, c.c1y, c.c2x, c.c2y)
    }

    /// Eased progress at basic progress `x` in [0, 1] of one cycle.
    func progress(_ x: Double) -> Double {
        if let spring { return 1 - spring.displacement(at: x * duration) }
        return curve?.value(at: x) ?? x
    }
}
