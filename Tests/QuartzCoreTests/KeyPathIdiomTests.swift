import QuartzCore
import TestSupport
import XCTest

/// Key paths and transforms as popular iOS animation code uses them.
final class KeyPathIdiomTests: ManualClockTestCase {
    private func presentedTransform(_ layer: CALayer, at t: Double) throws -> CATransform3D {
        advance(to: t)
        return try XCTUnwrap(layer.presentation()).transform
    }

    func testScaleXYScalesXAndYAndLeavesZ() throws {
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(1, 1, 3)
        CATransaction.flush()
        let pulse = CABasicAnimation(keyPath: "transform.scale.xy")
        pulse.fromValue = 0
        pulse.toValue = 2
        pulse.duration = 1
        layer.add(pulse, forKey: "pulse")
        CATransaction.flush()
        let m = try presentedTransform(layer, at: 100.25)
        XCTAssertEqual(m.m11, 0.5, accuracy: 1e-12)
        XCTAssertEqual(m.m22, 0.5, accuracy: 1e-12)
        XCTAssertEqual(m.m33, 3, accuracy: 1e-12)
        XCTAssertEqual(layer.value(forKeyPath: "transform.scale.xy") as? Double, 1)
    }

    func testAScaleAnimationGrowsFromATinyResting3DScale() throws {
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(0.0001, 0.0001, 0.0001)
        CATransaction.flush()
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.toValue = 1
        grow.duration = 1
        layer.add(grow, forKey: "grow")
        CATransaction.flush()
        let m = try presentedTransform(layer, at: 100.5)
        XCTAssertEqual(m.m11, 0.50005, accuracy: 1e-9)
        XCTAssertEqual(m.m33, 0.50005, accuracy: 1e-9)
    }

    func testAScaleAnimationGrowsFromAZeroScale() throws {
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(0, 0, 1)
        CATransaction.flush()
        let grow = CABasicAnimation(keyPath: "transform.scale.x")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = 1
        layer.add(grow, forKey: "grow")
        CATransaction.flush()
        XCTAssertEqual(try presentedTransform(layer, at: 100.5).m11, 0.5, accuracy: 1e-12)
    }

    func testAFrameSetUnderATiny3DScalePlacesTheAnchorAndScalesTheBounds() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(0.0001, 0.0001, 0.0001)
        layer.frame = CGRect(x: 20, y: 40, width: 100, height: 50)
        XCTAssertEqual(layer.position.x, 70, accuracy: 1e-9, "the frame's centre, where the anchor point is")
        XCTAssertEqual(layer.position.y, 65, accuracy: 1e-9)
        XCTAssertEqual(layer.bounds.width, 1_000_000, accuracy: 1e-3)
        XCTAssertEqual(layer.frame.minX, 20, accuracy: 1e-9)
        XCTAssertEqual(layer.frame.height, 50, accuracy: 1e-9)
    }

    func testAnAdditivePathKeyframeShowsItsOwnPaths() throws {
        let bar = CAShapeLayer()
        bar.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 100), transform: nil)
        CATransaction.flush()
        let heights: [CGFloat] = [100, 20, 60]
        let bars = CAKeyframeAnimation(keyPath: "path")
        bars.values = heights.map { CGPath(rect: CGRect(x: 0, y: 100 - $0, width: 10, height: $0), transform: nil) }
        bars.isAdditive = true
        bars.duration = 2
        bar.add(bars, forKey: "equalizer")
        CATransaction.flush()
        advance(to: 101)
        let path = try XCTUnwrap(bar.presentation()?.path)
        XCTAssertEqual(path.boundingBoxOfPath, CGRect(x: 0, y: 80, width: 10, height: 20))
    }
}
