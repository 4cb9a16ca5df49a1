/// A behaviour of a dynamic animator: a force, a constraint or item properties; behaviours may hold child
/// behaviours, and `action` runs at every step of the animator.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Called at every step of the animator the behaviour is in.
    open var action: (() -> Void)?
    /// The animator the behaviour (or its parent) was added to.
    open var dynamicAnimator: UIDynamicAnimator? { animator ?? parent?.dynamicAnimator }
    weak var animator: UIDynamicAnimator?
    private weak var parent: UIDynamicBehavior?

    public override init() {
        super.init()
    }

    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        behavior.parent = self
        changed()
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
        behavior.parent = nil
        changed()
    }

    /// Called when the behaviour is added to an animator (or removed: nil).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// The behaviour changed: a paused animator runs again.
    func changed() { dynamicAnimator?.wake() }

    /// The behaviour and its descendants, parents first.
    var flattened: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.flattened) }

    /// The items the behaviour acts on.
    var dynamicItems: [UIDynamicItem] { [] }
}

/// A list of items a behaviour acts on, with add and remove.
@preconcurrency @MainActor
struct ItemList {
    private(set) var items: [UIDynamicItem] = []

    init(_ items: [UIDynamicItem]) {
        for item in items { add(item) }
    }

    mutating func add(_ item: UIDynamicItem) {
        if !items.contains(where: { $0 === item }) { items.append(item) }
    }

    mutating func remove(_ item: UIDynamicItem) { items.removeAll { $0 === item } }
}

/// A constant acceleration on its items: `magnitude` 1 is 1000 points per second², along `gravityDirection`
/// (straight down by default).
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    private var list: ItemList
    open var items: [UIDynamicItem] { list.items }
    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet {
            guard gravityDirection.dx.isFinite, gravityDirection.dy.isFinite else {
                Log.warning("UIGravityBehavior: ignored a non-finite gravityDirection")
                gravityDirection = oldValue
                return
            }
            changed()
        }
    }

    public init(items: [UIDynamicItem]) {
        list = ItemList(items)
        super.init()
    }

    public convenience override init() { self.init(items: []) }

    open func addItem(_ item: UIDynamicItem) {
        list.add(item)
        changed()
    }

    open func removeItem(_ item: UIDynamicItem) {
        list.remove(item)
        changed()
    }

    open var angle: CGFloat {
        get { gravityDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { gravityDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(angle: angle, magnitude: magnitude, for: "UIGravityBehavior") ?? gravityDirection
    }

    override var dynamicItems: [UIDynamicItem] { list.items }
}

/// A force on its items: continuous (an acceleration of 100 points per second² for a 100 × 100 item of density
/// 1 at magnitude 1) or instantaneous (a change of velocity of 100 points per second for the same item, applied
/// once each time the push is made active).
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    public enum Mode: Int, Sendable {
        case continuous, instantaneous
    }

    private var list: ItemList
    open var items: [UIDynamicItem] { list.items }
    public let mode: Mode
    open var pushDirection = CGVector.zero {
        didSet {
            guard pushDirection.dx.isFinite, pushDirection.dy.isFinite else {
                Log.warning("UIPushBehavior: ignored a non-finite pushDirection")
                pushDirection = oldValue
                return
            }
            changed()
        }
    }
    /// Whether the push acts; an instantaneous push turns itself off after acting.
    open var active = true { didSet { changed() } }
    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    public init(items: [UIDynamicItem], mode: Mode) {
        list = ItemList(items)
        self.mode = mode
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

    open var angle: CGFloat {
        get { pushDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { pushDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(angle: angle, magnitude: magnitude, for: "UIPushBehavior") ?? pushDirection
    }

    /// Where on the item the force acts, from its centre (off-centre pushes turn it).
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = offset
    }

    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    override var dynamicItems: [UIDynamicItem] { list.items }
}

/// Pulls an item to a point with a damped spring and turns it upright; `damping` 0…1 (0.5 by default) sets how
/// much it overshoots.
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    /// The spring's natural frequency, in radians per second.
    static let stiffness: Double = 2 * .pi * 1.5
    let item: UIDynamicItem
    open var snapPoint: CGPoint {
        didSet {
            guard snapPoint.x.isFinite, snapPoint.y.isFinite else {
                Log.warning("UISnapBehavior: ignored a non-finite snapPoint")
                snapPoint = oldValue
                return
            }
            changed()
        }
    }
    open var damping: CGFloat = 0.5 { didSet { changed() } }

    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var dynamicItems: [UIDynamicItem] { [item] }
}

/// The physical properties of its items; where several such behaviours hold an item, the last added wins.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var list: ItemList
    open var items: [UIDynamicItem] { list.items }
    /// How much of the speed of approach a collision gives back: 0 none, 1 all.
    open var elasticity: CGFloat = 0 { didSet { changed() } }
    open var friction: CGFloat = 0 { didSet { changed() } }
    /// Mass per area: a 100 × 100 item of density 1 has mass 1.
    open var density: CGFloat = 1 { didSet { changed() } }
    /// Linear damping: the velocity loses this share per second.
    open var resistance: CGFloat = 0 { didSet { changed() } }
    open var angularResistance: CGFloat = 0 { didSet { changed() } }
    open var allowsRotation = true { didSet { changed() } }
    /// An anchored item takes part in collisions but does not move.
    open var isAnchored = false { didSet { changed() } }
    /// Velocities added before the animator has taken the items in.
    var pendingLinear: [(UIDynamicItem, CGPoint)] = []
    var pendingAngular: [(UIDynamicItem, CGFloat)] = []

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

    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        guard velocity.x.isFinite, velocity.y.isFinite else {
            Log.warning("UIDynamicItemBehavior.addLinearVelocity: ignored a non-finite velocity")
            return
        }
        if let world = dynamicAnimator?.world, world.addVelocity(velocity, to: item) {
            changed()
        } else {
            pendingLinear.append((item, velocity))
        }
    }

    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        dynamicAnimator?.world.velocity(of: item) ?? .zero
    }

    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        guard velocity.isFinite else { return }
        if let world = dynamicAnimator?.world, world.addSpin(velocity, to: item) {
            changed()
        } else {
            pendingAngular.append((item, velocity))
        }
    }

    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        dynamicAnimator?.world.spin(of: item) ?? 0
    }

    override var dynamicItems: [UIDynamicItem] { list.items }
}

extension CGVector {
    /// The direction of a force behaviour, in radians from the x axis.
    var angle: CGFloat { atan2(dy, dx) }
    var magnitude: CGFloat { hypot(dx, dy) }

    /// A vector of `magnitude` at `angle`; nil, with one log line naming `behavior`, when either is not finite.
    init?(angle: CGFloat, magnitude: CGFloat, for behavior: String) {
        guard angle.isFinite, magnitude.isFinite else {
            Log.warning("\(behavior): ignored a non-finite angle or magnitude")
            return nil
        }
        self.init(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }
}
