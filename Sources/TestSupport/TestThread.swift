import Foundation

/// A thread of its own for a test, with a chosen stack size: `join()` returns once it has ended, its thread-local
/// values (such as its transaction) released.
package final class TestThread {
    private var thread = pthread_t()
    private var joined = false

    /// Starts `body` on a new thread; `stackBytes` nil gives the system's default stack.
    package init(stackBytes: Int? = nil, _ body: @escaping @Sendable () -> Void) {
        final class Box {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if let stackBytes { pthread_attr_setstacksize(&attributes, stackBytes) }
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        let started = pthread_create(
            &thread, &attributes,
            { context in
                guard let context else { return nil }
                Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body()
                return nil
            }, box)
        precondition(started == 0, "a test thread could not be started")
    }

    /// Waits for the thread to end.
    package func join() {
        guard !joined else { return }
        joined = true
        pthread_join(thread, nil)
    }

    /// Runs `body` on a thread of its own and returns once the thread has ended.
    package static func run(stackBytes: Int? = nil, _ body: @escaping @Sendable () -> Void) {
        TestThread(stackBytes: stackBytes, body).join()
    }
}
