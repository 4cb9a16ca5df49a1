import TestSupport
import UIKit
import XCTest

/// The Darwin and UIKit names iOS animation code gets from `import UIKit`, with the types and values it expects.
final class CompatibilityNamesTests: UIKitTestCase {
    func testDarwinConstantsHaveDarwinsTypes() async {
        let forever: Float = HUGE
        let largest: Float = MAXFLOAT
        XCTAssertEqual(forever, .greatestFiniteMagnitude, "Darwin's HUGE is MAXFLOAT")
        XCTAssertEqual(largest, .greatestFiniteMagnitude)
        let nanoseconds: UInt64 = NSEC_PER_SEC
        XCTAssertEqual(nanoseconds, 1_000_000_000)
        XCTAssertEqual(NSEC_PER_MSEC * 1000, NSEC_PER_SEC)
        XCTAssertEqual(USEC_PER_SEC * NSEC_PER_USEC, NSEC_PER_SEC)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.repeatCount = HUGE
        XCTAssertEqual(animation.repeatCount, .greatestFiniteMagnitude)
    }

    func testGeometryStringsRoundTripInUIKitsFormat() async {
        XCTAssertEqual(NSCoder.string(for: CGPoint(x: 0.5, y: 10)), "{0.5, 10}")
        XCTAssertEqual(NSStringFromCGRect(CGRect(x: 1, y: 2, width: 3, height: 4)), "{{1, 2}, {3, 4}}")
        XCTAssertEqual(NSStringFromCGAffineTransform(.identity), "[1, 0, 0, 1, 0, 0]")
        XCTAssertEqual(NSCoder.cgPoint(for: "{0.5, 0.5}"), CGPoint(x: 0.5, y: 0.5))
        XCTAssertEqual(NSCoder.cgSize(for: "{-3, 4e2}"), CGSize(width: -3, height: 400))
        XCTAssertEqual(CGRectFromString("{{1, 2}, {3, 4}}"), CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(NSCoder.cgVector(for: "{1, -2}"), CGVector(dx: 1, dy: -2))
        XCTAssertEqual(
            NSCoder.uiEdgeInsets(for: NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))),
            UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 0.1)
        XCTAssertEqual(NSCoder.cgAffineTransform(for: NSCoder.string(for: transform)), transform)
        XCTAssertEqual(CGPointFromString("garbage"), .zero, "missing numbers are 0")
    }

    func testNSValueBoxesEveryGeometryType() async {
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue, CGPoint(x: 1, y: 2))
        XCTAssertEqual(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue, CGSize(width: 3, height: 4))
        XCTAssertEqual(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue.width, 3)
        XCTAssertEqual(NSValue(cgVector: CGVector(dx: 5, dy: 6)).cgVectorValue, CGVector(dx: 5, dy: 6))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue, insets)
        XCTAssertEqual(NSValue(cgVector: CGVector(dx: 5, dy: 6)).uiEdgeInsetsValue, .zero, "not an insets box")
        XCTAssertEqual(NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)).caTransform3DValue.m11, 2)
    }

    func testKeyframeValuesGivenAsAnyObjectAnimate() async throws {
        let layer = CALayer()
        window.layer.addSublayer(layer)
        CATransaction.flush()
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, 100, 0] as [AnyObject]
        shake.keyTimes = [0, 0.5, 1] as [NSNumber]
        shake.duration = 1
        layer.add(shake, forKey: "shake")
        let bounce = CAKeyframeAnimation(keyPath: "position")
        bounce.values = [NSValue(cgPoint: .zero), NSValue(cgPoint: CGPoint(x: 0, y: 80))] as [AnyObject]
        bounce.duration = 1
        layer.add(bounce, forKey: "bounce")
        CATransaction.flush()
        advance(to: 100.25)
        let presented = try XCTUnwrap(layer.presentation())
        XCTAssertEqual(presented.position.y, 20, accuracy: 1e-9)
        XCTAssertEqual(layer.presentation()?.value(forKeyPath: "position.x") as? Double, 0, "the later one wins")
        layer.removeAnimation(forKey: "bounce")
        CATransaction.flush()
        XCTAssertEqual(try XCTUnwrap(layer.presentation()).position.x, 50, accuracy: 1e-9)
    }

    func testImageContextsDrawAtTheirScaleAndNest() async throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 5), false, 2)
        let outer = try XCTUnwrap(UIGraphicsGetCurrentContext())
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
        UIGraphicsBeginImageContext(CGSize(width: 3, height: 3))
        XCTAssertFalse(UIGraphicsGetCurrentContext() === outer)
        UIGraphicsEndImageContext()
        XCTAssertTrue(UIGraphicsGetCurrentContext() === outer, "the outer context is current again")
        let image = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.size, CGSize(width: 10, height: 5))
        let pixels = try XCTUnwrap(image.cgImage)
        XCTAssertEqual(pixels.width, 20)
        XCTAssertEqual(pixels.pixel(x: 2, y: 2), .red, "the left half, y down")
        XCTAssertEqual(pixels.pixel(x: 15, y: 2), .clear)
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext(), "no image context open")
    }

    func testStringsMeasureAndDrawWithAttributes() async throws {
        let font = UIFont.systemFont(ofSize: 20)
        let short = ("Hi" as NSString).size(withAttributes: [.font: font])
        let long = "Hello, world".size(withAttributes: [.font: font])
        XCTAssertGreaterThan(long.width, short.width * 3)
        XCTAssertEqual(short.height, long.height, accuracy: 0.5)
        XCTAssertGreaterThan(short.height, 20)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40)).image { _ in
            "Hi".draw(at: CGPoint(x: 4, y: 4), withAttributes: [.font: font, .foregroundColor: UIColor.blue])
        }
        let cg = try XCTUnwrap(image.cgImage)
        var blue = 0
        for y in 0..<cg.height {
            for x in 0..<cg.width where cg.pixel(x: x, y: y).b > 128 && cg.pixel(x: x, y: y).r < 64 { blue += 1 }
        }
        XCTAssertGreaterThan(blue, 20, "the text is drawn in blue")
    }

    func testTheHostsFocusChangesPostTheLifecycleNotifications() async {
        let posted = LockedLines()
        let names: [Notification.Name] = [
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
        ]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
                posted.append($0.name.rawValue)
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        let application = UIApplication.shared
        application.hostDidChange(to: .inactive)
        application.hostDidChange(to: .background)
        application.hostDidChange(to: .inactive)
        application.hostDidChange(to: .active)
        XCTAssertEqual(posted.all, names.map(\.rawValue))
        XCTAssertEqual(application.applicationState, .active)
    }

    func testViewsMadeInCodeNeverAwakeFromANib() async {
        final class Probe: UIView {
            var awoke = false
            override func awakeFromNib() {
                super.awakeFromNib()
                awoke = true
            }
        }
        let probe = Probe(frame: .zero)
        window.addSubview(probe)
        XCTAssertFalse(probe.awoke)
        XCTAssertTrue(window.screen === UIScreen.main)
    }

    func testACustomUIColorKeyInterpolatesAndStaysAUIColor() async throws {
        let layer = CALayer()
        window.layer.addSublayer(layer)
        layer.setValue(UIColor.red, forKey: "fill")
        CATransaction.flush()
        let fade = CABasicAnimation(keyPath: "fill")
        fade.fromValue = UIColor.red.cgColor
        fade.toValue = UIColor.blue.cgColor
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        CATransaction.flush()
        advance(to: 100.5)
        let fill = try XCTUnwrap(layer.presentation()?.value(forKey: "fill") as? UIColor)
        XCTAssertEqual(fill.cgColor.components ?? [], [0.5, 0, 0.5, 1])
    }

    func testRectFillReplacesSoClearErases() async throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
            UIColor.clear.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        let cg = try XCTUnwrap(image.cgImage)
        XCTAssertEqual(cg.pixel(x: 0, y: 0), .clear, "cleared")
        XCTAssertEqual(cg.pixel(x: 3, y: 0), .red)
    }

    func testAnImageContextThatCannotBeMadeStillBalances() async {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
        let outer = UIGraphicsGetCurrentContext()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: CGFloat.nan, height: 4), false, 1)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 1e9, height: 4), false, 1)
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        UIGraphicsEndImageContext()
        XCTAssertTrue(UIGraphicsGetCurrentContext() === outer, "the failed ones closed only themselves")
        XCTAssertNotNil(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
    }

    func testGeometryStringsCarryInfinityAndNaN() async {
        let null = NSCoder.cgRect(for: NSStringFromCGRect(.null))
        XCTAssertEqual(null.origin.x, .infinity)
        XCTAssertTrue(NSCoder.cgPoint(for: "{nan, 1}").x.isNaN)
    }
}
