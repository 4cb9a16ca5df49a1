import QuartzCore
import UIKit
import XCTest

@testable import PreviewerKit

/// What the inspector and `--dump-tree` say about a layer.
@MainActor
final class LayerDescriptionTests: XCTestCase {
    override func tearDown() async throws {
        MediaClock.setManualTime(nil)
    }

    func testModelAndPresentationValuesSideBySideWithTheAnimations() async throws {
        MediaClock.setManualTime(1000)
        let root = CALayer()
        let layer = CAShapeLayer()
        layer.name = "ring"
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        root.addSublayer(layer)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = 2
        fade.repeatCount = 3
        fade.timingFunction = CAMediaTimingFunction(name: .easeOut)
        layer.add(fade, forKey: "fade-in")
        CATransaction.flush()
        MediaClock.setManualTime(1000.5)
        let description = LayerDescription(layer)
        XCTAssertEqual(description.title, "CAShapeLayer \"ring\"")
        XCTAssertTrue(description.properties.contains("frame        (10, 20, 100, 50)"), "\(description.properties)")
        let opacity = try XCTUnwrap(description.properties.first { $0.hasPrefix("opacity") })
        XCTAssertTrue(opacity.hasPrefix("opacity      1  →  0."), "model then presentation: \(opacity)")
        XCTAssertEqual(description.animations, ["fade-in opacity CABasicAnimation 2.00s ×3 easeOut"])
    }

    func testAViewsIdentifierAndWhatVoiceOverWouldReadAreShown() async throws {
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.accessibilityIdentifier = "play"
        button.accessibilityHint = "Starts the trailer"
        let description = LayerDescription(button.layer)
        XCTAssertEqual(description.title, "CALayer · UIButton #play")
        XCTAssertTrue(
            description.properties.contains("voiceover    \"Play\" · button · hint \"Starts the trailer\""),
            "\(description.properties)")
        XCTAssertFalse(
            LayerDescription(UIView().layer).properties.contains { $0.hasPrefix("voiceover") },
            "a plain view is no element")
    }

    func testTheDumpIndentsTheTree() async {
        let root = CALayer()
        root.name = "root"
        let child = CALayer()
        child.name = "child"
        let grandchild = CATextLayer()
        root.addSublayer(child)
        child.addSublayer(grandchild)
        let lines = LayerDescription.dump(root).split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines.filter { !$0.contains("·") }, ["CALayer \"root\"", "  CALayer \"child\"", "    CATextLayer"])
        XCTAssertTrue(lines.contains("    · frame        (0, 0, 0, 0)"), "properties under each title")
    }

    func testTransformsAreNamedByWhatTheyDo() async {
        XCTAssertEqual(LayerDescription.transform(CATransform3DIdentity), "identity")
        XCTAssertEqual(
            LayerDescription.transform(CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))),
            "rotate 90°")
        XCTAssertEqual(LayerDescription.transform(CATransform3DMakeScale(2, 0.5, 1)), "scale 2×0.50")
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        XCTAssertEqual(LayerDescription.transform(perspective), "3D (m34 -0.0020)")
    }
}
