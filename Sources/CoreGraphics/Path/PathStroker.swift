/// Builds the outline of a stroke as a fillable path: one positively oriented polygon per segment, join and
/// cap, whose union under the non-zero rule is exactly the stroked area (pieces may overlap).
package struct PathStroker {
    package var width: CGFloat
    package var cap: CGLineCap
    package var join: CGLineJoin
    package var miterLimit: CGFloat

    package init(width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }

    package func outline(of path: CGPath) -> CGMutablePath {
        let result = CGMutablePath()
        guard width > 0, width.isFinite else { return result }
        let tolerance = Swift.max(0.01, Swift.min(0.1, width / 100))
        for polyline in path.flattened(tolerance: tolerance) {
            var points: [CGPoint] = []
            for p in polyline.points where points.last != p { points.append(p) }
            if polyline.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
            stroke(points, closed: polyline.isClosed, into: result)
        }
        return result
    }

    private func stroke(_ points: [CGPoint], closed: Bool, into result: CGMutablePath) {
        let half = width / 2
        guard points.count > 1 else {
            if let p = points.first { addDotCap(at: p, into: result) }
            return
        }
        let count = closed ? points.count : points.count - 1
        for i in 0..<count {
            let a = points[i]
            let b = points[(i + 1) % points.count]
            let n = Self.normal(a, b, half)
            addPolygon([a + n, b + n, b - n, a - n], into: result)
        }
        let joins = closed ? Array(0..<points.count) : Array(1..<(points.count - 1))
        for i in joins {
            let previous = points[(i - 1 + points.count) % points.count]
            addJoin(previous, points[i], points[(i + 1) % points.count], into: result)
        }
        if !closed {
            addCap(at: points[0], awayFrom: points[1], into: result)
            addCap(at: points[points.count - 1], awayFrom: points[points.count - 2], into: result)
        }
    }

    private func addJoin(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, into result: CGMutablePath) {
        let half = width / 2
        if join == .round {
            result.addEllipse(in: CGRect(x: b.x - half, y: b.y - half, width: width, height: width))
            return
        }
        let n1 = Self.normal(a, b, half)
        let n2 = Self.normal(b, c, half)
        let turn = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
        guard abs(turn) > 1e-12 else { return }
        // The outer side is opposite the turn direction.
        let o1 = turn > 0 ? b - n1 : b + n1
        let o2 = turn > 0 ? b - n2 : b + n2
        if join == .miter {
            let d1 = CGPoint(x: b.x - a.x, y: b.y - a.y)
            let d2 = CGPoint(x: c.x - b.x, y: c.y - b.y)
            let cosTheta = (d1.x * d2.x + d1.y * d2.y) / (hypot(d1.x, d1.y) * hypot(d2.x, d2.y))
            let interior = CGFloat.pi - acos(Swift.max(-1, Swift.min(1, cosTheta)))
            let ratio = 1 / sin(interior / 2)
            if ratio <= miterLimit, let tip = Self.intersect(o1, d1, o2, d2) {
                addPolygon([b, o1, tip, o2], into: result)
                return
            }
        }
        addPolygon([b, o1, o2], into: result)
    }

    private func addCap(at p: CGPoint, awayFrom q: CGPoint, into result: CGMutablePath) {
        let half = width / 2
        switch cap {
        case .butt:
            return
        case .round:
            result.addEllipse(in: CGRect(x: p.x - half, y: p.y - half, width: width, height: width))
        case .square:
            let n = Self.normal(q, p, half)
            let d = CGPoint(x: -n.y, y: n.x)
            let outward = (p.x - q.x) * d.x + (p.y - q.y) * d.y >= 0 ? d : CGPoint(x: -d.x, y: -d.y)
            addPolygon([p + n, p + n + outward, p - n + outward, p - n], into: result)
        }
    }

    /// A zero-length subpath draws a dot for round and square caps, as Core Graphics does.
    private func addDotCap(at p: CGPoint, into result: CGMutablePath) {
        let half = width / 2
        switch cap {
        case .butt: return
        case .round: result.addEllipse(in: CGRect(x: p.x - half, y: p.y - half, width: width, height: width))
        case .square: result.addRect(CGRect(x: p.x - half, y: p.y - half, width: width, height: width))
        }
    }

    private func addPolygon(_ points: [CGPoint], into result: CGMutablePath) {
        var area: CGFloat = 0
        for i in 0..<points.count {
            let a = points[i]
            let b = points[(i + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        guard abs(area) > 1e-12 else { return }
        result.addLines(between: area > 0 ? points : points.reversed())
        result.closeSubpath()
    }

    private static func normal(_ a: CGPoint, _ b: CGPoint, _ length: CGFloat) -> CGPoint {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let l = hypot(dx, dy)
        guard l > 0 else { return .zero }
        return CGPoint(x: -dy / l * length, y: dx / l * length)
    }

    private static func intersect(_ p: CGPoint, _ d: CGPoint, _ q: CGPoint, _ e: CGPoint) -> CGPoint? {
        let denominator = d.x * e.y - d.y * e.x
        guard abs(denominator) > 1e-12 else { return nil }
        let t = ((q.x - p.x) * e.y - (q.y - p.y) * e.x) / denominator
        return CGPoint(x: p.x + d.x * t, y: p.y + d.y * t)
    }
}

private func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
private func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
