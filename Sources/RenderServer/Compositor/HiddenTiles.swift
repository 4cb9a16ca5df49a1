/// The 8×8 device tiles a blit leaves out because the layers drawn over them hide it (`CoverageCulling`): bit `c`
/// of `rows[r]` stands for the tile whose top-left pixel is ((`tileX` + c)·8, (`tileY` + r)·8).
struct HiddenTiles {
    static let shift = 3
    static let size = 1 << shift

    let tileX: Int
    let tileY: Int
    let rows: UnsafePointer<UInt64>
    let count: Int

    /// Whether every pixel `x0..<x1` of device row `y` lies in a hidden tile.
    @inline(__always)
    static func hides(_ hidden: HiddenTiles?, y: Int, _ x0: Int, _ x1: Int) -> Bool {
        guard let hidden else { return false }
        let r = (y >> shift) - hidden.tileY
        let c0 = (x0 >> shift) - hidden.tileX, c1 = ((x1 - 1) >> shift) - hidden.tileX
        guard r >= 0, r < hidden.count, c0 >= 0, c1 < 64, c0 <= c1 else { return false }
        let span = UInt64(c1 - c0 + 1)
        let mask: UInt64 = span == 64 ? ~0 : (1 << span) - 1
        return (hidden.rows[r] >> UInt64(c0)) & mask == mask
    }

    /// Calls `body` with each run `a..<b` of the pixels `x0..<x1` of device row `y` outside hidden tiles (once with
    /// the whole run when nothing is hidden).
    @inline(__always)
    static func forEachShown(_ hidden: HiddenTiles?, y: Int, _ x0: Int, _ x1: Int, _ body: (Int, Int) -> Void) {
        guard let hidden else { return body(x0, x1) }
        let r = (y >> shift) - hidden.tileY
        let bits = r >= 0 && r < hidden.count ? hidden.rows[r] : 0
        guard bits != 0 else { return body(x0, x1) }
        var x = x0
        while x < x1 {
            let c = (x >> shift) - hidden.tileX
            guard c >= 0, c < 64 else {
                // Outside the tiles the mask describes: shown up to where they start.
                let end = c < 0 ? min(x1, hidden.tileX << shift) : x1
                body(x, end)
                x = end
                continue
            }
            let ahead = bits >> UInt64(c)
            if ahead & 1 == 1 {
                // Hidden up to the next shown tile.
                let shown = (~ahead).trailingZeroBitCount
                x = min(x1, (hidden.tileX + c + shown) << shift)
                continue
            }
            let end = ahead == 0 ? x1 : min(x1, (hidden.tileX + c + ahead.trailingZeroBitCount) << shift)
            body(x, end)
            x = end
        }
    }
}
