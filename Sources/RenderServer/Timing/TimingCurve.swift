/// A cubic Bézier easing curve from (0, 0) to (1, 1) with two control points, solved for y at a given x.
///
/// Newton's method from the initial guess t = x (up to 8 steps, stopping at |X(t) − x| < 1e-7), falling back to
/// bisection to 1e-10; agreement with the spec's reference tables is within 1e-6 (spec §2.2).
package struct TimingCurve: Equatable, Hashable, Sendable {
    package let c1x: Double
    package let c1y: Double
    package let c2x: Double
    package let c2y: Double

    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// Control-point x values are clamped to [0, 1] so the curve stays a function of x (the CSS rule).
    package init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        self.c1x = min(max(c1x, 0), 1)
        self.c1y = c1y
        self.c2x = min(max(c2x, 0), 1)
        self.c2y = c2y
        cx = 3 * self.c1x
        bx = 3 * (self.c2x - self.c1x) - cx
        ax = 1 - cx - bx
        cy = 3 * c1y
        by = 3 * (c2y - c1y) - cy
        ay = 1 - cy - by
    }

    package static let linear = TimingCurve(0, 0, 1, 1)
    package static let easeIn = TimingCurve(0.42, 0, 1, 1)
    package static let easeOut = TimingCurve(0, 0, 0.58, 1)
    package static let easeInEaseOut = TimingCurve(0.42, 0, 0.58, 1)
    package static let `default` = TimingCurve(0.25, 0.1, 0.25, 1)

    private func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The eased value at input progress `x` (clamped to [0, 1]).
    package func value(at input: Double) -> Double {
        let x0 = min(max(input, 0), 1)
        if x0 == 0 || x0 == 1 { return x0 }
        return y(solve(x0))
    }

    /// The curve parameter t with X(t) = x.
    private func solve(_ target: Double) -> Double {
        var t = target
        for _ in 0..<8 {
            let error = x(t) - target
            if abs(error) < 1e-7 { return t }
            let slope = dx(t)
            if abs(slope) < 1e-7 { break }
            t -= error / slope
        }
        var low = 0.0
        var high = 1.0
        t = target
        while high - low > 1e-10 {
            let value = x(t)
            if abs(value - target) < 1e-10 { return t }
            if value < target { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    package static func == (lhs: TimingCurve, rhs: TimingCurve) -> Bool {
        lhs.c1x == rhs.c1x && lhs.c1y == rhs.c1y && lhs.c2x == rhs.c2x && lhs.c2y == rhs.c2y
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(c1x)
        hasher.combine(c1y)
        hasher.combine(c2x)
        hasher.combine(c2y)
    }
}
