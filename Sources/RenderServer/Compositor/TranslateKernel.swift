/// The sub-pixel translation loop eight pixels at a time: every device pixel mixes the same four-texel
/// neighbourhood with the same four weights, so a row is four unaligned 8-pixel loads, two lane multiplies per
/// tap, and a source-over with the destination, in `SIMD8<UInt32>` (AVX2 where the build targets it).
enum TranslateKernel {
    typealias V = SIMD8<UInt32>

    /// Bilinear weights (sum 256) for the texel right-below (`w00`), left-below, right-above and left-above the
    /// sample, from horizontal and vertical fractions in 0…256.
    struct Weights {
        var w00: UInt32, w10: UInt32, w01: UInt32, w11: UInt32

        init(fx: UInt32, fy: UInt32) {
            w11 = (fx &* fy) >> 8
            w10 = fx &- w11
            w01 = fy &- w11
            w00 = 256 &- fx &- fy &+ w11
        }
    }

    @inline(__always)
    private static func mix(_ a: V, _ b: V, _ c: V, _ d: V, _ w: Weights) -> V {
        let lanes = V(repeating: 0x00FF_00FF)
        let rb = (a & lanes) &* w.w00 &+ (b & lanes) &* w.w10 &+ (c & lanes) &* w.w01 &+ (d & lanes) &* w.w11
        let ag =
            ((a &>> 8) & lanes) &* w.w00 &+ ((b &>> 8) & lanes) &* w.w10 &+ ((c &>> 8) & lanes) &* w.w01
            &+ ((d &>> 8) & lanes) &* w.w11
        return ((rb &>> 8) & lanes) | (ag & V(repeating: 0xFF00_FF00))
    }

    /// Each 8-bit channel in the 0x00FF00FF lanes times `a`/255, rounded like pixman.
    @inline(__always)
    private static func mulLanes(_ x: V, _ a: V) -> V {
        let lanes = V(repeating: 0x00FF_00FF)
        let t = (x & lanes) &* a &+ V(repeating: 0x0080_0080)
        return ((t &+ ((t &>> 8) & lanes)) &>> 8) & lanes
    }

    @inline(__always)
    private static func scale(_ p: V, _ a: V) -> V {
        mulLanes(p, a) | (mulLanes(p &>> 8, a) &<< 8)
    }

    /// Blends `count` pixels: `below`/`above` are the texel rows under and over the samples, `left` the texel
    /// column offset of the left taps (the right taps are one further), `alpha` 0…255.
    @inline(__always)
    static func row(
        below: UnsafePointer<UInt32>, above: UnsafePointer<UInt32>, left: Int, into d: UnsafeMutablePointer<UInt32>,
        count: Int, weights w: Weights, alpha: UInt32
    ) {
        var k = 0
        let raw = (below: UnsafeRawPointer(below), above: UnsafeRawPointer(above))
        let alphaVector = V(repeating: alpha)
        while k + 8 <= count {
            let offset = (left + k) * 4
            let a = raw.below.loadUnaligned(fromByteOffset: offset + 4, as: V.self)
            let b = raw.below.loadUnaligned(fromByteOffset: offset, as: V.self)
            let c = raw.above.loadUnaligned(fromByteOffset: offset + 4, as: V.self)
            let e = raw.above.loadUnaligned(fromByteOffset: offset, as: V.self)
            var s = mix(a, b, c, e, w)
            if alpha < 255 { s = scale(s, alphaVector) }
            let target = UnsafeMutableRawPointer(d + k)
            let old = target.loadUnaligned(as: V.self)
            let inverse = V(repeating: 255) &- (s &>> 24)
            target.storeBytes(of: s &+ scale(old, inverse), as: V.self)
            k += 8
        }
        while k < count {
            let u = left + k
            var s = Blend.bilinear(below[u + 1], below[u], above[u + 1], above[u], w.w10 + w.w11, w.w01 + w.w11)
            if alpha < 255 { s = Blend.scale(s, alpha) }
            d[k] = Blend.over(s, d[k])
            k += 1
        }
    }
}
