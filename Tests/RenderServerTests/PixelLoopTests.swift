import CoreGraphics
import XCTest

@testable import RenderServer

/// The vector pixel loops against the one-pixel arithmetic they must reproduce exactly.
final class PixelLoopTests: XCTestCase {
    private var random = SeededRandom(seed: 7)

    /// A valid premultiplied pixel (no channel above alpha).
    private func pixel(opaque: Bool = false) -> UInt32 {
        let a = opaque ? 255 : UInt32(random.next() * 256) & 255
        let c = (0..<3).map { _ in UInt32(random.next() * Double(a + 1)) & 255 }
        return a << 24 | min(c[0], a) << 16 | min(c[1], a) << 8 | min(c[2], a)
    }

    private func vector(_ make: () -> UInt32) -> SIMD8<UInt32> {
        SIMD8((0..<8).map { _ in make() })
    }

    func testVectorArithmeticMatchesThePixelArithmetic() {
        for _ in 0..<500 {
            let s = vector { pixel() }, d = vector { pixel() }
            let alpha = UInt32(random.next() * 256) & 255
            let over = PixelVector.over(s, d), scaled = PixelVector.scale(s, PixelVector.factor(alpha))
            let fx = UInt32(random.next() * 257), fy = UInt32(random.next() * 257)
            let w = TranslateKernel.Weights(fx: fx, fy: fy)
            let p = (vector { pixel() }, vector { pixel() }, vector { pixel() }, vector { pixel() })
            let mixed = PixelVector.join(PixelVector.mixed(p, w.lanes))
            for lane in 0..<8 {
                XCTAssertEqual(over[lane], Blend.over(s[lane], d[lane]))
                XCTAssertEqual(scaled[lane], Blend.scale(s[lane], alpha))
                XCTAssertEqual(
                    mixed[lane],
                    Blend.bilinear(p.0[lane], p.1[lane], p.2[lane], p.3[lane], w.w10 + w.w11, w.w01 + w.w11))
            }
        }
    }

    /// The division by 255 the multiplies share equals pixman's `(t + t/256)/256` for every product of two bytes
    /// with a rounding of at most 255 added (with AVX2 it is a high-half multiply by 257).
    func testDivisionBy255MatchesPixmanForEveryProduct() {
        var mismatches = 0
        for first in stride(from: 0, through: 65_280, by: 16) {
            let t = PixelVector.Halves((0..<16).map { UInt16(min(first + $0, 65_280)) })
            let divided = PixelVector.divide255(t)
            for lane in 0..<16 where divided[lane] != (t[lane] &+ (t[lane] >> 8)) >> 8 { mismatches += 1 }
        }
        XCTAssertEqual(mismatches, 0)
    }

    func testFirstLanesMaskSelectsTheLeadingLanes() {
        for count in 0...8 {
            let mask = PixelVector.firstLanes(count)
            for lane in 0..<8 { XCTAssertEqual(mask[lane], lane < count ? ~0 : 0, "count \(count) lane \(lane)") }
        }
    }

    /// A partial last vector blends its pixels and leaves the rest of the row as it was.
    func testRowBlendTouchesOnlyItsPixels() {
        for count in 1...19 {
            let source = (0..<24).map { _ in pixel() }, before = (0..<24).map { _ in pixel(opaque: true) }
            var row = before
            source.withUnsafeBufferPointer { s in
                row.withUnsafeMutableBufferPointer { d in
                    Blend.overRow(s.baseAddress!, d.baseAddress!, count, alpha: 200, room: 24)
                }
            }
            for x in 0..<24 {
                let expected = x < count ? Blend.over(Blend.scale(source[x], 200), before[x]) : before[x]
                XCTAssertEqual(row[x], expected, "count \(count) x \(x)")
            }
        }
    }

    func testSolidSpansFollowTheMiddleColour() throws {
        let pixels = try XCTUnwrap(PixelBuffer(width: 9, height: 5))
        let fill: UInt32 = 0xCC33_6699
        for y in 1..<4 { for x in 1..<8 { pixels[x, y] = fill } }
        pixels[1, 1] = 0x8000_0000
        pixels[6, 3] = 0x1111_1111
        let spans = SolidSpans(pixels)
        XCTAssertEqual(spans.color, fill)
        XCTAssertEqual(spans.run(0), 0..<0)
        XCTAssertEqual(spans.run(1), 2..<8)
        XCTAssertEqual(spans.run(2), 1..<8)
        XCTAssertEqual(spans.run(3), 1..<6)
        // Left taps whose 2×2 neighbourhood is solid: texels 2..<8 of rows 1 and 2, 1..<6 of rows 2 and 3.
        XCTAssertEqual(spans.taps(1), 2..<7)
        XCTAssertEqual(spans.taps(2), 1..<5)
        XCTAssertTrue(spans.taps(3).isEmpty)
    }

    /// The solid tiles of a row pair come from a table for the eight left taps a blit the area does not cut starts
    /// at, and are worked out for any other: both as the taps say.
    func testSolidTilesOfEveryPhaseFollowTheTaps() throws {
        let pixels = try XCTUnwrap(PixelBuffer(width: 60, height: 12))
        let fill: UInt32 = 0xFF20_4060
        for y in 1..<11 { for x in (y < 4 ? 5 : 1)..<(y > 8 ? 50 : 59) { pixels[x, y] = fill } }
        let spans = SolidSpans(pixels)
        var found = 0
        for leftTap in -12...3 {
            spans.withRows(leftTap: leftTap) { _, solidTiles in
                for v in 0..<12 {
                    let taps = spans.taps(v)
                    let expected = (0..<64).reduce(UInt64(0)) { bits, tile in
                        let first = tile * 8 + leftTap
                        return !taps.isEmpty && first >= taps.lowerBound && first + 8 <= taps.upperBound
                            ? bits | 1 << UInt64(tile) : bits
                    }
                    XCTAssertEqual(solidTiles(v), expected, "left tap \(leftTap), rows \(v)")
                    found += expected.nonzeroBitCount
                }
            }
        }
        XCTAssertGreaterThan(found, 500)
    }

    func testTexturesKeepTheirEdgeTransparent() throws {
        let pixels = try XCTUnwrap(PixelBuffer(width: 6, height: 4))
        for y in 0..<4 { for x in 0..<6 { pixels[x, y] = 0xFFFF_FFFF } }
        let texture = LayerTexture(pixels: pixels, origin: .zero, scaleX: 1, scaleY: 1, isEmpty: false)
        for y in 0..<4 {
            for x in 0..<6 {
                XCTAssertEqual(texture.pixels[x, y], x == 0 || y == 0 || x == 5 || y == 3 ? 0 : 0xFFFF_FFFF)
            }
        }
    }

    /// Translated blits (sub-pixel and whole-pixel, clipped by the canvas edge or not, with and without alpha)
    /// equal a pixel-by-pixel bilinear sample of the texture over the background.
    func testTranslatedBlitsEqualPerPixelSampling() throws {
        let fill = pixel()
        let offsets: [(Double, Double)] = [
            (3.25, 4.5), (10.7, 2.1), (0.5, 0.5), (40.3, 30.6), (-7.4, -3.8), (12, 9), (47.1, 5.9), (20.0001, 3),
        ]
        for (index, (tx, ty)) in offsets.enumerated() {
            let texels = try XCTUnwrap(PixelBuffer(width: 30, height: 22))
            for y in 1..<21 { for x in 1..<29 { texels[x, y] = (x + y) % 11 == 0 || y < 4 ? pixel() : fill } }
            let texture = LayerTexture(pixels: texels, origin: .zero, scaleX: 1, scaleY: 1, isEmpty: false)
            let canvas = try XCTUnwrap(PixelBuffer(width: 64, height: 40))
            for y in 0..<40 { for x in 0..<64 { canvas[x, y] = pixel(opaque: true) } }
            let expected = try XCTUnwrap(canvas.copy())
            let alpha: UInt32 = index % 2 == 0 ? 204 : 255
            let full = PixelRect(x: 0, y: 0, width: 64, height: 40)
            TextureBlit.draw(
                texture, layerToDevice: Matrix3D.translation(tx, ty, 0).affine, alpha: Double(alpha) / 255,
                into: Canvas(buffer: canvas, origin: (0, 0), clip: full), clip: full)
            func texel(_ u: Int, _ v: Int) -> UInt32 {
                u >= 0 && v >= 0 && u < 30 && v < 22 ? texture.pixels[u, v] : 0
            }
            let ix = Int(tx.rounded(.down)), iy = Int(ty.rounded(.down))
            let fx = UInt32(((tx - Double(ix)) * 256).rounded()), fy = UInt32(((ty - Double(iy)) * 256).rounded())
            let whole = (fx == 0 || fx == 256) && (fy == 0 || fy == 256)
            for y in 0..<40 {
                for x in 0..<64 {
                    var s: UInt32
                    if whole {
                        s = texel(x - Int(tx.rounded()), y - Int(ty.rounded()))
                    } else {
                        let u = x - ix - 1, v = y - iy - 1
                        s = Blend.bilinear(
                            texel(u + 1, v + 1), texel(u, v + 1), texel(u + 1, v), texel(u, v), fx, fy)
                    }
                    if alpha < 255 { s = Blend.scale(s, alpha) }
                    if s != 0 { expected[x, y] = Blend.over(s, expected[x, y]) }
                    XCTAssertEqual(canvas[x, y], expected[x, y], "offset \(tx), \(ty) at \(x), \(y)")
                }
            }
        }
    }

    /// Filling solid runs instead of filtering them changes no pixel, whatever the placement: whole-pixel,
    /// sub-pixel, rotated, scaled, with alpha or without.
    func testSolidRunsDrawExactlyWhatFilteringDraws() throws {
        let texels = try XCTUnwrap(PixelBuffer(width: 40, height: 30))
        let fill = pixel()
        for y in 1..<29 { for x in 1..<39 { texels[x, y] = (x * 7 + y * 3) % 17 == 0 || x < 4 ? pixel() : fill } }
        let runs = LayerTexture(pixels: texels, origin: .zero, scaleX: 1, scaleY: 1, isEmpty: false)
        let filtered = LayerTexture(
            pixels: try XCTUnwrap(texels.copy()), origin: .zero, scaleX: 1, scaleY: 1, isEmpty: false,
            findsSolidRuns: false)
        XCTAssertFalse(runs.solid.run(15).isEmpty)
        XCTAssertTrue(filtered.solid.run(15).isEmpty)
        let placements: [Matrix3D] = [
            .translation(5, 6, 0), .translation(5.3, 6.7, 0),
            Matrix3D.rotation(0.3, 0, 0, 1).concatenating(.translation(20.4, 3.1, 0)),
            Matrix3D.rotation(-1.2, 0, 0, 1).concatenating(.translation(10, 45.5, 0)),
            Matrix3D.scale(1.7, 0.8, 1).concatenating(Matrix3D.rotation(2.5, 0, 0, 1)).concatenating(
                .translation(60, 40, 0)),
        ]
        for (index, m) in placements.enumerated() {
            for alpha in [1.0, 0.6] {
                let differing = try differingPixels(
                    width: 80, height: 60, background: { _, _ in pixel(opaque: true) },
                    { TextureBlit.draw(runs, layerToDevice: m.affine, alpha: alpha, into: $0, clip: $0.clip) },
                    { TextureBlit.draw(filtered, layerToDevice: m.affine, alpha: alpha, into: $0, clip: $0.clip) })
                XCTAssertEqual(differing, 0, "placement \(index), alpha \(alpha)")
            }
        }
    }

    /// The affine kernel's last pixels of a row run as a partial vector where the row has room for one and one by
    /// one where it has none (at the buffer's right edge): both draw the same pixels, and the vector's lanes past
    /// the row's end draw nothing.
    func testAffinePartialVectorsDrawWhatSinglePixelsDraw() throws {
        let texels = try XCTUnwrap(PixelBuffer(width: 40, height: 30))
        let fill = pixel()
        for y in 1..<29 { for x in 1..<39 { texels[x, y] = (x * 5 + y) % 13 == 0 ? pixel() : fill } }
        let texture = LayerTexture(pixels: texels, origin: .zero, scaleX: 1, scaleY: 1, isEmpty: false)
        let width = 50, height = 60, extra = 16
        let clip = PixelRect(x: 0, y: 0, width: width, height: height)
        let placements: [Matrix3D] = [
            Matrix3D.rotation(0.4, 0, 0, 1).concatenating(.translation(30.3, 2.2, 0)),
            Matrix3D.rotation(-0.9, 0, 0, 1).concatenating(.translation(25.6, 40.1, 0)),
            Matrix3D.scale(1.3, 0.7, 1).concatenating(Matrix3D.rotation(2.2, 0, 0, 1)).concatenating(
                .translation(60, 35, 0)),
        ]
        for (index, m) in placements.enumerated() {
            for alpha in [1.0, 0.6] {
                let tight = try XCTUnwrap(PixelBuffer(width: width, height: height))
                let roomy = try XCTUnwrap(PixelBuffer(width: width + extra, height: height))
                for y in 0..<height {
                    for x in 0..<width + extra {
                        roomy[x, y] = pixel(opaque: true)
                        if x < width { tight[x, y] = roomy[x, y] }
                    }
                }
                let before = try XCTUnwrap(roomy.copy())
                TextureBlit.draw(
                    texture, layerToDevice: m.affine, alpha: alpha,
                    into: Canvas(buffer: tight, origin: (0, 0), clip: clip),
                    clip: clip)
                TextureBlit.draw(
                    texture, layerToDevice: m.affine, alpha: alpha,
                    into: Canvas(buffer: roomy, origin: (0, 0), clip: clip),
                    clip: clip)
                var differing = 0, outside = 0, edge = 0
                for y in 0..<height {
                    for x in 0..<width where tight[x, y] != roomy[x, y] { differing += 1 }
                    for x in width..<width + extra where roomy[x, y] != before[x, y] { outside += 1 }
                    if tight[width - 1, y] != before[width - 1, y] { edge += 1 }
                }
                XCTAssertEqual(differing, 0, "placement \(index), alpha \(alpha)")
                XCTAssertEqual(outside, 0, "placement \(index), alpha \(alpha)")
                XCTAssertGreaterThan(edge, 0, "placement \(index) should reach the right edge")
            }
        }
    }

    /// The interval of steps inside a fixed-point range equals counting them one by one.
    func testStepIntervalsMatchCounting() {
        for _ in 0..<2000 {
            let start = Int64(random.next() * 4000) - 2000, step = Int64(random.next() * 600) - 300
            let low = Int64(random.next() * 3000) - 1500, high = low + Int64(random.next() * 2000)
            let interval = AffineKernel.steps(from: start, by: step, within: low, high)
            for k in Int64(-40)...40 {
                let value = start + k * step
                XCTAssertEqual(
                    interval.contains(k), low <= value && value < high,
                    "start \(start) step \(step) range \(low)..<\(high) k \(k)")
            }
        }
    }
}
