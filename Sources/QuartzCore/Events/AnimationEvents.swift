import Foundation
import RenderServer

/// Delivery of animation lifecycle events on the main thread: `animationDidStart`, `animationDidStop`, removal on
/// completion and, through them, transaction completion blocks (spec §1.8, §7.3).
///
/// With the real clock a single run-loop timer is armed for the next start or end; with a manual clock, whoever
/// advances the clock calls `process(now:)`.
package enum AnimationEvents {
    private final class WeakLayer {
        weak var layer: CALayer?
        init(_ layer: CALayer) { self.layer = layer }
    }

    nonisolated(unsafe) private static var layers: [ObjectIdentifier: WeakLayer] = [:]
    nonisolated(unsafe) private static var timer: Timer?

    static func register(_ layer: CALayer) {
        layers[ObjectIdentifier(layer)] = WeakLayer(layer)
    }

    /// Delivers every event due at absolute media time `now`.
    package static func process(now: CFTimeInterval) {
        for (id, entry) in layers {
            guard let layer = entry.layer else {
                layers[id] = nil
                continue
            }
            process(layer, now: now)
            // A layer whose animations have all started and never end has no event left to deliver (removing
            // one delivers its stop then and there): it leaves the walk until a commit registers it again.
            if layer.attached.allSatisfy(Self.hasNoEventLeft) { layers[id] = nil }
        }
    }

    /// Whether `layer` is in the walk: some animation of it may still start or end.
    package static func isRegistered(_ layer: CALayer) -> Bool {
        layers[ObjectIdentifier(layer)]?.layer === layer
    }

    private static func hasNoEventLeft(_ attached: AttachedAnimation) -> Bool {
        guard !attached.stopped else { return true }
        guard attached.started, let timing = attached.render?.timing else { return false }
        return !timing.activeDuration.isFinite
    }

    private static func process(_ layer: CALayer, now: CFTimeInterval) {
        let local = layer.localTime(fromAbsolute: now)
        var removed = false
        for attached in layer.attached where !attached.stopped {
            guard let render = attached.render else { continue }
            let phase = render.timing.phase(atParent: local)
            if phase != .before && !attached.started {
                attached.started = true
                attached.animation.delegate?.animationDidStart(attached.animation)
            }
            if phase == .after {
                if attached.animation.isRemovedOnCompletion {
                    layer.attached.removeAll { $0 === attached }
                    removed = true
                }
                attached.finish(true)
            }
        }
        if removed, var node = layer.committed {
            node.animations = layer.attached.compactMap(\.render)
            layer.committed = node
        }
    }

    /// The earliest absolute media time at which an event is due, if any can be computed.
    package static func nextEventTime() -> CFTimeInterval? {
        var earliest: CFTimeInterval?
        for entry in layers.values {
            guard let layer = entry.layer else { continue }
            for attached in layer.attached where !attached.stopped {
                guard let timing = attached.render?.timing, timing.speed != 0 else { continue }
                let localEvent: Double
                if !attached.started {
                    localEvent = timing.beginTime
                } else {
                    let end = timing.beginTime + timing.activeDuration / abs(timing.speed)
                    guard end.isFinite else { continue }
                    localEvent = end
                }
                guard let absolute = layer.absoluteTime(fromLocal: localEvent) else { continue }
                earliest = min(earliest ?? absolute, absolute)
            }
        }
        return earliest
    }

    /// Arms the main run loop's timer for the next event (real clock only).
    static func scheduleNext() {
        timer?.invalidate()
        timer = nil
        guard !MediaClock.isManual, Thread.isMainThread, let next = nextEventTime() else { return }
        let delay = MediaClock.realDelay(until: next)
        guard delay.isFinite else { return }
        let newTimer = Timer(timeInterval: delay + 0.0005, repeats: false) { _ in
            AnimationEvents.process(now: CACurrentMediaTime())
            AnimationEvents.scheduleNext()
        }
        RunLoop.main.add(newTimer, forMode: .common)
        timer = newTimer
    }
}
