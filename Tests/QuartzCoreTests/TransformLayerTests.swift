import QuartzCore
import RenderServer
import TestSupport
import XCTest

/// CATransformLayer draws only its sublayers (spec §9.9), in both compositors.
final class TransformLayerTests: ManualClockTestCase {
    /// A transform layer given every property of its own that could draw, over white, holding a red and a blue
    /// square that overlap in 30…40.
    private func scene() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
        root.anchorPoint = .zero
        root.backgroundColor = CGColor.white
        let space = CATransformLayer()
        space.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
        space.backgroundColor = CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1)
        space.borderWidth = 4
        space.shadowOpacity = 1
        space.masksToBounds = true
        space.opacity = 0.5
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        mask.backgroundColor = CGColor.black
        space.mask = mask
        for (i, color) in [
            CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1), CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1),
        ]
        .enumerated() {
            let square = CALayer()
            square.frame = CGRect(x: 10 + CGFloat(i) * 20, y: 10, width: 30, height: 30)
            square.backgroundColor = color
            space.addSublayer(square)
        }
        let spill = CALayer()
        spill.frame = CGRect(x: 50, y: 50, width: 20, height: 20)
        spill.backgroundColor = CGColor.black
        space.addSublayer(spill)
        root.addSublayer(space)
        return root
    }

    func testOnlySublayersDrawWithOpacityAppliedToEach() throws {
        let root = scene()
        CATransaction.flush()
        let presented = try XCTUnwrap(root.makeRenderTree()).presented(at: CACurrentMediaTime())
        for (name, render) in [
            ("reference", { try ReferenceCompositor().render(presented, into: $0, scale: 1) }),
            ("fast", { try CPUCompositor().render(presented, into: $0, scale: 1) }),
        ] as [(String, (PixelBuffer) throws -> Void)] {
            let buffer = try XCTUnwrap(PixelBuffer(width: 80, height: 80))
            try render(buffer)
            let at = { (x: Int, y: Int) in Pixel(buffer[x, y]) }
            XCTAssertEqual(at(12, 12), .white, "\(name): no background, border or mask clip of its own")
            XCTAssertLessThanOrEqual(
                at(25, 25).distance(to: Pixel(a: 255, r: 255, g: 128, b: 128)), 2, "\(name): red at half")
            XCTAssertLessThanOrEqual(
                at(45, 25).distance(to: Pixel(a: 255, r: 128, g: 64, b: 191)), 3, "\(name): overlap")
            XCTAssertLessThanOrEqual(
                at(75, 75).distance(to: Pixel(a: 255, r: 128, g: 128, b: 128)), 2, "\(name): no clip")
        }
    }
}

/// Sublayers of a CATransformLayer are drawn back to front by depth, not flattened in tree order (spec §9.9).
final class TransformLayerDepthTests: ManualClockTestCase {
    private let red = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)

    /// Two overlapping squares, the first in tree order 10 points nearer than the second, in `container`.
    private func overlapping(in container: CALayer) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
        root.anchorPoint = .zero
        root.backgroundColor = CGColor.white
        container.frame = root.bounds
        for (i, (color, z)) in [(red, 10.0), (blue, -10.0)].enumerated() {
            let square = CALayer()
            square.frame = CGRect(x: 10 + CGFloat(i) * 20, y: 20, width: 40, height: 40)
            square.backgroundColor = color
            square.transform = CATransform3DMakeTranslation(0, 0, CGFloat(z))
            container.addSublayer(square)
        }
        root.addSublayer(container)
        return root
    }

    private func render(_ root: CALayer) throws -> [(String, PixelBuffer)] {
        CATransaction.flush()
        let presented = try XCTUnwrap(root.makeRenderTree()).presented(at: CACurrentMediaTime())
        let reference = try XCTUnwrap(PixelBuffer(width: 80, height: 80))
        let fast = try XCTUnwrap(PixelBuffer(width: 80, height: 80))
        try ReferenceCompositor().render(presented, into: reference, scale: 1)
        try CPUCompositor().render(presented, into: fast, scale: 1)
        return [("reference", reference), ("fast", fast)]
    }

    func testNearerSublayerDrawsOverLaterSibling() throws {
        for (name, buffer) in try render(overlapping(in: CATransformLayer())) {
            XCTAssertEqual(Pixel(buffer[40, 40]), Pixel(a: 255, r: 255, g: 0, b: 0), "\(name): red is nearer")
            XCTAssertEqual(Pixel(buffer[65, 40]), Pixel(a: 255, r: 0, g: 0, b: 255), "\(name)")
        }
    }

    func testPlainLayerFlattensInTreeOrder() throws {
        for (name, buffer) in try render(overlapping(in: CALayer())) {
            XCTAssertEqual(Pixel(buffer[40, 40]), Pixel(a: 255, r: 0, g: 0, b: 255), "\(name): later sibling on top")
        }
    }

    func testNestedTransformLayersShareOneDepthOrder() throws {
        let outer = CATransformLayer()
        let root = overlapping(in: outer)
        let inner = CATransformLayer()
        inner.frame = outer.bounds
        let near = try XCTUnwrap(outer.sublayers?.first)
        near.removeFromSuperlayer()
        inner.addSublayer(near)
        outer.insertSublayer(inner, at: 0)
        for (name, buffer) in try render(root) {
            XCTAssertEqual(Pixel(buffer[40, 40]), Pixel(a: 255, r: 255, g: 0, b: 0), "\(name): sorted across levels")
        }
    }

    /// A cube of six single-sided faces turned 30° about x and 40° about y under perspective: only the three
    /// faces towards the viewer show, each in its own 3D plane.
    func testACubeOfSixFacesMatchesItsGolden() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 160, height: 160)
        root.anchorPoint = .zero
        root.backgroundColor = CGColor.white
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 400
        root.sublayerTransform = perspective
        let cube = CATransformLayer()
        cube.position = CGPoint(x: 80, y: 80)
        cube.transform = CATransform3DRotate(CATransform3DMakeRotation(-.pi / 6, 1, 0, 0), .pi * 2 / 9, 0, 1, 0)
        let colors = [
            (1.0, 0.23, 0.19), (0.0, 0.48, 1.0), (0.2, 0.78, 0.35), (1.0, 0.58, 0.0), (0.69, 0.32, 0.87),
            (0.35, 0.78, 0.98),
        ]
        let turns: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [
            (0, 0, 1, 0), (.pi / 2, 0, 1, 0), (.pi, 0, 1, 0), (-.pi / 2, 0, 1, 0), (.pi / 2, 1, 0, 0),
            (-.pi / 2, 1, 0, 0),
        ]
        for (color, turn) in zip(colors, turns) {
            let face = CALayer()
            face.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
            face.backgroundColor = CGColor(srgbRed: color.0, green: color.1, blue: color.2, alpha: 1)
            face.borderColor = CGColor.white
            face.borderWidth = 3
            face.isDoubleSided = false
            face.transform = CATransform3DTranslate(
                CATransform3DMakeRotation(turn.0, turn.1, turn.2, turn.3), 0, 0, 30)
            cube.addSublayer(face)
        }
        root.addSublayer(cube)
        try check(root, named: "transform-layer-cube")
    }
}
