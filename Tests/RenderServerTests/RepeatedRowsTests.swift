import CoreGraphics
import TestSupport
import XCTest

@testable import RenderServer

/// A sub-pixel blit mixes an output row whose two texel rows repeat the last row's once, and blends it again: it
/// must draw exactly what sampling every pixel draws, in strips or whole, tinted or not, narrower or wider than
/// the scratch row.
final class RepeatedRowsTests: XCTestCase {
    func testRepeatedRowsDrawWhatSamplingEachPixelDraws() throws {
        var r = SeededRandom(seed: 23)
        let reference = ReferenceCompositor()
        var repeated = 0
        for index in 0..<24 {
            var p = LayerProperties()
            let wide = index % 3 == 2
            p.bounds = CGRect(x: 0, y: 0, width: wide ? r.next(250...520) : r.next(4...70), height: r.next(4...60))
            p.cornerRadius = r.next(0...12)
            p.backgroundColor = CGColor(
                srgbRed: r.next(), green: r.next(), blue: r.next(), alpha: index % 4 == 0 ? r.next(0.2...0.9) : 1)
            if index % 2 == 1 {
                p.borderWidth = r.next(1...4)
                p.borderColor = CGColor(srgbRed: r.next(), green: r.next(), blue: r.next(), alpha: 1)
            }
            let part = index % 2 == 1 ? LayerTexture.Part.border : .under
            let white = try XCTUnwrap(
                LayerTexture.make(
                    TintedTexture.whiteShape(p, part: part), part: part, scaleX: 1, scaleY: 1, reference: reference))
            let coloured = try XCTUnwrap(LayerTexture.make(p, part: part, scaleX: 1, scaleY: 1, reference: reference))
            let tint = try XCTUnwrap(TintedTexture.pixel(try XCTUnwrap(TintedTexture.colour(of: p, part: part))))
            repeated += coloured.solid.repeatsAbove.filter { $0 }.count
            let tx = Double(Int(r.next(-20...60))) + r.next(0.05...0.95)
            let ty = Double(Int(r.next(-20...50))) + r.next(0.05...0.95)
            let alpha: UInt32 = index % 4 < 2 ? 255 : UInt32(r.next(50...230))
            let rows = 1 + index % 9
            for (texture, t) in [(coloured, Blend.untinted), (white, tint)] {
                let canvas = try XCTUnwrap(PixelBuffer(width: 560, height: 80))
                for y in 0..<80 { for x in 0..<560 { canvas[x, y] = (x * 31 + y * 17) % 5 == 0 ? 0 : 0xFF20_6080 } }
                let expected = try XCTUnwrap(canvas.copy())
                // Strips of `rows` rows, as the replay cuts the frame.
                let full = PixelRect(x: 0, y: 0, width: 560, height: 80)
                for top in stride(from: 0, to: 80, by: rows) {
                    TextureBlit.draw(
                        texture, tint: t, layerToDevice: Matrix3D.translation(tx, ty, 0).affine,
                        alpha: Double(alpha) / 255, into: Canvas(buffer: canvas, origin: (0, 0), clip: full),
                        clip: PixelRect(x: 0, y: top, width: 560, height: min(rows, 80 - top)))
                }
                let src = texture.pixels
                func texel(_ u: Int, _ v: Int) -> UInt32 {
                    u >= 0 && v >= 0 && u < src.width && v < src.height ? src[u, v] : 0
                }
                // Device pixel X shows texel X − shift (the texture's origin included).
                let shift = try XCTUnwrap(
                    TextureBlit.translation(TextureBlit.texelMap(texture, Matrix3D.translation(tx, ty, 0).affine)))
                XCTAssertFalse(shift.whole)
                let ix = Int(shift.x.rounded(.down)), iy = Int(shift.y.rounded(.down))
                let fx = UInt32(((shift.x - Double(ix)) * 256).rounded())
                let fy = UInt32(((shift.y - Double(iy)) * 256).rounded())
                var differing = 0
                for y in 0..<80 {
                    for x in 0..<560 {
                        let u = x - ix - 1, v = y - iy - 1
                        // A shape's coverage is mixed, then tinted.
                        var s = Blend.tint(
                            Blend.bilinear(texel(u + 1, v + 1), texel(u, v + 1), texel(u + 1, v), texel(u, v), fx, fy),
                            t)
                        if alpha < 255 { s = Blend.scale(s, alpha) }
                        if s != 0 { expected[x, y] = Blend.over(s, expected[x, y]) }
                        if canvas[x, y] != expected[x, y] { differing += 1 }
                    }
                }
                XCTAssertEqual(differing, 0, "case \(index), tinted \(t != Blend.untinted)")
            }
        }
        XCTAssertGreaterThan(repeated, 200)
    }
}
