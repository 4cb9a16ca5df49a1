import CoreGraphics
import TestSupport
import XCTest

@testable import RenderServer

/// The sub-pixel blit that goes one vector per shown device tile (`TextureBlit.translateByTiles`) must draw exactly
/// what the row loop (`TextureBlit.translate`) draws, through the same hidden tiles or none: inside and at the edges
/// of canvases whose width is no multiple of eight, into canvases off the device grid, tinted or not, from textures
/// with padded rows (no masks where the area does not cut the blit) and packed ones (masked edges); and what it
/// cannot draw (wider than its scratch row, edge tiles outside the canvas, a texture with no slack to read into) it
/// must decline without drawing.
final class TileBlitTests: XCTestCase {
    private var random = SeededRandom(seed: 41)

    /// A random texture: a rounded rectangle's background or border, coloured or its white shape with the tint.
    private func texture(_ index: Int, reference: ReferenceCompositor) throws -> (LayerTexture, UInt32) {
        var p = LayerProperties()
        let wide = index % 16 == 15
        p.bounds = CGRect(
            x: 0, y: 0, width: wide ? random.next(250...300) : random.next(3...70), height: random.next(3...60))
        p.cornerRadius = random.next(0...12)
        p.backgroundColor = CGColor(
            srgbRed: random.next(), green: random.next(), blue: random.next(),
            alpha: index % 5 == 0 ? random.next(0.2...0.9) : 1)
        if index % 3 == 1 {
            p.borderWidth = random.next(1...4)
            p.borderColor = CGColor(srgbRed: random.next(), green: random.next(), blue: random.next(), alpha: 1)
        }
        let part = index % 3 == 1 ? LayerTexture.Part.border : .under
        guard index % 2 == 0 else {
            return (
                try XCTUnwrap(LayerTexture.make(p, part: part, scaleX: 1, scaleY: 1, reference: reference)),
                Blend.untinted
            )
        }
        let white = try XCTUnwrap(
            LayerTexture.make(
                TintedTexture.whiteShape(p, part: part), part: part, scaleX: 1, scaleY: 1, reference: reference))
        return (white, try XCTUnwrap(TintedTexture.pixel(try XCTUnwrap(TintedTexture.colour(of: p, part: part)))))
    }

    func testTilesDrawWhatTheRowLoopDraws() throws {
        let reference = ReferenceCompositor()
        var drawn = 0, declined = 0, hiddenTiles = 0
        for index in 0..<160 {
            var (texture, tint) = try texture(index, reference: reference)
            // Rendered textures pad their rows, so that lanes outside the blit's columns need no mask; a fifth are
            // copied to packed rows, which need the masks.
            XCTAssertEqual(texture.pixels.rowPadding, LayerTexture.rowPadding)
            if index % 5 == 2 {
                texture = LayerTexture(
                    pixels: try XCTUnwrap(texture.pixels.copy()), origin: texture.origin, scaleX: 1, scaleY: 1,
                    isEmpty: texture.isEmpty)
                XCTAssertEqual(texture.pixels.rowPadding, 0)
            }
            let alpha: UInt32 = index % 4 < 2 ? 255 : UInt32(random.next(40...230))
            let tx = Double(Int(random.next(-30...180))) + random.next(0.05...0.95)
            let ty = Double(Int(random.next(-30...70))) + random.next(0.05...0.95)
            // A canvas as wide as no multiple of eight, at the device origin or off the grid (a pass buffer).
            let width = 197 + index % 11, height = 83
            let origin = index % 4 == 3 ? (x: Int(random.next(1...13)), y: Int(random.next(1...9))) : (x: 0, y: 0)
            let full = PixelRect(x: origin.x, y: origin.y, width: width, height: height)
            let area = PixelRect(
                x: origin.x + Int(random.next(0...40)), y: origin.y + Int(random.next(0...30)),
                width: Int(random.next(20...Double(width))), height: Int(random.next(10...Double(height)))
            ).intersection(full)
            // A third of the device tiles the canvas holds hidden, or none.
            let words = (0..<(height / HiddenTiles.size + 3)).map { _ in
                (0..<64).reduce(UInt64(0)) { bits, bit in index % 6 == 0 || !random.chance(0.3) ? bits : bits | 1 << bit
                }
            }
            hiddenTiles += words.reduce(0) { $0 + $1.nonzeroBitCount }
            let shift = try XCTUnwrap(
                TextureBlit.translation(TextureBlit.texelMap(texture, Matrix3D.translation(tx, ty, 0).affine)))
            XCTAssertFalse(shift.whole)
            let byTiles = try XCTUnwrap(PixelBuffer(width: width, height: height))
            for y in 0..<height { for x in 0..<width { byTiles[x, y] = (x * 29 + y * 13) % 7 == 0 ? 0 : 0xC030_6090 } }
            let byRows = try XCTUnwrap(byTiles.copy())
            let before = try XCTUnwrap(byTiles.copy())
            func blit<Mask: TileMask>(_ mask: Mask) throws {
                let tiles = Canvas(buffer: byTiles, origin: origin, clip: full)
                let rows = Canvas(buffer: byRows, origin: origin, clip: full)
                if TextureBlit.translateByTiles(
                    texture, tx: shift.x, ty: shift.y, alpha: alpha, tint: tint, tiles, area, mask)
                {
                    drawn += 1
                } else {
                    declined += 1
                    XCTAssertEqual(try differing(byTiles, before), 0, "blit \(index) declined but drew")
                    TextureBlit.translate(
                        texture, tx: shift.x, ty: shift.y, alpha: alpha, tint: tint, tiles, area, mask)
                }
                TextureBlit.translate(texture, tx: shift.x, ty: shift.y, alpha: alpha, tint: tint, rows, area, mask)
            }
            try words.withUnsafeBufferPointer { words in
                let hidden = HiddenTiles(
                    tileX: origin.x >> HiddenTiles.shift, tileY: origin.y >> HiddenTiles.shift,
                    rows: words.baseAddress!, count: words.count)
                if index % 6 == 0 { try blit(NoTiles()) } else { try blit(hidden) }
            }
            XCTAssertEqual(
                try differing(byTiles, byRows), 0,
                "blit \(index): \(texture.pixels.width)×\(texture.pixels.height) at (\(tx), \(ty)), origin \(origin)")
        }
        XCTAssertGreaterThan(drawn, 100)
        XCTAssertGreaterThan(declined, 0)
        XCTAssertGreaterThan(hiddenTiles, 3000)
    }

    func testDeclinesWhatItCannotDraw() throws {
        let reference = ReferenceCompositor()
        var p = LayerProperties()
        p.backgroundColor = CGColor(srgbRed: 0.2, green: 0.5, blue: 0.7, alpha: 1)
        for (width, origin, tx) in [(280.0, 0, 10.5), (30, 3, 1.5)] {
            p.bounds = CGRect(x: 0, y: 0, width: width, height: 20)
            let texture = try XCTUnwrap(LayerTexture.make(p, part: .under, scaleX: 1, scaleY: 1, reference: reference))
            let buffer = try XCTUnwrap(PixelBuffer(width: 320, height: 40))
            let full = PixelRect(x: origin, y: 0, width: 320, height: 40)
            // The first pixel the blit draws is in a tile starting left of the canvas, or the blit is too wide.
            XCTAssertFalse(
                TextureBlit.translateByTiles(
                    texture, tx: tx + Double(origin) - 1, ty: 4.5, alpha: 255, tint: Blend.untinted,
                    Canvas(buffer: buffer, origin: (origin, 0), clip: full), full, NoTiles()))
            XCTAssertEqual(try differing(buffer, try XCTUnwrap(PixelBuffer(width: 320, height: 40))), 0)
        }
        // A texture in memory the buffer did not allocate, with no slack around its rows to read into.
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 40 * 20 * 4, alignment: 32)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt32.self, repeating: 0xFF33_6699, count: 40 * 20)
        let wrapped = LayerTexture(
            pixels: PixelBuffer(wrapping: memory, width: 40, height: 20, bytesPerRow: 160), origin: .zero, scaleX: 1,
            scaleY: 1, isEmpty: false)
        let buffer = try XCTUnwrap(PixelBuffer(width: 320, height: 40))
        let full = PixelRect(x: 0, y: 0, width: 320, height: 40)
        XCTAssertFalse(
            TextureBlit.translateByTiles(
                wrapped, tx: 20.5, ty: 4.5, alpha: 255, tint: Blend.untinted,
                Canvas(buffer: buffer, origin: (0, 0), clip: full), full, NoTiles()))
        XCTAssertEqual(try differing(buffer, try XCTUnwrap(PixelBuffer(width: 320, height: 40))), 0)
    }

    private func differing(_ a: PixelBuffer, _ b: PixelBuffer) throws -> Int {
        var count = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { count += 1 } }
        return count
    }
}
