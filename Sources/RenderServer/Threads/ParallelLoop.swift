import Foundation
import Synchronization

/// Threads kept for the render server's parallel loops — presenting many siblings, planning leaves, replaying
/// strips — so that a loop allocates nothing and a worker that has just finished one loop starts the next at once,
/// where `DispatchQueue.concurrentPerform` allocates on every call and wakes a sleeping thread each time.
///
/// The caller works through the iterations with the workers, claiming them one at a time. A worker joins a loop only
/// while it is open; the caller closes it once every iteration is claimed and waits only for the workers that
/// joined, so a worker that wakes late costs the caller nothing. After a loop a worker spins for `spinSeconds`
/// (the gaps between a frame's loops are shorter), then sleeps until the next.
///
/// One loop runs at a time: a loop called while another runs (from another thread, or from inside one) runs on
/// its caller alone.
package final class ParallelLoop: @unchecked Sendable {
    /// Shared by every compositor and tree: one worker fewer than the render server's cores.
    package static let shared = ParallelLoop(workers: cores - 1)

    /// The cores the render server uses, counted once (`ProcessInfo.activeProcessorCount` reads the cgroup's files
    /// on every call, too slow for once a frame): the machine's, or one more than `CA_WORKERS` when that is set;
    /// `CA_WORKERS=0` runs every loop on its caller, as on a one-core machine.
    static let cores =
        workerSetting(ProcessInfo.processInfo.environment["CA_WORKERS"]).map { $0 + 1 }
        ?? ProcessInfo.processInfo.activeProcessorCount

    /// `CA_WORKERS` read as a worker count, 0…127; nil when unset or not a number.
    static func workerSetting(_ value: String?) -> Int? {
        value.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.map { min(max($0, 0), 127) }
    }

    /// How long a worker keeps looking for the next loop before it sleeps.
    static let spinSeconds = 0.0005

    package let workers: Int

    /// `generation << 8 | joined << 1 | open`: the loop's number, the workers that joined it, whether it is open.
    private let state = Atomic<Int>(0)
    private let next = Atomic<Int>(0)
    private let finished = Atomic<Int>(0)
    private let busy = Atomic<Bool>(false)
    private let sleepers = Atomic<Int>(0)
    /// The open loop's body and count: written before it opens, read by a worker after it joins. The body is the
    /// caller's value, reached through a pointer, and its type's `invoke`, a function with no context: a closure
    /// handed to another thread (`withoutActuallyEscaping`) had its context allocated on each call.
    private var body: UnsafeRawPointer?
    private var invoke: ((UnsafeRawPointer, Int) -> Void)?
    private var iterations = 0
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let wake = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    /// Starts `workers` threads (none for a machine of one core), which live as long as the process.
    init(workers: Int) {
        self.workers = max(0, min(workers, 127))
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(wake, nil)
        for index in 0..<self.workers {
            let thread = Thread { [self] in work() }
            thread.name = "ParallelLoop \(index + 1)"
            thread.start()
        }
    }

    /// Calls `body.run` with every index in `0..<iterations`, on the calling thread and the workers, and returns
    /// when every call has returned. Calls run in no particular order and at once. Inlined, so that `Body` is known
    /// where it is called and its `invoke` needs no context.
    @inline(__always)
    package func perform<Body: ParallelBody>(iterations: Int, _ body: Body) {
        withUnsafePointer(to: body) {
            perform(UnsafeRawPointer($0), Body.invoke, iterations, alongside: false) {}
        }
    }

    /// `perform`, the calling thread first running `alongside` while the workers start on the iterations (work
    /// only the caller may do), then taking iterations too.
    @inline(__always)
    package func perform<Body: ParallelBody>(iterations: Int, _ body: Body, alongside: () -> Void) {
        withUnsafePointer(to: body) {
            perform(UnsafeRawPointer($0), Body.invoke, iterations, alongside: true, alongside)
        }
    }

    private func perform(
        _ body: UnsafeRawPointer, _ invoke: @escaping (UnsafeRawPointer, Int) -> Void, _ iterations: Int,
        alongside hasCallerWork: Bool, _ alongside: () -> Void
    ) {
        guard workers > 0, iterations > (hasCallerWork ? 0 : 1),
            busy.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
        else {
            alongside()
            for index in 0..<iterations { invoke(body, index) }
            return
        }
        defer { busy.store(false, ordering: .releasing) }
        self.body = body
        self.invoke = invoke
        self.iterations = iterations
        next.store(0, ordering: .relaxed)
        finished.store(0, ordering: .relaxed)
        let generation = state.load(ordering: .relaxed) >> 8 + 1
        state.store(generation << 8 | 1, ordering: .sequentiallyConsistent)
        if sleepers.load(ordering: .sequentiallyConsistent) > 0 {
            pthread_mutex_lock(mutex)
            pthread_cond_broadcast(wake)
            pthread_mutex_unlock(mutex)
        }
        alongside()
        claim(body, invoke, iterations)
        let joined = state.bitwiseAnd(~1, ordering: .acquiringAndReleasing).oldValue >> 1 & 0x7F
        while finished.load(ordering: .acquiring) < joined {}
        self.body = nil
        self.invoke = nil
    }

    /// Runs unclaimed iterations until none is left.
    private func claim(_ body: UnsafeRawPointer, _ invoke: (UnsafeRawPointer, Int) -> Void, _ iterations: Int) {
        while true {
            let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard index < iterations else { return }
            invoke(body, index)
        }
    }

    /// A worker's life: wait for a loop it has not seen, join it while it is open, work, and again.
    private func work() {
        var seen = 0
        while true {
            var current = waitForLoop(after: seen)
            seen = current >> 8
            while current & 1 != 0, current >> 8 == seen {
                let (joined, found) = state.compareExchange(
                    expected: current, desired: current + 2, ordering: .acquiringAndReleasing)
                if joined {
                    if let body, let invoke { claim(body, invoke, iterations) }
                    finished.wrappingAdd(1, ordering: .releasing)
                    break
                }
                current = found
            }
        }
    }

    /// The state once its generation is past `seen`: spun for, then slept for.
    private func waitForLoop(after seen: Int) -> Int {
        let start = MonotonicClock.seconds()
        var spins = 0
        while true {
            let current = state.load(ordering: .acquiring)
            if current >> 8 != seen { return current }
            spins += 1
            if spins & 63 == 0, MonotonicClock.seconds() - start > Self.spinSeconds { break }
        }
        sleepers.wrappingAdd(1, ordering: .sequentiallyConsistent)
        pthread_mutex_lock(mutex)
        var current = state.load(ordering: .sequentiallyConsistent)
        while current >> 8 == seen {
            pthread_cond_wait(wake, mutex)
            current = state.load(ordering: .sequentiallyConsistent)
        }
        pthread_mutex_unlock(mutex)
        sleepers.wrappingSubtract(1, ordering: .relaxed)
        return current
    }
}

/// What a parallel loop runs (`ParallelLoop.perform`): a value holding what the iterations read, whose `run` each
/// iteration calls, on any thread and at once.
package protocol ParallelBody {
    func run(_ index: Int)
}

extension ParallelBody {
    /// Runs iteration `index` of the body `pointer` points to.
    static func invoke(_ pointer: UnsafeRawPointer, _ index: Int) {
        pointer.assumingMemoryBound(to: Self.self).pointee.run(index)
    }
}
