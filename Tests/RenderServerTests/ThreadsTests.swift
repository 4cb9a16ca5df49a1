import Foundation
import Synchronization
import XCTest

@testable import RenderServer

/// The render server's own threads: the parallel loops' workers (`ParallelLoop`) and the background thread
/// (`BackgroundThread`).
final class ThreadsTests: XCTestCase {
    /// Counts of calls per index, written from any thread.
    private final class Calls: @unchecked Sendable {
        let counts: UnsafeMutablePointer<Atomic<Int>>
        let size: Int

        init(_ size: Int) {
            self.size = size
            counts = .allocate(capacity: max(size, 1))
            for index in 0..<max(size, 1) { (counts + index).initialize(to: Atomic(0)) }
        }

        deinit { counts.deallocate() }

        func call(_ index: Int) { counts[index].wrappingAdd(1, ordering: .relaxed) }
        func count(_ index: Int) -> Int { counts[index].load(ordering: .relaxed) }
    }

    func testEveryIterationRunsOnce() {
        let loop = ParallelLoop(workers: 3)
        for iterations in [0, 1, 2, 7, 1000] {
            let calls = Calls(iterations)
            loop.perform(iterations: iterations, Calling { calls.call($0) })
            for index in 0..<iterations {
                XCTAssertEqual(calls.count(index), 1, "index \(index) of \(iterations)")
            }
        }
    }

    /// Loops one after another, as a frame's are, each see only their own calls.
    func testLoopsInARowKeepApart() {
        let loop = ParallelLoop(workers: 1)
        for round in 0..<300 {
            let iterations = 2 + round % 9
            let calls = Calls(iterations)
            loop.perform(iterations: iterations, Calling { calls.call($0) })
            XCTAssertEqual((0..<iterations).map(calls.count), Array(repeating: 1, count: iterations), "round \(round)")
        }
    }

    /// A loop started inside a loop runs on its caller alone, and both finish.
    func testALoopInsideALoopRuns() {
        let loop = ParallelLoop(workers: 1)
        let outer = Calls(4), inner = Calls(16)
        loop.perform(
            iterations: 4,
            Calling { index in
                outer.call(index)
                loop.perform(iterations: 4, Calling { inner.call(index * 4 + $0) })
            })
        XCTAssertEqual((0..<4).map(outer.count), [1, 1, 1, 1])
        XCTAssertEqual((0..<16).map(inner.count), Array(repeating: 1, count: 16))
    }

    /// Two threads calling loops at once both get every iteration run once.
    func testLoopsFromTwoThreadsRun() {
        let loop = ParallelLoop(workers: 1)
        let first = Calls(5000), second = Calls(5000)
        let done = DispatchGroup()
        for calls in [first, second] {
            DispatchQueue.global().async(group: done) {
                for round in 0..<50 {
                    loop.perform(iterations: 100, Calling { calls.call(round * 100 + $0) })
                }
            }
        }
        done.wait()
        XCTAssertEqual((0..<5000).filter { first.count($0) != 1 }, [])
        XCTAssertEqual((0..<5000).filter { second.count($0) != 1 }, [])
    }

    /// A worker takes part: over loops of slow iterations, some run on a thread other than the caller's.
    /// The caller holds its first iteration until a worker has run one, so the worker joins however late the
    /// scheduler runs it; the deadline only ends a test whose worker never comes.
    func testAWorkerJoins() throws {
        let loop = ParallelLoop(workers: 1)
        let caller = pthread_self()
        let elsewhere = Atomic<Int>(0)
        let deadline = MonotonicClock.seconds() + 30
        loop.perform(
            iterations: 8,
            Calling { _ in
                if pthread_equal(pthread_self(), caller) == 0 {
                    elsewhere.wrappingAdd(1, ordering: .relaxed)
                } else {
                    while elsewhere.load(ordering: .relaxed) == 0 && MonotonicClock.seconds() < deadline {
                        sched_yield()
                    }
                }
            })
        XCTAssertGreaterThan(elsewhere.load(ordering: .relaxed), 0)
    }

    /// The caller's own work (`alongside`) runs once, on the caller, and every iteration still runs once, whether
    /// workers take them or the caller does after.
    func testWorkAlongsideRunsOnTheCaller() {
        for workers in [0, 1, 3] {
            let loop = ParallelLoop(workers: workers)
            for iterations in [0, 1, 5] {
                let calls = Calls(iterations)
                var alongside = 0
                var onCaller = false
                let caller = pthread_self()
                loop.perform(iterations: iterations, Calling { calls.call($0) }) {
                    alongside += 1
                    onCaller = pthread_equal(pthread_self(), caller) != 0
                }
                XCTAssertEqual(alongside, 1, "\(workers) workers, \(iterations) iterations")
                XCTAssertTrue(onCaller)
                XCTAssertEqual((0..<iterations).map(calls.count), Array(repeating: 1, count: iterations))
            }
        }
    }

    private final class Recorder: Errand, @unchecked Sendable {
        var runs = 0
        var thread: pthread_t?

        func run() {
            let start = MonotonicClock.seconds()
            while MonotonicClock.seconds() - start < 0.001 {}
            runs += 1
            thread = pthread_self()
        }
    }

    /// An errand runs on the background thread, and waiting for it returns once it has run; handed over again, it
    /// runs again.
    func testAnErrandRunsOnTheBackgroundThread() throws {
        let errand = Recorder(), other = Recorder()
        BackgroundThread.shared.submit(errand)
        BackgroundThread.shared.submit(other)
        BackgroundThread.shared.wait(for: errand)
        XCTAssertEqual(errand.runs, 1)
        XCTAssertEqual(pthread_equal(try XCTUnwrap(errand.thread), pthread_self()), 0)
        BackgroundThread.shared.submit(errand)
        BackgroundThread.shared.wait(for: errand)
        BackgroundThread.shared.wait(for: other)
        XCTAssertEqual(errand.runs, 2)
        XCTAssertEqual(other.runs, 1)
    }
}

/// A loop body that calls a closure (for tests: a body holding a closure allocates its context).
private struct Calling: ParallelBody {
    let body: (Int) -> Void

    init(_ body: @escaping (Int) -> Void) { self.body = body }

    func run(_ index: Int) { body(index) }
}
