import QuartzCore
import RenderServer
import TestSupport
import XCTest

/// One golden per feature group, each a small grid of cases, rendered at 1× and 2× by the reference compositor;
/// the fast compositor must agree with it on the same tree (mean channel difference ≤ 3, at most 2 % of pixels
/// off by more than 64: bilinear texture resampling against exact vectors at edges). Golden tolerance: channel
/// delta 2, no pixels beyond.
final class FeatureGoldenTests: ManualClockTestCase {
    private let red = CGColor(srgbRed: 1, green: 0.23, blue: 0.19, alpha: 1)
    private let blue = CGColor(srgbRed: 0, green: 0.48, blue: 1, alpha: 1)
    private let green = CGColor(srgbRed: 0.2, green: 0.78, blue: 0.35, alpha: 1)
    private let orange = CGColor(srgbRed: 1, green: 0.58, blue: 0, alpha: 1)

    private func square(_ color: CGColor, size: CGFloat = 56) -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: size, height: size)
        layer.backgroundColor = color
        return layer
    }

    func testCornersAndBorders() throws {
        let circular = square(blue)
        circular.cornerRadius = 16
        let continuous = square(blue)
        continuous.cornerRadius = 16
        continuous.cornerCurve = .continuous
        let someCorners = square(blue)
        someCorners.cornerRadius = 20
        someCorners.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        let bordered = square(CGColor.white)
        bordered.borderWidth = 5
        bordered.borderColor = red
        bordered.cornerRadius = 12
        let pill = square(green)
        pill.bounds.size.height = 28
        pill.cornerRadius = 100
        let clipped = square(orange)
        clipped.cornerRadius = 18
        clipped.masksToBounds = true
        let inner = square(blue, size: 40)
        inner.position = CGPoint(x: 50, y: 50)
        clipped.addSublayer(inner)
        try check(grid([circular, continuous, someCorners, bordered, pill, clipped]), named: "corners-borders")
    }

    func testOpacityTransformsAndDepth() throws {
        let group = square(CGColor.white)
        group.backgroundColor = nil
        group.opacity = 0.5
        for (i, color) in [red, blue].enumerated() {
            let part = square(color, size: 34)
            part.position = CGPoint(x: 18 + CGFloat(i) * 20, y: 18 + CGFloat(i) * 20)
            group.addSublayer(part)
        }
        let rotated = square(green)
        rotated.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 6))
        let scaled = square(orange, size: 40)
        scaled.transform = CATransform3DMakeScale(1.4, 0.7, 1)
        let depth = square(CGColor.white)
        depth.backgroundColor = nil
        let back = square(red, size: 36)
        back.position = CGPoint(x: 22, y: 22)
        back.zPosition = 1
        let front = square(blue, size: 36)
        front.position = CGPoint(x: 34, y: 34)
        depth.addSublayer(back)
        depth.addSublayer(front)
        let tilted = square(blue)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 150
        tilted.transform = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        let hiddenBack = square(red)
        hiddenBack.isDoubleSided = false
        hiddenBack.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        try check(grid([group, rotated, scaled, depth, tilted, hiddenBack]), named: "opacity-transforms-depth")
    }

    func testShadowsAndMasks() throws {
        let plain = square(CGColor.white)
        plain.shadowOpacity = 0.5
        plain.shadowRadius = 5
        plain.shadowOffset = CGSize(width: 3, height: 5)
        let pathShadow = square(blue)
        pathShadow.shadowOpacity = 0.6
        pathShadow.shadowPath = CGPath(ellipseIn: CGRect(x: 4, y: 44, width: 48, height: 14), transform: nil)
        let masked = square(orange)
        let mask = CAShapeLayer()
        mask.frame = masked.bounds
        mask.path = CGPath(ellipseIn: CGRect(x: 4, y: 4, width: 48, height: 48), transform: nil)
        masked.mask = mask
        let fadedMask = square(green)
        let gradientMask = CAGradientLayer()
        gradientMask.frame = fadedMask.bounds
        gradientMask.colors = [CGColor.black, CGColor.clear]
        fadedMask.mask = gradientMask
        try check(grid([plain, pathShadow, masked, fadedMask]), named: "shadows-masks")
    }

    func testGradientLayersMatchTheirGolden() throws {
        func gradient(_ type: CAGradientLayerType, _ start: CGPoint, _ end: CGPoint, locations: [NSNumber]? = nil)
            -> CALayer
        {
            let layer = CAGradientLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
            layer.type = type
            layer.colors = [red, orange, blue]
            layer.locations = locations
            layer.startPoint = start
            layer.endPoint = end
            return layer
        }
        let clearing = CAGradientLayer()
        clearing.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
        clearing.colors = [CGColor.white, CGColor.clear]
        clearing.backgroundColor = blue
        try check(
            grid([
                gradient(.axial, CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)),
                gradient(.axial, CGPoint(x: 0.5, y: 0), CGPoint(x: 0.5, y: 1), locations: [0, 0.2, 1]),
                gradient(.radial, CGPoint(x: 0.5, y: 0.5), CGPoint(x: 1, y: 1)),
                gradient(.conic, CGPoint(x: 0.5, y: 0.5), CGPoint(x: 1, y: 0.5)),
                clearing,
            ]), named: "gradients")
    }

    func testShapeLayersMatchTheirGolden() throws {
        func shape(_ configure: (CAShapeLayer) -> Void) -> CAShapeLayer {
            let layer = CAShapeLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
            layer.fillColor = nil
            layer.strokeColor = blue
            layer.lineWidth = 6
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 8, y: 52))
            path.addLine(to: CGPoint(x: 32, y: 10))
            path.addLine(to: CGPoint(x: 56, y: 52))
            layer.path = path
            configure(layer)
            return layer
        }
        let ring = CAShapeLayer()
        ring.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
        ring.path = CGPath(ellipseIn: CGRect(x: 6, y: 6, width: 52, height: 52), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = green
        ring.lineWidth = 8
        ring.lineCap = .round
        ring.strokeStart = 0.1
        ring.strokeEnd = 0.7
        let evenOdd = CAShapeLayer()
        evenOdd.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
        let star = CGMutablePath()
        for i in 0..<5 {
            let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            let p = CGPoint(x: 32 + 28 * cos(angle), y: 32 + 28 * sin(angle))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        evenOdd.path = star
        evenOdd.fillColor = orange
        evenOdd.fillRule = .evenOdd
        try check(
            grid([
                shape { $0.lineJoin = .miter },
                shape {
                    $0.lineJoin = .round; $0.lineCap = .round
                },
                shape {
                    $0.lineJoin = .bevel; $0.lineCap = .square
                },
                shape {
                    $0.lineDashPattern = [8, 5]; $0.lineDashPhase = 3
                },
                ring, evenOdd,
            ]), named: "shapes")
    }

    func testContentsGravityRectAndCenter() throws {
        let source = CGContext.testContext(width: 16, height: 12)
        source.setFillColor(blue)
        source.fill(CGRect(x: 0, y: 0, width: 16, height: 12))
        source.setFillColor(red)
        source.fill(CGRect(x: 0, y: 6, width: 8, height: 6))
        let image = try XCTUnwrap(source.makeImage())
        func holder(_ gravity: CALayerContentsGravity, _ configure: (CALayer) -> Void = { _ in }) -> CALayer {
            let layer = square(CGColor(gray: 0.85, alpha: 1), size: 60)
            layer.contents = image
            layer.contentsGravity = gravity
            layer.magnificationFilter = .nearest
            configure(layer)
            return layer
        }
        try check(
            grid([
                holder(.resize), holder(.resizeAspect), holder(.center), holder(.topLeft),
                holder(.resize) { $0.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 0.5) },
                holder(.resize) { $0.contentsCenter = CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2) },
            ]), named: "contents")
    }

    /// A 20×12 image: blue, with a red block at its top-left and a green one at its bottom-right.
    private func markedImage() throws -> CGImage {
        let source = CGContext.testContext(width: 20, height: 12)
        source.setFillColor(blue)
        source.fill(CGRect(x: 0, y: 0, width: 20, height: 12))
        source.setFillColor(red)
        source.fill(CGRect(x: 0, y: 6, width: 6, height: 6))
        source.setFillColor(green)
        source.fill(CGRect(x: 14, y: 0, width: 6, height: 6))
        return try XCTUnwrap(source.makeImage())
    }

    /// Every gravity on a 60×60 grey layer, clipped to its bounds so resizeAspectFill's overflow stays inside.
    /// Plain layers are unflipped, so "top" is maximum y: the visual bottom in y-down layer space (spec §9.5).
    func testAllContentsGravities() throws {
        let image = try markedImage()
        let gravities: [CALayerContentsGravity] = [
            .resize, .resizeAspect, .resizeAspectFill, .center, .top, .bottom, .left, .right, .topLeft, .topRight,
            .bottomLeft, .bottomRight,
        ]
        let cells = gravities.map { gravity -> CALayer in
            let layer = square(CGColor(gray: 0.85, alpha: 1), size: 60)
            layer.contents = image
            layer.contentsGravity = gravity
            layer.magnificationFilter = .nearest
            layer.masksToBounds = true
            return layer
        }
        try check(grid(cells, columns: 4), named: "gravities")
    }

    func testGeometryScaleAndFilters() throws {
        let image = try markedImage()
        let turned = square(CGColor(gray: 0.9, alpha: 1), size: 60)
        turned.sublayerTransform = CATransform3DMakeRotation(.pi / 8, 0, 0, 1)
        for (i, color) in [red, blue].enumerated() {
            let child = square(color, size: 20)
            child.position = CGPoint(x: 18 + CGFloat(i) * 24, y: 30)
            turned.addSublayer(child)
        }
        let space = CATransformLayer()
        space.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 200
        space.sublayerTransform = perspective
        let near = square(red, size: 40)
        near.position = CGPoint(x: 24, y: 30)
        near.zPosition = 20
        let far = square(blue, size: 40)
        far.position = CGPoint(x: 36, y: 30)
        far.transform = CATransform3DMakeRotation(.pi / 5, 0, 1, 0)
        space.addSublayer(far)
        space.addSublayer(near)
        let anchored = square(orange, size: 40)
        anchored.anchorPoint = CGPoint(x: 0, y: 0)
        anchored.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 12))
        let crisp = square(CGColor(gray: 0.85, alpha: 1), size: 60)
        crisp.contents = image
        crisp.contentsScale = 2
        crisp.contentsGravity = .center
        crisp.magnificationFilter = .nearest
        func shrunk(_ filter: CALayerContentsFilter) -> CALayer {
            let stripes = CGContext.testContext(width: 64, height: 64)
            stripes.setFillColor(CGColor.white)
            stripes.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
            stripes.setFillColor(CGColor.black)
            for x in stride(from: 0, to: 64, by: 2) { stripes.fill(CGRect(x: x, y: 0, width: 1, height: 64)) }
            let layer = square(CGColor.white, size: 20)
            layer.contents = stripes.makeImage()
            layer.minificationFilter = filter
            layer.transform = CATransform3DMakeScale(2.5, 2.5, 1)
            return layer
        }
        let clipped = square(green, size: 44)
        clipped.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 6))
        clipped.masksToBounds = true
        let spill = square(blue, size: 30)
        spill.position = CGPoint(x: 44, y: 44)
        clipped.addSublayer(spill)
        try check(
            grid([turned, space, anchored, crisp, shrunk(.nearest), shrunk(.linear), clipped], columns: 4),
            named: "geometry-scale-filters")
    }

    func testTextAndReplicator() throws {
        func text(
            _ string: String, _ alignment: CATextLayerAlignmentMode, wrapped: Bool = false,
            truncation: CATextLayerTruncationMode = .none
        ) -> CATextLayer {
            let layer = CATextLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 72, height: 60)
            layer.backgroundColor = CGColor(gray: 0.93, alpha: 1)
            layer.foregroundColor = CGColor.black
            layer.fontSize = 12
            layer.string = string
            layer.alignmentMode = alignment
            layer.isWrapped = wrapped
            layer.truncationMode = truncation
            return layer
        }
        let replicator = CAReplicatorLayer()
        replicator.bounds = CGRect(x: 0, y: 0, width: 72, height: 72)
        replicator.instanceCount = 6
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 3, 0, 0, 1)
        replicator.instanceColor = CGColor.white
        replicator.instanceRedOffset = -0.15
        let dot = square(blue, size: 12)
        dot.cornerRadius = 6
        dot.position = CGPoint(x: 36, y: 10)
        replicator.addSublayer(dot)
        try check(
            grid([
                text("Left", .left), text("Centre", .center), text("Wrapped text over lines", .left, wrapped: true),
                text("Truncated at the end of it", .left, truncation: .end), replicator,
            ]), named: "text-replicator")
    }
}
