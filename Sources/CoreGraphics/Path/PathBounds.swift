/// Tight bounds and shape recognition for path elements.
package enum PathBounds {
    /// Bounds of the drawn geometry: end points plus the extrema of every curve, without control points.
    package static func tight(_ elements: [PathElement]) -> CGRect {
        var points: [CGPoint] = []
        var cursor = PathCursor()
        for element in elements {
            let from = cursor.current ?? .zero
            switch element {
            case .move(let p), .line(let p):
                points.append(p)
            case .quad(let c, let p):
                let (c1, c2) = Bezier.elevate(from, c, p)
                points.append(contentsOf: cubicExtrema(from, c1, c2, p))
            case .cubic(let c1, let c2, let p):
                points.append(contentsOf: cubicExtrema(from, c1, c2, p))
            case .close:
                break
            }
            cursor.advance(element)
        }
        return CGRect.boundingBox(of: points)
    }

    /// The end point and every interior extremum of the cubic in x and y.
    private static func cubicExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        var ts: [CGFloat] = []
        for axis in 0..<2 {
            let (a0, a1, a2, a3) =
                axis == 0 ? (p0.x, p1.x, p2.x, p3.x) : (p0.y, p1.y, p2.y, p3.y)
            // Derivative coefficients of the cubic in power form: 3(a t² + b t + c).
            let a = -a0 + 3 * a1 - 3 * a2 + a3
            let b = 2 * (a0 - 2 * a1 + a2)
            let c = a1 - a0
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { ts.append(-c / b) }
            } else {
                let disc = b * b - 4 * a * c
                if disc >= 0 {
                    let root = sqrt(disc)
                    ts.append((-b + root) / (2 * a))
                    ts.append((-b - root) / (2 * a))
                }
            }
        }
        return ts.filter { $0 > 0 && $0 < 1 }.map { Bezier.point(p0, p1, p2, p3, $0) } + [p3]
    }

    /// The rect when the elements are exactly one axis-aligned rectangle (four corners, closed).
    package static func rectangle(_ elements: [PathElement]) -> CGRect? {
        var corners: [CGPoint] = []
        for (i, element) in elements.enumerated() {
            switch element {
            case .move(let p) where i == 0: corners.append(p)
            case .line(let p) where i > 0: corners.append(p)
            case .close where i == elements.count - 1: break
            default: return nil
            }
        }
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4 else { return nil }
        for i in 0..<4 {
            let a = corners[i]
            let b = corners[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return nil }
        }
        let box = CGRect.boundingBox(of: corners)
        let onCorners = corners.allSatisfy {
            ($0.x == box.minX || $0.x == box.maxX) && ($0.y == box.minY || $0.y == box.maxY)
        }
        return onCorners && box.width > 0 && box.height > 0 ? box : nil
    }
}
