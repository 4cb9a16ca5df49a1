/// Holds a point of an item at a distance from an anchor or from a point of another item: rigidly when
/// `frequency` is 0 (the default), else as a spring of that frequency (hertz) and damping ratio.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    public enum AttachmentType: Int, Sendable {
        case items, anchor
    }

    public let attachedBehaviorType: AttachmentType
    public let items: [UIDynamicItem]
    /// The attachment points, from the items' centres (in the items' unrotated frames).
    let offsets: [UIOffset]
    open var anchorPoint: CGPoint {
        didSet {
            guard anchorPoint.x.isFinite, anchorPoint.y.isFinite else {
                return refuse("anchorPoint", { $0.anchorPoint = oldValue })
            }
            changed()
        }
    }
    /// The distance held; the distance at creation by default.
    open var length: CGFloat {
        didSet {
            guard length.isFinite, length >= 0 else { return refuse("length", { $0.length = oldValue }) }
            changed()
        }
    }
    open var damping: CGFloat = 0 {
        didSet {
            guard damping.isFinite, damping >= 0 else { return refuse("damping", { $0.damping = oldValue }) }
            changed()
        }
    }
    open var frequency: CGFloat = 0 {
        didSet {
            guard frequency.isFinite, frequency >= 0 else { return refuse("frequency", { $0.frequency = oldValue }) }
            changed()
        }
    }
    /// The torque that resists the attached items turning about their attachment points.
    open var frictionTorque: CGFloat = 0 { didSet { changed() } }

    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        attachedBehaviorType = .anchor
        items = [item]
        offsets = [offset]
        anchorPoint = point
        let attached = Self.point(of: item, offset: offset)
        length = hypot(attached.x - point.x, attached.y - point.y)
        super.init()
    }

    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    public init(
        item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem,
        offsetFromCenter offset2: UIOffset
    ) {
        attachedBehaviorType = .items
        items = [item1, item2]
        offsets = [offset1, offset2]
        anchorPoint = .zero
        let a = Self.point(of: item1, offset: offset1)
        let b = Self.point(of: item2, offset: offset2)
        length = hypot(a.x - b.x, a.y - b.y)
        super.init()
    }

    private func refuse(_ name: String, _ restore: (UIAttachmentBehavior) -> Void) {
        Log.warning("UIAttachmentBehavior: ignored a non-finite or negative \(name)")
        restore(self)
    }

    /// The item's attachment point in the reference view, with the item's rotation.
    static func point(of item: UIDynamicItem, offset: UIOffset) -> CGPoint {
        let angle = atan2(item.transform.b, item.transform.a)
        let (c, s) = (cos(angle), sin(angle))
        return CGPoint(
            x: item.center.x + offset.horizontal * c - offset.vertical * s,
            y: item.center.y + offset.horizontal * s + offset.vertical * c)
    }

    override var dynamicItems: [UIDynamicItem] { items }
}
