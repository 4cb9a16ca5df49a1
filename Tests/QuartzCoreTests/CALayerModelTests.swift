import QuartzCore
import TestSupport
import XCTest

/// Defaults, hierarchy, key-value access and bad input.
final class CALayerModelTests: ManualClockTestCase {
    func testANewLayerHasTheDocumentedDefaults() {
        let layer = CALayer()
        XCTAssertEqual(layer.anchorPoint, CGPoint(x: 0.5, y: 0.5))
        XCTAssertEqual(layer.opacity, 1)
        XCTAssertEqual(layer.shadowOpacity, 0)
        XCTAssertEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(layer.shadowRadius, 3)
        XCTAssertEqual(layer.borderColor, CGColor.black)
        XCTAssertNil(layer.backgroundColor)
        XCTAssertEqual(layer.contentsGravity, .resize)
        XCTAssertEqual(
            layer.maskedCorners,
            [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        XCTAssertTrue(layer.allowsGroupOpacity)
        XCTAssertTrue(layer.isDoubleSided)
        XCTAssertEqual(layer.fillMode, .removed)
        XCTAssertNil(layer.sublayers)
        XCTAssertEqual(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint, CGPoint(x: 0.5, y: 0.5))
        XCTAssertNil(CALayer.defaultValue(forKey: "bounds"))
        XCTAssertEqual(CALayer.cornerCurveExpansionFactor(.continuous), 1.528665)
        let shape = CAShapeLayer()
        XCTAssertEqual(shape.fillColor, CGColor.black)
        XCTAssertNil(shape.strokeColor)
        XCTAssertEqual(shape.strokeEnd, 1)
        XCTAssertEqual(shape.lineCap, .butt)
        let gradient = CAGradientLayer()
        XCTAssertEqual(gradient.startPoint, CGPoint(x: 0.5, y: 0))
        XCTAssertEqual(gradient.type, .axial)
        XCTAssertEqual(CATextLayer().fontSize, 36)
        XCTAssertEqual(CAReplicatorLayer().instanceCount, 1)
        XCTAssertEqual(CAScrollLayer().scrollMode, .both)
    }

    func testHierarchyInsertionsAndMoves() {
        let root = CALayer()
        let a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        root.addSublayer(a)
        root.insertSublayer(b, at: 0)
        root.insertSublayer(c, above: b)
        root.insertSublayer(d, below: nil)
        XCTAssertEqual(root.sublayers?.map { ObjectIdentifier($0) }, [d, b, c, a].map { ObjectIdentifier($0) })
        let e = CALayer()
        root.replaceSublayer(c, with: e)
        XCTAssertNil(c.superlayer)
        XCTAssertTrue(root.sublayers?[2] === e)
        let other = CALayer()
        other.addSublayer(a)
        XCTAssertEqual(root.sublayers?.count, 3, "adding elsewhere moves the layer")
        XCTAssertTrue(a.superlayer === other)
        root.sublayers = [a]
        XCTAssertNil(d.superlayer)
        XCTAssertTrue(a.superlayer === root)
        XCTAssertNil(other.sublayers)
    }

    func testSiblingsAreFoundWhereverTheySit() {
        let root = CALayer()
        let layers = (0..<6).map { _ in CALayer() }
        layers.forEach(root.addSublayer)
        let below = CALayer(), above = CALayer()
        root.insertSublayer(below, below: layers[3])
        root.insertSublayer(above, above: layers[5])
        layers[4].removeFromSuperlayer()
        layers[0].removeFromSuperlayer()
        let expected = [layers[1], layers[2], below, layers[3], layers[5], above]
        XCTAssertEqual(root.sublayers?.map(ObjectIdentifier.init), expected.map(ObjectIdentifier.init))
        XCTAssertNil(layers[4].superlayer)
        XCTAssertTrue(below.superlayer === root)
    }

    /// Setting `sublayers` keeps the layers it lists once each, in its order, lets the others go and takes listed
    /// layers from their old parents; the sets it uses must agree with the arrays at any size.
    func testSettingSublayersReplacesThemWhole() {
        let root = CALayer(), elsewhere = CALayer()
        let old = (0..<2000).map { _ in CALayer() }
        old.forEach(root.addSublayer)
        let moved = CALayer()
        elsewhere.addSublayer(moved)
        let fresh = (0..<1000).map { _ in CALayer() }
        let kept = stride(from: 1999, through: 0, by: -2).map { old[$0] }
        root.sublayers = kept + [moved] + fresh + [kept[0], fresh[0]]
        let expected = kept + [moved] + fresh
        XCTAssertEqual(root.sublayers?.map(ObjectIdentifier.init), expected.map(ObjectIdentifier.init))
        XCTAssertTrue(expected.allSatisfy { $0.superlayer === root })
        XCTAssertTrue(stride(from: 0, to: 2000, by: 2).allSatisfy { old[$0].superlayer == nil })
        XCTAssertNil(elsewhere.sublayers)
        root.sublayers = nil
        XCTAssertNil(root.sublayers)
        XCTAssertNil(moved.superlayer)
    }

    func testAddingALayerIntoItsOwnSubtreeIsRefused() {
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        defer { Log.setSink(nil) }
        let root = CALayer()
        let child = CALayer()
        root.addSublayer(child)
        child.addSublayer(root)
        root.addSublayer(root)
        XCTAssertNil(root.superlayer)
        XCTAssertNil(child.sublayers)
        XCTAssertEqual(lines.all.count, 2)
        XCTAssertTrue(lines.all[0].contains("own ancestor"))
    }

    func testNonFiniteGeometryIsRejectedWithOneLine() {
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        defer { Log.setSink(nil) }
        let layer = CALayer()
        layer.name = "card"
        layer.position = CGPoint(x: 5, y: 5)
        layer.position = CGPoint(x: CGFloat.nan, y: 0)
        layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
        layer.opacity = .nan
        XCTAssertEqual(layer.position, CGPoint(x: 5, y: 5))
        XCTAssertEqual(layer.bounds, .zero)
        XCTAssertEqual(layer.opacity, 1)
        XCTAssertEqual(lines.all.count, 3)
        XCTAssertTrue(lines.all[0].contains("card") && lines.all[0].contains("position"))
    }

    func testKeyValueAccessToStructFields() {
        let layer = CALayer()
        layer.setValue(12, forKeyPath: "position.x")
        layer.setValue(NSNumber(value: 30), forKeyPath: "bounds.size.width")
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        XCTAssertEqual(layer.position.x, 12)
        XCTAssertEqual(layer.bounds.width, 30)
        XCTAssertEqual((layer.value(forKeyPath: "transform.rotation.z") as? Double) ?? 0, .pi / 2, accuracy: 1e-12)
        layer.setValue(2, forKeyPath: "transform.scale")
        XCTAssertEqual((layer.value(forKeyPath: "transform.scale.x") as? Double) ?? 0, 2, accuracy: 1e-12)
        layer.setValue(CGSize(width: 0, height: 5), forKey: "shadowOffset")
        XCTAssertEqual(layer.value(forKeyPath: "shadowOffset.height") as? Double, 5)
        layer.setValue("hello", forKey: "myCustomKey")
        XCTAssertEqual(layer.value(forKey: "myCustomKey") as? String, "hello")
        XCTAssertNil(layer.value(forKeyPath: "noSuch.path"))
    }

    func testUnknownKeyPathAnimatesNothing() {
        let layer = CALayer()
        let a = CABasicAnimation(keyPath: "wobble")
        a.fromValue = 0
        a.toValue = 1
        layer.add(a, forKey: "w")
        CATransaction.flush()
        advance(to: 100.1)
        XCTAssertEqual(layer.presentation()?.opacity, 1)
    }

    func testLayoutRunsTopDownBeforeCommit() {
        final class Recorder: CALayerDelegate {
            var order: [String] = []
            func layoutSublayers(of layer: CALayer) { order.append(layer.name ?? "?") }
        }
        let recorder = Recorder()
        let parent = CALayer()
        parent.name = "parent"
        let child = CALayer()
        child.name = "child"
        parent.delegate = recorder
        child.delegate = recorder
        parent.addSublayer(child)
        child.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertTrue(child.needsLayout())
        XCTAssertTrue(parent.needsLayout())
        CATransaction.flush()
        XCTAssertEqual(recorder.order, ["parent", "child"])
        XCTAssertFalse(parent.needsLayout())
    }

    func testDisplayDrawsIntoContentsInLayerCoordinates() throws {
        final class Painter: CALayerDelegate {
            func draw(_ layer: CALayer, in ctx: CGContext) {
                ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
                ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            }
        }
        let painter = Painter()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.contentsScale = 2
        layer.delegate = painter
        layer.setNeedsDisplay()
        CATransaction.flush()
        let image = try XCTUnwrap(layer.contents as? CGImage)
        XCTAssertEqual(image.width, 20)
        XCTAssertEqual(image.pixel(x: 5, y: 2), .red, "y 0…5 in layer space is the top half")
        XCTAssertEqual(image.pixel(x: 5, y: 15), .clear)
    }

    func testScrollLayerMovesItsBoundsOrigin() {
        let scroller = CAScrollLayer()
        scroller.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        scroller.scrollMode = .vertically
        scroller.scroll(to: CGPoint(x: 50, y: 60))
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 0, y: 60))
        scroller.scrollMode = .both
        scroller.scroll(to: CGRect(x: 150, y: 60, width: 20, height: 20))
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 70, y: 60))
    }

    func testIOSStyleCodeCompilesUnchanged() {
        let layer = CALayer()
        let p = CGPoint(x: 10, y: 20)
        let a = CABasicAnimation(keyPath: "position")
        a.fromValue = NSValue(point: p)
        a.toValue = NSValue(point: CGPoint(x: 200, y: 300))
        a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        layer.add(a, forKey: "move")
        let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        let gradient = CAGradientLayer()
        gradient.colors = colors
        gradient.locations = [0, 1]
        layer.addSublayer(gradient)
        XCTAssertEqual(layer.animationKeys(), ["move"])
        XCTAssertEqual(gradient.colors?.count, 2)
    }
}
