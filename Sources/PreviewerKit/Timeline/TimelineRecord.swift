import RenderServer
import UIKit

/// The animations the timeline has seen in the scene since it opened: each attachment once, with its begin and
/// end in media time and, once it left its layer, when it did, so that scrubbing back can show it again.
@MainActor
struct TimelineRecord {
    struct Entry {
        let id: ObjectIdentifier
        weak var layer: CALayer?
        let label: String
        let key: String?
        let animation: CAAnimation
        let timing: TimingParameters
        /// Media time of the start of the active interval.
        let begin: Double
        /// Media time of its end; infinite for endless repeats.
        let end: Double
        /// When the animation left its layer (finished and removed, replaced, or removed by the scene).
        var removedAt: Double?
        /// The key of the copy put back for scrubbing, while that copy may still be attached.
        var replayKey: String?
    }

    /// Oldest first. Past `capacity`, the oldest that have left their layers are dropped; animations still attached
    /// are kept (dropping one would add it again at the next frame) up to `limit`, beyond which new ones are only
    /// counted in `unrecorded`.
    private(set) var entries: [Entry] = []
    private(set) var unrecorded = 0
    static let capacity = 64
    static let limit = 512
    static let replayPrefix = "previewer.replay."
    private var replays = 0
    /// The identities of `entries`, for the walk of every frame.
    private var known: Set<ObjectIdentifier> = []

    /// Adds the animations attached under `root` that are new, and marks the ones gone since the last call.
    mutating func observe(_ root: CALayer, time: Double) {
        var seen: Set<ObjectIdentifier> = []
        var pending: [CALayer] = [root]
        while let layer = pending.popLast() {
            pending += layer.sublayers ?? []
            if let mask = layer.mask { pending.append(mask) }
            for info in layer.attachedAnimationInfo {
                guard let timing = info.timing, !(info.key?.hasPrefix(Self.replayPrefix) ?? false) else { continue }
                seen.insert(info.id)
                guard !known.contains(info.id) else { continue }
                add(info, timing: timing, on: layer)
            }
        }
        for index in entries.indices where entries[index].removedAt == nil && !seen.contains(entries[index].id) {
            entries[index].removedAt = time
        }
    }

    private mutating func add(_ info: CALayer.AttachedAnimationInfo, timing: TimingParameters, on layer: CALayer) {
        guard entries.count < Self.limit else {
            unrecorded += 1
            return
        }
        let begin = layer.convertTime(timing.beginTime, to: nil)
        let speed = abs(timing.speed) > 0 ? abs(timing.speed) : 1
        let path = (info.animation as? CAPropertyAnimation)?.keyPath ?? info.key ?? "group"
        entries.append(
            Entry(
                id: info.id, layer: layer, label: "\(LayerDescription.label(of: layer)) · \(path)", key: info.key,
                animation: info.animation, timing: timing, begin: begin, end: begin + timing.activeDuration / speed))
        known.insert(info.id)
        while entries.count > Self.capacity, let gone = entries.firstIndex(where: { $0.removedAt != nil }) {
            known.remove(entries.remove(at: gone).id)
        }
    }

    /// The span the bars are drawn in: from the earliest begin to the latest end (for an endless animation, the end
    /// of its first cycle), at least a second and at most an hour, padded; the last second before `now` while there
    /// is nothing to show.
    func span(now: Double) -> ClosedRange<Double> {
        guard let start = entries.map(\.begin).min() else { return (now - 1.05)...(now + 0.1) }
        let ends = entries.map { $0.end.isFinite ? $0.end : $0.begin + min($0.timing.cycle, 60) } + [start + 1]
        let end = min(ends.max() ?? start + 1, start + 3600)
        return (start - 0.05)...(end + 0.1)
    }

    /// Puts back, for a scrub to `time`, the animations that had left their layers but were running then: a copy
    /// without delegate inside a group cut at the moment the original left, so that it shows exactly where it
    /// showed before and finishes nothing twice.
    mutating func restore(at time: Double) {
        for index in entries.indices {
            let entry = entries[index]
            guard let removedAt = entry.removedAt, let layer = entry.layer, time < removedAt else { continue }
            if let key = entry.replayKey, layer.animation(forKey: key) != nil { continue }
            guard let inner = entry.animation.copy() as? CAAnimation else { continue }
            inner.delegate = nil
            inner.beginTime = 0
            let group = CAAnimationGroup()
            group.animations = [inner]
            group.beginTime = layer.convertTime(entry.begin, from: nil)
            group.duration = max(removedAt - entry.begin, 0.001)
            replays += 1
            let key = Self.replayPrefix + String(replays)
            layer.add(group, forKey: key)
            entries[index].replayKey = key
        }
    }
}
