import CoreGraphics

extension TextureBlit {
    typealias V = PixelVector.Pixels

    /// Sub-pixel translation leaving out hidden tiles, one vector per shown device tile: each row of a band blends
    /// the eight pixels of every tile the band shows (`HiddenTiles.hiddenBits`), so that a row the mask cuts into
    /// many short runs costs no set-up per run. The first and last tile are masked to the blit's columns, unless
    /// the texture's rows are padded (`PixelBuffer.rowPadding`) and `area` does not cut them. Pixels are those
    /// `translate` draws: the same mix, the same solid fills, and a row whose two texel rows repeat the held row's
    /// (`SolidSpans.repeatsAbove`) blends the held source pixels.
    ///
    /// A lane outside the columns blends nothing, which writes back the pixel it read: the first and last tiles'
    /// vectors must lie in the canvas's rows, and their texel reads up to seven texels past either end of a texture
    /// row in `PixelBuffer`'s slack (a buffer wrapping memory it did not allocate has none). Returns false, drawing
    /// nothing, where that does not hold or the blit is wider than the scratch row.
    static func translateByTiles<Mask: TileMask>(
        _ texture: LayerTexture, tx: Double, ty: Double, alpha: UInt32, tint: UInt32, _ canvas: Canvas,
        _ area: PixelRect, _ hidden: Mask
    ) -> Bool {
        let src = texture.pixels
        guard
            let placement = TranslateKernel.Placement(
                tx: tx, ty: ty, width: src.width, height: src.height, area: area)
        else { return true }
        let (ix, iy) = (placement.ix, placement.iy)
        let (x0, x1, y0, y1) = (placement.x0, placement.x1, placement.y0, placement.y1)
        let size = HiddenTiles.size
        let firstTile = x0 >> HiddenTiles.shift, tiles = ((x1 - 1) >> HiddenTiles.shift) - firstTile + 1
        // Device pixel `start` is the first tile's left pixel, and its left taps texel `start - ix - 1`.
        let start = firstTile << HiddenTiles.shift
        guard src.keepsSlack, tiles * size <= TranslateKernel.ScratchRow.pixels, start >= canvas.origin.x,
            start + tiles * size <= canvas.origin.x + canvas.buffer.width
        else { return false }
        let lanes = TranslateKernel.Lanes(weights: placement.weights, alpha: alpha, tint: tint)
        // Where the texture's rows are padded, lanes outside its columns mix only transparent texels (its margin,
        // the padding after a row, the slack before the first): they blend nothing, and only a cut by `area` needs
        // a mask.
        let padded = src.rowPadding >= size
        let edges = Edges(
            padded && x0 == ix + 1 ? 0 : x0 - start, padded && x1 == ix + src.width ? tiles * size : x1 - start,
            tiles: tiles)
        let fill = Fill(solidColor(texture, tint: tint, alpha: alpha))
        let leftTap = start - ix - 1
        let allTiles = HiddenTiles.first(tiles)
        let rowBytes = canvas.buffer.bytesPerRow, texelRowBytes = src.bytesPerRow
        let texels = UnsafeRawPointer(src.base) + leftTap * 4
        let firstRow = UnsafeMutableRawPointer(
            canvas.buffer.pixels(inRow: y0 - canvas.origin.y) + (start - canvas.origin.x))
        TranslateKernel.ScratchRow.with { held in
            texture.solid.withRows(leftTap: leftTap) { repeats, solidTiles in
                // What the rows read, copied into the closure's own locals: its stores through raw pointers would
                // otherwise have every captured value and object field read again, row after row.
                let (lanes, edges, fill, allTiles) = (lanes, edges, fill, allTiles)
                let (rowBytes, texelRowBytes, texels, iy, y1) = (rowBytes, texelRowBytes, texels, iy, y1)
                /// The source pixels of `tile` in the row mixing texel rows `v` (above) and `v + 1` (below), their
                /// channels apart.
                @inline(__always) func source(
                    _ v: Int, _ tile: Int, mask: V?, tints: Bool, scales: Bool
                ) -> PixelVector.Split {
                    let above = texels + v * texelRowBytes
                    return TranslateKernel.split(
                        above + texelRowBytes, above, at: tile * size * 4, lanes, tints: tints, scales: scales,
                        mask: mask)
                }
                @inline(__always) func blend(_ s: PixelVector.Split, _ target: UnsafeMutableRawPointer) {
                    PixelVector.store(PixelVector.over(s, PixelVector.load(target)), target)
                }
                /// Mixes the tiles `bits` of the row at `d` (texel rows `v`, `v + 1`) and blends them, unmasked.
                @inline(__always) func mix(
                    _ bits: UInt64, _ v: Int, _ d: UnsafeMutableRawPointer, tints: Bool, scales: Bool
                ) {
                    var bits = bits
                    while bits != 0 {
                        let tile = bits.trailingZeroBitCount
                        bits &= bits &- 1
                        blend(source(v, tile, mask: nil, tints: tints, scales: scales), d + tile * size * 4)
                    }
                }
                /// The rows, for lanes that mix as `tints` and `scales` say: a copy of the loop for each way, so that no
                /// vector tests them.
                @inline(__always) func rows(tints: Bool, scales: Bool) {
                    var d = firstRow
                    // The texel rows v whose source pixels `held` holds: heldStart ≤ v < heldEnd.
                    var heldStart = 0, heldEnd = 0
                    var y = y0
                    while y < y1 {
                        let bandEnd = min(y1, hidden.bandEnd(after: y))
                        let shown = ~hidden.hiddenBits(y: y, fromTile: firstTile) & allTiles
                        guard shown != 0 else {
                            d += (bandEnd - y) * rowBytes
                            y = bandEnd
                            continue
                        }
                        let interior = shown & ~edges.tiles
                        var row = y
                        while row < bandEnd {
                            // Output row `row` mixes texel rows v (above) and v + 1 (below).
                            let v = row - iy - 1
                            // A row the next row repeats is mixed whole into `held`, for the rows that repeat it.
                            // Its tiles whose taps are all the solid colour hold that colour, unmixed (as fills).
                            if v < heldStart || v >= heldEnd, row + 1 < y1, repeats[v + 1], repeats[v + 2] {
                                let solid = solidTiles(v) & ~edges.tiles
                                for tile in 0..<tiles {
                                    let pixels =
                                        solid >> UInt64(tile) & 1 != 0
                                        ? fill.color
                                        : PixelVector.join(
                                            source(v, tile, mask: edges.mask(tile), tints: tints, scales: scales))
                                    PixelVector.store(pixels, held + tile * size * 4)
                                }
                                heldStart = v
                                heldEnd = texture.solid.repeatsUntil(v + 2) - 1
                            }
                            if v >= heldStart && v < heldEnd {
                                // The rows of the band that repeat the held row blend it, a tile at a time down the
                                // rows, its source vector and its `255 − alpha` factor worked out once for them all.
                                let end = min(bandEnd, heldEnd + iy + 1)
                                var bits = shown
                                while bits != 0 {
                                    let offset = bits.trailingZeroBitCount * size * 4
                                    bits &= bits &- 1
                                    let source = PixelVector.load(held + offset)
                                    let factor = PixelVector.underFactor(source)
                                    var target = d + offset
                                    for _ in row..<end {
                                        PixelVector.store(
                                            PixelVector.over(source, PixelVector.load(target), factor), target)
                                        target += rowBytes
                                    }
                                }
                                d += (end - row) * rowBytes
                                row = end
                                continue
                            }
                            // Tiles whose pixels' four taps are all the solid colour are filled with it, the others
                            // mixed; the edge tiles are mixed, masked.
                            let fills = interior & solidTiles(v)
                            fill.blend(d, tiles: fills)
                            mix(interior & ~fills, v, d, tints: tints, scales: scales)
                            let edgesShown = shown & edges.tiles
                            if edgesShown & 1 != 0 {
                                blend(source(v, 0, mask: edges.first, tints: tints, scales: scales), d)
                            }
                            if let last = edges.last, edgesShown >> UInt64(edges.lastTile) & 1 != 0 {
                                blend(
                                    source(v, edges.lastTile, mask: last, tints: tints, scales: scales),
                                    d + edges.lastTile * size * 4)
                            }
                            d += rowBytes
                            row += 1
                        }
                        y = bandEnd
                    }
                }
                switch (lanes.tints, lanes.scales) {
                case (true, true): rows(tints: true, scales: true)
                case (true, false): rows(tints: true, scales: false)
                case (false, true): rows(tints: false, scales: true)
                case (false, false): rows(tints: false, scales: false)
                }
            }
        }
        return true
    }

    /// The lanes of the first and last tile inside a blit's columns `x0..<x1` (counted from the first tile's left
    /// pixel), when they do not hold all eight.
    private struct Edges {
        let first: V?
        let last: V?
        let lastTile: Int
        /// Bits of the edge tiles with lanes outside the columns.
        let tiles: UInt64

        @inline(__always)
        func mask(_ tile: Int) -> V? { tile == 0 ? first : tile == lastTile ? last : nil }

        @inline(__always)
        init(_ x0: Int, _ x1: Int, tiles: Int) {
            let size = HiddenTiles.size
            lastTile = tiles - 1
            let head = x0 > 0 ? ~PixelVector.firstLanes(x0) : nil
            let tail = x1 < tiles * size ? PixelVector.firstLanes(x1 - lastTile * size) : nil
            if tiles == 1 {
                first = head == nil && tail == nil ? nil : (head ?? V(repeating: ~0)) & (tail ?? V(repeating: ~0))
                last = nil
            } else {
                first = head
                last = tail
            }
            self.tiles = (first == nil ? 0 : 1) | (last == nil ? 0 : 1 << UInt64(lastTile))
        }
    }

    /// A solid colour blended over eight pixels: nothing for a clear colour, a store for an opaque one.
    private struct Fill {
        let color: V
        /// The colour's `255 − alpha`, worked out once for every row it fills.
        let factor: PixelVector.Halves
        let isClear: Bool
        let isOpaque: Bool

        init(_ color: UInt32) {
            self.color = V(repeating: color)
            factor = PixelVector.underFactor(self.color)
            isClear = color == 0
            isOpaque = color >> 24 == 255
        }

        /// Blends over the `tiles` (bits, one per eight pixels) of the row from `row`.
        @inline(__always)
        func blend(_ row: UnsafeMutableRawPointer, tiles: UInt64) {
            guard !isClear else { return }
            var tiles = tiles
            if isOpaque {
                while tiles != 0 {
                    PixelVector.store(color, row + tiles.trailingZeroBitCount * HiddenTiles.size * 4)
                    tiles &= tiles &- 1
                }
            } else {
                while tiles != 0 {
                    let target = row + tiles.trailingZeroBitCount * HiddenTiles.size * 4
                    PixelVector.store(PixelVector.over(color, PixelVector.load(target), factor), target)
                    tiles &= tiles &- 1
                }
            }
        }
    }
}
