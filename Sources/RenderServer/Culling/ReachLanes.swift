#if PIXEL_AVX2
    import _Builtin_intrinsics.intel
#endif

/// Raising the culling walk's reach over a run of tiles (`CoverageCulling`), sixteen at once where the build has AVX2:
/// `reach · gain / 2¹⁶`, at most `CoverageCulling.hides`, as `r · ⌊gain⌋ + ⌊r · frac(gain)⌋` in 16-bit lanes (a
/// reach is at most 255 and a gain's whole part at most 255, so neither overflows).
enum ReachLanes {
    /// Lanes read past a run's end (written back unchanged): a reach array keeps this many more after its last row.
    static let slack = 16

    /// Raises `count` reaches from `reach` by the 16.16 `gain` (at least 1; 255 for an opaque layer): bit `i` of the
    /// result is set when reach `i` came to `hides` now. `count` is at most 64, and `slack` lanes after the last
    /// may be read and written back unchanged.
    @inline(__always)
    static func raise(_ reach: UnsafeMutablePointer<UInt16>, count: Int, gain: UInt32) -> UInt64 {
        #if PIXEL_AVX2
            raiseSixteen(reach, count: count, gain: gain)
        #else
            raiseOneByOne(reach, count: count, gain: gain)
        #endif
    }

    #if PIXEL_AVX2
        /// `raise`, sixteen lanes at a time.
        @inline(__always)
        static func raiseSixteen(_ reach: UnsafeMutablePointer<UInt16>, count: Int, gain: UInt32) -> UInt64 {
            let whole = _mm256_set1_epi16(Int16(truncatingIfNeeded: gain >> 16))
            let fraction = _mm256_set1_epi16(Int16(truncatingIfNeeded: gain & 0xFFFF))
            let hides = _mm256_set1_epi16(Int16(CoverageCulling.hides))
            let one = _mm256_set1_epi16(1)
            let lane = _mm256_setr_epi16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
            var brought: UInt64 = 0
            var k = 0
            while k < count {
                let at = UnsafeMutableRawPointer(reach + k)
                let r = _mm256_loadu_si256(at.assumingMemoryBound(to: __m256i.self))
                // Lanes past the run gain 1: r · 1 + 0.
                let inRun = _mm256_cmpgt_epi16(_mm256_set1_epi16(Int16(truncatingIfNeeded: count - k)), lane)
                let w = _mm256_blendv_epi8(one, whole, inRun), f = _mm256_and_si256(fraction, inRun)
                let raised = _mm256_min_epu16(
                    _mm256_add_epi16(_mm256_mullo_epi16(r, w), _mm256_mulhi_epu16(r, f)), hides)
                _mm256_storeu_si256(at.assumingMemoryBound(to: __m256i.self), raised)
                let now = _mm256_andnot_si256(_mm256_cmpeq_epi16(r, hides), _mm256_cmpeq_epi16(raised, hides))
                let bytes = UInt32(bitPattern: _mm256_movemask_epi8(now))
                brought |= UInt64(_pext_u32(bytes, 0x5555_5555)) << UInt64(k)
                k += 16
            }
            return brought
        }
    #endif

    /// `raise`, one reach at a time (builds without AVX2; `ReachLanesTests` holds the two together).
    static func raiseOneByOne(_ reach: UnsafeMutablePointer<UInt16>, count: Int, gain: UInt32) -> UInt64 {
        var brought: UInt64 = 0
        for i in 0..<count {
            let r = UInt32(reach[i])
            guard r < UInt32(CoverageCulling.hides) else { continue }
            let raised = min(UInt32(CoverageCulling.hides), (r &* gain) >> 16)
            reach[i] = UInt16(truncatingIfNeeded: raised)
            if raised == UInt32(CoverageCulling.hides) { brought |= 1 << UInt64(i) }
        }
        return brought
    }
}
