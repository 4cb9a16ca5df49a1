/// The shape an item collides with: its bounds as a rectangle, or the ellipse in them (treated as the circle of
/// the shorter side).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    case rectangle, ellipse
}

/// Something a dynamic animator moves: it reads the item's centre, bounds and rotation, and writes its centre and
/// rotation back as the simulation runs. Views are dynamic items.
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
}

extension UIView: UIDynamicItem {}
