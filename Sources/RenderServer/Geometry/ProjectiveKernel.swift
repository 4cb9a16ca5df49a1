/// One row of the projective warp eight pixels at a time, with exactly the one-pixel arithmetic of
/// `ProjectiveBlit.pixel`: the perspective divide and the sample positions in two four-lane double vectors (the same
/// operations in the same order, so the same values), then the four taps gathered lane by lane, the bilinear mix,
/// alpha and source-over in 32-bit lanes. A lane whose sample misses the source (w ≤ 0, or outside it by a texel or
/// more) is cleared and draws nothing, as the one-pixel code skips it.
struct ProjectiveKernel {
    typealias Doubles = SIMD4<Double>
    typealias Lanes = SIMD8<Int32>
    typealias Pixels = SIMD8<UInt32>

    let texels: UnsafeMutablePointer<UInt32>
    let stride: Int
    let width: Int
    let height: Int
    /// The map's entries along a row (X·m0, X·m1, X·m2) and the alpha as a factor of 256.
    let m0: Double, m1: Double, m2: Double
    let a256: UInt32
    /// Where the source is one colour, if known.
    let solid: ProjectiveBlit.Solid?

    /// Homogeneous source coordinates of pixel centre X in this row: (X·m0 + cu, X·m1 + cv, X·m2 + cw).
    struct Row {
        var cu: Double, cv: Double, cw: Double
    }

    /// Blends the eight pixels from `x` on of the target row whose first pixel is `d`, its sample positions given
    /// by `constants`; lanes at or past `end` draw nothing.
    @inline(__always)
    func blend(_ d: UnsafeMutablePointer<UInt32>, x: Int, end: Int, constants: Row) {
        let low = sample(x, constants), high = sample(x + 4, constants)
        let inside = Lanes(lowHalf: low.inside, highHalf: high.inside) & Self.before(end - x)
        let sx = Lanes(lowHalf: low.sx, highHalf: high.sx), sy = Lanes(lowHalf: low.sy, highHalf: high.sy)
        let fx = unsafeBitCast(Lanes(lowHalf: low.fx, highHalf: high.fx), to: Pixels.self)
        let fy = unsafeBitCast(Lanes(lowHalf: low.fy, highHalf: high.fy), to: Pixels.self)
        // All ones (−1) in the lanes that sample the source.
        guard inside.min() < 0 else { return }
        var s: Pixels
        if let solid, Self.all(sx, sy, inside, in: solid.taps) {
            // Four taps of one colour filter to that colour.
            s = Pixels(repeating: solid.color) & unsafeBitCast(inside, to: Pixels.self)
        } else {
            s = filtered(sx, sy, fx, fy, inside)
        }
        if a256 < 256 { s = Self.scale(s, Pixels(repeating: a256)) }
        let alpha = s &>> 24
        // A sample with no alpha is skipped, as the one-pixel code skips it.
        s &= Pixels(repeating: 0) &- ((alpha &+ 0xFF) &>> 8)
        guard s.max() != 0 else { return }
        let target = UnsafeMutableRawPointer(d + x)
        let under = PixelVector.load(target)
        PixelVector.store(s &+ Self.scale(under, Pixels(repeating: 256) &- alpha), target)
    }

    /// The bilinear samples with left taps `sx`, `sy`, in the lanes of `inside`.
    @inline(__always)
    private func filtered(_ sx: Lanes, _ sy: Lanes, _ fx: Pixels, _ fy: Pixels, _ inside: Lanes) -> Pixels {
        PixelVector.bilinear(
            tap(sx, sy, inside), tap(sx &+ 1, sy, inside), tap(sx, sy &+ 1, inside), tap(sx &+ 1, sy &+ 1, inside),
            fx: fx, fy: fy)
    }

    /// Whether the left taps of every lane of `inside` lie in `taps`.
    @inline(__always)
    private static func all(_ sx: Lanes, _ sy: Lanes, _ inside: Lanes, in taps: PixelRect) -> Bool {
        // Negative in a lane whose tap is outside (a lane not inside counts as in).
        let outside =
            (sx &- Int32(taps.x)) | (Lanes(repeating: Int32(taps.maxX - 1)) &- sx) | (sy &- Int32(taps.y))
            | (Lanes(repeating: Int32(taps.maxY - 1)) &- sy)
        return (outside & inside).min() >= 0
    }

    /// Four pixels' sample positions: the texel left of and above each sample (`sx`, `sy`), its weights in 1/256
    /// (`fx`, `fy`), and all ones where the sample lands within a texel of the source.
    private struct Samples {
        var sx: SIMD4<Int32>, sy: SIMD4<Int32>, fx: SIMD4<Int32>, fy: SIMD4<Int32>, inside: SIMD4<Int32>
    }

    @inline(__always)
    private func sample(_ x: Int, _ row: Row) -> Samples {
        let px = Doubles(repeating: Double(x)) + Doubles(0.5, 1.5, 2.5, 3.5)
        let nw = px * m2 + row.cw
        let inverse = 1 / nw
        var u = (px * m0 + row.cu) * inverse - 0.5, v = (px * m1 + row.cv) * inverse - 0.5
        let inside =
            (nw .> 0) .& (u .> -1) .& (v .> -1) .& (u .< Doubles(repeating: Double(width)))
            .& (v .< Doubles(repeating: Double(height)))
        // Lanes outside are cleared later; here they only need to convert without overflow.
        u = u.replacing(with: 0, where: .!inside)
        v = v.replacing(with: 0, where: .!inside)
        let fu = u.rounded(.down), fv = v.rounded(.down)
        return Samples(
            sx: Self.integers(fu), sy: Self.integers(fv),
            fx: Self.integers(((u - fu) * 256).rounded(.toNearestOrAwayFromZero)),
            fy: Self.integers(((v - fv) * 256).rounded(.toNearestOrAwayFromZero)),
            inside: SIMD4<Int32>(truncatingIfNeeded: unsafeBitCast(inside, to: SIMD4<Int64>.self)))
    }

    /// Whole numbers below 2³¹ in magnitude as 32-bit integers: added to 1.5·2⁵², a double holds the number in the
    /// low bits of its significand. (The standard library's vector conversion is a generic call per lane.)
    @inline(__always)
    private static func integers(_ x: Doubles) -> SIMD4<Int32> {
        SIMD4<Int32>(
            truncatingIfNeeded: unsafeBitCast(x + Doubles(repeating: 6_755_399_441_055_744), to: SIMD4<Int64>.self))
    }

    /// Texel (`sx`, `sy`) in each lane of `inside`, transparent outside the source (or the lane).
    @inline(__always)
    private func tap(_ sx: Lanes, _ sy: Lanes, _ inside: Lanes) -> Pixels {
        // Negative where sx ∉ [0, width − 1] or sy ∉ [0, height − 1].
        let outside = sx | (Lanes(repeating: Int32(width - 1)) &- sx) | sy | (Lanes(repeating: Int32(height - 1)) &- sy)
        let valid = inside & ~(outside &>> 31)
        let index = (sy &* Int32(stride) &+ sx) & valid
        var p = Pixels()
        for j in 0..<8 { p[j] = texels[Int(index[j])] }
        return p & unsafeBitCast(valid, to: Pixels.self)
    }

    /// All ones in the lanes below `count`.
    @inline(__always)
    private static func before(_ count: Int) -> Lanes {
        unsafeBitCast(PixelVector.firstLanes(min(max(count, 0), 8)), to: Lanes.self)
    }

    /// Each channel times k/256 (k ≤ 256), as `ProjectiveBlit` scales.
    @inline(__always)
    static func scale(_ p: Pixels, _ k: Pixels) -> Pixels {
        let m = Pixels(repeating: 0x00FF_00FF)
        return ((((p & m) &* k) &>> 8) & m) | ((((p &>> 8) & m) &* k) & Pixels(repeating: 0xFF00_FF00))
    }
}
