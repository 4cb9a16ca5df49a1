#if PIXEL_AVX2
    import _Builtin_intrinsics.intel
#endif

/// Blend arithmetic on eight premultiplied ARGB32 pixels at once, with the same rounding as `Blend`. Pixels
/// travel as `SIMD8<UInt32>`; the multiplies run on their 16-bit halves (`SIMD16<UInt16>`), where each half holds
/// one 8-bit channel in its low byte after masking (blue and red) or shifting (green and alpha), so that a
/// multiply is one 16-bit lane multiply (`vpmullw`), not a 32-bit one.
enum PixelVector {
    typealias Pixels = SIMD8<UInt32>
    typealias Halves = SIMD16<UInt16>

    /// Eight pixels from any address. A fixed-size copy, which the compiler always turns into one unaligned
    /// vector load: the standard library's generic `loadUnaligned` stayed a call inside the large blit functions,
    /// and around each call they spilled their vector registers.
    @inline(__always)
    static func load(_ p: UnsafeRawPointer) -> Pixels {
        var v = Pixels()
        withUnsafeMutableBytes(of: &v) { $0.baseAddress!.copyMemory(from: p, byteCount: MemoryLayout<Pixels>.size) }
        return v
    }

    /// Stores eight pixels at any address (see `load`).
    @inline(__always)
    static func store(_ v: Pixels, _ p: UnsafeMutableRawPointer) {
        withUnsafeBytes(of: v) { p.copyMemory(from: $0.baseAddress!, byteCount: MemoryLayout<Pixels>.size) }
    }

    @inline(__always)
    static func halves(_ p: Pixels) -> Halves { unsafeBitCast(p, to: Halves.self) }

    @inline(__always)
    static func pixels(_ h: Halves) -> Pixels { unsafeBitCast(h, to: Pixels.self) }

    /// `x·a/255` per lane for 8-bit values `x` and factors `a` (0…255), rounded like pixman.
    @inline(__always)
    static func mulLanes(_ x: Halves, _ a: Halves) -> Halves {
        divide255(x &* a &+ Halves(repeating: 0x80))
    }

    /// `(t + t/256)/256` per lane, pixman's division by 255 of a product with its rounding added, for `t` below
    /// 65 281 (where the sum would wrap; products of two bytes and a rounding of at most 255 stay below). With AVX2
    /// it is one high-half multiply, `t·257/65 536`, which equals it for every such `t`: the standard library has no
    /// operator for a high-half multiply, so it comes from the Intel intrinsics.
    @inline(__always)
    static func divide255(_ t: Halves) -> Halves {
        #if PIXEL_AVX2
            unsafeBitCast(
                _mm256_mulhi_epu16(
                    unsafeBitCast(t, to: __m256i.self), unsafeBitCast(Halves(repeating: 257), to: __m256i.self)),
                to: Halves.self)
        #else
            (t &+ (t &>> 8)) &>> 8
        #endif
    }

    /// Every channel times `a`/255, where `a` holds each pixel's factor in both of its halves.
    @inline(__always)
    static func scale(_ p: Pixels, _ a: Halves) -> Pixels { join(scale(split(p), a)) }

    /// Eight pixels with their channels apart, as the multiplies take them: blue and red in `low`'s lanes, green
    /// and alpha in `high`'s, each in the low byte of its 16-bit lane. A chain of multiplies on one source (mix,
    /// tint, the layer's alpha, source-over) keeps it apart from one to the next, rather than joining it after each
    /// and splitting it again before the next.
    typealias Split = (low: Halves, high: Halves)

    @inline(__always)
    static func split(_ p: Pixels) -> Split {
        let h = halves(p)
        return (h & Halves(repeating: 0xFF), h &>> 8)
    }

    @inline(__always)
    static func join(_ s: Split) -> Pixels { pixels(s.low | (s.high &<< 8)) }

    /// `scale` of pixels kept apart.
    @inline(__always)
    static func scale(_ s: Split, _ a: Halves) -> Split { (mulLanes(s.low, a), mulLanes(s.high, a)) }

    /// Pixels kept apart masked by `mask` (each pixel's lanes all ones or all zero).
    @inline(__always)
    static func masked(_ s: Split, _ mask: Pixels) -> Split {
        let m = halves(mask)
        return (s.low & m, s.high & m)
    }

    /// A factor for `scale` that is the same for every pixel.
    @inline(__always)
    static func factor(_ a: UInt32) -> Halves { Halves(repeating: UInt16(truncatingIfNeeded: a)) }

    /// A tint's channels in the lanes `tint` multiplies (blue and red, then green and alpha), and its rounding.
    typealias Tint = (low: Halves, high: Halves, rounding: Halves)

    @inline(__always)
    static func tintLanes(_ tint: UInt32) -> Tint {
        let h = halves(Pixels(repeating: tint))
        return (h & Halves(repeating: 0xFF), h &>> 8, Halves(repeating: UInt16(Blend.tintRounding(tint))))
    }

    /// Each channel times the tint's same channel, rounded as `Blend.tint`, for grey pixels (all four channels
    /// equal, as in the white shapes tinted textures are): one channel serves both halves' multiplies.
    @inline(__always)
    static func tint(_ p: Pixels, _ t: Tint) -> Pixels { join(tinted(p, t)) }

    /// `tint`, its channels kept apart.
    @inline(__always)
    static func tinted(_ p: Pixels, _ t: Tint) -> Split {
        let grey = halves(p) & Halves(repeating: 0xFF)
        return (divide255(grey &* t.low &+ t.rounding), divide255(grey &* t.high &+ t.rounding))
    }

    /// `s + d·(255 − s.a)/255` per pixel.
    @inline(__always)
    static func over(_ s: Pixels, _ d: Pixels) -> Pixels { over(s, d, underFactor(s)) }

    /// `255 − a` of each pixel of `s` in both of its 16-bit halves: what `over` scales the destination by.
    @inline(__always)
    static func underFactor(_ s: Pixels) -> Halves {
        // Alpha in both halves of each pixel from two shifts of `s`: shifting a derived `255 − a` left by 16
        // was compiled as a dozen lane extracts, broadcasts and blends.
        let alpha = (s &>> 24) | ((s &>> 8) & Pixels(repeating: 0x00FF_0000))
        return halves(Pixels(repeating: 0x00FF_00FF) &- alpha)
    }

    /// `over` with the source's `underFactor` worked out already (a source blended over many rows).
    @inline(__always)
    static func over(_ s: Pixels, _ d: Pixels, _ factor: Halves) -> Pixels { s &+ scale(d, factor) }

    /// `over` of a source kept apart: its `255 − a` is taken from `high`'s alpha lanes, and each half of the
    /// destination, scaled, is added to the source's before the two are joined. Equal to `over` of the joined
    /// source: a premultiplied channel and the destination's scaled by `255 − a` sum to at most 255.
    @inline(__always)
    static func over(_ s: Split, _ d: Pixels) -> Pixels {
        // Alpha (at most 255) in the upper 16 bits of each pixel of `high`, copied into the lower.
        let high = pixels(s.high)
        let factor = halves(Pixels(repeating: 0x00FF_00FF) &- ((high &>> 16) | (high & Pixels(repeating: 0xFFFF_0000))))
        let under = split(d)
        return join((s.low &+ mulLanes(under.low, factor), s.high &+ mulLanes(under.high, factor)))
    }

    /// Blends `count` source pixels over the row at `d` (`room` pixels long). Unlike `Blend.overRow` it neither
    /// scales nor tints, and tests no vector for clear or opaque: for a source that is mostly neither (a mixed
    /// row of a sub-pixel blit). Lanes of a last partial vector past `count` draw nothing.
    @inline(__always)
    static func overRow(
        _ source: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, count: Int, room: Int
    ) {
        walk(
            0..<count, room: room,
            vector: { k, mask in
                var s = load(source + k)
                if let mask { s &= mask }
                let target = UnsafeMutableRawPointer(d + k)
                store(over(s, load(target)), target)
            },
            scalar: { k in d[k] = Blend.over(source[k], d[k]) })
    }

    /// `Σ pᵢ·wᵢ / 256` per channel, for weights summing to 256, its channels kept apart.
    @inline(__always)
    static func mixed(_ p: (Pixels, Pixels, Pixels, Pixels), _ w: (Halves, Halves, Halves, Halves)) -> Split {
        let a = halves(p.0), b = halves(p.1), c = halves(p.2), d = halves(p.3)
        let low = Halves(repeating: 0xFF)
        let rb = (a & low) &* w.0 &+ (b & low) &* w.1 &+ (c & low) &* w.2 &+ (d & low) &* w.3
        let ag = (a &>> 8) &* w.0 &+ (b &>> 8) &* w.1 &+ (c &>> 8) &* w.2 &+ (d &>> 8) &* w.3
        return (rb &>> 8, ag &>> 8)
    }

    /// `mixed` for grey pixels (all four channels equal): the one channel mixed, in both halves of each pixel, which
    /// is all `tinted` reads.
    @inline(__always)
    static func mixGrey(_ p: (Pixels, Pixels, Pixels, Pixels), _ w: (Halves, Halves, Halves, Halves)) -> Pixels {
        let low = Halves(repeating: 0xFF)
        let a = halves(p.0) & low, b = halves(p.1) & low, c = halves(p.2) & low, d = halves(p.3) & low
        return pixels((a &* w.0 &+ b &* w.1 &+ c &* w.2 &+ d &* w.3) &>> 8)
    }

    /// `Blend.bilinear` of eight pixels, in 32-bit lanes (the weights differ from pixel to pixel): the samples of
    /// the affine and projective kernels, whose taps are gathered lane by lane.
    @inline(__always)
    static func bilinear(_ p00: Pixels, _ p10: Pixels, _ p01: Pixels, _ p11: Pixels, fx: Pixels, fy: Pixels) -> Pixels {
        let w11 = (fx &* fy) &>> 8, w10 = fx &- w11, w01 = fy &- w11
        let w00 = Pixels(repeating: 256) &- fx &- fy &+ w11
        let m = Pixels(repeating: 0x00FF_00FF)
        let rb = (p00 & m) &* w00 &+ (p10 & m) &* w10 &+ (p01 & m) &* w01 &+ (p11 & m) &* w11
        let ag =
            ((p00 &>> 8) & m) &* w00 &+ ((p10 &>> 8) & m) &* w10 &+ ((p01 &>> 8) & m) &* w01 &+ ((p11 &>> 8) & m)
            &* w11
        return ((rb &>> 8) & m) | (ag & Pixels(repeating: 0xFF00_FF00))
    }

    /// Lanes below `count` all ones, the rest zero (for the last, partial vector of a row).
    @inline(__always)
    static func firstLanes(_ count: Int) -> Pixels {
        // index − count wraps to a value with its top bit set exactly where index < count (plain lane arithmetic:
        // a `SIMDMask` select is compiled lane by lane).
        let index = Pixels(0, 1, 2, 3, 4, 5, 6, 7)
        let below = (index &- Pixels(repeating: UInt32(truncatingIfNeeded: count))) &>> 31
        return Pixels(repeating: 0) &- below
    }

    /// Walks `range` of a row eight pixels at a time, calling `vector` with each start and, for a last partial
    /// group, a mask of its lanes inside the range — when `room` (the pixels the row has) leaves space for a whole
    /// vector there; otherwise the last pixels go one by one to `scalar`.
    @inline(__always)
    static func walk(_ range: Range<Int>, room: Int, vector: (Int, Pixels?) -> Void, scalar: (Int) -> Void) {
        var k = range.lowerBound
        while k + 8 <= range.upperBound {
            vector(k, nil)
            k += 8
        }
        guard k < range.upperBound else { return }
        if k + 8 <= room {
            vector(k, firstLanes(range.upperBound - k))
            return
        }
        while k < range.upperBound {
            scalar(k)
            k += 1
        }
    }

    /// Where a row of `count` pixels whose pixels `solidStart..<solidEnd` are one colour fills that colour: the
    /// solid part less what is needed to round the edges before and after it to whole vectors, so the row's one
    /// partial vector, if any, is the fill's (the cheapest to mask). Nil when too little is solid to be worth it.
    @inline(__always)
    static func fillSpan(_ solidStart: Int, _ solidEnd: Int, count: Int) -> Range<Int>? {
        let start = min(max(solidStart, 0), count), end = min(max(solidEnd, start), count)
        let head = (start + 7) / 8 * 8, tail = count - (count - end + 7) / 8 * 8
        return head + 8 <= tail ? head..<tail : nil
    }

    /// Blends one premultiplied colour over `range` of the row at `d` (`room` pixels long).
    @inline(__always)
    static func fill(_ color: UInt32, _ d: UnsafeMutablePointer<UInt32>, _ range: Range<Int>, room: Int) {
        guard color != 0, !range.isEmpty else { return }
        if color >> 24 == 255 {
            (d + range.lowerBound).update(repeating: color, count: range.count)
            return
        }
        let source = Pixels(repeating: color)
        walk(
            range, room: room,
            vector: { k, mask in
                let target = UnsafeMutableRawPointer(d + k)
                store(over(mask.map { source & $0 } ?? source, load(target)), target)
            },
            scalar: { k in d[k] = Blend.over(color, d[k]) })
    }
}
