/// What a blit leaves out, band by band: nothing (`NoTiles`) or the tiles layers over it hide (`HiddenTiles`). The
/// whole-pixel and sub-pixel blits are generic over it, so that a blit leaving nothing out runs loops without the
/// tests.
protocol TileMask {
    /// What is left out of the pixels `x0..<x1` of the device rows in `y`'s band of tile rows (`HiddenTiles.size`
    /// rows from a multiple of it): the same for each of them, so a blit looks it up once per band.
    func band(y: Int, _ x0: Int, _ x1: Int) -> TileBand
    /// The first row after `y`'s band: where what the mask leaves out may change.
    func bandEnd(after y: Int) -> Int
    /// The tiles left out of `y`'s band from tile column `tile` on: bit `c` for the tile whose left pixel is
    /// (`tile` + c)·`HiddenTiles.size`.
    func hiddenBits(y: Int, fromTile tile: Int) -> UInt64
}

/// A blit that leaves nothing out.
struct NoTiles: TileMask {
    @inline(__always)
    func band(y: Int, _ x0: Int, _ x1: Int) -> TileBand { TileBand(bits: 0, tileX: 0, hidesAll: false) }

    /// Never: a blit that leaves nothing out is one band.
    @inline(__always)
    func bandEnd(after y: Int) -> Int { .max }

    @inline(__always)
    func hiddenBits(y: Int, fromTile tile: Int) -> UInt64 { 0 }
}

/// What a mask leaves out of one band of rows: bit `c` of `bits` stands for the tile whose left pixel is
/// (`tileX` + c)·8; `hidesAll` when every pixel of the range the band was looked up for is left out.
struct TileBand {
    let bits: UInt64
    let tileX: Int
    let hidesAll: Bool

    /// Calls `body` with each run `a..<b` of the pixels `x0..<x1` outside hidden tiles (once with the whole run
    /// when `whole` or none of its tiles is hidden).
    @inline(__always)
    func forEachShown(_ x0: Int, _ x1: Int, whole: Bool = false, _ body: (Int, Int) -> Void) {
        guard !whole, bits != 0 else { return body(x0, x1) }
        let shift = HiddenTiles.shift
        let c0 = (x0 >> shift) - tileX, c1 = ((x1 - 1) >> shift) - tileX
        guard c0 >= 0, c1 < 64 else { return forEachShownTileByTile(x0, x1, body) }
        // The shown tiles of the range, one run of set bits at a time.
        var shown = ~bits & (HiddenTiles.first(c1 - c0 + 1) << UInt64(c0))
        while shown != 0 {
            let start = shown.trailingZeroBitCount
            let length = (~(shown >> UInt64(start))).trailingZeroBitCount
            body(max(x0, (tileX + start) << shift), min(x1, (tileX + start + length) << shift))
            shown &= length == 64 ? 0 : ~(((1 << UInt64(length)) - 1) << UInt64(start))
        }
    }

    /// `forEachShown` for a range reaching past the tiles `bits` describes, tile by tile.
    private func forEachShownTileByTile(_ x0: Int, _ x1: Int, _ body: (Int, Int) -> Void) {
        let shift = HiddenTiles.shift
        var x = x0
        while x < x1 {
            let c = (x >> shift) - tileX
            guard c < 64 else { return body(x, x1) }
            // The bits of x's tile and those after it (of every tile, when x lies left of the first).
            let ahead = c < 0 ? bits : bits >> UInt64(c)
            if c >= 0, ahead & 1 == 1 {
                // Hidden up to the next shown tile.
                x = min(x1, (tileX + c + (~ahead).trailingZeroBitCount) << shift)
                continue
            }
            let end = ahead == 0 ? x1 : min(x1, (tileX + max(c, 0) + ahead.trailingZeroBitCount) << shift)
            body(x, end)
            x = end
        }
    }
}

/// The 8×8 device tiles a blit leaves out because the layers drawn over them hide it (`CoverageCulling`): bit `c`
/// of `rows[r]` stands for the tile whose top-left pixel is ((`tileX` + c)·8, (`tileY` + r)·8).
struct HiddenTiles: TileMask {
    static let shift = 3
    static let size = 1 << shift

    let tileX: Int
    let tileY: Int
    let rows: UnsafePointer<UInt64>
    let count: Int

    /// The bits of the first `count` tiles (0…64).
    @inline(__always)
    static func first(_ count: Int) -> UInt64 { count >= 64 ? ~0 : (1 << UInt64(count)) - 1 }

    /// The tiles left out of `y`'s band, bit `c` for tile column `tileX` + c.
    @inline(__always)
    private func row(_ y: Int) -> UInt64 {
        let r = (y >> Self.shift) - tileY
        return r >= 0 && r < count ? rows[r] : 0
    }

    @inline(__always)
    func bandEnd(after y: Int) -> Int { (y | (Self.size - 1)) + 1 }

    @inline(__always)
    func hiddenBits(y: Int, fromTile tile: Int) -> UInt64 {
        let bits = row(y), c = tile - tileX
        return c >= 64 || c <= -64 ? 0 : c >= 0 ? bits >> UInt64(c) : bits << UInt64(-c)
    }

    @inline(__always)
    func band(y: Int, _ x0: Int, _ x1: Int) -> TileBand {
        let bits = row(y)
        guard bits != 0 else { return TileBand(bits: 0, tileX: tileX, hidesAll: false) }
        let c0 = (x0 >> Self.shift) - tileX, c1 = ((x1 - 1) >> Self.shift) - tileX
        guard c0 >= 0, c1 < 64, c0 <= c1 else { return TileBand(bits: bits, tileX: tileX, hidesAll: false) }
        let mask = Self.first(c1 - c0 + 1)
        return TileBand(bits: bits, tileX: tileX, hidesAll: (bits >> UInt64(c0)) & mask == mask)
    }
}
