import QuartzCore
import RenderServer
import TestSupport
import XCTest

/// A layer class that changes defaults as iOS code does, by overriding `defaultValue(forKey:)`: for properties every
/// layer has, and for a key of its own declared over key-value coding (the Linux spelling of `@NSManaged`).
private final class RoundedClipLayer: CALayer {
    var level: CGFloat {
        get { value(forKey: "level") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "level") }
    }

    override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "masksToBounds": true
        case "cornerRadius": CGFloat(8)
        case "shadowOffset": CGSize(width: 0, height: 2)
        case "level": CGFloat(0.5)
        default: super.defaultValue(forKey: key)
        }
    }
}

/// A class whose default cannot be a value of the key: ignored, with one log line.
private final class WrongDefaultLayer: CALayer {
    override class func defaultValue(forKey key: String) -> Any? {
        key == "opacity" ? "half" : super.defaultValue(forKey: key)
    }
}

final class LayerClassDefaultsTests: ManualClockTestCase {
    func testAClassDefaultStartsEachNewLayerOfTheClass() {
        let layer = RoundedClipLayer()
        XCTAssertTrue(layer.masksToBounds)
        XCTAssertEqual(layer.cornerRadius, 8)
        XCTAssertEqual(layer.shadowOffset, CGSize(width: 0, height: 2))
        XCTAssertEqual(layer.value(forKey: "cornerRadius") as? Double, 8)
        layer.cornerRadius = 3
        XCTAssertEqual(layer.cornerRadius, 3, "a set value replaces the default")
        XCTAssertEqual(RoundedClipLayer().cornerRadius, 8, "each new layer starts from the default")
    }

    func testAPlainLayerKeepsCoreAnimationsDefaults() {
        _ = RoundedClipLayer()
        let plain = CALayer()
        XCTAssertFalse(plain.masksToBounds)
        XCTAssertEqual(plain.cornerRadius, 0)
        XCTAssertEqual(plain.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertNil(CALayer.defaultValue(forKey: "cornerRadius"))
    }

    func testAKeyOfTheClassReadsItsDefaultUntilSet() {
        let layer = RoundedClipLayer()
        XCTAssertEqual(layer.level, 0.5)
        layer.level = 0.9
        XCTAssertEqual(layer.level, 0.9)
        XCTAssertNil(CALayer().value(forKey: "level"), "a plain layer has no such default")
    }

    func testAnAnimationOfAnUnsetKeyStartsFromTheClassDefault() throws {
        let root = hostedRoot()
        let layer = RoundedClipLayer()
        CATransaction.setDisableActions(true)
        root.addSublayer(layer)
        CATransaction.flush()
        let animation = CABasicAnimation(keyPath: "level")
        animation.toValue = 1
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(animation, forKey: "level")
        CATransaction.flush()
        advance(to: 100.5)
        let presented = try XCTUnwrap(layer.presentation())
        XCTAssertEqual(presented.level, 0.75, accuracy: 1e-9, "from the default 0.5 halfway to 1")
    }

    func testADefaultOfTheWrongKindIsIgnored() {
        let layer = WrongDefaultLayer()
        XCTAssertEqual(layer.opacity, 1)
    }
}
