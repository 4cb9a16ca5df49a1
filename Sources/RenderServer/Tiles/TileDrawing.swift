import Foundation

/// Where tiles are drawn: a background queue for layers whose drawing may run on any thread, and a main-thread
/// list for layers drawn by views (main-actor isolated), which the host runs between frames. Tells the host when
/// a tile is ready or fading so that it draws another frame.
package enum TileDrawing {
    private static let queue = DispatchQueue(label: "CATiledLayer.tiles", qos: .userInitiated)
    private static let lock = NSLock()
    nonisolated(unsafe) private static var mainThreadJobs: [@Sendable () -> Void] = []
    nonisolated(unsafe) private static var pending = 0
    nonisolated(unsafe) private static var finishedSinceFrame = false
    nonisolated(unsafe) private static var fadingInFrame = false
    nonisolated(unsafe) private static var frameCounter = 0
    /// Called from any thread when a tile is ready or queued for the main thread (the previewer wakes its loop).
    nonisolated(unsafe) package static var wake: (@Sendable () -> Void)?

    static func enqueue(onMainThread: Bool, _ job: @escaping @Sendable () -> Void) {
        lock.withLock { pending += 1 }
        guard !onMainThread else {
            lock.withLock { mainThreadJobs.append(job) }
            wake?()
            return
        }
        queue.async {
            job()
            lock.withLock { pending -= 1 }
        }
    }

    static func tileFinished() {
        lock.withLock { finishedSinceFrame = true }
        wake?()
    }

    static func noteFading() {
        lock.withLock { fadingInFrame = true }
    }

    /// Frames the host has started; tiles not wanted in the last two are not drawn.
    static var frame: Int { lock.withLock { frameCounter } }

    /// Whether tiles finished, faded or wait for the main thread since the last `frameStarted()`.
    package static var wantsFrame: Bool {
        lock.withLock { finishedSinceFrame || fadingInFrame || !mainThreadJobs.isEmpty }
    }

    /// The host is about to composite: what it shows now is counted from here.
    package static func frameStarted() {
        lock.withLock {
            finishedSinceFrame = false
            fadingInFrame = false
            frameCounter += 1
        }
    }

    /// Runs main-thread tile jobs until `budget` seconds have passed (at least one job when any waits).
    package static func runMainThreadJobs(budget: Double) {
        let start = Date()
        while let job = lock.withLock({ mainThreadJobs.isEmpty ? nil : mainThreadJobs.removeFirst() }) {
            job()
            lock.withLock { pending -= 1 }
            if Date().timeIntervalSince(start) >= budget { break }
        }
    }

    /// Draws every requested tile before returning (main thread): for headless capture and tests, which need the
    /// same frames on every run.
    package static func finishAll() {
        while lock.withLock({ pending > 0 }) {
            queue.sync {}
            runMainThreadJobs(budget: .infinity)
        }
    }
}
