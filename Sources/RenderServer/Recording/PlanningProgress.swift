import Synchronization

/// Who plans which piece of a stretch of siblings, and which pieces are planned (`StepRecorder.planLeaves`): the
/// cores claim pieces in order, and the calling core, which walks them, reads a piece's plans once it is marked
/// planned.
/// One instance serves every stretch in turn (a stretch's planning ends before the walk draws anything that could
/// plan another), so that a steady frame allocates none.
final class PlanningProgress: Sendable {
    /// At most this many pieces (one bit each in `planned`).
    static let pieces = 64

    private let claimed = Atomic<Int>(0)
    private let planned = Atomic<UInt64>(0)

    /// Before a stretch's planning starts (the cores are handed the work after it).
    func reset() {
        claimed.store(0, ordering: .relaxed)
        planned.store(0, ordering: .relaxed)
    }

    /// The next unclaimed piece, nil once all `pieces` are.
    func claim(below pieces: Int) -> Int? {
        let piece = claimed.wrappingAdd(1, ordering: .relaxed).oldValue
        return piece < pieces ? piece : nil
    }

    /// Marks `piece` planned: its plans, written before, are visible to a core that then sees it `isPlanned`.
    func finish(_ piece: Int) {
        planned.bitwiseOr(1 << UInt64(piece), ordering: .releasing)
    }

    func isPlanned(_ piece: Int) -> Bool {
        planned.load(ordering: .acquiring) >> UInt64(piece) & 1 != 0
    }
}
