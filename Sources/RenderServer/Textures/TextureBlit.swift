import CoreGraphics

/// Draws a layer texture into a canvas through the layer's 2D affine placement (the 2D part of a flat matrix,
/// `Matrix3D.affine`), with fast paths for pure translation: whole-pixel (row blends) and sub-pixel (bilinear
/// with constant weights).
package enum TextureBlit {
    /// The device pixels a texture can touch through `m`.
    package static func deviceBox(_ texture: LayerTexture, layerToDevice m: CGAffineTransform) -> PixelRect {
        deviceBox(TextureArea(texture), layerToDevice: m)
    }

    /// The device pixels a texture whose rectangle in layer space is `area` can touch through `m`.
    static func deviceBox(_ area: TextureArea, layerToDevice m: CGAffineTransform) -> PixelRect {
        let (x, y, w, h) = (area.x, area.y, area.width, area.height)
        let (ma, mb, mc, md) = (Double(m.a), Double(m.b), Double(m.c), Double(m.d))
        let (mx, my) = (Double(m.tx), Double(m.ty))
        func corner(_ px: Double, _ py: Double) -> (x: Double, y: Double) {
            (px * ma + py * mc + mx, px * mb + py * md + my)
        }
        let a = corner(x, y), b = corner(x + w, y), c = corner(x, y + h), d = corner(x + w, y + h)
        let minX = min(a.x, b.x, c.x, d.x), maxX = max(a.x, b.x, c.x, d.x)
        let minY = min(a.y, b.y, c.y, d.y), maxY = max(a.y, b.y, c.y, d.y)
        return PixelRect(coveringX: minX - 1, y: minY - 1, width: maxX - minX + 2, height: maxY - minY + 2)
    }

    /// Texel centre (u, v) → device (a·u + c·v + tx, b·u + d·v + ty).
    typealias TexelMap = (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)

    /// Where texel centres land: layer = origin + (u + 0.5)/s, device = layer · M.
    static func texelMap(_ texture: LayerTexture, _ m: CGAffineTransform) -> TexelMap {
        let (ma, mb, mc, md) = (Double(m.a), Double(m.b), Double(m.c), Double(m.d))
        let ox = Double(texture.origin.x) + 0.5 / texture.scaleX, oy = Double(texture.origin.y) + 0.5 / texture.scaleY
        return (
            a: ma / texture.scaleX, b: mb / texture.scaleX, c: mc / texture.scaleY, d: md / texture.scaleY,
            tx: ox * ma + oy * mc + Double(m.tx), ty: ox * mb + oy * md + Double(m.ty)
        )
    }

    /// Whether a texel map's linear part (texel steps a, b along u and c, d along v) is the identity.
    private static func isIdentity(a: Double, b: Double, c: Double, d: Double) -> Bool {
        abs(a - 1) < 1e-9 && abs(d - 1) < 1e-9 && abs(b) < 1e-9 && abs(c) < 1e-9
    }

    /// Whether a texture rastered at `scaleX` × `scaleY` is drawn through `m` by a translation (`translation`).
    static func translates(_ m: CGAffineTransform, scaleX: Double, scaleY: Double) -> Bool {
        isIdentity(
            a: Double(m.a) / scaleX, b: Double(m.b) / scaleX, c: Double(m.c) / scaleY, d: Double(m.d) / scaleY)
    }

    /// For a map that only translates: the shift (device pixel X shows texel X − shift) and whether it is whole.
    static func translation(_ t: TexelMap) -> (x: Double, y: Double, whole: Bool)? {
        guard isIdentity(a: t.a, b: t.b, c: t.c, d: t.d) else { return nil }
        let sx = t.tx - 0.5, sy = t.ty - 0.5
        let fx = sx - sx.rounded(.down), fy = sy - sy.rounded(.down)
        return (sx, sy, (fx < 1.0 / 512 || fx > 1 - 1.0 / 512) && (fy < 1.0 / 512 || fy > 1 - 1.0 / 512))
    }

    /// Whether a blit could paint something fully opaque (`opaqueArea`), before finding where: drawn without
    /// alpha, untinted or tinted opaque, from a texture with an opaque core.
    @inline(__always)
    static func mayPaintOpaque(_ texture: LayerTexture, tint: UInt32, alpha: Double) -> Bool {
        alpha >= 1 && tint >> 24 == 255 && texture.solid.opaqueCore != nil
    }

    /// The device pixels a blit paints fully opaque (within `clip`): the texture's opaque core, when it is
    /// placed by a translation and drawn without alpha; empty otherwise.
    package static func opaqueArea(
        _ texture: LayerTexture, tint: UInt32 = Blend.untinted, layerToDevice m: CGAffineTransform, alpha: Double,
        clip: PixelRect
    )
        -> PixelRect
    {
        guard mayPaintOpaque(texture, tint: tint, alpha: alpha), let core = texture.solid.opaqueCore,
            let shift = translation(texelMap(texture, m))
        else {
            return PixelRect(x: 0, y: 0, width: 0, height: 0)
        }
        return coreOffset(shift).place(core).intersection(clip)
    }

    /// Where a translation by `shift` places a texture's cores: texel (x, y) of a core at device pixel (x + `x`,
    /// y + `y`), less `shrink` pixels at its far edges, the pixels that mix texels outside it.
    struct CoreOffset {
        var x: Int
        var y: Int
        var shrink: Int

        /// The device pixels the texels `core` cover wholly.
        @inline(__always)
        func place(_ core: PixelRect) -> PixelRect {
            PixelRect(x: core.x + x, y: core.y + y, width: core.width - shrink, height: core.height - shrink)
        }
    }

    @inline(__always)
    static func coreOffset(_ shift: (x: Double, y: Double, whole: Bool)) -> CoreOffset {
        if shift.whole { return CoreOffset(x: Int(shift.x.rounded()), y: Int(shift.y.rounded()), shrink: 0) }
        // Pixel X mixes texels X − ix − 1 and X − ix: both in the core for X in [x + ix + 1, maxX + ix).
        return CoreOffset(x: Int(shift.x.rounded(.down)) + 1, y: Int(shift.y.rounded(.down)) + 1, shrink: 1)
    }

    /// For the culling walk: where a blit through a translation places its texture's opaque cores
    /// (`SolidSpans.opaqueCore`, `tallCore` and `boxCore`, over which it blends one alpha; `TileFootprint`), and the
    /// alpha an opaque texel blends with (0 when the texture has no opaque core); nil when `m` does not translate
    /// the texture, so the blit is not drawn by the loops that can leave tiles out.
    static func coreOffset(_ texture: LayerTexture, tint: UInt32, layerToDevice m: CGAffineTransform, alpha: Double)
        -> (offset: CoreOffset, alpha: UInt32)?
    {
        guard let shift = translation(texelMap(texture, m)) else { return nil }
        return (coreOffset(shift), texture.solid.opaqueCore == nil ? 0 : blendedAlpha(tint: tint, alpha: alpha))
    }

    /// The alpha of an opaque texel as the loops blend it: tinted (255·t/255 rounds to the tint's own alpha), then
    /// scaled by the layer's alpha.
    @inline(__always)
    private static func blendedAlpha(tint: UInt32, alpha: Double) -> UInt32 {
        guard alpha > 0 else { return 0 }
        let a = UInt32((min(alpha, 1) * 255).rounded())
        return a < 255 ? Blend.mulLanes(tint >> 24, a) : tint >> 24
    }

    /// Blends `texture`, tinted by `tint` (`Blend.tint`), through `m` at `alpha`, within `clip`: whole-pixel and
    /// affine blits tint texels, sub-pixel blits tint the mix of four (one rounding of colour × coverage). A tinted
    /// texture must be grey (each texel's four channels equal, as in a white shape): the loops mix and tint one
    /// channel for all four. A blit through a translation leaves out the `hidden` tiles.
    package static func draw(
        _ texture: LayerTexture, tint: UInt32 = Blend.untinted, layerToDevice m: CGAffineTransform, alpha: Double,
        into canvas: Canvas, clip: PixelRect
    ) {
        draw(texture, tint: tint, layerToDevice: m, alpha: alpha, into: canvas, clip: clip, hidden: nil)
    }

    static func draw(
        _ texture: LayerTexture, tint: UInt32, layerToDevice m: CGAffineTransform, alpha: Double, into canvas: Canvas,
        clip: PixelRect, hidden: HiddenTiles?
    ) {
        guard !texture.isEmpty, alpha > 0 else { return }
        let a = UInt32((min(alpha, 1) * 255).rounded())
        let t = texelMap(texture, m)
        // The parallelogram's bounding box, from its corner at texel (−½, −½) and its two edge vectors.
        let w = Double(texture.pixels.width), h = Double(texture.pixels.height)
        let ox = -0.5 * t.a - 0.5 * t.c + t.tx, oy = -0.5 * t.b - 0.5 * t.d + t.ty
        let ex = (w * t.a, w * t.b), ey = (h * t.c, h * t.d)
        let minX = ox + min(0, ex.0) + min(0, ey.0), maxX = ox + max(0, ex.0) + max(0, ey.0)
        let minY = oy + min(0, ex.1) + min(0, ey.1), maxY = oy + max(0, ex.1) + max(0, ey.1)
        let box = CGRect(x: minX - 1, y: minY - 1, width: maxX - minX + 2, height: maxY - minY + 2)
        let area = PixelRect(covering: box).intersection(clip).intersection(canvas.clip)
        guard !area.isEmpty else { return }
        if let shift = translation(t) {
            let (dx, dy) = (Int(shift.x.rounded()), Int(shift.y.rounded()))
            switch (shift.whole, hidden) {
            case (true, nil): copy(texture, dx: dx, dy: dy, alpha: a, tint: tint, canvas, area, NoTiles())
            case (true, let tiles?): copy(texture, dx: dx, dy: dy, alpha: a, tint: tint, canvas, area, tiles)
            case (false, nil):
                subPixel(texture, tx: shift.x, ty: shift.y, alpha: a, tint: tint, canvas, area, NoTiles())
            case (false, let tiles?):
                subPixel(texture, tx: shift.x, ty: shift.y, alpha: a, tint: tint, canvas, area, tiles)
            }
        } else {
            affine(texture, t, alpha: a, tint: tint, canvas, area)
        }
    }

    /// Texel (u, v) lands on device pixel (u + dx, v + dy); the texture's solid runs are fills.
    private static func copy<Mask: TileMask>(
        _ texture: LayerTexture, dx: Int, dy: Int, alpha: UInt32, tint: UInt32, _ canvas: Canvas, _ area: PixelRect,
        _ hidden: Mask
    ) {
        let src = texture.pixels
        let x0 = max(area.x, dx), x1 = min(area.maxX, dx + src.width)
        let y0 = max(area.y, dy), y1 = min(area.maxY, dy + src.height)
        guard x0 < x1, y0 < y1 else { return }
        let room = canvas.buffer.width - (x0 - canvas.origin.x), left = x0 - dx
        let color = solidColor(texture, tint: tint, alpha: alpha)
        var band = hidden.band(y: y0, x0, x1)
        var bandEnd = hidden.bandEnd(after: y0)
        for y in y0..<y1 {
            if y >= bandEnd {
                band = hidden.band(y: y, x0, x1)
                bandEnd = hidden.bandEnd(after: y)
            }
            if band.hidesAll { continue }
            let row = UnsafePointer(src.pixels(inRow: y - dy) + left)
            let target = canvas.buffer.pixels(inRow: y - canvas.origin.y) + (x0 - canvas.origin.x)
            let run = texture.solid.run(y - dy)
            band.forEachShown(x0, x1) { a, b in
                let skip = a - x0, count = b - a, room = room - skip
                let s = row + skip, d = target + skip
                guard
                    let fill = PixelVector.fillSpan(
                        run.lowerBound - left - skip, run.upperBound - left - skip, count: count)
                else {
                    Blend.overRow(s, d, count, alpha: alpha, room: room, tint: tint)
                    return
                }
                Blend.overRow(s, d, fill.lowerBound, alpha: alpha, room: room, tint: tint)
                PixelVector.fill(color, d, fill, room: room)
                Blend.overRow(
                    s + fill.upperBound, d + fill.upperBound, count - fill.upperBound, alpha: alpha,
                    room: room - fill.upperBound, tint: tint)
            }
        }
    }

    /// Sub-pixel translation: one vector per device tile (`translateByTiles`), or the row loop (`translate`) where
    /// that does not apply.
    private static func subPixel<Mask: TileMask>(
        _ texture: LayerTexture, tx: Double, ty: Double, alpha: UInt32, tint: UInt32, _ canvas: Canvas,
        _ area: PixelRect, _ hidden: Mask
    ) {
        guard !translateByTiles(texture, tx: tx, ty: ty, alpha: alpha, tint: tint, canvas, area, hidden) else { return }
        translate(texture, tx: tx, ty: ty, alpha: alpha, tint: tint, canvas, area, hidden)
    }

    /// Sub-pixel translation: every device pixel mixes the same four-texel neighbourhood with the same weights.
    /// `TranslateKernel` walks the rows and columns where something can show (`TranslateKernel.Placement`), reading
    /// the texture's rows in place. Where both texel rows repeat the last output row's (`SolidSpans.repeatsAbove`),
    /// the output row's source pixels are the last row's: they are mixed once into a scratch row on the stack and
    /// blended from there, so a shape's straight sides cost a row blend, not a filtered edge each row. Columns go
    /// in pieces the scratch row holds, each walked top to bottom. Blits go this way where `translateByTiles` does
    /// not apply.
    static func translate<Mask: TileMask>(
        _ texture: LayerTexture, tx: Double, ty: Double, alpha: UInt32, tint: UInt32, _ canvas: Canvas,
        _ area: PixelRect, _ hidden: Mask
    ) {
        let src = texture.pixels
        guard
            let placement = TranslateKernel.Placement(
                tx: tx, ty: ty, width: src.width, height: src.height, area: area)
        else { return }
        let (ix, iy, weights) = (placement.ix, placement.iy, placement.weights)
        let (x0, x1, y0, y1) = (placement.x0, placement.x1, placement.y0, placement.y1)
        let color = solidColor(texture, tint: tint, alpha: alpha)
        let repeats = texture.solid.repeatsAbove
        let piece = TranslateKernel.ScratchRow.pixels - 8
        TranslateKernel.ScratchRow.with { storage in
            let source = storage.bindMemory(
                to: UInt32.self, capacity: TranslateKernel.ScratchRow.pixels)
            for first in stride(from: x0, to: x1, by: piece) {
                let count = min(piece, x1 - first)
                let room = canvas.buffer.width - (first - canvas.origin.x), left = first - ix - 1
                // Whether `source` holds the last output row's source pixels.
                var held = false
                var band = hidden.band(y: y0, first, first + count)
                var bandEnd = hidden.bandEnd(after: y0)
                var y = y0
                while y < y1 {
                    if y >= bandEnd {
                        band = hidden.band(y: y, first, first + count)
                        bandEnd = hidden.bandEnd(after: y)
                    }
                    // A hidden band is skipped, and the next row it would have held mixed again.
                    if band.hidesAll {
                        held = false
                        y = min(y1, bandEnd)
                        continue
                    }
                    // Output row y mixes texel rows v (above) and v + 1 (below).
                    let v = y - iy - 1
                    // A row whose texel rows repeat the held row's blends the held pixels again; any other row is
                    // mixed, into the scratch row when the next row will repeat it.
                    if !(held && repeats[v] && repeats[v + 1]) {
                        let d = canvas.buffer.pixels(inRow: y - canvas.origin.y) + (first - canvas.origin.x)
                        // Output pixel k is solid when its left tap, texel left + k, has an all-solid
                        // neighbourhood.
                        let taps = texture.solid.taps(v)
                        let row = TranslateKernel.Row(
                            below: UnsafePointer(src.pixels(inRow: v + 1)),
                            above: UnsafePointer(src.pixels(inRow: v)), left: left,
                            solid: (taps.lowerBound - left)..<(taps.upperBound - left))
                        // One call for both targets, so that the kernel is inlined once: the scratch row gets the
                        // whole row, the canvas the runs outside hidden tiles.
                        held = y + 1 < y1 && repeats[v + 1] && repeats[v + 2]
                        band.forEachShown(first, first + count, whole: held) { a, b in
                            let skip = a - first
                            var part = row
                            part.left += skip
                            part.solid = (row.solid.lowerBound - skip)..<(row.solid.upperBound - skip)
                            TranslateKernel.blend(
                                part, into: held ? source : d + skip, count: b - a,
                                room: held ? piece + 8 : room - skip, weights: weights, alpha: alpha, tint: tint,
                                solidColor: color, replacing: held)
                        }
                        guard held else {
                            y += 1
                            continue
                        }
                    }
                    // This row and the rows after it in the band that repeat it too blend the held pixels, one shown
                    // run at a time down the rows.
                    var last = y + 1
                    while last < min(y1, bandEnd), repeats[last - iy - 1], repeats[last - iy] { last += 1 }
                    band.forEachShown(first, first + count) { a, b in
                        for row in y..<last {
                            let d = canvas.buffer.pixels(inRow: row - canvas.origin.y) + (a - canvas.origin.x)
                            PixelVector.overRow(source + (a - first), d, count: b - a, room: room - (a - first))
                        }
                    }
                    y = last
                }
            }
        }
    }

    /// General affine: each device pixel centre maps back to the texture and samples bilinearly, except where
    /// its four taps lie in the texture's solid run, where it is that colour (`AffineKernel`).
    private static func affine(
        _ texture: LayerTexture, _ t: TexelMap, alpha: UInt32, tint: UInt32, _ canvas: Canvas, _ area: PixelRect
    ) {
        let src = texture.pixels
        let det = t.a * t.d - t.b * t.c
        guard abs(det) > 1e-12 else { return }
        // Inverse: device (X, Y) → texel (u, v).
        let ia = t.d / det, ib = -t.b / det, ic = -t.c / det, id = t.a / det
        let itx = -(t.tx * ia + t.ty * ic), ity = -(t.tx * ib + t.ty * id)
        let width = src.width, height = src.height
        guard width > 1, height > 1 else { return }
        let kernel = AffineKernel(texture, alpha: alpha, tint: tint)
        // Textures keep a transparent texel around their content, so only samples whose four taps all lie inside
        // (0 ≤ u < width − 1, 0 ≤ v < height − 1) can be non-zero: each row walks just that span, in 16.16 fixed
        // point.
        let du = Int64((ia * 65536).rounded()), dv = Int64((ib * 65536).rounded())
        for y in area.y..<area.maxY {
            let py = Double(y) + 0.5
            let u = (Double(area.x) + 0.5) * ia + py * ic + itx
            let v = (Double(area.x) + 0.5) * ib + py * id + ity
            var first = 0, last = area.width
            // Narrows first..<last to the steps k where start + k·step lies in [0, limit) (one step of slack).
            func narrow(_ start: Double, _ step: Double, _ limit: Double) {
                guard abs(step) >= 1e-12 else {
                    if start < 0 || start >= limit { last = 0 }
                    return
                }
                let k0 = -start / step, k1 = (limit - start) / step
                first = max(first, Int(min(k0, k1).rounded(.down)) - 1)
                last = min(last, Int(max(k0, k1).rounded(.up)) + 1)
            }
            narrow(u, ia, Double(width - 1))
            narrow(v, ib, Double(height - 1))
            guard first < last else { continue }
            let uf = Int64(((u + Double(first) * ia) * 65536).rounded())
            let vf = Int64(((v + Double(first) * ib) * 65536).rounded())
            let d = canvas.buffer.pixels(inRow: y - canvas.origin.y) + (area.x - canvas.origin.x)
            kernel.row(
                d, first, last, room: canvas.buffer.width - (area.x - canvas.origin.x), uf: uf, vf: vf, du: du, dv: dv)
        }
    }

    /// The texture's solid colour as blits fill it: tinted, then scaled by `alpha`.
    static func solidColor(_ texture: LayerTexture, tint: UInt32, alpha: UInt32) -> UInt32 {
        let color = Blend.tint(texture.solid.color, tint)
        return alpha < 255 ? Blend.scale(color, alpha) : color
    }
}
