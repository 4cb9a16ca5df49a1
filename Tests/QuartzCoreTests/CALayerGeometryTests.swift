import QuartzCore
import TestSupport
import XCTest

/// Spec §9.2 vectors (verified subset and frame examples).
final class CALayerGeometryTests: ManualClockTestCase {
    private func assertPoint(
        _ p: CGPoint, _ x: CGFloat, _ y: CGFloat, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(p.x, x, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(p.y, y, accuracy: 1e-6, file: file, line: line)
    }

    private func pair() -> (parent: CALayer, child: CALayer) {
        let parent = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        parent.position = CGPoint(x: 100, y: 100)
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        child.position = CGPoint(x: 100, y: 50)
        parent.addSublayer(child)
        return (parent, child)
    }

    func testConversionBetweenParentAndChild() {
        let (parent, child) = pair()
        assertPoint(child.convert(CGPoint.zero, to: parent), 75, 25)
        assertPoint(child.convert(CGPoint(x: 50, y: 50), to: parent), 125, 75)
        assertPoint(child.convert(CGPoint.zero, from: parent), -75, -25)
        XCTAssertEqual(
            child.convert(CGRect(x: 0, y: 0, width: 10, height: 20), to: parent),
            CGRect(x: 75, y: 25, width: 10, height: 20))
        parent.bounds.origin = CGPoint(x: 10, y: 20)
        assertPoint(child.convert(CGPoint.zero, to: parent), 75, 25)
    }

    func testConversionThroughChildScaleAndParentSublayerTransform() {
        let (parent, child) = pair()
        child.transform = CATransform3DMakeScale(2, 2, 1)
        assertPoint(child.convert(CGPoint.zero, to: parent), 50, 0)
        assertPoint(child.convert(CGPoint(x: 50, y: 50), to: parent), 150, 100)
        XCTAssertEqual(
            child.convert(CGRect(x: 0, y: 0, width: 10, height: 20), to: parent),
            CGRect(x: 50, y: 0, width: 20, height: 40))
        child.transform = CATransform3DIdentity
        parent.sublayerTransform = CATransform3DMakeTranslation(10, 20, 0)
        assertPoint(child.convert(CGPoint.zero, to: parent), 85, 45)
    }

    func testSublayerTransformPivotsOnTheParentAnchor() {
        let (parent, child) = pair()
        parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        child.transform = CATransform3DMakeTranslation(5, 6, 0)
        assertPoint(child.convert(CGPoint.zero, to: parent), 60, -38)
    }

    func testRotatedChildRectIsItsBoundingBox() {
        let parent = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.position = CGPoint(x: 100, y: 100)
        child.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        parent.addSublayer(child)
        let r = child.convert(CGRect(x: 0, y: 0, width: 100, height: 100), to: parent)
        XCTAssertEqual(r.minX, 29.289, accuracy: 1e-3)
        XCTAssertEqual(r.width, 141.421, accuracy: 1e-3)
        assertPoint(child.convert(CGPoint(x: 50, y: 50), to: parent), 100, 100)
    }

    func testFrameVectors() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 200, y: 300)
        XCTAssertEqual(layer.frame, CGRect(x: 150, y: 275, width: 100, height: 50))
        layer.anchorPoint = .zero
        XCTAssertEqual(layer.frame, CGRect(x: 200, y: 300, width: 100, height: 50))
        layer.anchorPoint = CGPoint(x: 1, y: 1)
        XCTAssertEqual(layer.frame, CGRect(x: 100, y: 250, width: 100, height: 50))
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        layer.bounds.origin = CGPoint(x: 11, y: 22)
        XCTAssertEqual(layer.frame, CGRect(x: 150, y: 275, width: 100, height: 50))
        layer.bounds.origin = .zero
        layer.anchorPoint = CGPoint(x: 2, y: -1)
        layer.position = .zero
        XCTAssertEqual(layer.frame, CGRect(x: -200, y: 50, width: 100, height: 50))
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        layer.position = CGPoint(x: 200, y: 300)
        layer.transform = CATransform3DMakeScale(2, 4, 1)
        XCTAssertEqual(layer.frame, CGRect(x: 100, y: 200, width: 200, height: 200))
        layer.transform = CATransform3DMakeTranslation(10, 20, 0)
        XCTAssertEqual(layer.frame, CGRect(x: 160, y: 295, width: 100, height: 50))
    }

    func testRotatedFrameIsTheBoundingBox() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        XCTAssertEqual(layer.frame.minX, -70.711, accuracy: 1e-3)
        XCTAssertEqual(layer.frame.width, 141.421, accuracy: 1e-3)
    }

    func testSettingFrameSetsPositionAndBoundsSize() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(layer.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(layer.position, CGPoint(x: 60, y: 45))
        let scaled = CALayer()
        scaled.transform = CATransform3DMakeScale(2, 4, 1)
        scaled.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(scaled.bounds.size, CGSize(width: 50, height: 12.5))
        XCTAssertEqual(scaled.position, CGPoint(x: 60, y: 45))
        let moved = CALayer()
        moved.transform = CATransform3DMakeTranslation(10, 20, 0)
        moved.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(moved.position, CGPoint(x: 50, y: 25))
    }

    func testHitTestFrontMostDeepestAndHidden() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.anchorPoint = .zero
        let back = CALayer()
        back.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        let front = CALayer()
        front.frame = CGRect(x: 40, y: 40, width: 60, height: 60)
        root.addSublayer(back)
        root.addSublayer(front)
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50)) === front)
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10)) === back)
        back.zPosition = 1
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50)) === back, "zPosition brings back to the front")
        back.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50)) === front)
        XCTAssertNil(root.hitTest(CGPoint(x: 150, y: 50)))
        XCTAssertTrue(root.contains(CGPoint(x: 0, y: 0)))
        XCTAssertFalse(root.contains(CGPoint(x: 100, y: 50)), "max edge exclusive")
    }

    func testMasksToBoundsHidesOverhangingSublayersFromHitTesting() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        root.anchorPoint = .zero
        let child = CALayer()
        child.frame = CGRect(x: 40, y: 40, width: 40, height: 40)
        root.addSublayer(child)
        XCTAssertTrue(root.hitTest(CGPoint(x: 70, y: 70)) === child)
        root.masksToBounds = true
        XCTAssertNil(root.hitTest(CGPoint(x: 70, y: 70)))
    }
}
