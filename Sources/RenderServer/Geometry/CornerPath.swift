import CoreGraphics

/// The outline of a layer's background, border and `masksToBounds` clip: bounds rounded by `cornerRadius` on
/// the `maskedCorners`, with circular or continuous corners (spec §9.6). Layer coordinates, y down.
package enum CornerPath {
    /// Unit-radius continuous corner at the origin, edges along +x and +y: the points after the straight edge,
    /// as (control1, control2, end) cubics and lines, from (1.528665, 0) to (0, 1.528665).
    private static let continuousExtent = 1.528665

    package static func path(
        _ rect: CGRect, radius: Double, corners: UInt = 0b1111, continuous: Bool = false
    ) -> CGPath {
        let r = rect.standardized
        let path = CGMutablePath()
        guard radius > 0, r.width > 0, r.height > 0 else {
            path.addRect(r)
            return path
        }
        let limit = Double(min(r.width, r.height)) / 2
        let extent = continuous ? continuousExtent : 1
        let radius = min(radius, limit / extent)
        // Corner order clockwise on screen (y down): top-left, top-right, bottom-right, bottom-left.
        let topLeft = corners & 1 != 0, topRight = corners & 2 != 0, bottomLeft = corners & 4 != 0,
            bottomRight = corners & 8 != 0
        let spots: [(CGPoint, CGPoint, CGPoint, Bool)] = [
            (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1), topLeft),
            (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0), topRight),
            (CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1), bottomRight),
            (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0), bottomLeft),
        ]
        var first = true
        for (corner, outgoing, incoming, rounded) in spots {
            // `incoming` points back along the edge we arrive on, `outgoing` along the edge we leave on.
            func at(_ a: Double, _ b: Double) -> CGPoint {
                CGPoint(
                    x: corner.x + CGFloat(radius) * (incoming.x * CGFloat(a) + outgoing.x * CGFloat(b)),
                    y: corner.y + CGFloat(radius) * (incoming.y * CGFloat(a) + outgoing.y * CGFloat(b)))
            }
            guard rounded else {
                if first { path.move(to: corner) } else { path.addLine(to: corner) }
                first = false
                continue
            }
            if continuous {
                let start = at(continuousExtent, 0)
                if first { path.move(to: start) } else { path.addLine(to: start) }
                path.addCurve(to: at(0.669934, 0.065496), control1: at(1.088493, 0), control2: at(0.868407, 0))
                path.addLine(to: at(0.631494, 0.074911))
                path.addCurve(
                    to: at(0.074911, 0.631494), control1: at(0.372824, 0.169060), control2: at(0.169060, 0.372824))
                path.addLine(to: at(0.065496, 0.669934))
                path.addCurve(to: at(0, continuousExtent), control1: at(0, 0.868407), control2: at(0, 1.088493))
            } else {
                let start = at(1, 0)
                if first { path.move(to: start) } else { path.addLine(to: start) }
                let k = 0.5522847498
                path.addCurve(to: at(0, 1), control1: at(1 - k, 0), control2: at(0, 1 - k))
            }
            first = false
        }
        path.closeSubpath()
        return path
    }
}
