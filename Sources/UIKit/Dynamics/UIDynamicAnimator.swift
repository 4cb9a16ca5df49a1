import RenderServer

/// Runs a physics simulation of its behaviours' items in the coordinate space of a reference view, moving and
/// turning the items at every display refresh (in fixed steps of 1/120 s) and pausing when they come to rest.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    static let step = 1.0 / 120
    /// How long every item must stay still before the animator pauses.
    static let restingTime = 0.25
    open private(set) weak var referenceView: UIView?
    open private(set) var behaviors: [UIDynamicBehavior] = []
    open private(set) var isRunning = false
    /// The simulated time since the animator first ran.
    open private(set) var elapsedTime: TimeInterval = 0
    open weak var delegate: UIDynamicAnimatorDelegate?
    let world = DynamicsWorld()
    private var link: CADisplayLink?
    private var lastTimestamp: CFTimeInterval?
    private var unsimulated = 0.0

    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        if let other = behavior.animator, other !== self { other.removeBehavior(behavior) }
        behavior.willMove(to: self)
        behavior.animator = self
        behaviors.append(behavior)
        wake()
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: nil)
        behavior.animator = nil
        behaviors.removeAll { $0 === behavior }
        world.sync(with: behaviors)
        wake()
    }

    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// The items whose frames meet `rect`.
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        world.items.filter { item in
            let size = item.bounds.size
            let frame = CGRect(
                x: item.center.x - size.width / 2, y: item.center.y - size.height / 2, width: size.width,
                height: size.height)
            return frame.intersects(rect)
        }
    }

    /// Reads the item's centre and rotation again after the app moved it.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        world.read(item)
        wake()
    }

    /// Starts the simulation if it is paused.
    func wake() {
        guard !isRunning else { return }
        isRunning = true
        world.restedFor = 0
        delegate?.dynamicAnimatorWillResume(self)
        lastTimestamp = nil
        unsimulated = 0
        let link = CADisplayLink { [weak self] link in
            MainActor.assumeIsolated {
                guard let self else { return link.invalidate() }
                self.tick(link)
            }
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    private func pause() {
        isRunning = false
        link?.invalidate()
        link = nil
        delegate?.dynamicAnimatorDidPause(self)
    }

    private func tick(_ link: CADisplayLink) {
        let now = link.timestamp
        defer { lastTimestamp = now }
        guard let last = lastTimestamp else {
            world.sync(with: behaviors)
            return
        }
        // A long stall (a breakpoint, a hidden window) is not simulated all at once.
        unsimulated += min(max(now - last, 0), 0.5)
        world.sync(with: behaviors)
        let bounds = referenceView?.bounds
        while unsimulated >= Self.step - 1e-9 {
            world.step(Self.step, behaviors: behaviors, reference: bounds)
            unsimulated -= Self.step
            elapsedTime += Self.step
        }
        world.write()
        for behavior in behaviors.flatMap(\.flattened) { behavior.action?() }
        if world.restedFor >= Self.restingTime || world.items.isEmpty { pause() }
    }
}

/// Hears a dynamic animator pause (its items at rest) and resume.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
