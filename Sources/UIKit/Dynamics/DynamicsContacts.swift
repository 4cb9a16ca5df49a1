/// Which pair touches: an item and a boundary (nil identifier for the reference bounds) or two items, in one
/// collision behaviour; the collision delegate hears when a pair starts and stops touching.
struct ContactKey: Hashable {
    let behavior: UICollisionBehavior
    let first: UIDynamicItem
    let second: UIDynamicItem?
    let boundary: NSCopying?
    let boundaryKey: AnyHashable?

    static func == (l: ContactKey, r: ContactKey) -> Bool {
        l.behavior === r.behavior && l.first === r.first && l.second === r.second && l.boundaryKey == r.boundaryKey
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(behavior))
        hasher.combine(ObjectIdentifier(first))
        hasher.combine(second.map(ObjectIdentifier.init))
        hasher.combine(boundaryKey)
    }

    @MainActor func began(at point: CGPoint) {
        guard let delegate = behavior.collisionDelegate else { return }
        if let second {
            delegate.collisionBehavior(behavior, beganContactFor: first, with: second, at: point)
        } else {
            delegate.collisionBehavior(behavior, beganContactFor: first, withBoundaryIdentifier: boundary, at: point)
        }
    }

    @MainActor func ended() {
        guard let delegate = behavior.collisionDelegate else { return }
        if let second {
            delegate.collisionBehavior(behavior, endedContactFor: first, with: second)
        } else {
            delegate.collisionBehavior(behavior, endedContactFor: first, withBoundaryIdentifier: boundary)
        }
    }
}

/// A touching pair at one point: `normal` points from `b` (or the boundary) into `a`. Solved as impulses that
/// stop the approach (giving back `restitution` of it) and resist sliding.
@preconcurrency @MainActor
struct Contact {
    /// Slower approaches than this (points per second) do not bounce, so that resting items come to rest.
    static let bounceThreshold = 30.0
    static let slop = 0.5
    let a: Body
    let b: Body?
    let normal: Vec
    let point: Vec
    let depth: Double
    let key: ContactKey
    private let restitution: Double
    private let friction: Double
    private var target = 0.0
    private var normalImpulse = 0.0
    private var tangentImpulse = 0.0

    init(a: Body, b: Body?, normal: Vec, point: Vec, depth: Double, key: ContactKey) {
        self.a = a
        self.b = b
        self.normal = normal
        self.point = point
        self.depth = depth
        self.key = key
        restitution = max(a.elasticity, b?.elasticity ?? 0)
        friction = (a.friction * (b?.friction ?? a.friction)).squareRoot()
        let approach = dot(relativeVelocity, normal)
        target = approach < -Self.bounceThreshold ? -restitution * approach : 0
    }

    private var ra: Vec { point - a.position }
    private var rb: Vec { b.map { point - $0.position } ?? .zero }
    private var relativeVelocity: Vec { a.velocity(at: ra) - (b?.velocity(at: rb) ?? .zero) }

    private func effectiveMass(along axis: Vec) -> Double { inverseMass(a, ra, b, rb, along: axis) }

    private func apply(_ impulse: Vec) {
        a.applyImpulse(impulse, at: ra)
        b?.applyImpulse(-impulse, at: rb)
    }

    mutating func solveVelocity() {
        let k = effectiveMass(along: normal)
        guard k > 0 else { return }
        let vn = dot(relativeVelocity, normal)
        let total = max(normalImpulse - (vn - target) / k, 0)
        apply(normal * (total - normalImpulse))
        normalImpulse = total
        guard friction > 0 else { return }
        let tangent = Vec(-normal.y, normal.x)
        let kt = effectiveMass(along: tangent)
        guard kt > 0 else { return }
        let limit = friction * normalImpulse
        let next = min(max(tangentImpulse - dot(relativeVelocity, tangent) / kt, -limit), limit)
        apply(tangent * (next - tangentImpulse))
        tangentImpulse = next
    }

    /// Pushes the pair apart by most of what they overlap.
    func correctPosition() {
        let total = a.inverseMass + (b?.inverseMass ?? 0)
        guard total > 0, depth > Self.slop else { return }
        let correction = (depth - Self.slop) * 0.8 / total
        a.position += normal * correction * a.inverseMass
        if let b { b.position -= normal * correction * b.inverseMass }
    }
}

/// A rigid attachment (frequency 0): the distance between its points held at `length`.
@preconcurrency @MainActor
struct Rod {
    let world: DynamicsWorld
    let attachment: UIAttachmentBehavior

    func solveVelocity() {
        guard let line = world.line(of: attachment) else { return }
        let k = line.inverseMass
        guard k > 0 else { return }
        line.apply(-line.relativeSpeed / k)
    }

    func correctPosition() {
        guard let line = world.line(of: attachment) else { return }
        let total = line.a.inverseMass + (line.b?.inverseMass ?? 0)
        guard total > 0 else { return }
        let correction = -(line.distance - Double(attachment.length)) * 0.5 / total
        line.a.position += line.normal * correction * line.a.inverseMass
        if let b = line.b { b.position -= line.normal * correction * b.inverseMass }
    }
}

extension DynamicsWorld {
    /// Every touching pair of the collision behaviours at the current positions.
    func findContacts(_ all: [UIDynamicBehavior], reference: CGRect?) -> [Contact] {
        var contacts: [Contact] = []
        for case let collision as UICollisionBehavior in all {
            let members = collision.items.compactMap { body(for: $0) }
            if collision.collisionMode.contains(.boundaries) {
                for body in members {
                    if collision.translatesReferenceBoundsIntoBoundary, let reference {
                        let key = ContactKey(
                            behavior: collision, first: body.item, second: nil, boundary: nil, boundaryKey: "reference")
                        contacts += containment(body, in: reference.inset(by: collision.referenceInsets), key: key)
                    }
                    for boundary in collision.boundaries {
                        let key = ContactKey(
                            behavior: collision, first: body.item, second: nil, boundary: boundary.identifier,
                            boundaryKey: boundary.key)
                        let touching = boundary.segments.compactMap { segmentContact(body, $0, key: key) }
                        if let deepest = touching.max(by: { $0.depth < $1.depth }) { contacts.append(deepest) }
                    }
                }
            }
            if collision.collisionMode.contains(.items), members.count > 1 {
                for i in 0..<(members.count - 1) {
                    for j in (i + 1)..<members.count {
                        let key = ContactKey(
                            behavior: collision, first: members[i].item, second: members[j].item, boundary: nil,
                            boundaryKey: nil)
                        if let contact = pairContact(members[i], members[j], key: key) { contacts.append(contact) }
                    }
                }
            }
        }
        return contacts
    }

    /// Contacts keeping a body inside `rect`, one per side it crosses.
    private func containment(_ body: Body, in rect: CGRect, key: ContactKey) -> [Contact] {
        let points =
            body.isCircle
            ? [Vec(-1, 0), Vec(1, 0), Vec(0, -1), Vec(0, 1)].map { body.position + $0 * body.radius }
            : body.corners
        let sides: [(normal: Vec, depth: (Vec) -> Double)] = [
            (Vec(1, 0), { Double(rect.minX) - $0.x }), (Vec(-1, 0), { $0.x - Double(rect.maxX) }),
            (Vec(0, 1), { Double(rect.minY) - $0.y }), (Vec(0, -1), { $0.y - Double(rect.maxY) }),
        ]
        return sides.compactMap { side in
            let inside = points.filter { side.depth($0) > 0 }
            guard let depth = inside.map(side.depth).max() else { return nil }
            let point = inside.reduce(Vec.zero, +) / Double(inside.count)
            return Contact(a: body, b: nil, normal: side.normal, point: point, depth: depth, key: key)
        }
    }

    private func segmentContact(_ body: Body, _ segment: (CGPoint, CGPoint), key: ContactKey) -> Contact? {
        let p1 = Vec(Double(segment.0.x), Double(segment.0.y))
        let p2 = Vec(Double(segment.1.x), Double(segment.1.y))
        let span = length(p2 - p1)
        guard span > 1e-9 else { return nil }
        let along = (p2 - p1) / span
        if body.isCircle {
            let t = min(max(dot(body.position - p1, along), 0), span)
            let closest = p1 + along * t
            let d = body.position - closest
            let distance = length(d)
            guard distance < body.radius, distance > 1e-9 else { return nil }
            return Contact(
                a: body, b: nil, normal: d / distance, point: closest, depth: body.radius - distance, key: key)
        }
        var normal = Vec(-along.y, along.x)
        if dot(body.position - p1, normal) < 0 { normal = -normal }
        let reach = 2 * max(body.half.x, body.half.y)
        let inside = body.corners.filter { corner in
            let s = dot(corner - p1, normal)
            let t = dot(corner - p1, along)
            return s < 0 && -s <= reach && t >= -0.5 && t <= span + 0.5
        }
        guard !inside.isEmpty else { return nil }
        let depth = inside.map { -dot($0 - p1, normal) }.max()!
        let point = inside.reduce(Vec.zero, +) / Double(inside.count)
        return Contact(a: body, b: nil, normal: normal, point: point, depth: depth, key: key)
    }

    private func pairContact(_ a: Body, _ b: Body, key: ContactKey) -> Contact? {
        switch (a.isCircle, b.isCircle) {
        case (true, true):
            let d = a.position - b.position
            let distance = length(d)
            guard distance < a.radius + b.radius, distance > 1e-9 else { return nil }
            let normal = d / distance
            return Contact(
                a: a, b: b, normal: normal, point: b.position + normal * b.radius,
                depth: a.radius + b.radius - distance, key: key)
        case (true, false):
            return circleBox(circle: a, box: b, key: key, circleFirst: true)
        case (false, true):
            return circleBox(circle: b, box: a, key: key, circleFirst: false)
        case (false, false):
            return boxBox(a, b, key: key)
        }
    }

    private func circleBox(circle: Body, box: Body, key: ContactKey, circleFirst: Bool) -> Contact? {
        let (c, s) = (cos(-box.angle), sin(-box.angle))
        let offset = circle.position - box.position
        let local = Vec(offset.x * c - offset.y * s, offset.x * s + offset.y * c)
        let clamped = Vec(min(max(local.x, -box.half.x), box.half.x), min(max(local.y, -box.half.y), box.half.y))
        let closest = box.position + box.rotated(clamped)
        let d = circle.position - closest
        let distance = length(d)
        guard distance < circle.radius, distance > 1e-9 else { return nil }
        let normal = d / distance
        let depth = circle.radius - distance
        return circleFirst
            ? Contact(a: circle, b: box, normal: normal, point: closest, depth: depth, key: key)
            : Contact(a: box, b: circle, normal: -normal, point: closest, depth: depth, key: key)
    }

    /// Separating axes of two boxes: the axis of least overlap gives the normal; the contact point is the
    /// average of the other box's corners deepest along it.
    private func boxBox(_ a: Body, _ b: Body, key: ContactKey) -> Contact? {
        let axes = [a.rotated(Vec(1, 0)), a.rotated(Vec(0, 1)), b.rotated(Vec(1, 0)), b.rotated(Vec(0, 1))]
        let d = a.position - b.position
        var best = Double.infinity
        var normal = Vec.zero
        var onA = true
        for (index, axis) in axes.enumerated() {
            let overlap = extent(a, along: axis) + extent(b, along: axis) - abs(dot(d, axis))
            guard overlap > 0 else { return nil }
            if overlap < best - 1e-9 {
                best = overlap
                normal = dot(d, axis) >= 0 ? axis : -axis
                onA = index < 2
            }
        }
        // The face is on one box; the corners of the other touch it.
        let incident = onA ? b.corners : a.corners
        let depths = incident.map { onA ? dot($0, normal) : -dot($0, normal) }
        let deepest = depths.max()!
        let touching = zip(incident, depths).filter { $0.1 >= deepest - 0.5 }.map(\.0)
        let point = touching.reduce(Vec.zero, +) / Double(touching.count)
        return Contact(a: a, b: b, normal: normal, point: point, depth: best, key: key)
    }

    private func extent(_ body: Body, along axis: Vec) -> Double {
        body.half.x * abs(dot(body.rotated(Vec(1, 0)), axis)) + body.half.y * abs(dot(body.rotated(Vec(0, 1)), axis))
    }
}
