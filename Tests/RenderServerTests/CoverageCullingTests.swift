import CoreGraphics
import TestSupport
import XCTest

@testable import RenderServer

/// Blits under enough translucent layers leave out the tiles those layers hide, and the frame differs from one
/// drawn in full by at most one level per channel.
final class CoverageCullingTests: XCTestCase {
    /// `count` translucent rounded layers in a pile, at sub-pixel and whole-pixel positions.
    private func pile(count: Int, opacity: Double, seed: UInt64, nudged: Int? = nil) -> PresentedLayer {
        var random = SeededRandom(seed: seed)
        var root = LayerProperties()
        root.bounds = CGRect(x: 0, y: 0, width: 160, height: 120)
        root.anchorPoint = .zero
        root.backgroundColor = CGColor(gray: 0.9, alpha: 1)
        let children = (0..<count).map { i -> RenderNode in
            var p = LayerProperties()
            p.bounds = CGRect(x: 0, y: 0, width: 48, height: 48)
            p.cornerRadius = 10
            p.opacity = opacity
            p.backgroundColor = CGColor(srgbRed: random.next(), green: random.next(), blue: 0.9, alpha: 1)
            let x = 40 + random.next() * 80, y = 30 + random.next() * 60
            p.position = i % 3 == 0 ? CGPoint(x: x.rounded(), y: y.rounded()) : CGPoint(x: x, y: y)
            if i == nudged { p.position = CGPoint(x: p.position.x + 5.5, y: p.position.y + 3.25) }
            return RenderNode(id: UInt64(i + 1), properties: p, animations: [], sublayers: [], mask: nil)
        }
        return RenderTree(root: RenderNode(id: 0, properties: root, animations: [], sublayers: children, mask: nil))
            .presented(at: 0)
    }

    private func render(_ layer: PresentedLayer, culls: Bool, cores: Int = 2, strips: Int = 6) throws -> (
        PixelBuffer, Int
    ) {
        let compositor = CPUCompositor()
        compositor.stripsPerCoreWhenCulling = strips
        compositor.cullsUnderTranslucent = culls
        compositor.cores = cores
        let buffer = try XCTUnwrap(PixelBuffer(width: 160, height: 120))
        try compositor.render(layer, into: buffer, scale: 1)
        return (buffer, compositor.stats.tilesHidden)
    }

    /// The largest difference of one channel between `a` and `b` over their top-left `width` × `height`, and how
    /// many pixels differ.
    private static func difference(_ a: PixelBuffer, _ b: PixelBuffer, width: Int, height: Int) -> (
        worst: Int, differing: Int
    ) {
        var worst = 0, differing = 0
        for y in 0..<height {
            for x in 0..<width where a[x, y] != b[x, y] {
                differing += 1
                for shift in stride(from: UInt32(0), through: 24, by: 8) {
                    worst = max(worst, abs(Int((a[x, y] >> shift) & 0xFF) - Int((b[x, y] >> shift) & 0xFF)))
                }
            }
        }
        return (worst, differing)
    }

    func testAPileOfTranslucentLayersIsWithinOneLevelOfDrawingEveryLayer() throws {
        for (opacity, seed) in [(0.8, UInt64(1)), (0.5, 2), (0.95, 3), (1, 4)] {
            let layer = pile(count: 150, opacity: opacity, seed: seed)
            let (culled, hidden) = try render(layer, culls: true)
            let (full, none) = try render(layer, culls: false)
            XCTAssertEqual(none, 0)
            XCTAssertGreaterThan(hidden, 100, "opacity \(opacity)")
            let (worst, differing) = Self.difference(culled, full, width: 160, height: 120)
            XCTAssertLessThanOrEqual(worst, 1, "opacity \(opacity): \(differing) pixels differ")
        }
    }

    /// Twenty layers at opacity 0.9 on one spot of a `width` × `height` frame.
    private func stack(width: Double, height: Double) -> PresentedLayer {
        var root = LayerProperties()
        root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        root.anchorPoint = .zero
        let children = (0..<20).map { i -> RenderNode in
            var p = LayerProperties()
            p.bounds = CGRect(x: 0, y: 0, width: 48, height: 48)
            p.opacity = 0.9
            p.backgroundColor = CGColor(srgbRed: Double(i) / 20, green: 0.4, blue: 0.8, alpha: 1)
            p.position = CGPoint(x: 20.25, y: 20.5)
            return RenderNode(id: UInt64(i + 1), properties: p, animations: [], sublayers: [], mask: nil)
        }
        return RenderTree(root: RenderNode(id: 0, properties: root, animations: [], sublayers: children, mask: nil))
            .presented(at: 0)
    }

    /// The same twenty layers hide the lowest ones' middles in a frame they cover twenty times over
    /// (`CPUCompositor.cullingDepth`), but nothing in a frame they cover less (where the walk would cost more
    /// than it saves).
    func testAShallowFrameIsNotWalked() throws {
        let compositor = CPUCompositor()
        let small = try XCTUnwrap(PixelBuffer(width: 40, height: 40))
        try compositor.render(stack(width: 40, height: 40), into: small, scale: 1)
        XCTAssertGreaterThan(compositor.stats.tilesHidden, 0)
        let large = try XCTUnwrap(PixelBuffer(width: 640, height: 480))
        try compositor.render(stack(width: 640, height: 480), into: large, scale: 1)
        XCTAssertEqual(compositor.stats.tilesHidden, 0)
        XCTAssertLessThanOrEqual(Self.difference(large, small, width: 40, height: 40).worst, 1)
    }

    /// A frame drawn over the last where one layer moved (only the damage is redrawn) is the frame drawn whole:
    /// a tile whose cover changes lies inside the moved layer's old or new box, so inside the damage.
    func testARedrawnDamageIsTheWholeFrame() throws {
        let compositor = CPUCompositor()
        let buffer = try XCTUnwrap(PixelBuffer(width: 160, height: 120))
        try compositor.render(pile(count: 150, opacity: 0.8, seed: 6), into: buffer, scale: 1)
        try compositor.render(pile(count: 150, opacity: 0.8, seed: 6, nudged: 30), into: buffer, scale: 1)
        XCTAssertLessThan(compositor.stats.damage.area, 160 * 120 / 4)
        XCTAssertGreaterThan(compositor.stats.tilesHidden, 0)
        let (whole, _) = try render(pile(count: 150, opacity: 0.8, seed: 6, nudged: 30), culls: true)
        XCTAssertEqual(Self.difference(buffer, whole, width: 160, height: 120).differing, 0)
    }

    /// Tiles sit on the device grid: how the frame is cut into strips and shared out to cores changes nothing.
    func testStripsAndCoresDoNotChangeTheFrame() throws {
        let layer = pile(count: 150, opacity: 0.8, seed: 7)
        let (reference, _) = try render(layer, culls: true, cores: 1, strips: 1)
        for (cores, strips) in [(1, 5), (2, 1), (2, 3), (3, 7)] {
            let (buffer, _) = try render(layer, culls: true, cores: cores, strips: strips)
            XCTAssertEqual(
                Self.difference(buffer, reference, width: 160, height: 120).differing, 0,
                "\(cores) cores, \(strips) strips per core")
        }
    }

    /// A core with no strip left blends the lower rows of a strip another core is still blending, from the step
    /// that core hands over (`Replayer.replay`): the frame is the one a single core draws. The schedule is
    /// fixed (`helpsAtStep`): each strip is asked for help at the given step and its lower half blended from there,
    /// on one thread, so the test does not depend on which core runs when.
    func testAHelpedStripDrawsTheSameFrame() throws {
        var random = SeededRandom(seed: 11)
        var root = LayerProperties()
        root.bounds = CGRect(x: 0, y: 0, width: 160, height: 120)
        root.anchorPoint = .zero
        root.backgroundColor = CGColor(gray: 0.9, alpha: 1)
        let children = (0..<800).map { i -> RenderNode in
            var p = LayerProperties()
            p.bounds = CGRect(x: 0, y: 0, width: 32, height: 32)
            p.cornerRadius = 6
            p.opacity = 0.8
            p.backgroundColor = CGColor(srgbRed: random.next(), green: random.next(), blue: 0.9, alpha: 1)
            p.position = CGPoint(x: 16 + random.next() * 128, y: 106 + random.next() * 8)
            return RenderNode(id: UInt64(i + 1), properties: p, animations: [], sublayers: [], mask: nil)
        }
        let layer = RenderTree(
            root: RenderNode(id: 0, properties: root, animations: [], sublayers: children, mask: nil)
        ).presented(at: 0)
        let (reference, _) = try render(layer, culls: true, cores: 1, strips: 2)
        // Handed over before the first step, early, midway through the pile and after the last step.
        for step in [0, 3, 400, 100_000] {
            let compositor = CPUCompositor()
            compositor.stripsPerCoreWhenCulling = 2
            compositor.cores = 2
            compositor.helpsAtStep = step
            let buffer = try XCTUnwrap(PixelBuffer(width: 160, height: 120))
            try compositor.render(layer, into: buffer, scale: 1)
            XCTAssertGreaterThan(compositor.stats.tilesHidden, 0, "culled")
            XCTAssertEqual(
                Self.difference(buffer, reference, width: 160, height: 120).differing, 0, "handed over at step \(step)")
            // Four strips, each handed over if it has more steps than the position: all have the background, two
            // more than three steps, only the pile's more than 400.
            let expected = step == 0 ? 4 : step == 3 ? 2 : step == 400 ? 1 : 0
            XCTAssertEqual(compositor.stats.stripsHelped, expected, "strips handed over at step \(step)")
        }
    }

    /// Each strip of the replay is timed (`stripTimes`, which `Benchmarks --trace` prints): one entry a strip, in
    /// order, and all on the calling thread with one core. With two, which thread draws which strip is a race: a
    /// worker still spinning from the last loop may claim every strip before the caller claims one.
    func testEachStripIsTimed() throws {
        let layer = pile(count: 150, opacity: 0.8, seed: 7)
        for cores in [1, 2] {
            let compositor = CPUCompositor()
            compositor.cores = cores
            compositor.stripsPerCoreWhenCulling = 3
            let buffer = try XCTUnwrap(PixelBuffer(width: 160, height: 120))
            try compositor.render(layer, into: buffer, scale: 1)
            // With more than one core, one item a core more, for helping (`testAHelpedStripDrawsTheSameFrame`).
            XCTAssertEqual(compositor.stripTimes.count, cores * 3 + (cores > 1 ? cores : 0), "\(cores) cores")
            XCTAssertTrue(compositor.stripTimes.allSatisfy { $0.start >= 0 && $0.start <= $0.end }, "\(cores) cores")
            if cores == 1 { XCTAssertTrue(compositor.stripTimes.allSatisfy { $0.onCaller }) }
        }
    }

    /// The texture of a 48-point layer's background with 10-point corners.
    private func roundedTexture() throws -> LayerTexture {
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: 48, height: 48)
        p.cornerRadius = 10
        p.backgroundColor = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        return try XCTUnwrap(
            LayerTexture.make(p, part: .under, scaleX: 1, scaleY: 1, reference: ReferenceCompositor()))
    }

    /// A rounded rectangle's opaque cross: the wide band is its full width between the corners' rows, the tall
    /// band its full height between the corners' columns (texels, with the texture's clear border of one).
    func testARoundedRectangleCoversACross() throws {
        let texture = try roundedTexture()
        let wide = try XCTUnwrap(texture.solid.opaqueCore), tall = try XCTUnwrap(texture.solid.tallCore)
        XCTAssertEqual(wide.width, 48)
        XCTAssertEqual(tall.height, 48)
        XCTAssertGreaterThanOrEqual(wide.height, 26)
        XCTAssertGreaterThanOrEqual(tall.width, 26)
        XCTAssertEqual(wide.x + wide.width / 2, tall.x + tall.width / 2)
        XCTAssertEqual(wide.y + wide.height / 2, tall.y + tall.height / 2)
    }

    /// A rounded rectangle's box core is all its colour, larger than either arm of its cross, and reaches the
    /// texels inside the corners' arcs that the cross leaves out.
    func testARoundedRectangleCoversABoxInsideItsCorners() throws {
        let texture = try roundedTexture()
        let solid = texture.solid
        let box = try XCTUnwrap(solid.boxCore), wide = try XCTUnwrap(solid.opaqueCore)
        let tall = try XCTUnwrap(solid.tallCore)
        for y in box.y..<box.maxY {
            for x in box.x..<box.maxX {
                XCTAssertEqual(texture.pixels[x, y], solid.color, "texel (\(x), \(y))")
            }
        }
        XCTAssertGreaterThan(box.area, max(wide.area, tall.area))
        let corner = PixelRect(x: box.x, y: box.y, width: 1, height: 1)
        XCTAssertFalse(wide.contains(corner))
        XCTAssertFalse(tall.contains(corner))
    }

    /// A row of a mask splits into the runs outside its hidden tiles, within the tiles it describes and reaching
    /// left of them; a row outside them is shown whole.
    func testHiddenTilesSplitARowIntoShownRuns() {
        // Tiles 3 and 4 (pixels 24..<40) and 6 (48..<56) of tile row 1 (pixels 8..<16) hidden.
        let words: [UInt64] = [0, 0b10110]
        words.withUnsafeBufferPointer { rows in
            let tiles = HiddenTiles(tileX: 2, tileY: 0, rows: rows.baseAddress!, count: 2)
            var runs: [Range<Int>] = []
            tiles.band(y: 9, 10, 60).forEachShown(10, 60) { runs.append($0..<$1) }
            XCTAssertEqual(runs, [10..<24, 40..<48, 56..<60])
            runs = []
            tiles.band(y: 9, 17, 60).forEachShown(17, 60) { runs.append($0..<$1) }
            XCTAssertEqual(runs, [17..<24, 40..<48, 56..<60])
            runs = []
            tiles.band(y: 9, 26, 39).forEachShown(26, 39) { runs.append($0..<$1) }
            XCTAssertEqual(runs, [])
            runs = []
            tiles.band(y: 3, 10, 60).forEachShown(10, 60) { runs.append($0..<$1) }
            XCTAssertEqual(runs, [10..<60])
            runs = []
            tiles.band(y: 9, 10, 60).forEachShown(10, 60, whole: true) { runs.append($0..<$1) }
            XCTAssertEqual(runs, [10..<60])
            XCTAssertTrue(tiles.band(y: 15, 24, 40).hidesAll)
            XCTAssertFalse(tiles.band(y: 15, 23, 40).hidesAll)
            XCTAssertFalse(tiles.band(y: 16, 24, 40).hidesAll)
        }
    }
}
