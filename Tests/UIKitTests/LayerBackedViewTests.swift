import TestSupport
import UIKit
import XCTest

/// A layer class written as iOS code writes one: `override init()`, `override init(layer: Any)` with the usual
/// force cast, and its own `draw(in:)`.
private final class StripeLayer: CALayer {
    var stripeColor = UIColor.red.cgColor
    private(set) var madeByInit = false

    override init() {
        super.init()
        madeByInit = true
    }

    override init(layer: Any) {
        let other = layer as! StripeLayer
        stripeColor = other.stripeColor
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(stripeColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
    }
}

private final class StripeView: UIView {
    override class var layerClass: AnyClass { StripeLayer.self }
    var stripeLayer: StripeLayer { layer as! StripeLayer }
}

/// A layer subclass that overrides hierarchy methods, as iOS subclasses may.
private final class CountingLayer: CALayer {
    var removals = 0
    var insertions = 0

    override func removeFromSuperlayer() {
        removals += 1
        super.removeFromSuperlayer()
    }

    override func addSublayer(_ layer: CALayer) {
        insertions += 1
        super.addSublayer(layer)
    }
}

final class LayerBackedViewTests: UIKitTestCase {
    func testAViewMakesItsLayerClassThroughInit() async {
        let view = StripeView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertTrue(view.stripeLayer.madeByInit)
        XCTAssertTrue(view.layer.delegate === view)
    }

    func testAPresentationCopyGoesThroughTheSubclassInitLayer() async {
        let view = StripeView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.stripeLayer.stripeColor = UIColor.blue.cgColor
        window.addSubview(view)
        CATransaction.flush()
        let copy = view.stripeLayer.presentation()
        XCTAssertNotNil(copy)
        XCTAssertFalse(copy?.madeByInit ?? true, "a copy is made by init(layer:), not init()")
        XCTAssertEqual(copy?.stripeColor, UIColor.blue.cgColor)
    }

    func testTheLayerClassesOwnDrawInRuns() async throws {
        let view = StripeView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        window.addSubview(view)
        CATransaction.flush()
        let image = try XCTUnwrap(view.layer.contents as? CGImage)
        XCTAssertEqual(image.pixel(x: 5, y: 10), .red, "the left half is the layer's stripe")
        XCTAssertEqual(image.pixel(x: 35, y: 10), .clear, "the right half is left clear")
    }

    func testOverriddenHierarchyMethodsRun() async {
        let parent = CountingLayer()
        let child = CountingLayer()
        parent.addSublayer(child)
        child.removeFromSuperlayer()
        XCTAssertEqual(parent.insertions, 1)
        XCTAssertEqual(child.removals, 1)
        XCTAssertNil(child.superlayer)
    }
}

/// A button subclass as iOS code writes one: through the designated `init(frame:)`.
private final class PillButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = frame.height / 2
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class InitializerTests: UIKitTestCase {
    func testButtonSubclassesGoThroughInitFrameAndKeepTheConvenienceInitializers() async {
        let pill = PillButton(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        XCTAssertEqual(pill.layer.cornerRadius, 15)
        XCTAssertEqual(pill.buttonType, .custom)
        let system = PillButton(type: .system)
        XCTAssertEqual(system.buttonType, .system)
        XCTAssertEqual(system.titleLabel?.font.fontName, UIFont.systemFont(ofSize: 17, weight: .medium).fontName)
        let action = UIButton(frame: .zero, primaryAction: UIAction(title: "Go") { _ in })
        XCTAssertEqual(action.currentTitle, "Go")
    }
}
