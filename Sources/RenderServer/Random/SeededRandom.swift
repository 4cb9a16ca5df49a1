/// A repeatable pseudo-random sequence (xorshift64*): the one source of randomness for content that must render
/// the same on every run (gallery scenes, benchmark scenes, differential tests).
package struct SeededRandom {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed
    }

    /// Uniform in [0, 1).
    package mutating func next() -> Double {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return Double((state &* 0x2545_F491_4F6C_DD1D) >> 11) / Double(1 << 53)
    }

    package mutating func next(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + next() * (range.upperBound - range.lowerBound)
    }

    package mutating func chance(_ p: Double) -> Bool { next() < p }

    package mutating func pick<T>(_ values: [T]) -> T {
        values[min(Int(next() * Double(values.count)), values.count - 1)]
    }
}
