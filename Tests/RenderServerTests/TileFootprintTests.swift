import CoreGraphics
import TestSupport
import XCTest

@testable import RenderServer

/// A footprint (`TileFootprint`), worked out at the offset's phase, moved by whole tiles and cut to a clip's whole
/// tiles, is the set of tiles lying wholly inside one of the blit's cores placed at the offset itself, which the
/// culling walk raised before footprints.
final class TileFootprintTests: XCTestCase {
    private func texture(width: Double, height: Double, radius: Double) throws -> LayerTexture {
        var p = LayerProperties()
        p.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        p.cornerRadius = radius
        p.backgroundColor = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        return try XCTUnwrap(
            LayerTexture.make(p, part: .under, scaleX: 1, scaleY: 1, reference: ReferenceCompositor()))
    }

    /// The footprint of `solid`'s cores at `phase` (`TileFootprint.forEachRun`), as an array.
    private static func runs(_ solid: SolidSpans, phase: Int) -> [TileFootprint.Run] {
        var runs: [TileFootprint.Run] = []
        TileFootprint.forEachRun(solid, phase: phase) { runs.append($0) }
        return runs
    }

    /// Tiles (column, row) wholly inside `rect`.
    private static func tiles(inside rect: PixelRect) -> Set<[Int]> {
        guard !rect.isEmpty else { return [] }
        let x0 = (rect.x + 7) >> 3, x1 = rect.maxX >> 3, y0 = (rect.y + 7) >> 3, y1 = rect.maxY >> 3
        guard x0 < x1, y0 < y1 else { return [] }
        return Set((y0..<y1).flatMap { y in (x0..<x1).map { [$0, y] } })
    }

    func testAFootprintIsTheTilesInsideThePlacedCores() throws {
        var random = SeededRandom(seed: 11)
        let textures = [
            try texture(width: 48, height: 48, radius: 10), try texture(width: 90, height: 40, radius: 18),
            try texture(width: 30, height: 70, radius: 0),
        ]
        var compared = 0, nonEmpty = 0
        for texture in textures {
            for trial in 0..<300 {
                // Whole-pixel offsets in every fourth trial, negative ones too.
                var tx = random.next() * 200 - 60, ty = random.next() * 200 - 60
                if trial % 4 == 0 { (tx, ty) = (tx.rounded(), ty.rounded()) }
                let clip =
                    trial % 3 == 0
                    ? PixelRect(x: -100, y: -100, width: 600, height: 600)
                    : PixelRect(
                        x: Int(random.next() * 120) - 40, y: Int(random.next() * 120) - 40,
                        width: Int(random.next() * 150), height: Int(random.next() * 150))
                let m = CGAffineTransform(translationX: tx, y: ty)
                let cores = try XCTUnwrap(
                    TextureBlit.coreOffset(texture, tint: Blend.untinted, layerToDevice: m, alpha: 0.8))
                XCTAssertEqual(cores.alpha, 204, "0.8 of an opaque texel")
                let solid = texture.solid
                let expected = [solid.opaqueCore, solid.tallCore, solid.boxCore].compactMap { $0 }.reduce(
                    into: Set<[Int]>()
                ) { tiles, core in tiles.formUnion(Self.tiles(inside: cores.offset.place(core).intersection(clip))) }
                let (phase, tileX, tileY) = TileFootprint.phase(cores.offset)
                let clipTiles = Self.tiles(inside: clip)
                var found: Set<[Int]> = []
                for run in Self.runs(texture.solid, phase: phase) {
                    for column in Int(run.start)..<Int(run.end) {
                        let tile = [column + tileX, Int(run.row) + tileY]
                        XCTAssertFalse(found.contains(tile), "a tile in two runs")
                        if clipTiles.contains(tile) { found.insert(tile) }
                    }
                }
                XCTAssertEqual(found, expected, "offset (\(tx), \(ty)), clip \(clip)")
                compared += 1
                if !expected.isEmpty { nonEmpty += 1 }
            }
        }
        XCTAssertEqual(compared, 900)
        XCTAssertGreaterThan(nonEmpty, 300, "most placements cover some tiles")
    }

    /// The cache gives each texture and phase its own footprint, and the same one again, a tall texture's (more
    /// runs than the pool starts with) as well.
    func testTheCacheKeepsFootprintsApart() throws {
        let small = try texture(width: 48, height: 48, radius: 10),
            large = try texture(width: 90, height: 40, radius: 0)
        let tall = try texture(width: 30, height: 300, radius: 0)
        XCTAssertGreaterThan(Self.runs(tall.solid, phase: 0).count, 32)
        let cache = TileFootprint.Cache()
        func runs(_ texture: LayerTexture, _ phase: Int) -> [TileFootprint.Run] {
            var copied: [TileFootprint.Run] = []
            cache.withRuns(texture, phase: phase) { copied = Array($0) }
            return copied
        }
        for phase in [0, 9, 77] {
            for texture in [small, large, tall] {
                let direct = Self.runs(texture.solid, phase: phase)
                XCTAssertEqual(runs(texture, phase), direct)
                XCTAssertEqual(runs(texture, phase), direct, "found again")
            }
        }
        XCTAssertNotEqual(runs(small, 0), runs(large, 0))
    }

    /// Footprints that fill the pool (every phase of a texture 4000 texels tall: about 500 runs each) are found
    /// right while it grows and after it is emptied.
    func testTheCacheEmptiesAFullPool() throws {
        let tall = try texture(width: 30, height: 4000, radius: 0)
        let cache = TileFootprint.Cache()
        XCTAssertGreaterThan(
            128 * Self.runs(tall.solid, phase: 0).count, TileFootprint.Cache.poolLimit, "fills the pool")
        for round in 0..<2 {
            for phase in 0..<128 {
                var copied: [TileFootprint.Run] = []
                cache.withRuns(tall, phase: phase) { copied = Array($0) }
                // Compared as one flag: a difference in 500 runs would print them all.
                XCTAssertTrue(copied == Self.runs(tall.solid, phase: phase), "round \(round), phase \(phase)")
            }
        }
    }
}
