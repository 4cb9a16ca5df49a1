import TestSupport
import UIKit
import XCTest

final class UIViewTests: UIKitTestCase {
    func testGeometryLivesInTheLayer() async {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(view.layer.position, CGPoint(x: 60, y: 45))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 100, y: 100)
        XCTAssertEqual(view.frame.origin, CGPoint(x: 50, y: 75))
        view.alpha = 0.5
        XCTAssertEqual(view.layer.opacity, 0.5)
        view.backgroundColor = .systemBlue
        XCTAssertEqual(view.layer.backgroundColor, UIColor.systemBlue.cgColor)
        view.clipsToBounds = true
        XCTAssertTrue(view.layer.masksToBounds)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(view.frame.width, 200)
        XCTAssertTrue(view.layer.delegate === view)
    }

    func testLayerClassMakesTheViewsLayer() async {
        final class RingView: UIView {
            override class var layerClass: AnyClass { CAShapeLayer.self }
        }
        let view = RingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let shape = view.layer as? CAShapeLayer
        XCTAssertNotNil(shape)
        XCTAssertTrue(shape?.delegate === view)
        // The shape layer draws: its path is what the view shows, not the view's own drawing.
        shape?.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20), transform: nil)
        shape?.fillColor = UIColor.red.cgColor
        let ctx = CGContext.testContext(width: 20, height: 20)
        ctx.translateBy(x: 0, y: 20)
        ctx.scaleBy(x: 1, y: -1)
        view.layer.render(in: ctx)
        XCTAssertEqual(ctx.pixel(x: 5, y: 10), .red)
        XCTAssertEqual(ctx.pixel(x: 15, y: 10), .clear)
    }

    func testSubviewsKeepLayersInStepWithRawSublayersMixedIn() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView(), c = UIView()
        let raw = CALayer()
        root.addSubview(a)
        root.layer.addSublayer(raw)
        root.addSubview(b)
        root.insertSubview(c, belowSubview: b)
        XCTAssertEqual(root.subviews.map(ObjectIdentifier.init), [a, c, b].map(ObjectIdentifier.init))
        let layers = root.layer.sublayers ?? []
        XCTAssertTrue(layers.last === b.layer)
        XCTAssertTrue(layers.firstIndex { $0 === c.layer }! < layers.firstIndex { $0 === b.layer }!)
        XCTAssertTrue(layers.contains { $0 === raw })
        root.bringSubviewToFront(a)
        XCTAssertTrue(root.subviews.last === a)
        XCTAssertTrue(root.layer.sublayers?.last === a.layer)
        a.removeFromSuperview()
        XCTAssertNil(a.superview)
        XCTAssertNil(a.layer.superlayer)
    }

    func testMoveCallbacksAndWindow() async {
        final class Watcher: UIView {
            var events: [String] = []
            override func didMoveToSuperview() { events.append("superview") }
            override func didMoveToWindow() { events.append(window == nil ? "no window" : "window") }
        }
        let watcher = Watcher()
        let container = UIView()
        container.addSubview(watcher)
        XCTAssertEqual(watcher.events, ["superview"])
        window.addSubview(container)
        XCTAssertEqual(watcher.events, ["superview", "window"])
        XCTAssertTrue(watcher.window === window)
        container.removeFromSuperview()
        XCTAssertEqual(watcher.events.last, "no window")
    }

    func testHitTestSkipsHiddenTransparentAndNonInteractiveAndTakesLastSubviewFirst() async {
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(back)
        window.addSubview(front)
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
        front.isHidden = true
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.005
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
        front.alpha = 1
        front.isUserInteractionEnabled = false
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
    }

    func testSubviewsOutsideTheBoundsAreUnreachable() async {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = UIView(frame: CGRect(x: 40, y: 40, width: 50, height: 50))
        parent.addSubview(child)
        window.addSubview(parent)
        XCTAssertTrue(window.hitTest(CGPoint(x: 45, y: 45), with: nil) === child)
        XCTAssertTrue(window.hitTest(CGPoint(x: 70, y: 70), with: nil) === window)
    }

    func testConversionThroughBoundsOriginScaleAndRotation() async {
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        parent.bounds.origin = CGPoint(x: 50, y: 0)
        let child = UIView(frame: CGRect(x: 50, y: 0, width: 20, height: 20))
        parent.addSubview(child)
        window.addSubview(parent)
        XCTAssertEqual(child.convert(CGPoint.zero, to: nil), CGPoint(x: 100, y: 100))
        parent.transform = CGAffineTransform(scaleX: 2, y: 2)
        let p = child.convert(CGPoint(x: 10, y: 10), to: window)
        XCTAssertEqual(p.x, 20, accuracy: 1e-9, "scaled ×2 about the parent's centre (150, 100 in its bounds)")
        XCTAssertEqual(child.convert(p, from: window).x, 10, accuracy: 1e-9)
        parent.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let q = child.convert(CGPoint(x: 0, y: 0), to: window)
        XCTAssertEqual(q.x, 300, accuracy: 1e-9)
        XCTAssertEqual(q.y, 100, accuracy: 1e-9)
        let hit = window.hitTest(window.convert(CGPoint(x: 10, y: 10), from: child), with: nil)
        XCTAssertTrue(hit === child)
    }

    func testViewLayersDoNotAnimateImplicitlyButRawSublayersDo() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let raw = CALayer()
        view.layer.addSublayer(raw)
        window.addSubview(view)
        CATransaction.flush()
        view.layer.opacity = 0.2
        raw.opacity = 0.2
        XCTAssertNil(view.layer.animationKeys())
        XCTAssertEqual(raw.animationKeys(), ["opacity"])
        XCTAssertTrue(view.action(for: view.layer, forKey: "opacity") is NSNull)
    }

    func testDrawRectFillsTheBackingStoreAtScreenScale() async throws {
        final class Painted: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 5)).fill()
            }
        }
        UIScreen.main.configure(size: CGSize(width: 400, height: 400), scale: 2)
        let view = Painted(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        CATransaction.flush()
        let image = try XCTUnwrap(view.layer.contents as? CGImage)
        XCTAssertEqual(image.width, 20)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(plain)
        CATransaction.flush()
        XCTAssertNil(plain.layer.contents, "a view that does not draw gets no backing store")
    }
}
