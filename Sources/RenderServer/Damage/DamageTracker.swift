import CoreGraphics

/// The damage phase: what changed since the last frame drawn into the same buffer, from the steps' records (their
/// keys, boxes and signatures), so that only that area is composited and uploaded.
final class DamageTracker {
    /// The last frame's keys and records, in order.
    var previousKeys: [StepKey] = []
    var previousRecords: [StepRecord] = []
    /// The buffer the last frame was drawn into: a frame drawn into another is damaged whole.
    private weak var previousBuffer: PixelBuffer?

    /// Before a frame records: the last frame's keys and records become the previous ones, and the recording
    /// gets the storage of the ones before (the records emptied on the background thread meanwhile).
    func begin(_ recorded: RecordedSteps) {
        swap(&recorded.keys, &previousKeys)
        swap(&recorded.records, &previousRecords)
    }

    /// The damaged area of the frame `recorded` holds, drawn into `buffer`, whose whole area is `full`.
    func damage(of recorded: RecordedSteps, full: PixelRect, buffer: PixelBuffer) -> PixelRect {
        defer { previousBuffer = buffer }
        return damagedArea(recorded.keys, recorded.records, full: full, sameBuffer: previousBuffer === buffer)
    }

    /// The bounding box of everything that changed since the last frame drawn into the same buffer: steps that
    /// appeared, disappeared, moved in order or changed (their old and new areas), and steps always redrawn. A run
    /// replayed in one frame and drawn step by step in the other is compared step by step.
    private func damagedArea(
        _ recordedKeys: [StepKey], _ recordedRecords: [StepRecord], full: PixelRect, sameBuffer: Bool
    ) -> PixelRect {
        guard sameBuffer, !previousKeys.isEmpty else { return full }
        var damage = PixelRect(x: 0, y: 0, width: 0, height: 0)
        // The same steps in the same order as last frame (the usual case): compared position by position, with no
        // hashing, unless a run changed, which is compared step by step below. The keys are compared as the
        // records are, not all first: once the whole frame is damaged nothing else can add to it, and comparing
        // all the keys first would run on one core while the other waits.
        if recordedKeys.count == previousKeys.count {
            var sameSteps = true
            for index in recordedKeys.indices {
                guard recordedKeys[index] == previousKeys[index] else {
                    sameSteps = false
                    break
                }
                let record = recordedRecords[index], old = previousRecords[index]
                if old == record && !record.alwaysDamaged { continue }
                guard record.alwaysDamaged || (record.run == nil && old.run == nil) else {
                    sameSteps = false
                    break
                }
                damage = damage.union(record.box).union(old.box)
                if damage.contains(full) { return full }
            }
            if sameSteps { return damage.intersection(full) }
            damage = PixelRect(x: 0, y: 0, width: 0, height: 0)
        }
        let records = Dictionary(zip(recordedKeys, recordedRecords), uniquingKeysWith: { $1 })
        let previousRecords = Dictionary(zip(previousKeys, self.previousRecords), uniquingKeysWith: { $1 })
        var appeared: [StepKey: StepRecord] = [:]
        var vanished: [StepKey: StepRecord] = [:]
        func expand(_ key: StepKey, _ record: StepRecord, into set: inout [StepKey: StepRecord]) {
            guard let run = record.run else {
                set[key] = record
                return
            }
            for (index, step) in run.keys.enumerated() { set[step] = run.records[index] }
        }
        for (key, record) in records {
            let old = previousRecords[key]
            if let old, old == record, !record.alwaysDamaged { continue }
            // A step drawn on its own in both frames (not in a run) damages its old and new areas.
            if record.alwaysDamaged || (record.run == nil && old != nil && old?.run == nil) {
                damage = damage.union(record.box)
                if let old { damage = damage.union(old.box) }
                // Once the whole frame is damaged nothing else can add to it.
                if damage.contains(full) { return full }
                continue
            }
            expand(key, record, into: &appeared)
            if let old { expand(key, old, into: &vanished) }
        }
        for (key, old) in previousRecords where records[key] == nil {
            expand(key, old, into: &vanished)
        }
        for (key, record) in appeared {
            if let old = vanished.removeValue(forKey: key) {
                if old == record && !old.alwaysDamaged { continue }
                damage = damage.union(old.box)
            }
            damage = damage.union(record.box)
        }
        for old in vanished.values { damage = damage.union(old.box) }
        return damage.intersection(full)
    }
}
