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

    /// Blends `count` source pixels over `count` destination pixels, the source first scaled by `alpha` (0…255).
    @inline(__always)
    package static func overRow(
        _ src: UnsafePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, _ count: Int, alpha: UInt32
    ) {
        if alpha >= 255 {
            for i in 0..<count {
                let s = src[i]
                if s == 0 { continue }
                dst[i] = s >> 24 == 255 ? s : over(s, dst[i])
            }
        } else {
            for i in 0..<count {
                let s = src[i]
                if s == 0 { continue }
                dst[i] = over(scale(s, alpha), dst[i])
            }
        }
    }

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

/// The same arithmetic on one pixel spread over four 16-bit lanes of a 64-bit word (A, G, R, B from the top),
/// so each multiply treats all four channels at once.
package enum WideBlend {
    static let laneMask: UInt64 = 0x00FF_00FF_00FF_00FF

    @inline(__always)
    package static func expand(_ p: UInt32) -> UInt64 {
        let x = UInt64(p)
        return (x | (x << 24)) & laneMask
    }

    @inline(__always)
    package static func pack(_ v: UInt64) -> UInt32 {
        let y = v & laneMask
        return UInt32(truncatingIfNeeded: y | (y >> 24))
    }

    /// `v·a/255` per lane, rounded like pixman (a in 0…255).
    @inline(__always)
    package static func mul(_ v: UInt64, _ a: UInt64) -> UInt64 {
        let t = v &* a &+ 0x0080_0080_0080_0080
        return ((t &+ ((t >> 8) & laneMask)) >> 8) & laneMask
    }

    /// Lanes of `a`·(256 − f) + `b`·f, divided by 256 (f in 0…256).
    @inline(__always)
    package static func lerp(_ a: UInt64, _ b: UInt64, _ f: UInt64) -> UInt64 {
        ((a &* (256 &- f) &+ b &* f) >> 8) & laneMask
    }

    /// Source-over of expanded pixels: `s + d·(255 − s.a)/255`.
    @inline(__always)
    package static func over(_ s: UInt64, _ d: UInt64) -> UInt64 {
        s &+ mul(d, 255 &- (s >> 48))
    }
}
