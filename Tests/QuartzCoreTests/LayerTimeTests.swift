import QuartzCore
import TestSupport
import XCTest

/// Spec §1.3–§1.4: layer time, QA1673, and sampling with speed 0.
final class LayerTimeTests: ManualClockTestCase {
    private func animatedLayer() -> (parent: CALayer, child: CALayer) {
        let parent = CALayer()
        let child = CALayer()
        parent.addSublayer(child)
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0
        a.toValue = 100
        a.duration = 10
        child.add(a, forKey: "move")
        CATransaction.flush()
        return (parent, child)
    }

    func testConvertTimeFollowsSpeedAndOffset() {
        let layer = CALayer()
        layer.speed = 2
        layer.timeOffset = 3
        XCTAssertEqual(layer.convertTime(CACurrentMediaTime(), from: nil), 203)
        XCTAssertEqual(layer.convertTime(203, to: nil), 100)
        let child = CALayer()
        layer.addSublayer(child)
        child.speed = 2
        XCTAssertEqual(child.convertTime(10, from: layer), 20)
    }

    func testConvertTimeBetweenRelativesIgnoresAPausedAncestorAndInvertsExactly() {
        let paused = CALayer()
        paused.speed = 0
        paused.timeOffset = 7
        let ancestor = CALayer()
        ancestor.speed = 4
        ancestor.beginTime = 1
        paused.addSublayer(ancestor)
        let middle = CALayer()
        middle.speed = 2
        middle.timeOffset = 3
        ancestor.addSublayer(middle)
        let leaf = CALayer()
        leaf.beginTime = 5
        leaf.speed = 0.5
        middle.addSublayer(leaf)
        let sibling = CALayer()
        sibling.speed = 8
        ancestor.addSublayer(sibling)
        // Down the chain: middle maps t to (t − 0) · 2 + 3, the leaf maps that to (m − 5) · 0.5.
        XCTAssertEqual(leaf.convertTime(10, from: ancestor), ((10 * 2 + 3) - 5) * 0.5)
        XCTAssertEqual(ancestor.convertTime(leaf.convertTime(10, from: ancestor), from: leaf), 10)
        XCTAssertEqual(leaf.convertTime(9, to: ancestor), ((9 / 0.5 + 5) - 3) / 2)
        // Across to a sibling through the common ancestor.
        XCTAssertEqual(sibling.convertTime(9, from: leaf), (((9 / 0.5 + 5) - 3) / 2) * 8)
        XCTAssertEqual(leaf.convertTime(sibling.convertTime(9, from: leaf), from: sibling), 9)
    }

    func testPauseAndResumeRecipeFreezesAndContinues() throws {
        let (parent, child) = animatedLayer()
        advance(to: 102)
        XCTAssertEqual(try XCTUnwrap(child.presentation()?.position.x), 20, accuracy: 1e-9)
        let pausedTime = parent.convertTime(CACurrentMediaTime(), from: nil)
        parent.speed = 0
        parent.timeOffset = pausedTime
        CATransaction.flush()
        advance(to: 105)
        XCTAssertEqual(try XCTUnwrap(child.presentation()?.position.x), 20, accuracy: 1e-9, "frozen while paused")
        let paused = parent.timeOffset
        parent.speed = 1
        parent.timeOffset = 0
        parent.beginTime = 0
        let sincePause = parent.convertTime(CACurrentMediaTime(), from: nil) - paused
        parent.beginTime = sincePause
        CATransaction.flush()
        XCTAssertEqual(try XCTUnwrap(child.presentation()?.position.x), 20, accuracy: 1e-9, "continuous on resume")
        advance(to: 106)
        XCTAssertEqual(try XCTUnwrap(child.presentation()?.position.x), 30, accuracy: 1e-9)
    }

    func testPauseWorksAtDepth() throws {
        // A grandparent running at double speed from t = 100 (its time 0 then), the animation added under it.
        let grand = CALayer()
        grand.speed = 2
        grand.beginTime = 100
        let parent = CALayer()
        let child = CALayer()
        grand.addSublayer(parent)
        parent.addSublayer(child)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 10
        child.add(move, forKey: "move")
        CATransaction.flush()
        advance(to: 101)
        // The grandparent's speed doubles the child's clock: 2 s of its 10 s animation after 1 s.
        XCTAssertEqual(try XCTUnwrap(child.presentation()?.position.x), 20, accuracy: 1e-9)
        let paused = parent.convertTime(CACurrentMediaTime(), from: nil)
        parent.speed = 0
        parent.timeOffset = paused
        CATransaction.flush()
        let frozen = try XCTUnwrap(child.presentation()?.position.x)
        XCTAssertEqual(frozen, 20, accuracy: 1e-9, "pausing keeps the value it had")
        advance(to: 103)
        XCTAssertEqual(try XCTUnwrap(child.presentation()?.position.x), frozen, accuracy: 1e-9)
    }

    func testSamplingWithSpeedZeroMatchesTheManualClock() throws {
        let (sampled, sampledChild) = animatedLayer()
        let (_, clockedChild) = animatedLayer()
        sampled.speed = 0
        for t in stride(from: 0.0, through: 10.0, by: 1.25) {
            sampled.timeOffset = 100 + t
            CATransaction.flush()
            advance(to: 100 + t)
            let a = try XCTUnwrap(sampledChild.presentation()?.position.x)
            let b = try XCTUnwrap(clockedChild.presentation()?.position.x)
            XCTAssertEqual(a, b, accuracy: 1e-9, "t = \(t)")
        }
    }
}
