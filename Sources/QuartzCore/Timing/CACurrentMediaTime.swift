/// The current media time in seconds: monotonic (`CLOCK_MONOTONIC`), the root of every layer's time space.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.now
}
