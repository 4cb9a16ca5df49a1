extension CGPath {
    /// Whether `point` is inside the filled path under `rule`, after mapping the path by `transform`.
    /// Every subpath counts as closed, as a fill does.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        let polylines = PathFlattener.flatten(elements.map { $0.applying(transform) }, tolerance: 0.01)
        let winding = polylines.reduce(0) { $0 + Self.winding(of: $1.points, around: point) }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    /// The winding number of the closed polygon around `p` (Sunday's crossing rule, upward edges +1).
    package static func winding(of polygon: [CGPoint], around p: CGPoint) -> Int {
        guard polygon.count > 2 else { return 0 }
        var winding = 0
        for i in 0..<polygon.count {
            let a = polygon[i]
            let b = polygon[(i + 1) % polygon.count]
            let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
            if a.y <= p.y {
                if b.y > p.y, side > 0 { winding += 1 }
            } else if b.y <= p.y, side < 0 {
                winding -= 1
            }
        }
        return winding
    }
}
