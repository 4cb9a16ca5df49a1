import QuartzCore
import RenderServer
import TestSupport
import XCTest

/// A progress layer written as iOS code writes one, with the Linux spelling of `@NSManaged var progress`: a
/// computed property over key-value coding. It fills the left `progress` part of its bounds.
private final class BarLayer: CALayer {
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }
    /// Draws of every instance, model and presentation copies alike.
    nonisolated(unsafe) static var draws = 0

    override init() {
        super.init()
        progress = 0
    }

    override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> CAAction? {
        guard event == "progress" else { return super.action(forKey: event) }
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = presentation()?.progress ?? progress
        animation.duration = 2
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }

    override func draw(in ctx: CGContext) {
        Self.draws += 1
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

final class CustomPropertyTests: ManualClockTestCase {
    private func bar() -> (root: CALayer, bar: BarLayer) {
        let root = hostedRoot()
        let bar = BarLayer()
        bar.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        CATransaction.setDisableActions(true)
        root.addSublayer(bar)
        CATransaction.flush()
        return (root, bar)
    }

    private func animateProgress(_ bar: BarLayer) {
        let animation = CABasicAnimation(keyPath: "progress")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        bar.add(animation, forKey: "progress")
        CATransaction.flush()
    }

    func testThePresentationInterpolatesACustomKeyAndKeepsItsType() throws {
        let (_, bar) = bar()
        animateProgress(bar)
        advance(to: 100.25)
        let presented = try XCTUnwrap(bar.presentation())
        XCTAssertEqual(presented.progress, 0.25, accuracy: 1e-9)
        XCTAssertTrue(presented.value(forKey: "progress") is CGFloat)
        XCTAssertEqual(bar.progress, 0, "the model keeps its value")
    }

    func testTheCopyRedrawsEachFrameWhileTheKeyAnimates() throws {
        let (_, bar) = bar()
        animateProgress(bar)
        advance(to: 100.5)
        PresentationDisplay.redraw()
        let image = try XCTUnwrap(bar.committed?.properties.contents)
        XCTAssertEqual(image.pixel(x: 45, y: 5), .red, "half filled at half time")
        XCTAssertEqual(image.pixel(x: 55, y: 5), .clear)
        let draws = BarLayer.draws
        PresentationDisplay.redraw()
        XCTAssertEqual(BarLayer.draws, draws, "the same instant is not drawn twice")
        advance(to: 100.75)
        PresentationDisplay.redraw()
        let later = try XCTUnwrap(bar.committed?.properties.contents)
        XCTAssertEqual(later.pixel(x: 70, y: 5), .red)
        XCTAssertEqual(later.pixel(x: 80, y: 5), .clear)
    }

    func testSettingTheKeyRunsTheLayersActionAndRedrawsTheModel() throws {
        let (_, bar) = bar()
        let draws = BarLayer.draws
        bar.progress = 0.8
        XCTAssertEqual(bar.animationKeys(), ["progress"], "the subclass's action(forKey:) ran")
        XCTAssertTrue(bar.needsDisplay())
        CATransaction.flush()
        XCTAssertEqual(BarLayer.draws, draws + 1, "the model redraws with its new value")
        advance(to: 101)
        XCTAssertEqual(try XCTUnwrap(bar.presentation()).progress, 0.4, accuracy: 1e-9, "linear over 2 s")
    }

    func testPointsColoursAndTransformsOfCustomKeysInterpolate() throws {
        let layer = CALayer()
        layer.setValue(CGPoint(x: 0, y: 0), forKey: "focus")
        layer.setValue(CGColor(red: 1, green: 0, blue: 0, alpha: 1), forKey: "tint")
        layer.setValue(CATransform3DIdentity, forKey: "spin")
        CATransaction.flush()
        for (key, from, to) in [
            ("focus", CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 20)) as (String, Any, Any),
            ("tint", CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)),
            ("spin", CATransform3DIdentity, CATransform3DMakeTranslation(40, 0, 0)),
        ] {
            let animation = CABasicAnimation(keyPath: key)
            animation.fromValue = from
            animation.toValue = to
            animation.duration = 1
            layer.add(animation, forKey: key)
        }
        CATransaction.flush()
        advance(to: 100.5)
        let presented = try XCTUnwrap(layer.presentation())
        XCTAssertEqual(presented.value(forKey: "focus") as? CGPoint, CGPoint(x: 5, y: 10))
        let tint = try XCTUnwrap(presented.value(forKey: "tint") as? CGColor)
        XCTAssertEqual(tint.components ?? [], [0.5, 0, 0.5, 1])
        let spin = try XCTUnwrap(presented.value(forKey: "spin") as? CATransform3D)
        XCTAssertEqual(spin.m41, 20, accuracy: 1e-9)
    }

    func testAnUnknownKeyPathIsLoggedOnce() {
        let lines = LockedLines()
        Log.setSink { lines.append($0) }
        defer { Log.setSink(nil) }
        let layer = CALayer()
        for _ in 0..<2 {
            layer.add(CABasicAnimation(keyPath: "transform.scale.w"), forKey: nil)
            layer.add(CABasicAnimation(keyPath: "bounds.size.width"), forKey: nil)
            layer.add(CABasicAnimation(keyPath: "transform.scale.xy"), forKey: nil)
        }
        XCTAssertEqual(lines.all.count, 1)
        XCTAssertTrue(lines.all.first?.contains("\"transform.scale.w\" animates nothing") ?? false, "\(lines.all)")
    }
}
