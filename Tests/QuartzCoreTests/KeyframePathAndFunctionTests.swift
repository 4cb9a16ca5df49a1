import QuartzCore
import TestSupport
import XCTest

/// Keyframe paths, rotation modes and Kochanek–Bartels (TCB) keyframes, value functions, additive animations and
/// the transaction lock through the public API, with values worked out by hand.
final class KeyframePathAndFunctionTests: ManualClockTestCase {
    private func added(_ animation: CAAnimation, to layer: CALayer = CALayer()) -> CALayer {
        CATransaction.flush()
        layer.add(animation, forKey: "a")
        CATransaction.flush()
        return layer
    }

    private func presentation(_ layer: CALayer, at t: Double) throws -> CALayer {
        advance(to: t)
        return try XCTUnwrap(layer.presentation())
    }

    /// An L: 100 points right, then 300 down; 400 in all.
    private var elbow: CGPath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        return path
    }

    func testAPathsVerticesAreEvenlyTimedKeyframes() throws {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = elbow
        animation.duration = 1
        animation.calculationMode = .linear
        let layer = added(animation)
        XCTAssertEqual(try presentation(layer, at: 100.25).position, CGPoint(x: 50, y: 0))
        XCTAssertEqual(try presentation(layer, at: 100.5).position, CGPoint(x: 100, y: 0), "the corner at half time")
        XCTAssertEqual(try presentation(layer, at: 100.75).position, CGPoint(x: 100, y: 150))
    }

    func testAPacedPathMovesAtOneSpeed() throws {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = elbow
        animation.duration = 1
        animation.calculationMode = .paced
        let layer = added(animation)
        let corner = try presentation(layer, at: 100.25).position
        XCTAssertEqual(corner.x, 100, accuracy: 1e-9, "a quarter of 400 points is the corner")
        XCTAssertEqual(corner.y, 0, accuracy: 1e-9)
        let half = try presentation(layer, at: 100.5).position
        XCTAssertEqual(half.y, 100, accuracy: 1e-9)
    }

    func testRotateAutoTurnsTheLayerAlongThePath() throws {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 100))
        for (mode, expected) in [
            (CAAnimationRotationMode.rotateAuto, Double.pi / 4), (.rotateAutoReverse, -3 * Double.pi / 4),
        ] {
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.path = path
            animation.duration = 1
            animation.rotationMode = mode
            let layer = added(animation)
            let presented = try presentation(layer, at: 100.5)
            let angle = atan2(Double(presented.transform.m12), Double(presented.transform.m11))
            XCTAssertEqual(angle, expected, accuracy: 1e-9, "\(mode.rawValue)")
            XCTAssertEqual(Double(presented.position.x), 50, accuracy: 1e-9)
            MediaClock.setManualTime(100)
        }
    }

    func testFullTensionKeyframesEaseInAndOutOfEachKey() throws {
        let animation = CAKeyframeAnimation(keyPath: "opacity")
        animation.values = [0, 1, 0]
        animation.calculationMode = .cubic
        animation.tensionValues = [1, 1, 1]
        animation.duration = 1
        let layer = added(animation)
        // Tension 1 makes every tangent zero: each segment is the Hermite smoothstep 3u² − 2u³.
        XCTAssertEqual(Double(try presentation(layer, at: 100.125).opacity), 0.15625, accuracy: 1e-6)
        XCTAssertEqual(Double(try presentation(layer, at: 100.25).opacity), 0.5, accuracy: 1e-6)
        XCTAssertEqual(Double(try presentation(layer, at: 100.5).opacity), 1, accuracy: 1e-6)
        XCTAssertEqual(Double(try presentation(layer, at: 100.875).opacity), 0.15625, accuracy: 1e-6)
    }

    func testARotationValueFunctionTurnsPastHalfATurn() throws {
        let animation = CABasicAnimation(keyPath: "transform")
        animation.valueFunction = CAValueFunction(name: .rotateZ)
        animation.fromValue = 0
        animation.toValue = 1.5 * Double.pi
        animation.duration = 1
        let layer = added(animation)
        let presented = try presentation(layer, at: 100.5)
        // Halfway is 0.75 π: cos −√2/2, sin √2/2, which a matrix interpolation from 0 to 1.5 π would not reach.
        XCTAssertEqual(Double(presented.transform.m11), -0.5.squareRoot(), accuracy: 1e-9)
        XCTAssertEqual(Double(presented.transform.m12), 0.5.squareRoot(), accuracy: 1e-9)
        XCTAssertNil(CAValueFunction(name: CAValueFunctionName(rawValue: "spin")), "unknown names make none")
    }

    func testAScaleValueFunctionTakesThreeFactors() throws {
        let animation = CABasicAnimation(keyPath: "transform")
        animation.valueFunction = CAValueFunction(name: .scale)
        animation.fromValue = [1, 1, 1]
        animation.toValue = [3, 2, 1]
        animation.duration = 1
        let presented = try presentation(added(animation), at: 100.5)
        XCTAssertEqual(presented.transform.m11, 2)
        XCTAssertEqual(presented.transform.m22, 1.5)
    }

    func testAnAdditiveAnimationAddsToTheModelValue() throws {
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 40)
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.isAdditive = true
        animation.fromValue = 0
        animation.toValue = 50
        animation.duration = 1
        _ = added(animation, to: layer)
        XCTAssertEqual(try presentation(layer, at: 100.5).position.x, 125)
        layer.position.x = 200
        CATransaction.flush()
        XCTAssertEqual(try presentation(layer, at: 100.5).position.x, 225, "it follows a new model value")
    }

    func testTheTransactionLockIsRecursiveAndReleases() {
        CATransaction.lock()
        CATransaction.lock()
        CATransaction.unlock()
        CATransaction.unlock()
        let acquired = DispatchSemaphore(value: 0)
        Thread {
            CATransaction.lock()
            CATransaction.unlock()
            acquired.signal()
        }.start()
        XCTAssertEqual(acquired.wait(timeout: .now() + 30), .success, "another thread takes it once released")
    }
}
