/// The kind of one path element.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element as handed to `CGPath.applyWithBlock`: its kind and its points (1 for move/line, 2 for quad,
/// 3 for cubic, none for close), valid only during the callback.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// How a fill decides which regions are inside.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}

/// The shape at the ends of open subpaths.
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

/// The shape where two segments meet.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}

/// One path element as a value: what the path types store and the renderers consume.
package enum PathElement: Equatable, Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint)
    case close

    /// The element with every point mapped by `t`.
    package func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): .move(p.applying(t))
        case .line(let p): .line(p.applying(t))
        case .quad(let c, let p): .quad(c.applying(t), p.applying(t))
        case .cubic(let c1, let c2, let p): .cubic(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: .close
        }
    }

    /// The points of the element, control points first, end point last.
    package var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quad(let c, let p): [c, p]
        case .cubic(let c1, let c2, let p): [c1, c2, p]
        case .close: []
        }
    }
}
