import Foundation

/// Where the tiles a compositor asks for are drawn: a background queue for layers whose drawing may run on any
/// thread, and a main-thread list for layers drawn by views (main-actor isolated), which the host runs between
/// frames. Tells the host when a tile is ready or fading so that it draws another frame. Owned by the host, which
/// gives it to its compositor (`CPUCompositor(tileDrawing:)`); its state is behind its lock.
package final class TileDrawing: @unchecked Sendable {
    private let queue = DispatchQueue(label: "CATiledLayer.tiles", qos: .userInitiated)
    private let lock = NSLock()
    private var mainThreadJobs: [@Sendable () -> Void] = []
    private var pending = 0
    private var finishedSinceFrame = false
    private var fadingInFrame = false
    private var frameCounter = 0
    private var wakeHandler: (@Sendable () -> Void)?

    package init() {}

    /// Called from any thread when a tile is ready or queued for the main thread (the previewer wakes its loop).
    package var wake: (@Sendable () -> Void)? {
        get { lock.withLock { wakeHandler } }
        set { lock.withLock { wakeHandler = newValue } }
    }

    func enqueue(onMainThread: Bool, _ job: @escaping @Sendable () -> Void) {
        lock.withLock { pending += 1 }
        guard !onMainThread else {
            lock.withLock { mainThreadJobs.append(job) }
            wake?()
            return
        }
        queue.async { [self] in
            job()
            lock.withLock { pending -= 1 }
        }
    }

    func tileFinished() {
        lock.withLock { finishedSinceFrame = true }
        wake?()
    }

    func noteFading() {
        lock.withLock { fadingInFrame = true }
    }

    /// Frames the host has started; tiles not wanted in the last two are not drawn.
    var frame: Int { lock.withLock { frameCounter } }

    /// Whether tiles finished, faded or wait for the main thread since the last `frameStarted()`.
    package var wantsFrame: Bool {
        lock.withLock { finishedSinceFrame || fadingInFrame || !mainThreadJobs.isEmpty }
    }

    /// The host is about to composite: what it shows now is counted from here.
    package func frameStarted() {
        lock.withLock {
            finishedSinceFrame = false
            fadingInFrame = false
            frameCounter += 1
        }
    }

    /// Runs main-thread tile jobs until `budget` seconds have passed (at least one job when any waits).
    package func runMainThreadJobs(budget: Double) {
        let start = Date()
        while let job = lock.withLock({ mainThreadJobs.isEmpty ? nil : mainThreadJobs.removeFirst() }) {
            job()
            lock.withLock { pending -= 1 }
            if Date().timeIntervalSince(start) >= budget { break }
        }
    }

    /// Draws every requested tile before returning (main thread): for headless capture and tests, which need the
    /// same frames on every run.
    package func finishAll() {
        while lock.withLock({ pending > 0 }) {
            queue.sync {}
            runMainThreadJobs(budget: .infinity)
        }
    }
}
