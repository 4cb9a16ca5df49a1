import TestSupport
import UIKit
import XCTest

/// UIKit Dynamics on the manual clock: falls against their closed forms, resting, bounces, snaps, pushes,
/// attachments and collision callbacks.
final class DynamicAnimatorTests: UIKitTestCase {
    private var stage: UIView!
    private var animator: UIDynamicAnimator!

    override func setUp() async throws {
        try await super.setUp()
        stage = UIView(frame: window.bounds)
        window.addSubview(stage)
        animator = UIDynamicAnimator(referenceView: stage)
    }

    override func tearDown() async throws {
        animator.removeAllBehaviors()
        play(0.05)
        try await super.tearDown()
    }

    private func box(_ center: CGPoint, size: CGFloat = 50) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: size, height: size))
        view.center = center
        stage.addSubview(view)
        return view
    }

    func testGravityFallsAtAThousandPointsPerSecondSquaredAndRestsOnTheBounds() async {
        final class Listener: NSObject, UIDynamicAnimatorDelegate {
            var events: [String] = []
            func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("resume") }
            func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("pause") }
        }
        let listener = Listener()
        animator.delegate = listener
        let item = box(CGPoint(x: 200, y: 100))
        let collision = UICollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [item]))
        animator.addBehavior(collision)
        XCTAssertTrue(animator.isRunning)
        play(0.25)
        // 15 frames: the first takes the item in, 14 frames of 1/60 s are 28 steps of 1/120 s.
        let t = 28.0 / 120
        XCTAssertEqual(item.center.y, 100 + 0.5 * 1000 * t * t, accuracy: 1.5)
        XCTAssertEqual(animator.elapsedTime, t, accuracy: 1e-9)
        play(2)
        XCTAssertEqual(item.center.y, 375, accuracy: 0.6, "resting on the bottom edge")
        XCTAssertEqual(item.center.x, 200, accuracy: 1e-6)
        XCTAssertEqual(item.transform, .identity, "a flat fall does not turn it")
        XCTAssertFalse(animator.isRunning, "paused at rest")
        XCTAssertEqual(listener.events, ["resume", "pause"])
    }

    func testElasticItemsBounceLowerEachTimeAndComeToRest() async {
        let item = box(CGPoint(x: 200, y: 100))
        let properties = UIDynamicItemBehavior(items: [item])
        properties.elasticity = 0.7
        let collision = UICollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        [UIGravityBehavior(items: [item]), collision, properties].forEach(animator.addBehavior)
        var lowest = CGFloat.infinity
        var bottomTouched = false
        for _ in 0..<90 {
            play(1.0 / 60)
            if item.center.y > 360 { bottomTouched = true }
            if bottomTouched { lowest = min(lowest, item.center.y) }
        }
        XCTAssertTrue(bottomTouched)
        // The first bounce climbs back up, by about 0.7² of the 275 points dropped.
        XCTAssertLessThan(lowest, 375 - 0.49 * 275 + 20)
        XCTAssertGreaterThan(lowest, 375 - 0.49 * 275 - 20)
        play(6)
        XCTAssertEqual(item.center.y, 375, accuracy: 0.6)
        XCTAssertFalse(animator.isRunning)
    }

    func testSnapSettlesOnThePointAndLessDampingOvershootsMore() async {
        func overshoot(damping: CGFloat) -> CGFloat {
            let item = box(CGPoint(x: 50, y: 200))
            let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 300, y: 200))
            snap.damping = damping
            animator.addBehavior(snap)
            var furthest: CGFloat = 0
            for _ in 0..<120 {
                play(1.0 / 60)
                furthest = max(furthest, item.center.x - 300)
            }
            play(2)
            XCTAssertEqual(item.center.x, 300, accuracy: 0.5)
            XCTAssertEqual(item.center.y, 200, accuracy: 0.5)
            XCTAssertFalse(animator.isRunning)
            animator.removeBehavior(snap)
            return furthest
        }
        let loose = overshoot(damping: 0.1)
        let firm = overshoot(damping: 0.9)
        XCTAssertGreaterThan(loose, 20)
        XCTAssertLessThan(firm, loose / 4)
    }

    func testInstantaneousPushGivesAHundredPointsPerSecondPerMagnitude() async {
        let item = box(CGPoint(x: 100, y: 200), size: 100)
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.setAngle(0, magnitude: 1)
        let properties = UIDynamicItemBehavior(items: [item])
        animator.addBehavior(properties)
        animator.addBehavior(push)
        play(1.0 / 60 * 2)
        XCTAssertFalse(push.active, "an instantaneous push acts once")
        XCTAssertEqual(properties.linearVelocity(for: item).x, 100, accuracy: 1e-6)
        XCTAssertEqual(properties.linearVelocity(for: item).y, 0, accuracy: 1e-6)
        let start = item.center.x
        play(1)
        XCTAssertEqual(item.center.x - start, 100, accuracy: 1e-6)
        properties.resistance = 5
        play(2)
        XCTAssertLessThan(properties.linearVelocity(for: item).x, 1)
    }

    func testRigidAttachmentHoldsItsLengthWhileItSwings() async {
        let item = box(CGPoint(x: 300, y: 100), size: 20)
        let rope = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 200, y: 100))
        XCTAssertEqual(rope.length, 100)
        XCTAssertEqual(rope.attachedBehaviorType, .anchor)
        animator.addBehavior(rope)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        var lowest: CGFloat = 0
        for _ in 0..<60 {
            play(1.0 / 60)
            let distance = hypot(item.center.x - 200, item.center.y - 100)
            XCTAssertEqual(distance, 100, accuracy: 1)
            lowest = max(lowest, item.center.y)
        }
        XCTAssertEqual(lowest, 200, accuracy: 2, "it swung through the bottom of the circle")
    }

    func testSpringAttachmentSettlesWhereTheSpringHoldsTheWeight() async {
        let item = box(CGPoint(x: 200, y: 200), size: 100)
        let spring = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 200, y: 100))
        spring.frequency = 1
        spring.damping = 0.7
        animator.addBehavior(spring)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        play(6)
        // Mass 1, ω = 2π: the spring stretches by g / ω² beyond its length.
        let stretch = 1000 / pow(2 * Double.pi, 2)
        XCTAssertEqual(Double(item.center.y), 200 + stretch, accuracy: 0.5)
        XCTAssertFalse(animator.isRunning)
    }

    func testItemsStackAndBoundariesReportContacts() async {
        final class Listener: NSObject, UICollisionBehaviorDelegate {
            var began: [String] = []
            func collisionBehavior(
                _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
            ) { began.append((identifier as? NSString).map { String($0) } ?? "bounds") }
            func collisionBehavior(
                _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem,
                at p: CGPoint
            ) { began.append("item") }
        }
        let lower = box(CGPoint(x: 200, y: 200))
        let upper = box(CGPoint(x: 200, y: 100))
        let collision = UICollisionBehavior(items: [lower, upper])
        collision.addBoundary(
            withIdentifier: "floor" as NSCopying, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 400, y: 300))
        let listener = Listener()
        collision.collisionDelegate = listener
        XCTAssertNotNil(collision.boundary(withIdentifier: "floor" as NSCopying))
        XCTAssertEqual(collision.boundaryIdentifiers?.count, 1)
        animator.addBehavior(collision)
        animator.addBehavior(UIGravityBehavior(items: [lower, upper]))
        play(4)
        XCTAssertEqual(lower.center.y, 275, accuracy: 1)
        XCTAssertEqual(upper.center.y, 225, accuracy: 1.5)
        XCTAssertEqual(lower.center.x, 200, accuracy: 0.5)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(listener.began.first, "floor")
        XCTAssertTrue(listener.began.contains("item"))
        XCTAssertEqual(animator.items(in: CGRect(x: 0, y: 240, width: 400, height: 60)).count, 2)
    }

    func testBadValuesAreRefusedWithALogLine() async {
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        defer { Log.setSink(nil) }
        let item = box(CGPoint(x: 200, y: 200))
        let gravity = UIGravityBehavior(items: [item])
        gravity.setAngle(.nan, magnitude: 1)
        XCTAssertEqual(gravity.gravityDirection, CGVector(dx: 0, dy: 1))
        let properties = UIDynamicItemBehavior(items: [item])
        properties.addLinearVelocity(CGPoint(x: CGFloat.infinity, y: 0), for: item)
        XCTAssertEqual(lines.all.count, 2)
    }
}
