/// The compositor's pixel loops: premultiplied ARGB32 source-over with exact division by 255 (pixman's
/// rounding), on raw pointers.
package enum Blend {
    /// `x·a/255` for the two 8-bit channels in the 0x00FF00FF lanes of `x`, rounded like pixman.
    @inline(__always)
    static func mulLanes(_ x: UInt32, _ a: UInt32) -> UInt32 {
        let t = (x & 0x00FF_00FF) &* a &+ 0x0080_0080
        return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    }

    /// Every channel of `p` times `a`/255.
    @inline(__always)
    package static func scale(_ p: UInt32, _ a: UInt32) -> UInt32 {
        mulLanes(p, a) | (mulLanes(p >> 8, a) << 8)
    }

    /// `s + d·(255 − s.a)/255`.
    @inline(__always)
    package static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let ia = 255 &- (s >> 24)
        if ia == 0 { return s }
        return s &+ scale(d, ia)
    }

    /// Blends `count` source pixels over `count` destination pixels, the source first scaled by `alpha` (0…255),
    /// eight at a time. `room` is how many destination pixels the row has from `dst` on: when the last, partial
    /// vector fits, it runs as a vector whose extra lanes draw nothing (the source pixels it reads past `count`
    /// must be readable: `PixelBuffer` keeps slack after its last row). Source pixels are first tinted by `tint`.
    @inline(__always)
    package static func overRow(
        _ src: UnsafePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, _ count: Int, alpha: UInt32, room: Int,
        tint: UInt32 = untinted
    ) {
        typealias V = PixelVector.Pixels
        let alphaLanes = PixelVector.factor(alpha)
        let tintLanes = PixelVector.tintLanes(tint)
        @inline(__always)
        func blend(_ k: Int, mask: V?) {
            var s = PixelVector.load(src + k)
            if let mask { s &= mask }
            // Reductions, not `==` on whole vectors, which is compiled lane by lane.
            if s.max() == 0 { return }
            if tint != untinted { s = PixelVector.tint(s, tintLanes) }
            let target = UnsafeMutableRawPointer(dst + k)
            if alpha < 255 {
                s = PixelVector.scale(s, alphaLanes)
            } else if mask == nil, (s &>> 24).min() == 255 {
                PixelVector.store(s, target)
                return
            }
            PixelVector.store(PixelVector.over(s, PixelVector.load(target)), target)
        }
        var k = 0
        while k + 8 <= count {
            blend(k, mask: nil)
            k += 8
        }
        guard k < count else { return }
        if k + 8 <= room {
            blend(k, mask: PixelVector.firstLanes(count - k))
            return
        }
        while k < count {
            var s = src[k]
            if tint != untinted { s = Blend.tint(s, tint) }
            if s != 0 { dst[k] = over(alpha < 255 ? scale(s, alpha) : s, dst[k]) }
            k += 1
        }
    }

    /// A texture drawn without a tint (every channel times 255/255).
    package static let untinted: UInt32 = 0xFFFF_FFFF

    /// Each channel of `p` times the same channel of `tint`, /255, rounded as cairo rounds a colour times coverage
    /// where it fills a shape: `t = x·y + k`, then `(t + t/256)/256`, with k = 0x7F for an opaque colour (cairo's
    /// span lerp) and 0x80 for a translucent one (pixman's IN). So a one-colour fill drawn in white and tinted by
    /// the colour's pixel is the fill cairo draws in that colour, texel for texel (`TintedTextureTests`).
    @inline(__always)
    package static func tint(_ p: UInt32, _ tint: UInt32) -> UInt32 {
        let k = tintRounding(tint)
        var result: UInt32 = 0
        for shift in stride(from: UInt32(0), through: 24, by: 8) {
            let t = ((p >> shift) & 0xFF) &* ((tint >> shift) & 0xFF) &+ k
            result |= ((t &+ (t >> 8)) >> 8) << shift
        }
        return result
    }

    /// The `k` of `tint`'s rounding: 0x7F for an opaque colour, 0x80 for a translucent one.
    @inline(__always)
    static func tintRounding(_ tint: UInt32) -> UInt32 { tint >> 24 == 255 ? 0x7F : 0x80 }

    /// Bilinear blend of four pixels with weights fx, fy in 0…256.
    @inline(__always)
    package static func bilinear(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, _ fx: UInt32, _ fy: UInt32)
        -> UInt32
    {
        let w11 = (fx &* fy) >> 8
        let w10 = fx &- w11
        let w01 = fy &- w11
        let w00 = 256 &- fx &- fy &+ w11
        var rb = (p00 & 0x00FF_00FF) &* w00 &+ (p10 & 0x00FF_00FF) &* w10
        rb = rb &+ (p01 & 0x00FF_00FF) &* w01 &+ (p11 & 0x00FF_00FF) &* w11
        var ag = ((p00 >> 8) & 0x00FF_00FF) &* w00 &+ ((p10 >> 8) & 0x00FF_00FF) &* w10
        ag = ag &+ ((p01 >> 8) & 0x00FF_00FF) &* w01 &+ ((p11 >> 8) & 0x00FF_00FF) &* w11
        return ((rb >> 8) & 0x00FF_00FF) | (ag & 0xFF00_FF00)
    }
}
