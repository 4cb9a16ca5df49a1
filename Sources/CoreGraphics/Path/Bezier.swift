/// Point evaluation, splitting and flattening of the Bézier segments that paths are made of.
package enum Bezier {
    package static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// A cubic at parameter t.
    package static func point(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u
        let b = 3 * u * u * t
        let c = 3 * u * t * t
        let d = t * t * t
        return CGPoint(
            x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
            y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The quadratic p0, c, p as the equivalent cubic's two control points.
    package static func elevate(_ p0: CGPoint, _ c: CGPoint, _ p: CGPoint) -> (CGPoint, CGPoint) {
        (lerp(p0, c, 2.0 / 3.0), lerp(p, c, 2.0 / 3.0))
    }

    /// The part of a cubic between parameters t0 and t1 (de Casteljau), as control points and end point.
    package static func subcurve(
        _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, from t0: CGFloat, to t1: CGFloat
    ) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
        func split(_ q0: CGPoint, _ q1: CGPoint, _ q2: CGPoint, _ q3: CGPoint, _ t: CGFloat)
            -> (left: (CGPoint, CGPoint, CGPoint, CGPoint), right: (CGPoint, CGPoint, CGPoint, CGPoint))
        {
            let a = lerp(q0, q1, t)
            let b = lerp(q1, q2, t)
            let c = lerp(q2, q3, t)
            let d = lerp(a, b, t)
            let e = lerp(b, c, t)
            let f = lerp(d, e, t)
            return ((q0, a, d, f), (f, e, c, q3))
        }
        let right = split(p0, p1, p2, p3, t0).right
        let local = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
        return split(right.0, right.1, right.2, right.3, local).left
    }

    /// How many line segments approximate the cubic within `tolerance`, from the control polygon's
    /// second differences (the standard flatness bound).
    package static func segmentCount(
        _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat
    ) -> Int {
        let ddx = Swift.max(abs(p0.x - 2 * p1.x + p2.x), abs(p1.x - 2 * p2.x + p3.x))
        let ddy = Swift.max(abs(p0.y - 2 * p1.y + p2.y), abs(p1.y - 2 * p2.y + p3.y))
        let dd = hypot(ddx, ddy)
        guard dd.isFinite else { return 1 }
        let n = (sqrt(dd * 0.75 / Swift.max(tolerance, 1e-6))).rounded(.up)
        // Clamped before converting: a curve whose control points lie far apart (1e300) wants more segments
        // than an Int holds.
        return Int(Swift.min(Swift.max(n, 1), 1000))
    }
}

/// A path flattened to polylines, one per subpath.
package struct Polyline: Equatable {
    package var points: [CGPoint]
    package var isClosed: Bool
}

extension CGPath {
    /// The path as polylines within `tolerance` of the curves; quadratics are elevated to cubics.
    package func flattened(tolerance: CGFloat = 0.05) -> [Polyline] {
        PathFlattener.flatten(elements, tolerance: tolerance)
    }
}

package enum PathFlattener {
    package static func flatten(_ elements: [PathElement], tolerance: CGFloat) -> [Polyline] {
        var result: [Polyline] = []
        var current: Polyline?
        var cursor = PathCursor()
        func finish() {
            if let line = current, !line.points.isEmpty { result.append(line) }
            current = nil
        }
        for element in elements {
            let from = cursor.current ?? .zero
            switch element {
            case .move(let p):
                finish()
                current = Polyline(points: [p], isClosed: false)
            case .line(let p):
                current = current ?? Polyline(points: [from], isClosed: false)
                current?.points.append(p)
            case .quad(let c, let p):
                let (c1, c2) = Bezier.elevate(from, c, p)
                current = current ?? Polyline(points: [from], isClosed: false)
                appendCubic(&current, from, c1, c2, p, tolerance)
            case .cubic(let c1, let c2, let p):
                current = current ?? Polyline(points: [from], isClosed: false)
                appendCubic(&current, from, c1, c2, p, tolerance)
            case .close:
                current?.isClosed = true
                let start = cursor.subpathStart
                finish()
                if let start { current = Polyline(points: [start], isClosed: false) }
            }
            cursor.advance(element)
        }
        if let line = current, line.points.count > 1 || line.isClosed { result.append(line) }
        return result
    }

    private static func appendCubic(
        _ line: inout Polyline?, _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ tolerance: CGFloat
    ) {
        let n = Bezier.segmentCount(p0, p1, p2, p3, tolerance: tolerance)
        for i in 1...n {
            line?.points.append(Bezier.point(p0, p1, p2, p3, CGFloat(i) / CGFloat(n)))
        }
    }
}
