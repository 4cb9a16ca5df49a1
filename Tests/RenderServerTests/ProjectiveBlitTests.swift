import CoreGraphics
import TestSupport
import XCTest

@testable import RenderServer

/// The projective warp walks each row only where samples can land, and fills samples whose taps lie in the source's
/// solid core when it is given one: it must draw exactly what sampling every pixel of its bounds draws.
final class ProjectiveBlitTests: XCTestCase {
    /// The warp's per-pixel arithmetic over every pixel of `bounds`.
    private func sampledEveryPixel(
        _ source: PixelBuffer, into target: PixelBuffer, map: Homography, bounds: PixelRect, alpha: Double
    ) {
        let m = map.m
        let a256 = UInt32((alpha * 256).rounded())
        func scale(_ p: UInt32, _ k: UInt32) -> UInt32 {
            (((p & 0x00FF_00FF) &* k) >> 8 & 0x00FF_00FF) | (((p >> 8 & 0x00FF_00FF) &* k) & 0xFF00_FF00)
        }
        func at(_ x: Int, _ y: Int) -> UInt32 {
            x < 0 || y < 0 || x >= source.width || y >= source.height ? 0 : source[x, y]
        }
        for y in bounds.y..<bounds.maxY {
            for x in bounds.x..<bounds.maxX {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let nw = px * m[2] + (py * m[5] + m[8])
                guard nw > 0 else { continue }
                let inverse = 1 / nw
                let u = (px * m[0] + (py * m[3] + m[6])) * inverse - 0.5
                let v = (px * m[1] + (py * m[4] + m[7])) * inverse - 0.5
                guard u > -1, v > -1, u < Double(source.width), v < Double(source.height) else { continue }
                let sx = Int(u.rounded(.down)), sy = Int(v.rounded(.down))
                let fx = UInt32(((u - Double(sx)) * 256).rounded()), fy = UInt32(((v - Double(sy)) * 256).rounded())
                let sample = Blend.bilinear(at(sx, sy), at(sx + 1, sy), at(sx, sy + 1), at(sx + 1, sy + 1), fx, fy)
                let s = a256 >= 256 ? sample : scale(sample, a256)
                guard s >> 24 > 0 else { continue }
                target[x, y] = s &+ scale(target[x, y], 256 - (s >> 24))
            }
        }
    }

    func testRowIntervalsAndSolidTapsDrawWhatSamplingEveryPixelDraws() throws {
        var r = SeededRandom(seed: 11)
        var drawn = 0
        for index in 0..<40 {
            let source = try XCTUnwrap(PixelBuffer(width: 60, height: 40))
            let solid: UInt32 = index % 2 == 0 ? 0xFF30_60C0 : 0x8020_1040
            for y in 0..<40 {
                for x in 0..<60 {
                    // Dots all over, but for a block in the middle: a solid core for the warp to fill.
                    let dot = (x * 7 + y * 13) % 23 == 0 && !((12..<48).contains(x) && (8..<32).contains(y))
                    source[x, y] = dot ? 0xFFFF_FFFF : solid
                }
            }
            let spans = SolidSpans(source)
            XCTAssertFalse(spans.tapCore.isEmpty)
            let core = ProjectiveBlit.Solid(taps: spans.tapCore, color: spans.color)
            var perspective = Matrix3D.identity
            perspective.m34 = -1.0 / r.next(150...900)
            let axis: (Double, Double, Double) = index % 3 == 0 ? (1, 0, 0) : index % 3 == 1 ? (0, 1, 0) : (0.3, 1, 0.2)
            let toDevice = Matrix3D.translation(-30, -20, 0)
                .concatenating(.rotation(r.next(-1.5...1.5), axis.0, axis.1, axis.2))
                .concatenating(perspective)
                .concatenating(.translation(r.next(40...120), r.next(30...90), 0))
            let map = try XCTUnwrap(Homography(toDevice).inverted())
            let alpha = index % 4 == 3 ? 0.7 : 1
            let bounds =
                index % 5 == 4
                ? PixelRect(x: 20, y: 30, width: 90, height: 17) : PixelRect(x: 0, y: 0, width: 160, height: 120)
            let a = try XCTUnwrap(PixelBuffer(width: 160, height: 120))
            for y in 0..<120 { for x in 0..<160 { a[x, y] = 0xFF00_0000 | UInt32((x * 31 + y * 57) & 0xFF_FFFF) } }
            let b = try XCTUnwrap(a.copy()), c = try XCTUnwrap(a.copy())
            ProjectiveBlit.blend(source, into: a, map: map, bounds: bounds.cgRect, alpha: alpha)
            ProjectiveBlit.blend(source, into: c, map: map, bounds: bounds.cgRect, alpha: alpha, solid: core)
            sampledEveryPixel(source, into: b, map: map, bounds: bounds, alpha: alpha)
            var differing = 0, differingFilled = 0
            for y in 0..<120 {
                for x in 0..<160 {
                    if a[x, y] != b[x, y] { differing += 1 }
                    if c[x, y] != b[x, y] { differingFilled += 1 }
                }
            }
            let background = try XCTUnwrap(PixelBuffer(width: 160, height: 120))
            for y in 0..<120 {
                for x in 0..<160 {
                    background[x, y] = 0xFF00_0000 | UInt32((x * 31 + y * 57) & 0xFF_FFFF)
                    if background[x, y] != b[x, y] { drawn += 1 }
                }
            }
            XCTAssertEqual(differing, 0, "case \(index)")
            XCTAssertEqual(differingFilled, 0, "case \(index), filling the solid core")
        }
        // The maps put the source on screen: most cases draw something.
        XCTAssertGreaterThan(drawn, 40 * 500)
    }

    /// Rows the warp crosses the target's right edge on have no room there for a whole vector: their last pixels go
    /// one by one, and draw what sampling every pixel draws too.
    func testRowsAtTheTargetsRightEdgeDrawWhatSamplingEveryPixelDraws() throws {
        let source = try XCTUnwrap(PixelBuffer(width: 60, height: 40))
        for y in 0..<40 { for x in 0..<60 { source[x, y] = (x * 5 + y * 3) % 17 == 0 ? 0xFFFF_FFFF : 0xC020_4080 } }
        var perspective = Matrix3D.identity
        perspective.m34 = -1.0 / 400
        for width in 61...67 {
            let toDevice = Matrix3D.translation(-30, -20, 0).concatenating(.rotation(0.6, 0, 1, 0.2))
                .concatenating(perspective).concatenating(.translation(Double(width) - 12, 30, 0))
            let map = try XCTUnwrap(Homography(toDevice).inverted())
            let a = try XCTUnwrap(PixelBuffer(width: width, height: 60))
            for y in 0..<60 { for x in 0..<width { a[x, y] = 0xFF00_0000 | UInt32((x * 31 + y * 57) & 0xFF_FFFF) } }
            let b = try XCTUnwrap(a.copy())
            let bounds = PixelRect(x: 0, y: 0, width: width, height: 60)
            ProjectiveBlit.blend(source, into: a, map: map, bounds: bounds.cgRect, alpha: 0.8)
            sampledEveryPixel(source, into: b, map: map, bounds: bounds, alpha: 0.8)
            var differing = 0, edge = 0
            for y in 0..<60 {
                for x in 0..<width where a[x, y] != b[x, y] { differing += 1 }
                if a[width - 1, y] != 0xFF00_0000 | UInt32(((width - 1) * 31 + y * 57) & 0xFF_FFFF) { edge += 1 }
            }
            XCTAssertEqual(differing, 0, "width \(width)")
            XCTAssertGreaterThan(edge, 10, "width \(width): the warp should reach the right edge")
        }
    }
}

/// The compositor finds a projected layer's solid core once per content of its flat pass: when the content changes,
/// the core is found again (a stale one would fill the old colour).
final class ProjectedSolidCoreTests: XCTestCase {
    func testTheSolidCoreFollowsTheFlatPassContent() throws {
        let fast = CPUCompositor()
        let reference = ReferenceCompositor()
        let colours = [(0.2, 0.5, 1.0), (0.2, 0.5, 1.0), (1.0, 0.3, 0.1), (1.0, 0.3, 0.1), (0.1, 0.8, 0.3)]
        var cores: [Bool] = []
        for (frame, colour) in colours.enumerated() {
            var root = LayerProperties()
            root.bounds = CGRect(x: 0, y: 0, width: 160, height: 120)
            root.anchorPoint = .zero
            var container = LayerProperties()
            container.bounds = CGRect(x: 0, y: 0, width: 80, height: 60)
            container.position = CGPoint(x: 80, y: 60)
            var perspective = Matrix3D.identity
            perspective.m34 = -1.0 / 300
            container.sublayerTransform = perspective
            var card = LayerProperties()
            card.bounds = container.bounds
            card.position = CGPoint(x: 40, y: 30)
            card.cornerRadius = 8
            card.backgroundColor = CGColor(srgbRed: colour.0, green: colour.1, blue: colour.2, alpha: 1)
            card.transform = Matrix3D.rotation(0.5 + 0.1 * Double(frame), 0, 1, 0)
            let node = RenderNode(id: 2, properties: card, animations: [], sublayers: [], mask: nil)
            let holder = RenderNode(id: 1, properties: container, animations: [], sublayers: [node], mask: nil)
            let presented = RenderTree(
                root: RenderNode(id: 0, properties: root, animations: [], sublayers: [holder], mask: nil)
            ).presented(at: 0)
            let a = try XCTUnwrap(PixelBuffer(width: 160, height: 120))
            let b = try XCTUnwrap(PixelBuffer(width: 160, height: 120))
            try fast.render(presented, into: a, scale: 1)
            try reference.render(presented, into: b, scale: 1)
            cores.append(fast.recorder.flatSolids[2]?.solid != nil)
            XCTAssertEqual(Pixel(a[80, 60]), Pixel(b[80, 60]), "frame \(frame)")
            XCTAssertEqual(Pixel(a[70, 50]), Pixel(b[70, 50]), "frame \(frame)")
        }
        XCTAssertEqual(cores, [true, true, true, true, true], "the card's flat pass has a solid core")
    }
}
