import CoreGraphics

/// A 64-bit fingerprint of what one recorded step draws (its texture, matrix, alpha and clip), compared across
/// frames for damage. Written for speed — a multiply and a shift per word instead of `Hasher`'s SipHash rounds,
/// which cost as much as the rest of recording a step — while still spreading a one-bit change of any word over
/// the whole result.
struct StepSignature {
    private var state: UInt64 = 0x243F_6A88_85A3_08D3

    @inline(__always)
    mutating func add(_ word: UInt64) {
        state = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
        state ^= state >> 29
    }

    @inline(__always)
    mutating func add(_ value: Double) { add(value.bitPattern) }

    @inline(__always)
    mutating func add(_ value: Int) { add(UInt64(bitPattern: Int64(value))) }

    mutating func add(_ object: AnyObject) { add(UInt64(UInt(bitPattern: ObjectIdentifier(object)))) }

    mutating func add(_ m: Matrix3D) {
        withUnsafeBytes(of: m) { bytes in
            for index in 0..<16 { add(bytes.load(fromByteOffset: index * 8, as: UInt64.self)) }
        }
    }

    mutating func add(_ t: CGAffineTransform) {
        add(Double(t.a))
        add(Double(t.b))
        add(Double(t.c))
        add(Double(t.d))
        add(Double(t.tx))
        add(Double(t.ty))
    }

    mutating func add(_ h: Homography) {
        for index in h.m.indices { add(h.m[index]) }
    }

    mutating func add(_ r: PixelRect) {
        add(r.x)
        add(r.y)
        add(r.width)
        add(r.height)
    }

    var value: Int {
        var h = state
        h ^= h >> 32
        h = h &* 0xD6E8_FEB8_6659_FD93
        h ^= h >> 32
        return Int(bitPattern: UInt(h))
    }
}
