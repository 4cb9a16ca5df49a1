import Foundation

/// The source of media time: `CLOCK_MONOTONIC` seconds, optionally slowed by a global rate, or a manual clock
/// that tests and headless rendering advance by hand.
///
/// The rate applies to the clock itself, so everything timed by media time (CA animations, UIKit animations,
/// display-link timestamps) slows together, and the clock stays continuous and monotonic when the rate changes.
package enum MediaClock {
    private struct State {
        var manualTime: Double?
        var rate = 1.0
        /// Media time and monotonic time at the last rate change.
        var anchorMedia = 0.0
        var anchorReal = 0.0
        var anchored = false
    }

    private static let state = Locked(State())

    /// Seconds of `CLOCK_MONOTONIC`.
    package static func monotonicSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }

    /// The current media time.
    package static var now: Double {
        state.withLock { s in
            if let manual = s.manualTime { return manual }
            guard s.anchored else { return monotonicSeconds() }
            return s.anchorMedia + (monotonicSeconds() - s.anchorReal) * s.rate
        }
    }

    /// Whether a manual clock is in use (no real-time timers are armed then).
    package static var isManual: Bool { state.withLock { $0.manualTime != nil } }

    /// Switches to a manual clock reading `time`, or back to the real clock with nil.
    package static func setManualTime(_ time: Double?) {
        state.withLock { s in
            if time == nil, s.manualTime != nil {
                s.anchored = false
                s.rate = 1
            }
            s.manualTime = time
        }
    }

    /// Advances the manual clock; ignored for the real clock.
    package static func advance(by seconds: Double) {
        state.withLock { s in
            if let t = s.manualTime { s.manualTime = t + seconds }
        }
    }

    /// The real clock's rate (1 = real time, 0.1 = ten times slower).
    package static var rate: Double {
        get { state.withLock { $0.rate } }
        set {
            let real = monotonicSeconds()
            state.withLock { s in
                let media = s.anchored ? s.anchorMedia + (real - s.anchorReal) * s.rate : real
                s.anchorMedia = media
                s.anchorReal = real
                s.anchored = true
                s.rate = max(newValue, 0)
            }
        }
    }

    /// Moves media time forward by `seconds` at once (single-stepping a paused clock).
    package static func skip(by seconds: Double) {
        let real = monotonicSeconds()
        state.withLock { s in
            if let t = s.manualTime {
                s.manualTime = t + seconds
                return
            }
            let media = s.anchored ? s.anchorMedia + (real - s.anchorReal) * s.rate : real
            s.anchorMedia = media + seconds
            s.anchorReal = real
            s.anchored = true
        }
    }

    /// Sets media time to `time`, earlier or later (scrubbing); the clock runs on from there at its rate.
    package static func seek(to time: Double) {
        let real = monotonicSeconds()
        state.withLock { s in
            if s.manualTime != nil {
                s.manualTime = time
                return
            }
            s.anchorMedia = time
            s.anchorReal = real
            s.anchored = true
        }
    }

    /// Converts a media time in the future to seconds of real time from now (for arming timers).
    package static func realDelay(until mediaTime: Double) -> Double {
        let r = rate
        let delta = mediaTime - now
        guard r > 0 else { return .infinity }
        return max(0, delta / r)
    }
}
