import RenderServer

/// Holds the view animations made while it records (by `UIView.animate` blocks and their keyframes) at a time it
/// is told, instead of letting them run: what an interactive transition scrubs. Run to either end, it removes
/// them, leaves the model at their end (or, run back, at their start) and calls the blocks' completions.
@preconcurrency @MainActor
final class AnimationRecorder {
    /// The recorder that takes view animations now, if any.
    static var current: AnimationRecorder?

    private struct Entry {
        let layer: CALayer
        let key: String
        let keyPath: String
        let old: AnimationValue
        let new: AnimationValue
        let template: CABasicAnimation
        /// When the animation starts, in seconds after the recording's start (its delay).
        let begin: Double
    }

    private var entries: [Entry] = []
    private var trackers: [CompletionTracker] = []
    private var link: CADisplayLink?
    private static var nextKey = 0
    /// The time shown, from 0 to `duration`.
    private(set) var time: Double = 0
    let duration: Double

    init(duration: Double) {
        self.duration = max(duration, 1e-6)
    }

    var fraction: Double { time / duration }
    var isEmpty: Bool { entries.isEmpty }

    /// Runs `body` with this recorder taking the view animations it makes.
    func record(_ body: () -> Void) {
        let outer = Self.current
        Self.current = self
        body()
        Self.current = outer
    }

    /// Takes one view animation from a block: it is added frozen at the recorder's time.
    func take(
        layer: CALayer, keyPath: String, old: AnimationValue, new: AnimationValue, template: CABasicAnimation,
        begin: Double, tracker: CompletionTracker
    ) {
        tracker.retain()
        trackers.append(tracker)
        let entry = Entry(
            layer: layer, key: "transition-\(Self.nextKey)-\(keyPath)", keyPath: keyPath, old: old, new: new,
            template: template, begin: begin)
        Self.nextKey += 1
        entries.append(entry)
        show(entry)
    }

    /// Shows the animations at `fraction` of the duration.
    func seek(toFraction fraction: Double) {
        guard fraction.isFinite else { return }
        time = min(max(fraction, 0), 1) * duration
        entries.forEach(show)
    }

    private func show(_ entry: Entry) {
        let length = max(entry.template.duration, 1e-6)
        guard let frozen = entry.template.frozen(at: min(max(time - entry.begin, 0), length - 1e-9)) else { return }
        entry.layer.add(frozen, forKey: entry.key)
    }

    /// Runs from the current time to the end (or back to the start), taking `speed` times the remaining share of
    /// the duration along `curve`, then ends: `done` runs after the blocks' completions.
    func run(toEnd: Bool, speed: Double, curve: UIView.AnimationCurve, done: @escaping () -> Void) {
        link?.invalidate()
        let from = time
        let target = toEnd ? duration : 0
        let span = abs(target - from) / (speed.isFinite && speed > 0 ? speed : 1)
        let timing = curve.timingFunction.curve
        var start: CFTimeInterval?
        let link = CADisplayLink { [weak self] link in
            MainActor.assumeIsolated {
                guard let self else { return link.invalidate() }
                let began = start ?? link.timestamp
                start = began
                let progress = span > 0 ? min((link.timestamp - began) / span, 1) : 1
                self.time = from + (target - from) * timing.value(at: progress)
                if progress >= 1 {
                    self.end(atEnd: toEnd)
                    done()
                } else {
                    self.entries.forEach(self.show)
                }
            }
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Stops a run where it is.
    func stop() {
        link?.invalidate()
        link = nil
    }

    /// Removes the animations, the model at their end values or back at their start, then calls the completions.
    func end(atEnd: Bool) {
        link?.invalidate()
        link = nil
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        // Back to front, so that where several animations moved one property the first one's start value stays.
        for entry in entries.reversed() {
            if !atEnd { entry.layer.setValue(ValueBoxing.box(entry.old), forKeyPath: entry.keyPath) }
            entry.layer.removeAnimation(forKey: entry.key)
        }
        CATransaction.commit()
        entries = []
        let waiting = trackers
        trackers = []
        waiting.forEach { $0.release(finished: true) }
    }
}
