/// One output row of the general affine blit: each device pixel centre maps back to texel coordinates (16.16
/// fixed point, stepping by `du`, `dv`) and samples bilinearly. Eight pixels at a time, the kernel first asks
/// whether all eight sample in the texture's solid runs (`SolidSpans`) — then they are one colour, blended as a
/// vector; otherwise (edges, corners, content that is not one colour) they are sampled as a vector too (one by one
/// for a tinted texture). A row's last few pixels are a partial vector whose extra lanes draw nothing, or one by
/// one where the destination row has no room for a whole vector.
struct AffineKernel {
    typealias Lanes = SIMD8<Int32>

    let base: UnsafePointer<UInt32>
    let stride: Int
    let width: Int
    let height: Int
    let solid: SolidSpans
    /// The solid colour tinted and scaled by `alpha` (0…255).
    let color: UInt32
    let alpha: UInt32
    /// What texels are tinted by before they are filtered (`Blend.tint`).
    let tint: UInt32

    init(_ texture: LayerTexture, alpha: UInt32, tint: UInt32 = Blend.untinted) {
        let pixels = texture.pixels
        base = UnsafePointer(pixels.base.assumingMemoryBound(to: UInt32.self))
        stride = pixels.bytesPerRow / 4
        width = pixels.width
        height = pixels.height
        solid = texture.solid
        color = TextureBlit.solidColor(texture, tint: tint, alpha: alpha)
        self.alpha = alpha
        self.tint = tint
    }

    /// Blends output pixels `first..<last` of the row at `d`, which has `room` pixels from `d` on (a last, partial
    /// vector that fits runs as a vector whose extra lanes draw nothing); `uf`, `vf` are the texel coordinates of
    /// pixel `first`.
    func row(
        _ d: UnsafeMutablePointer<UInt32>, _ first: Int, _ last: Int, room: Int, uf: Int64, vf: Int64, du: Int64,
        dv: Int64
    ) {
        // Where the samples cross the texture's solid core (a rectangle in taps, so an interval along the row),
        // every pixel is the solid colour: no per-pixel test there.
        let core = solid.tapCore
        let inU = Self.steps(from: uf, by: du, within: Int64(core.x) << 16, Int64(core.maxX) << 16)
        let inV = Self.steps(from: vf, by: dv, within: Int64(core.y) << 16, Int64(core.maxY) << 16)
        let lower = max(inU.lowerBound, inV.lowerBound, 0),
            upper = min(inU.upperBound, inV.upperBound, Int64(last - first))
        guard !core.isEmpty, lower < upper else {
            pixels(d, first, last, room: room, uf: uf, vf: vf, du: du, dv: dv)
            return
        }
        let a = first + Int(lower), b = first + Int(upper)
        pixels(d, first, a, room: room, uf: uf, vf: vf, du: du, dv: dv)
        PixelVector.fill(color, d, a..<b, room: room)
        pixels(
            d, b, last, room: room, uf: uf &+ Int64(b - first) &* du, vf: vf &+ Int64(b - first) &* dv, du: du,
            dv: dv)
    }

    /// The steps k with `low ≤ start + k·step < high`.
    static func steps(from start: Int64, by step: Int64, within low: Int64, _ high: Int64) -> Range<Int64> {
        func floorDivision(_ a: Int64, _ b: Int64) -> Int64 { a >= 0 ? a / b : -((-a + b - 1) / b) }
        if step == 0 { return low <= start && start < high ? Int64.min..<Int64.max : 0..<0 }
        if step > 0 {
            let k0 = -floorDivision(start - low, step), k1 = -floorDivision(start - high, step)
            return k0..<max(k0, k1)
        }
        let k0 = floorDivision(start - high, -step) + 1, k1 = floorDivision(start - low, -step) + 1
        return k0..<max(k0, k1)
    }

    /// Pixels `first..<last` tested eight at a time against the solid runs, else sampled eight at a time; the
    /// last few as a partial vector when `room` (the pixels from `d` on that may be written) leaves space for it,
    /// else one by one.
    private func pixels(
        _ d: UnsafeMutablePointer<UInt32>, _ first: Int, _ last: Int, room: Int, uf: Int64, vf: Int64, du: Int64,
        dv: Int64
    ) {
        var k = first, uf = uf, vf = vf
        // The vector test works in Int32 16.16 coordinates: the row's and eight steps' must fit.
        let span = Int64(last - first)
        let vectors =
            abs(du) < 1 << 24 && abs(dv) < 1 << 24 && abs(uf) < 1 << 30 && abs(vf) < 1 << 30
            && abs(uf &+ span &* du) < 1 << 30 && abs(vf &+ span &* dv) < 1 << 30
        let steps = Lanes(0, 1, 2, 3, 4, 5, 6, 7)
        while vectors, k < last, k + 8 <= max(last, room) {
            // Lanes past `last` (in a partial vector) draw nothing.
            let mask = k + 8 <= last ? nil : PixelVector.firstLanes(last - k)
            let fu = Lanes(repeating: Int32(truncatingIfNeeded: uf)) &+ steps &* Int32(du)
            let fv = Lanes(repeating: Int32(truncatingIfNeeded: vf)) &+ steps &* Int32(dv)
            let u0 = fu &>> 16, v0 = fv &>> 16
            if isSolid(u0, v0) {
                if color != 0 {
                    let target = UnsafeMutableRawPointer(d + k)
                    let source = PixelVector.Pixels(repeating: color)
                    PixelVector.store(
                        PixelVector.over(mask.map { source & $0 } ?? source, PixelVector.load(target)), target)
                }
            } else if tint == Blend.untinted {
                samples(d + k, fu, fv, mask: mask)
            } else {
                for j in 0..<min(8, last - k) { sample(d, k + j, uf: uf &+ Int64(j) &* du, vf: vf &+ Int64(j) &* dv) }
            }
            k += 8
            uf &+= 8 &* du
            vf &+= 8 &* dv
        }
        while k < last {
            sample(d, k, uf: uf, vf: vf)
            k += 1
            uf &+= du
            vf &+= dv
        }
    }

    /// Eight bilinear samples at 16.16 texel coordinates `fu`, `fv`, blended into `target`: the one-pixel
    /// `sample` arithmetic in 32-bit lanes, so the same pixels. A lane whose taps are not all inside the texture
    /// reads texel (0, 0)'s neighbourhood and is then cleared, drawing nothing, as `sample` does; so is a lane
    /// outside `mask`.
    @inline(__always)
    private func samples(
        _ target: UnsafeMutablePointer<UInt32>, _ fu: Lanes, _ fv: Lanes, mask: PixelVector.Pixels?
    ) {
        typealias P = PixelVector.Pixels
        let u0 = fu &>> 16, v0 = fv &>> 16
        // Negative in a lane where u0 ∉ [0, width − 2] or v0 ∉ [0, height − 2].
        let outside =
            u0 | (Lanes(repeating: Int32(width - 2)) &- u0) | v0 | (Lanes(repeating: Int32(height - 2)) &- v0)
        let inside = ~(outside &>> 31)
        let index = (v0 &* Int32(stride) &+ u0) & inside
        var p00 = P(), p10 = P(), p01 = P(), p11 = P()
        for j in 0..<8 {
            let r = base + Int(index[j])
            p00[j] = r[0]
            p10[j] = r[1]
            p01[j] = r[stride]
            p11[j] = r[stride + 1]
        }
        let fx = unsafeBitCast((fu & Lanes(repeating: 0xFFFF)) &>> 8, to: P.self)
        let fy = unsafeBitCast((fv & Lanes(repeating: 0xFFFF)) &>> 8, to: P.self)
        var s = PixelVector.bilinear(p00, p10, p01, p11, fx: fx, fy: fy) & unsafeBitCast(inside, to: P.self)
        if let mask { s &= mask }
        if s.max() == 0 { return }
        if alpha < 255 { s = PixelVector.scale(s, PixelVector.factor(alpha)) }
        let raw = UnsafeMutableRawPointer(target)
        PixelVector.store(PixelVector.over(s, PixelVector.load(raw)), raw)
    }

    /// Whether every lane's four taps (`u0`, `u0 + 1` in rows `v0`, `v0 + 1`) lie in the solid runs.
    @inline(__always)
    private func isSolid(_ u0: Lanes, _ v0: Lanes) -> Bool {
        // Rows outside the texture have no runs: a lane with v0 ∉ [0, height − 2] has a negative bit pattern here.
        // Lane tests end in a reduction (`min`): comparing whole vectors with `==` is compiled lane by lane.
        guard (v0 | (Lanes(repeating: Int32(height - 2)) &- v0)).min() >= 0 else { return false }
        var start = Lanes(), end = Lanes()
        solid.tapStart.withUnsafeBufferPointer { starts in
            solid.tapEnd.withUnsafeBufferPointer { ends in
                for j in 0..<8 {
                    start[j] = starts[Int(v0[j])]
                    end[j] = ends[Int(v0[j])]
                }
            }
        }
        // start ≤ u0 < end in every lane: both differences non-negative.
        return ((u0 &- start) | (end &- 1 &- u0)).min() >= 0
    }

    /// One pixel: the solid colour when its taps are all solid, else the bilinear sample.
    @inline(__always)
    private func sample(_ d: UnsafeMutablePointer<UInt32>, _ k: Int, uf: Int64, vf: Int64) {
        let u0 = Int(uf >> 16), v0 = Int(vf >> 16)
        guard UInt(bitPattern: u0) < UInt(width - 1), UInt(bitPattern: v0) < UInt(height - 1) else { return }
        if u0 >= Int(solid.tapStart[v0]) && u0 < Int(solid.tapEnd[v0]) {
            if color != 0 { d[k] = Blend.over(color, d[k]) }
            return
        }
        let r = base + v0 * stride + u0
        let (p00, p10, p01, p11) = (r[0], r[1], r[stride], r[stride + 1])
        if p00 | p10 | p01 | p11 == 0 { return }
        let fx = UInt32(truncatingIfNeeded: (uf & 0xFFFF) >> 8), fy = UInt32(truncatingIfNeeded: (vf & 0xFFFF) >> 8)
        var s =
            tint == Blend.untinted
            ? Blend.bilinear(p00, p10, p01, p11, fx, fy)
            : Blend.bilinear(
                Blend.tint(p00, tint), Blend.tint(p10, tint), Blend.tint(p01, tint), Blend.tint(p11, tint), fx, fy)
        if alpha < 255 { s = Blend.scale(s, alpha) }
        d[k] = Blend.over(s, d[k])
    }
}
