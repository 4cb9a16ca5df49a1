/// Makes its items collide with each other and with boundaries: the reference view's bounds, line segments and
/// the outlines of paths, each named by an identifier.
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1)
        public static let boundaries = Mode(rawValue: 2)
        public static let everything: Mode = [.items, .boundaries]
    }

    /// A named boundary: its path and the segments it collides as.
    struct Boundary {
        let identifier: NSCopying
        let key: AnyHashable
        let path: UIBezierPath
        let segments: [(CGPoint, CGPoint)]
    }

    private var list: ItemList
    open var items: [UIDynamicItem] { list.items }
    open var collisionMode = Mode.everything { didSet { changed() } }
    /// Whether the reference view's bounds (inset by `referenceInsets`) are a boundary the items stay inside.
    open var translatesReferenceBoundsIntoBoundary = false { didSet { changed() } }
    private(set) var referenceInsets = UIEdgeInsets.zero
    open weak var collisionDelegate: UICollisionBehaviorDelegate?
    private(set) var boundaries: [Boundary] = []

    public init(items: [UIDynamicItem]) {
        list = ItemList(items)
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) {
        list.add(item)
        changed()
    }

    open func removeItem(_ item: UIDynamicItem) {
        list.remove(item)
        changed()
    }

    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        guard [p1.x, p1.y, p2.x, p2.y].allSatisfy(\.isFinite) else {
            Log.warning("UICollisionBehavior.addBoundary: ignored a boundary with non-finite points")
            return
        }
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        store(Boundary(identifier: identifier, key: Self.key(identifier), path: path, segments: [(p1, p2)]))
    }

    /// A boundary along the path's outline (curves flattened into segments).
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        let segments = Self.segments(of: bezierPath.cgPath)
        store(Boundary(identifier: identifier, key: Self.key(identifier), path: bezierPath, segments: segments))
    }

    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        let key = Self.key(identifier)
        return boundaries.first { $0.key == key }?.path
    }

    open func removeBoundary(withIdentifier identifier: NSCopying) {
        let key = Self.key(identifier)
        boundaries.removeAll { $0.key == key }
        changed()
    }

    open var boundaryIdentifiers: [NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.identifier) }

    open func removeAllBoundaries() {
        boundaries = []
        changed()
    }

    private func store(_ boundary: Boundary) {
        boundaries.removeAll { $0.key == boundary.key }
        boundaries.append(boundary)
        changed()
    }

    static func key(_ identifier: NSCopying) -> AnyHashable {
        if let object = identifier as? NSObject { return AnyHashable(object) }
        return AnyHashable(String(describing: identifier))
    }

    /// The path's outline as segments, curves flattened in 16 steps.
    static func segments(of path: CGPath) -> [(CGPoint, CGPoint)] {
        var segments: [(CGPoint, CGPoint)] = []
        var current = CGPoint.zero
        var start = CGPoint.zero
        func line(to p: CGPoint) {
            if p != current { segments.append((current, p)) }
            current = p
        }
        path.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint:
                current = e.points[0]
                start = current
            case .addLineToPoint:
                line(to: e.points[0])
            case .addQuadCurveToPoint:
                let (p0, c, p1) = (current, e.points[0], e.points[1])
                for step in 1...16 {
                    let t = CGFloat(step) / 16
                    let u = 1 - t
                    line(
                        to: CGPoint(
                            x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                            y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y))
                }
            case .addCurveToPoint:
                let (p0, c1, c2, p1) = (current, e.points[0], e.points[1], e.points[2])
                for step in 1...16 {
                    let t = CGFloat(step) / 16
                    let u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    line(
                        to: CGPoint(
                            x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y))
                }
            case .closeSubpath:
                line(to: start)
            @unknown default:
                break
            }
        }
        return segments
    }

    override var dynamicItems: [UIDynamicItem] { list.items }
}

/// Hears when items touch boundaries and each other, and when they part.
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: AnyObject {
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?,
        at p: CGPoint)
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?)
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint)
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem)
}

extension UICollisionBehaviorDelegate {
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?,
        at p: CGPoint
    ) {}
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?
    ) {}
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint
    ) {}
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem
    ) {}
}
