/// A cache line's worth of bytes, stored first and last in a class whose instances different cores write at once
/// (`CoverageCulling`, one per strip), so that no two instances' fields share a line: they are allocated one after
/// another, and a core writing one instance's last fields took the line holding the next one's first fields away
/// from the core reading them, step after step.
struct CacheLinePadding {
    private let words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
}
