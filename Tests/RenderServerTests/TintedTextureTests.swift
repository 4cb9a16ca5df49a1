import CoreGraphics
import TestSupport
import XCTest

@testable import RenderServer

/// One-colour parts share their shape's white texture, tinted by their colour: the tinted texels must be the
/// texels cairo draws in that colour, exactly, for any shape, scale and colour (translucent ones included).
final class TintedTextureTests: XCTestCase {
    private func randomProperties(_ r: inout SeededRandom) -> LayerProperties {
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: r.next(3...90), height: r.next(3...70))
        p.cornerRadius = r.chance(0.7) ? r.next(0...30) : 0
        if r.chance(0.3) { p.cornerCurve = "continuous" }
        if r.chance(0.2) { p.maskedCorners = UInt(r.pick([1, 3, 6, 9, 12])) }
        p.backgroundColor = CGColor(
            srgbRed: r.next(), green: r.next(), blue: r.next(), alpha: r.chance(0.4) ? r.next(0.05...1) : 1)
        if r.chance(0.5) {
            p.borderWidth = r.next(0.5...6)
            p.borderColor = CGColor(
                srgbRed: r.next(), green: r.next(), blue: r.next(), alpha: r.chance(0.3) ? r.next(0.05...1) : 1)
        }
        return p
    }

    func testTintedWhiteShapesAreTheColouredTexturesTexelForTexel() throws {
        var r = SeededRandom(seed: 41)
        let reference = ReferenceCompositor()
        var compared = 0
        for index in 0..<300 {
            let p = randomProperties(&r)
            let scale = (r.next(0.5...2.5) * 8).rounded(.up) / 8
            for part in [LayerTexture.Part.under, .border] {
                guard let colour = TintedTexture.colour(of: p, part: part) else { continue }
                let tint = try XCTUnwrap(TintedTexture.pixel(colour))
                let coloured = try XCTUnwrap(
                    LayerTexture.make(p, part: part, scaleX: scale, scaleY: scale, reference: reference))
                let white = try XCTUnwrap(
                    LayerTexture.make(
                        TintedTexture.whiteShape(p, part: part), part: part, scaleX: scale, scaleY: scale,
                        reference: reference))
                XCTAssertEqual(coloured.pixels.width, white.pixels.width)
                XCTAssertEqual(coloured.pixels.height, white.pixels.height)
                for y in 0..<coloured.pixels.height {
                    for x in 0..<coloured.pixels.width {
                        let expected = coloured.pixels[x, y], tinted = Blend.tint(white.pixels[x, y], tint)
                        guard expected == tinted else {
                            return XCTFail(
                                "case \(index) \(part) at (\(x), \(y)): cairo \(String(expected, radix: 16)), "
                                    + "tinted \(String(tinted, radix: 16)) (white \(String(white.pixels[x, y], radix: 16)), "
                                    + "tint \(String(tint, radix: 16)))")
                        }
                        compared += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 100_000)
    }

    /// Whole-pixel and affine blits tint texels before they filter them, so there a tinted white shape draws what
    /// the coloured texture draws, pixel for pixel. Sub-pixel blits mix the shape's coverage and tint the mix (one
    /// rounding of colour × coverage, as cairo fills a path, where the coloured texture's pixels are mixed after
    /// they were rounded, then mixed with the mix's fraction dropped): within two levels per channel of the
    /// coloured texture.
    func testTintedBlitsDrawWhatTheColouredTextureDraws() throws {
        let reference = ReferenceCompositor()
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: 37.5, height: 21)
        p.cornerRadius = 8
        let placements: [(Matrix3D, subPixel: Bool)] = [
            (.translation(5, 6, 0), false), (.translation(5.3, 6.7, 0), true), (.translation(50.6, 40.2, 0), true),
            (Matrix3D.rotation(0.3, 0, 0, 1).concatenating(.translation(20.4, 3.1, 0)), false),
            (
                Matrix3D.scale(1.7, 0.8, 1).concatenating(Matrix3D.rotation(2.5, 0, 0, 1)).concatenating(
                    .translation(60, 40, 0)), false
            ),
        ]
        var r = SeededRandom(seed: 7)
        var differingSubPixel = 0
        // Rounding differs from plain `x·y/255` in about one texel channel in 1600: many colours, to see it.
        for index in 0..<40 {
            p.backgroundColor = CGColor(
                srgbRed: r.next(), green: r.next(), blue: r.next(), alpha: index % 2 == 0 ? 1 : r.next(0.1...0.9))
            let tint = try XCTUnwrap(TintedTexture.pixel(try XCTUnwrap(TintedTexture.colour(of: p, part: .under))))
            let coloured = try XCTUnwrap(LayerTexture.make(p, part: .under, scaleX: 1, scaleY: 1, reference: reference))
            let white = try XCTUnwrap(
                LayerTexture.make(
                    TintedTexture.whiteShape(p, part: .under), part: .under, scaleX: 1, scaleY: 1, reference: reference)
            )
            for (place, (m, subPixel)) in placements.enumerated() {
                for alpha in [1.0, 0.6] {
                    let a = try XCTUnwrap(PixelBuffer(width: 83, height: 61))
                    let b = try XCTUnwrap(PixelBuffer(width: 83, height: 61))
                    for y in 0..<61 {
                        for x in 0..<83 {
                            a[x, y] = UInt32(truncatingIfNeeded: 0xFF00_0000 | (x * 2_654_435_761 ^ y * 40_503))
                            b[x, y] = a[x, y]
                        }
                    }
                    let full = PixelRect(x: 0, y: 0, width: 83, height: 61)
                    TextureBlit.draw(
                        coloured, layerToDevice: m.affine, alpha: alpha,
                        into: Canvas(buffer: a, origin: (0, 0), clip: full), clip: full)
                    TextureBlit.draw(
                        white, tint: tint, layerToDevice: m.affine, alpha: alpha,
                        into: Canvas(buffer: b, origin: (0, 0), clip: full), clip: full)
                    var largest = 0, differing = 0
                    for y in 0..<61 {
                        for x in 0..<83 where a[x, y] != b[x, y] {
                            differing += 1
                            for shift in stride(from: 0, through: 24, by: 8) {
                                let c = Int((a[x, y] >> UInt32(shift)) & 0xFF),
                                    d = Int((b[x, y] >> UInt32(shift)) & 0xFF)
                                largest = max(largest, abs(c - d))
                            }
                        }
                    }
                    let label = "placement \(place), alpha \(alpha), tint \(String(tint, radix: 16))"
                    XCTAssertLessThanOrEqual(largest, subPixel ? 2 : 0, label)
                    if subPixel { differingSubPixel += differing } else { XCTAssertEqual(differing, 0, label) }
                }
            }
        }
        // The two roundings do differ somewhere: the test sees the sub-pixel path it bounds.
        XCTAssertGreaterThan(differingSubPixel, 0)
        print("tinted sub-pixel blits: \(differingSubPixel) pixels differ from the coloured texture's")
    }
}

/// What sharing white shapes does for the compositor: layers that differ in colour share one texture, and a leaf
/// whose fill changes colour every frame stays on the fast path, tinting its shape, with no texture drawn again.
final class TintedCompositingTests: XCTestCase {
    private func tree(colours: [CGColor], cornerRadius: Double = 6) -> PresentedLayer {
        var root = LayerProperties()
        root.bounds = CGRect(x: 0, y: 0, width: 120, height: 40)
        root.anchorPoint = .zero
        root.backgroundColor = CGColor(gray: 0.9, alpha: 1)
        let children = colours.enumerated().map { index, colour in
            var p = LayerProperties()
            p.bounds = CGRect(x: 0, y: 0, width: 24, height: 20)
            p.position = CGPoint(x: 20.25 + 30 * Double(index), y: 20.5)
            p.cornerRadius = cornerRadius
            p.backgroundColor = colour
            p.borderWidth = 1.5
            p.borderColor = colour
            return RenderNode(id: UInt64(index + 1), properties: p, animations: [], sublayers: [], mask: nil)
        }
        return RenderTree(root: RenderNode(id: 0, properties: root, animations: [], sublayers: children, mask: nil))
            .presented(at: 0)
    }

    func testLayersDifferingOnlyInColourShareTheirTextures() throws {
        let fast = CPUCompositor()
        let buffer = try XCTUnwrap(PixelBuffer(width: 120, height: 40))
        let colours = [
            CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1), CGColor(srgbRed: 0, green: 0.5, blue: 1, alpha: 1),
            CGColor(srgbRed: 0.3, green: 0.8, blue: 0.1, alpha: 0.6),
        ]
        try fast.render(tree(colours: colours), into: buffer, scale: 1)
        // The root's background, and one white fill and one white border for the three layers.
        XCTAssertEqual(fast.stats.texturesRasterized, 3)
        XCTAssertEqual(fast.cachedTextures, 3)
    }

    func testALeafChangingColourEveryFrameStaysOnTheFastPathAndMatchesTheReference() throws {
        let fast = CPUCompositor()
        let reference = ReferenceCompositor()
        var referenceLayers: [Int] = [], rasterized: [Int] = []
        for frame in 0..<5 {
            let colour = CGColor(srgbRed: Double(frame) / 5, green: 0.4, blue: 1 - Double(frame) / 5, alpha: 1)
            let presented = tree(colours: [colour])
            let a = try XCTUnwrap(PixelBuffer(width: 120, height: 40)),
                b = try XCTUnwrap(PixelBuffer(width: 120, height: 40))
            try fast.render(presented, into: a, scale: 1)
            try reference.render(presented, into: b, scale: 1)
            referenceLayers.append(fast.stats.referenceLayers)
            rasterized.append(fast.stats.texturesRasterized)
            XCTAssertEqual(Pixel(a[20, 20]), Pixel(b[20, 20]), "frame \(frame)")
        }
        XCTAssertEqual(referenceLayers, [0, 0, 0, 0, 0])
        XCTAssertEqual(rasterized, [3, 0, 0, 0, 0], "the white shapes, drawn once")
    }

    func testALeafChangingShapeEveryFrameStillGoesToTheReference() throws {
        let fast = CPUCompositor()
        var referenceLayers: [Int] = []
        for frame in 0..<4 {
            let buffer = try XCTUnwrap(PixelBuffer(width: 120, height: 40))
            try fast.render(
                tree(colours: [CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)], cornerRadius: Double(frame)),
                into: buffer, scale: 1)
            referenceLayers.append(fast.stats.referenceLayers)
        }
        XCTAssertEqual(referenceLayers, [0, 0, 1, 1])
    }
}
