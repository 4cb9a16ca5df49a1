import QuartzCore
import TestSupport
import XCTest

/// Every animatable key path of Apple's layer key-value coding extensions (the Core Animation Programming
/// Guide's "Key-Value Coding Extensions", the subclasses' animatable properties, and the undocumented
/// `transform.scale.xy`), read and animated on the layer class that has it.
final class KeyPathSurveyTests: ManualClockTestCase {
    static let transformPaths = [
        "rotation.x", "rotation.y", "rotation.z", "rotation", "scale.x", "scale.y", "scale.z", "scale", "scale.xy",
        "translation.x", "translation.y", "translation.z",
    ]

    static let layerPaths =
        transformPaths.flatMap { ["transform.\($0)", "sublayerTransform.\($0)"] } + [
            "transform.translation", "sublayerTransform.translation", "position.x", "position.y", "anchorPoint.x",
            "anchorPoint.y", "bounds.origin.x", "bounds.origin.y", "bounds.size.width", "bounds.size.height",
            "bounds.size", "bounds.origin", "shadowOffset.width", "shadowOffset.height", "contentsRect.origin.x",
            "contentsRect.size.width", "contentsCenter.size.height", "opacity", "cornerRadius", "borderWidth",
            "borderColor", "backgroundColor", "shadowColor", "shadowOpacity", "shadowRadius", "shadowPath",
            "zPosition", "anchorPointZ", "bounds", "position", "transform", "sublayerTransform", "contentsRect",
            "hidden", "masksToBounds", "doubleSided", "contents",
        ]

    func testEveryDocumentedLayerKeyPathReads() {
        let layer = CALayer()
        // Optional properties read nil until set, as on iOS.
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        layer.contents = CGContext.testContext(width: 1, height: 1).makeImage()
        for path in Self.layerPaths {
            XCTAssertNotNil(layer.value(forKeyPath: path), path)
        }
    }

    func testEverySubclassKeyPathReads() {
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        shape.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let gradient = CAGradientLayer()
        gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        gradient.locations = [0, 1]
        let replicator = CAReplicatorLayer()
        replicator.instanceColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let cases: [(CALayer, [String])] = [
            (
                shape,
                [
                    "path", "fillColor", "strokeColor", "lineWidth", "lineDashPhase", "miterLimit", "strokeStart",
                    "strokeEnd",
                ]
            ),
            (gradient, ["colors", "locations", "startPoint", "endPoint", "startPoint.x"]),
            (
                replicator,
                [
                    "instanceCount", "instanceDelay", "instanceTransform", "instanceTransform.rotation.z",
                    "instanceColor", "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset",
                    "instanceAlphaOffset",
                ]
            ),
            (CATextLayer(), ["fontSize", "foregroundColor"]),
            (CAEmitterLayer(), ["birthRate", "lifetime", "velocity", "scale", "spin", "emitterPosition"]),
        ]
        for (layer, paths) in cases {
            for path in paths { XCTAssertNotNil(layer.value(forKeyPath: path), "\(type(of: layer)).\(path)") }
        }
    }

    func testEveryTransformComponentAnimates() throws {
        for component in Self.transformPaths where component != "rotation" {
            let layer = CALayer()
            CATransaction.flush()
            let animation = CABasicAnimation(keyPath: "transform.\(component)")
            let to: CGFloat = component.hasPrefix("translation") ? 10 : component.hasPrefix("scale") ? 3 : 1
            animation.toValue = to
            animation.duration = 1
            layer.add(animation, forKey: "a")
            CATransaction.flush()
            advance(to: 100.5)
            let presented = try XCTUnwrap(layer.presentation())
            let value = try XCTUnwrap(presented.value(forKeyPath: "transform.\(component)") as? Double, component)
            // Half way from the identity's value: 0 for rotations and translations, 1 for scales.
            let from: CGFloat = component.hasPrefix("scale") ? 1 : 0
            XCTAssertEqual(value, Double((from + to) / 2), accuracy: 1e-9, component)
            MediaClock.setManualTime(100)
        }
    }
}
