/// A circular arc and its approximation by cubic Béziers of at most a quarter turn each.
///
/// The control-point distance for a segment of angle θ is `4/3·tan(θ/4)`·radius, whose radial error is below
/// 0.03 % of the radius for θ ≤ π/2.
package struct Arc: Equatable {
    package var center: CGPoint
    package var radius: CGFloat
    package var startAngle: CGFloat
    /// Signed sweep in radians; positive runs toward increasing angles.
    package var sweep: CGFloat

    package init(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat) {
        self.center = center
        self.radius = radius
        self.startAngle = startAngle
        self.sweep = sweep
    }

    package var startPoint: CGPoint { point(at: startAngle) }
    package var endPoint: CGPoint { point(at: startAngle + sweep) }

    package func point(at angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    /// The sweep from `start` to `end` in the given direction (y-up `clockwise` = decreasing angles). Angles a
    /// non-zero multiple of a turn apart, in either direction, draw a full circle in the requested direction, as
    /// Apple's do (`startAngle: 0, endAngle: 2 * .pi` is how most circles in iOS code are made, whichever
    /// `clockwise` they pass); so does a difference of more than a turn. Otherwise the sweep is reduced into one
    /// turn.
    package static func sweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        let delta = clockwise ? start - end : end - start
        let magnitude: CGFloat
        if delta >= turn {
            magnitude = turn
        } else {
            let reduced = delta.truncatingRemainder(dividingBy: turn)
            let positive = reduced < 0 ? reduced + turn : reduced
            // Rounding of `2 * .pi` sums leaves a multiple of a turn a few ulps from 0 or from a turn.
            let tolerance = turn * 1e-12 * Swift.max(1, abs(delta) / turn)
            let wholeTurns = abs(delta) >= turn / 2 && (positive <= tolerance || turn - positive <= tolerance)
            magnitude = wholeTurns ? turn : positive
        }
        return clockwise ? -magnitude : magnitude
    }

    /// The arc of `radius` tangent to segment p0→corner and corner→p2, from the first tangent point to the
    /// second; nil when the lines are collinear or the radius is not positive (callers draw a line instead).
    package static func tangent(from p0: CGPoint, corner p1: CGPoint, to p2: CGPoint, radius: CGFloat) -> Arc? {
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
        let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y)
        let l2 = hypot(v2.x, v2.y)
        guard radius > 0, l1 > 0, l2 > 0 else { return nil }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1)
        let u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let cross = u1.x * u2.y - u1.y * u2.x
        guard abs(cross) > 1e-12 else { return nil }
        let cosine = Swift.max(-1, Swift.min(1, u1.x * u2.x + u1.y * u2.y))
        let half = acos(cosine) / 2
        let distance = radius / tan(half)
        let t1 = CGPoint(x: p1.x + u1.x * distance, y: p1.y + u1.y * distance)
        let t2 = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(half)
        let center = CGPoint(
            x: p1.x + bisector.x / bisectorLength * centerDistance,
            y: p1.y + bisector.y / bisectorLength * centerDistance)
        let a1 = atan2(t1.y - center.y, t1.x - center.x)
        let a2 = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = a2 - a1
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        return Arc(center: center, radius: radius, startAngle: a1, sweep: sweep)
    }

    /// Cubic elements from the start point to the end point; empty for a zero sweep.
    package func cubics() -> [PathElement] {
        guard sweep != 0, sweep.isFinite, radius != 0, radius.isFinite else { return [] }
        let count = Swift.max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var result: [PathElement] = []
        var angle = startAngle
        for _ in 0..<count {
            let next = angle + step
            let a = point(at: angle)
            let b = point(at: next)
            let c1 = CGPoint(x: a.x - k * sin(angle), y: a.y + k * cos(angle))
            let c2 = CGPoint(x: b.x + k * sin(next), y: b.y - k * cos(next))
            result.append(.cubic(c1, c2, b))
            angle = next
        }
        return result
    }
}
