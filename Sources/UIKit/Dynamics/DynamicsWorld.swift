typealias Vec = SIMD2<Double>

func cross(_ a: Vec, _ b: Vec) -> Double { a.x * b.y - a.y * b.x }
func cross(_ s: Double, _ v: Vec) -> Vec { Vec(-s * v.y, s * v.x) }
func dot(_ a: Vec, _ b: Vec) -> Double { a.x * b.x + a.y * b.y }
func length(_ v: Vec) -> Double { (v.x * v.x + v.y * v.y).squareRoot() }

/// 1 / the mass an impulse along `axis` meets at offsets `ra` on `a` and `rb` on `b` (none for a fixed end).
@MainActor
func inverseMass(_ a: Body, _ ra: Vec, _ b: Body?, _ rb: Vec, along axis: Vec) -> Double {
    var k = a.inverseMass + a.inverseInertia * pow(cross(ra, axis), 2)
    if let b { k += b.inverseMass + b.inverseInertia * pow(cross(rb, axis), 2) }
    return k
}

/// An attachment's two points and the line between them: `normal` points from `b`'s point (or the anchor) to
/// `a`'s.
@preconcurrency @MainActor
struct AttachmentLine {
    let a: Body
    let b: Body?
    let ra: Vec
    let rb: Vec
    let normal: Vec
    let distance: Double

    var inverseMass: Double { UIKit.inverseMass(a, ra, b, rb, along: normal) }

    /// How fast the points move apart.
    var relativeSpeed: Double { dot(a.velocity(at: ra) - (b?.velocity(at: rb) ?? .zero), normal) }

    /// An impulse along the line: `a` takes it, `b` the opposite.
    func apply(_ impulse: Double) {
        a.applyImpulse(normal * impulse, at: ra)
        b?.applyImpulse(normal * -impulse, at: rb)
    }
}

/// One item in the simulation: a rigid box (or circle) with a position, a velocity, an angle and a spin.
@preconcurrency @MainActor
final class Body {
    let item: UIDynamicItem
    var position: Vec
    var velocity = Vec.zero
    var angle: Double
    var spin = 0.0
    /// The angle the item had when read: its transform is written only once the body turns.
    private var readAngle: Double
    /// The centre last written to the item, to notice the app moving it.
    private var written: CGPoint
    let half: Vec
    let isCircle: Bool
    var elasticity = 0.0
    var friction = 0.0
    var density = 1.0
    var resistance = 0.0
    var angularResistance = 0.0
    var allowsRotation = true
    var isAnchored = false
    private(set) var inverseMass = 1.0
    private(set) var inverseInertia = 1.0

    init(item: UIDynamicItem) {
        self.item = item
        let size = item.bounds.size
        half = Vec(Double(max(size.width, 1)) / 2, Double(max(size.height, 1)) / 2)
        isCircle = item.collisionBoundsType == .ellipse
        position = Vec(Double(item.center.x), Double(item.center.y))
        angle = Double(atan2(item.transform.b, item.transform.a))
        readAngle = angle
        written = item.center
    }

    var radius: Double { min(half.x, half.y) }

    /// Mass from density and area: a 100 × 100 item of density 1 weighs 1.
    func updateMass() {
        let area = isCircle ? Double.pi * radius * radius : 4 * half.x * half.y
        let mass = max(density, 1e-6) * area / 10_000
        inverseMass = isAnchored ? 0 : 1 / mass
        let inertia = isCircle ? mass * radius * radius / 2 : mass * (4 * half.x * half.x + 4 * half.y * half.y) / 12
        inverseInertia = isAnchored || !allowsRotation ? 0 : 1 / inertia
    }

    func resetProperties() {
        (elasticity, friction, density, resistance, angularResistance) = (0, 0, 1, 0, 0)
        (allowsRotation, isAnchored) = (true, false)
    }

    /// `offset` (in the body's frame) turned with the body.
    func rotated(_ offset: Vec) -> Vec {
        let (c, s) = (cos(angle), sin(angle))
        return Vec(offset.x * c - offset.y * s, offset.x * s + offset.y * c)
    }

    func velocity(at r: Vec) -> Vec { velocity + cross(spin, r) }

    func applyImpulse(_ impulse: Vec, at r: Vec) {
        velocity += impulse * inverseMass
        spin += inverseInertia * cross(r, impulse)
    }

    /// The box's corners in the reference view.
    var corners: [Vec] {
        [Vec(-half.x, -half.y), Vec(half.x, -half.y), Vec(half.x, half.y), Vec(-half.x, half.y)].map {
            position + rotated($0)
        }
    }

    func read() {
        position = Vec(Double(item.center.x), Double(item.center.y))
        angle = Double(atan2(item.transform.b, item.transform.a))
        readAngle = angle
        written = item.center
    }

    /// Takes up a move the app made to the item since the last write.
    func noticeMove() {
        let center = item.center
        guard abs(center.x - written.x) > 0.01 || abs(center.y - written.y) > 0.01 else { return }
        position = Vec(Double(center.x), Double(center.y))
        velocity = .zero
        written = center
    }

    func write() {
        guard position.x.isFinite, position.y.isFinite, angle.isFinite else {
            // A simulation blown up by extreme values starts again from where the item is.
            Log.warningOnce(key: "dynamics.nonfinite", "UIDynamicAnimator: an item's motion became non-finite; reset")
            read()
            velocity = .zero
            spin = 0
            return
        }
        let center = CGPoint(x: position.x, y: position.y)
        written = center
        item.center = center
        if angle != readAngle { item.transform = CGAffineTransform(rotationAngle: CGFloat(angle)) }
    }
}

/// The bodies of a dynamic animator's items and the step that moves them: forces, then collisions and rigid
/// attachments solved as impulses, then positions.
@preconcurrency @MainActor
final class DynamicsWorld {
    private var bodies: [ObjectIdentifier: Body] = [:]
    private var order: [ObjectIdentifier] = []
    /// How long every body has been still.
    var restedFor = 0.0
    private var touching: Set<ContactKey> = []

    var items: [UIDynamicItem] { order.compactMap { bodies[$0]?.item } }

    func body(for item: UIDynamicItem) -> Body? { bodies[ObjectIdentifier(item)] }

    /// Bodies for the items of `behaviors`, with the properties their item behaviours give them.
    func sync(with behaviors: [UIDynamicBehavior]) {
        let all = behaviors.flatMap(\.flattened)
        var seen: Set<ObjectIdentifier> = []
        for behavior in all {
            for item in behavior.dynamicItems {
                let id = ObjectIdentifier(item)
                if bodies[id] == nil {
                    bodies[id] = Body(item: item)
                    order.append(id)
                }
                seen.insert(id)
            }
        }
        order.removeAll { !seen.contains($0) }
        bodies = bodies.filter { seen.contains($0.key) }
        for body in bodies.values {
            body.resetProperties()
            body.noticeMove()
        }
        for case let properties as UIDynamicItemBehavior in all {
            for item in properties.items {
                guard let body = body(for: item) else { continue }
                body.elasticity = Double(properties.elasticity)
                body.friction = Double(properties.friction)
                body.density = Double(properties.density)
                body.resistance = Double(properties.resistance)
                body.angularResistance = Double(properties.angularResistance)
                body.allowsRotation = properties.allowsRotation
                body.isAnchored = properties.isAnchored
            }
            for (item, velocity) in properties.pendingLinear {
                body(for: item)?.velocity += Vec(Double(velocity.x), Double(velocity.y))
            }
            for (item, spin) in properties.pendingAngular { body(for: item)?.spin += Double(spin) }
            properties.pendingLinear = []
            properties.pendingAngular = []
        }
        for body in bodies.values { body.updateMass() }
    }

    func read(_ item: UIDynamicItem) { body(for: item)?.read() }

    func write() {
        for id in order { bodies[id]?.write() }
    }

    func addVelocity(_ velocity: CGPoint, to item: UIDynamicItem) -> Bool {
        guard let body = body(for: item) else { return false }
        body.velocity += Vec(Double(velocity.x), Double(velocity.y))
        return true
    }

    func addSpin(_ spin: CGFloat, to item: UIDynamicItem) -> Bool {
        guard let body = body(for: item) else { return false }
        body.spin += Double(spin)
        return true
    }

    func velocity(of item: UIDynamicItem) -> CGPoint? {
        body(for: item).map { CGPoint(x: $0.velocity.x, y: $0.velocity.y) }
    }

    func spin(of item: UIDynamicItem) -> CGFloat? { body(for: item).map { CGFloat($0.spin) } }

    func step(_ dt: Double, behaviors: [UIDynamicBehavior], reference: CGRect?) {
        let all = behaviors.flatMap(\.flattened)
        applyForces(all, dt)
        var contacts = findContacts(all, reference: reference)
        let rods = all.compactMap { $0 as? UIAttachmentBehavior }.filter { $0.frequency <= 0 }.compactMap(rod)
        for _ in 0..<8 {
            for index in contacts.indices { contacts[index].solveVelocity() }
            for rod in rods { rod.solveVelocity() }
        }
        for body in bodies.values where body.inverseMass > 0 {
            body.position += body.velocity * dt
            if body.allowsRotation { body.angle += body.spin * dt }
        }
        for contact in contacts { contact.correctPosition() }
        for rod in rods { rod.correctPosition() }
        report(contacts)
        let moving = bodies.values.contains { body in
            body.inverseMass > 0 && !(length(body.velocity) <= 2 && abs(body.spin) <= 0.05)
        }
        restedFor = moving ? 0 : restedFor + dt
    }

    private func applyForces(_ all: [UIDynamicBehavior], _ dt: Double) {
        for behavior in all {
            switch behavior {
            case let gravity as UIGravityBehavior:
                let g = Vec(Double(gravity.gravityDirection.dx), Double(gravity.gravityDirection.dy)) * 1000
                for item in gravity.items {
                    guard let body = body(for: item), body.inverseMass > 0 else { continue }
                    body.velocity += g * dt
                }
            case let push as UIPushBehavior where push.active:
                let force = Vec(Double(push.pushDirection.dx), Double(push.pushDirection.dy)) * 100
                for item in push.items {
                    guard let body = body(for: item) else { continue }
                    let offset = push.targetOffsetFromCenter(for: item)
                    let r = body.rotated(Vec(Double(offset.horizontal), Double(offset.vertical)))
                    body.applyImpulse(push.mode == .continuous ? force * dt : force, at: r)
                }
                if push.mode == .instantaneous { push.active = false }
            case let snap as UISnapBehavior:
                guard let body = body(for: snap.item), body.inverseMass > 0 else { continue }
                let omega = UISnapBehavior.stiffness
                let zeta = Double(min(max(snap.damping, 0), 1)) + 0.2
                let target = Vec(Double(snap.snapPoint.x), Double(snap.snapPoint.y))
                body.velocity += ((target - body.position) * omega * omega - body.velocity * 2 * zeta * omega) * dt
                let turned = remainder(body.angle, 2 * .pi)
                if body.allowsRotation { body.spin += (-turned * omega * omega - body.spin * 2 * zeta * omega) * dt }
            case let attachment as UIAttachmentBehavior:
                if attachment.frequency > 0 { applySpring(attachment, dt) }
                applyFrictionTorque(attachment, dt)
            default:
                break
            }
        }
        for body in bodies.values {
            body.velocity /= 1 + max(body.resistance, 0) * dt
            body.spin /= 1 + max(body.angularResistance, 0) * dt
        }
    }

    private func applySpring(_ spring: UIAttachmentBehavior, _ dt: Double) {
        guard let line = line(of: spring) else { return }
        let k = line.inverseMass
        guard k > 0 else { return }
        let mass = 1 / k
        // An explicit spring step is stable while ω·dt stays under about 2: stiffer springs act as the stiffest
        // stable one.
        let omega = min(2 * Double.pi * Double(spring.frequency), 1.5 / dt)
        let damping = min(Double(spring.damping), 1 / (omega * dt))
        let stretch = line.distance - Double(spring.length)
        let force = -(mass * omega * omega * stretch + 2 * mass * damping * omega * line.relativeSpeed)
        line.apply(force * dt)
    }

    /// The line between an attachment's two points now, or nil when they coincide.
    func line(of attachment: UIAttachmentBehavior) -> AttachmentLine? {
        guard let ends = ends(of: attachment) else { return nil }
        let d = ends.pointA - ends.pointB
        let distance = length(d)
        guard distance > 1e-9 else { return nil }
        return AttachmentLine(
            a: ends.a, b: ends.b, ra: ends.pointA - ends.a.position,
            rb: ends.b.map { ends.pointB - $0.position } ?? .zero, normal: d / distance, distance: distance)
    }

    /// Slows the attached bodies' spin by at most `frictionTorque` × dt of angular impulse.
    private func applyFrictionTorque(_ attachment: UIAttachmentBehavior, _ dt: Double) {
        let torque = Double(attachment.frictionTorque)
        guard torque > 0, torque.isFinite else { return }
        for item in attachment.items {
            guard let body = body(for: item), body.inverseInertia > 0 else { continue }
            let change = min(abs(body.spin), torque * dt * body.inverseInertia)
            body.spin -= body.spin > 0 ? change : -change
        }
    }

    /// The bodies and attachment points of an attachment (the second body nil for an anchor).
    func ends(of attachment: UIAttachmentBehavior) -> (a: Body, pointA: Vec, b: Body?, pointB: Vec)? {
        guard let a = body(for: attachment.items[0]) else { return nil }
        let offsetA = attachment.offsets[0]
        let pointA = a.position + a.rotated(Vec(Double(offsetA.horizontal), Double(offsetA.vertical)))
        if attachment.attachedBehaviorType == .anchor {
            return (a, pointA, nil, Vec(Double(attachment.anchorPoint.x), Double(attachment.anchorPoint.y)))
        }
        guard let b = body(for: attachment.items[1]) else { return nil }
        let offsetB = attachment.offsets[1]
        return (a, pointA, b, b.position + b.rotated(Vec(Double(offsetB.horizontal), Double(offsetB.vertical))))
    }

    private func rod(_ attachment: UIAttachmentBehavior) -> Rod? {
        guard ends(of: attachment) != nil else { return nil }
        return Rod(world: self, attachment: attachment)
    }

    private func report(_ contacts: [Contact]) {
        var now: Set<ContactKey> = []
        var points: [ContactKey: CGPoint] = [:]
        for contact in contacts {
            now.insert(contact.key)
            points[contact.key] = CGPoint(x: contact.point.x, y: contact.point.y)
        }
        for key in now.subtracting(touching) { key.began(at: points[key] ?? .zero) }
        for key in touching.subtracting(now) { key.ended() }
        touching = now
    }
}
