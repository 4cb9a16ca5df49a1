import Foundation

/// Work for the background thread: an object, so that handing it over allocates nothing (a closure would be).
protocol Errand: AnyObject {
    func run()
}

/// One thread for work a caller hands over and later waits for, such as a compositor emptying the last frame's
/// arrays between frames (`CPUCompositor.emptyStale`), without the allocations of giving `DispatchQueue.global()`
/// a block each frame. It holds one errand waiting and runs one: handing over another waits for the slot.
final class BackgroundThread: @unchecked Sendable {
    static let shared = BackgroundThread()

    private var waiting: (any Errand)?
    private var running: ObjectIdentifier?
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Signalled whenever `waiting` or `running` changes.
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    private init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(changed, nil)
        let thread = Thread { [self] in work() }
        thread.name = "BackgroundThread"
        thread.start()
    }

    /// Hands `errand` over to be run on the thread, once the errand before it has started.
    func submit(_ errand: any Errand) {
        pthread_mutex_lock(mutex)
        while waiting != nil { pthread_cond_wait(changed, mutex) }
        waiting = errand
        pthread_cond_broadcast(changed)
        pthread_mutex_unlock(mutex)
    }

    /// Returns once `errand` is neither waiting nor running.
    func wait(for errand: any Errand) {
        let id = ObjectIdentifier(errand)
        pthread_mutex_lock(mutex)
        while waiting.map({ ObjectIdentifier($0) == id }) ?? false || running == id {
            pthread_cond_wait(changed, mutex)
        }
        pthread_mutex_unlock(mutex)
    }

    private func work() {
        pthread_mutex_lock(mutex)
        while true {
            guard let errand = waiting else {
                pthread_cond_wait(changed, mutex)
                continue
            }
            waiting = nil
            running = ObjectIdentifier(errand)
            pthread_cond_broadcast(changed)
            pthread_mutex_unlock(mutex)
            errand.run()
            pthread_mutex_lock(mutex)
            running = nil
            pthread_cond_broadcast(changed)
        }
    }
}
