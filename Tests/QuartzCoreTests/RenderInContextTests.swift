import QuartzCore
import RenderServer
import TestSupport
import XCTest

/// Snapshot helpers: render a layer tree the way iOS snapshot code does.
class SnapshotTestCase: ManualClockTestCase {
    override class func setUp() {
        super.setUp()
        Fonts.pin()
    }

    /// Renders `layer` into a `size`-point context at `scale`, flipped so that layer coordinates (y down) land
    /// upright: the snapshot recipe of iOS code.
    func snapshot(_ layer: CALayer, width: Int = 100, height: Int = 100, scale: CGFloat = 1) -> CGImage {
        let ctx = CGContext.testContext(width: Int(CGFloat(width) * scale), height: Int(CGFloat(height) * scale))
        ctx.translateBy(x: 0, y: CGFloat(ctx.height))
        ctx.scaleBy(x: scale, y: -scale)
        layer.render(in: ctx)
        return ctx.makeImage()!
    }

    func box(_ frame: CGRect, _ color: CGColor) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
}

/// `layer.render(in:)` into a bitmap context flipped the way iOS code flips it, checked pixel by pixel.
final class RenderInContextTests: SnapshotTestCase {
    func testBackgroundFillsBoundsWithTopLeftOrigin() {
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), CGColor.white)
        root.addSublayer(box(CGRect(x: 10, y: 10, width: 20, height: 30), red))
        let image = snapshot(root)
        XCTAssertEqual(image.pixel(x: 10, y: 10), .red)
        XCTAssertEqual(image.pixel(x: 29, y: 39), .red)
        XCTAssertEqual(image.pixel(x: 30, y: 39), .white)
        XCTAssertEqual(image.pixel(x: 10, y: 40), .white)
    }

    func testAnchorPointPlacesThePosition() {
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), CGColor.white)
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        child.anchorPoint = .zero
        child.position = CGPoint(x: 50, y: 50)
        child.backgroundColor = red
        root.addSublayer(child)
        let image = snapshot(root)
        XCTAssertEqual(image.pixel(x: 50, y: 50), .red)
        XCTAssertEqual(image.pixel(x: 49, y: 50), .white)
        XCTAssertEqual(image.pixel(x: 69, y: 69), .red)
    }

    func testGroupOpacityDoesNotShowOverlaps() {
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), CGColor.white)
        let group = CALayer()
        group.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        group.opacity = 0.5
        group.addSublayer(box(CGRect(x: 0, y: 0, width: 60, height: 60), red))
        group.addSublayer(box(CGRect(x: 40, y: 40, width: 60, height: 60), red))
        root.addSublayer(group)
        let image = snapshot(root)
        XCTAssertEqual(image.pixel(x: 50, y: 50), image.pixel(x: 10, y: 10), "the overlap is not darker")
        XCTAssertEqual(Double(image.pixel(x: 10, y: 10).g), 127.5, accuracy: 1.5)
        group.allowsGroupOpacity = false
        let distributed = snapshot(root)
        XCTAssertLessThan(
            distributed.pixel(x: 50, y: 50).g, distributed.pixel(x: 10, y: 10).g,
            "without group opacity overlaps add up")
    }

    func testCornerRadiusBorderAndMasksToBounds() {
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), CGColor.white)
        let card = box(CGRect(x: 10, y: 10, width: 80, height: 80), blue)
        card.cornerRadius = 20
        card.borderWidth = 4
        card.borderColor = red
        card.masksToBounds = true
        card.addSublayer(box(CGRect(x: -10, y: 30, width: 100, height: 20), green))
        root.addSublayer(card)
        let image = snapshot(root)
        XCTAssertEqual(image.pixel(x: 12, y: 12), .white, "outside the rounded corner")
        XCTAssertEqual(image.pixel(x: 50, y: 11), .red, "border on the top edge")
        XCTAssertEqual(image.pixel(x: 50, y: 20), .blue)
        XCTAssertEqual(image.pixel(x: 8, y: 45), .white, "the sublayer is clipped")
        XCTAssertEqual(image.pixel(x: 11, y: 45), .red, "the border is drawn over sublayers")
        XCTAssertEqual(image.pixel(x: 50, y: 45), .green)
        Golden.assertMatches(image, named: "corner-border-clip", maxChannelDelta: 2)
    }

    func testZPositionAndRotation() {
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), CGColor.white)
        let back = box(CGRect(x: 20, y: 20, width: 40, height: 40), red)
        back.zPosition = 5
        root.addSublayer(back)
        root.addSublayer(box(CGRect(x: 40, y: 40, width: 40, height: 40), blue))
        let image = snapshot(root)
        XCTAssertEqual(image.pixel(x: 50, y: 50), .red, "higher zPosition draws on top")
        let spun = box(CGRect(x: 30, y: 30, width: 40, height: 40), blue)
        spun.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        let root2 = box(CGRect(x: 0, y: 0, width: 100, height: 100), CGColor.white)
        root2.addSublayer(spun)
        let rotated = snapshot(root2)
        XCTAssertEqual(rotated.pixel(x: 50, y: 23), .blue, "the rotated diamond reaches up to 50 − 28.3")
        XCTAssertEqual(rotated.pixel(x: 32, y: 32), .white, "the corner is rotated away")
    }

    func testScaleAndSublayerTransform() {
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), CGColor.white)
        root.sublayerTransform = CATransform3DMakeScale(0.5, 0.5, 1)
        root.addSublayer(box(CGRect(x: 0, y: 0, width: 40, height: 40), red))
        let image = snapshot(root)
        XCTAssertEqual(image.pixel(x: 26, y: 26), .red, "scaled about the centre: (0,0) maps to (25,25)")
        XCTAssertEqual(image.pixel(x: 24, y: 26), .white)
        XCTAssertEqual(image.pixel(x: 44, y: 44), .red)
        XCTAssertEqual(image.pixel(x: 46, y: 46), .white)
    }

    func testShadowFallsBelowWithOffset() {
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), CGColor.white)
        let card = box(CGRect(x: 20, y: 20, width: 40, height: 40), blue)
        card.shadowOpacity = 1
        card.shadowOffset = CGSize(width: 10, height: 10)
        card.shadowRadius = 2
        root.addSublayer(card)
        let image = snapshot(root)
        XCTAssertEqual(image.pixel(x: 30, y: 30), .blue)
        XCTAssertLessThan(image.pixel(x: 65, y: 65).r, 40, "shadow right and down (y down)")
        XCTAssertEqual(image.pixel(x: 15, y: 15), .white, "no shadow up-left")
        Golden.assertMatches(image, named: "shadow-offset", maxChannelDelta: 2)
    }

    func testMaskUsesTheMaskLayersAlpha() {
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), CGColor.white)
        let content = box(CGRect(x: 0, y: 0, width: 100, height: 100), red)
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
        mask.backgroundColor = CGColor.black
        content.mask = mask
        root.addSublayer(content)
        let image = snapshot(root)
        XCTAssertEqual(image.pixel(x: 25, y: 50), .red)
        XCTAssertEqual(image.pixel(x: 75, y: 50), .white)
    }

    func testGradientAndShapeWithStrokeEnd() {
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), CGColor.white)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        gradient.colors = [red, blue]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        root.addSublayer(gradient)
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 20, y: 30, width: 60, height: 60)
        ring.path = CGPath(ellipseIn: CGRect(x: 5, y: 5, width: 50, height: 50), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = green
        ring.lineWidth = 6
        ring.strokeEnd = 0.5
        root.addSublayer(ring)
        let image = snapshot(root)
        XCTAssertGreaterThan(image.pixel(x: 2, y: 10).r, 240)
        XCTAssertGreaterThan(image.pixel(x: 97, y: 10).b, 240)
        XCTAssertEqual(
            image.pixel(x: 50, y: 85), .green, "the first half runs from (maxX, midY) down through the bottom")
        XCTAssertEqual(image.pixel(x: 50, y: 33), .white, "the second half is not stroked")
        Golden.assertMatches(image, named: "gradient-shape-strokeEnd", maxChannelDelta: 2)
    }

    func testImageContentsWithGravity() {
        let source = CGContext.testContext(width: 10, height: 10)
        source.setFillColor(red)
        source.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = source.makeImage()!
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), CGColor.white)
        let holder = CALayer()
        holder.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        holder.contents = image
        holder.contentsGravity = .center
        root.addSublayer(holder)
        let centered = snapshot(root)
        XCTAssertEqual(centered.pixel(x: 50, y: 25), .red)
        XCTAssertEqual(centered.pixel(x: 40, y: 25), .white)
        holder.contentsGravity = .resizeAspect
        let aspect = snapshot(root)
        XCTAssertEqual(aspect.pixel(x: 30, y: 25), .red)
        XCTAssertEqual(aspect.pixel(x: 20, y: 25), .white)
        holder.contentsGravity = .bottomLeft
        let corner = snapshot(root)
        XCTAssertEqual(corner.pixel(x: 5, y: 5), .red, "bottom is minimum y, the visual top on iOS")
    }

    func testRenderInDrawsATextLayer() {
        let root = box(CGRect(x: 0, y: 0, width: 160, height: 40), CGColor.white)
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 160, height: 40)
        text.string = "Core Animation"
        text.fontSize = 20
        text.foregroundColor = CGColor.black
        text.alignmentMode = .center
        root.addSublayer(text)
        let image = snapshot(root, width: 160, height: 40)
        Golden.assertMatches(image, named: "text-layer", maxChannelDelta: 2)
    }

    func testReplicatorInstances() {
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), CGColor.white)
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.instanceColor = CGColor.white
        replicator.instanceBlueOffset = -0.25
        replicator.instanceGreenOffset = -0.25
        replicator.addSublayer(box(CGRect(x: 10, y: 40, width: 10, height: 10), CGColor.white))
        root.addSublayer(replicator)
        let image = snapshot(root)
        XCTAssertEqual(image.pixel(x: 15, y: 45), .white)
        XCTAssertEqual(Double(image.pixel(x: 75, y: 45).b), 64, accuracy: 2, "the fourth instance is 1 − 3·0.25 blue")
        XCTAssertEqual(image.pixel(x: 65, y: 45), .white, "gap between instances shows the background")
    }

    func testPerspectiveMakesTheNearEdgeLarger() {
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), CGColor.white)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 200
        root.sublayerTransform = perspective
        let card = box(CGRect(x: 20, y: 20, width: 60, height: 60), blue)
        card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        root.addSublayer(card)
        let image = snapshot(root)
        let column: (Int) -> Int = { x in
            (0..<100).filter { image.pixel(x: x, y: $0).b > 128 && image.pixel(x: x, y: $0).r < 128 }.count
        }
        XCTAssertGreaterThan(column(32), column(68), "rotated +45° about y, the left edge comes toward the viewer")
        XCTAssertGreaterThan(column(68), 0)
        Golden.assertMatches(image, named: "perspective-card", maxChannelDelta: 2)
    }

    func testRenderInAContextScaledTwiceDrawsDevicePixels() {
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), CGColor.white)
        let card = box(CGRect(x: 10, y: 10, width: 80, height: 80), blue)
        card.cornerRadius = 16
        card.cornerCurve = .continuous
        card.borderWidth = 3
        card.borderColor = red
        root.addSublayer(card)
        let image = snapshot(root, scale: 2)
        XCTAssertEqual(image.width, 200)
        Golden.assertMatches(image, named: "continuous-corners@2x", maxChannelDelta: 2)
    }
}

/// Group passes (opacity, shadow, mask) inside translated and clipped parents land where the layer is.
final class GroupPlacementTests: SnapshotTestCase {
    private func render(_ configure: (CALayer, CALayer) -> Void) -> CGImage {
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), CGColor.white)
        let container = box(CGRect(x: 40, y: 0, width: 60, height: 100), CGColor.white)
        let child = box(CGRect(x: 10, y: 10, width: 20, height: 20), blue)
        container.addSublayer(child)
        root.addSublayer(container)
        configure(container, child)
        return snapshot(root)
    }

    func testOpacityGroupInsideATranslatedClippedParentDrawsInPlace() {
        let image = render { container, child in
            container.masksToBounds = true
            child.opacity = 0.5
        }
        XCTAssertEqual(image.pixel(x: 55, y: 20), Pixel(a: 255, r: 127, g: 127, b: 255))
        XCTAssertEqual(image.pixel(x: 15, y: 20), .white)
    }

    func testShadowGroupInsideATranslatedParentDrawsInPlace() {
        let image = render { _, child in child.shadowOpacity = 0.3 }
        XCTAssertEqual(image.pixel(x: 55, y: 20), .blue)
        XCTAssertEqual(image.pixel(x: 15, y: 20), .white)
    }
}

/// `CATransition` drawn from the previous appearance to the new one (spec §6.2), through the presentation tree.
final class TransitionRenderingTests: SnapshotTestCase {
    /// The window-like tree: a hosted root holding a red 100×100 square, changed to blue inside a transaction that
    /// adds `transition`; returns the square's colour at the middle of the left and right halves at t = 0.5 s.
    private func halfway(_ transition: CATransition) throws -> (left: Pixel, right: Pixel) {
        let root = hostedRoot()
        root.anchorPoint = .zero
        let square = box(CGRect(x: 0, y: 0, width: 100, height: 100), red)
        root.addSublayer(square)
        CATransaction.flush()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        transition.duration = 1
        square.add(transition, forKey: kCATransition)
        square.backgroundColor = blue
        CATransaction.commit()
        advance(to: 100.5)
        let tree = try XCTUnwrap(root.makeRenderTree())
        let buffer = try XCTUnwrap(PixelBuffer(width: 400, height: 400))
        try ReferenceCompositor().render(tree.presented(at: 100.5), into: buffer, scale: 1)
        return (Pixel(buffer[25, 50]), Pixel(buffer[75, 50]))
    }

    func testFadeCrossDissolvesExactly() throws {
        let (left, right) = try halfway(CATransition())
        XCTAssertEqual(left, right)
        XCTAssertEqual(Double(left.r), 127.5, accuracy: 1.5)
        XCTAssertEqual(Double(left.b), 127.5, accuracy: 1.5)
        XCTAssertEqual(left.a, 255)
    }

    func testMoveInFromRightSlidesTheNewAppearanceOverTheOld() throws {
        let transition = CATransition()
        transition.type = .moveIn
        transition.subtype = .fromRight
        let (left, right) = try halfway(transition)
        XCTAssertEqual(left, .red, "the old appearance stays on the left half")
        XCTAssertEqual(right, .blue, "the new one has slid in over the right half")
    }

    func testPushFromLeftMovesBoth() throws {
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromLeft
        let (left, right) = try halfway(transition)
        XCTAssertEqual(left, .blue, "the new appearance enters from the left")
        XCTAssertEqual(right, .red, "the old one is pushed to the right")
    }
}
