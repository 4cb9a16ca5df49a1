import CoreGraphics
import Foundation

/// Runs the walks that recurse once per level of a layer tree (presenting, compositing) on a stack sized for the
/// tree's depth. A thread's stack holds a few thousand levels of such a walk, and a tree nested deeper is one loop
/// away in a user's code; so a walk of a tree deeper than `inlineDepth` runs on a thread of its own whose stack is
/// reserved for that depth, while the caller waits. The reservation is address space: only the pages the walk
/// reaches are ever touched, and they are returned when the thread ends.
package enum DeepStack {
    /// Trees up to this deep are walked on the caller's stack.
    package static let inlineDepth = 256

    /// Stack reserved per level, several times what one level of the deepest walk (a group drawn by the CPU
    /// compositor) uses in a build with assertions; four times that under a sanitizer, whose instrumented frames
    /// are larger.
    static let bytesPerLevel = 24 * 1024 * (underSanitizer ? 4 : 1)

    /// Whether AddressSanitizer or ThreadSanitizer is linked in.
    private static let underSanitizer = dlsym(nil, "__asan_init") != nil || dlsym(nil, "__tsan_init") != nil

    /// Stack reserved besides the levels: for what the walk calls at its deepest (cairo, pixman, the allocator).
    static let baseBytes = 8 * 1024 * 1024

    /// `body`'s result, computed on a stack that holds a walk `depth` levels deep: the caller's when the tree is
    /// shallow, else that of a thread started for it. A thread that cannot be started is logged and the walk runs
    /// on the caller's stack.
    package static func run<T>(depth: Int, _ body: () throws -> T) rethrows -> T {
        guard depth > inlineDepth else { return try body() }
        let (levels, overflow) = depth.multipliedReportingOverflow(by: bytesPerLevel)
        let bytes = overflow ? Int.max : levels.addingReportingOverflow(baseBytes).partialValue
        return try withoutActuallyEscaping(body) { escapable in
            var result: Result<T, any Error>?
            let errand = DeepErrand { result = Result { try escapable() } }
            guard errand.start(stackBytes: bytes), let result else {
                Log.warningOnce(
                    key: "DeepStack.start",
                    "a layer tree \(depth) levels deep is walked on the caller's stack: no thread could be started"
                )
                return try escapable()
            }
            return try result.get()
        }
    }
}

extension DeepStack {
    /// Levels a recursion that cannot know its depth up front (hit testing, which goes through each layer's and
    /// view's overridable `hitTest`) runs on one stack before it carries on on a fresh one.
    static let segmentLevels = 1_000

    /// `body`, one level of such a recursion: run here while this thread's stack holds fewer than
    /// `segmentLevels` levels of it, else on a thread of its own with a stack for the next `segmentLevels`, which
    /// counts its own levels from 0. The threads of a deep recursion wait for one another, each holding a segment.
    package static func nest<T>(_ body: () throws -> T) rethrows -> T {
        let levels = NestedLevels.current
        guard levels.count < segmentLevels else { return try run(depth: segmentLevels * 2, body) }
        levels.count += 1
        defer { levels.count -= 1 }
        return try body()
    }
}

/// The levels of `DeepStack.nest` running on one thread.
private final class NestedLevels {
    var count = 0

    /// This thread's.
    static var current: NestedLevels { counts.value }

    private static let counts = ThreadLocal { NestedLevels() }
}

/// One walk handed to a thread of its own (`DeepStack.run`): the thread runs it once and ends, and `start` returns
/// once it has.
private final class DeepErrand {
    private let body: () -> Void

    init(_ body: @escaping () -> Void) {
        self.body = body
    }

    /// Runs the body on a new thread of `stackBytes` of stack and waits for it; false when no such thread could be
    /// started (the body has not run).
    func start(stackBytes: Int) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackBytes) == 0 else { return false }
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self)
        let started = pthread_create(
            &thread, &attributes,
            { context in
                guard let context else { return nil }
                Unmanaged<DeepErrand>.fromOpaque(context).takeRetainedValue().body()
                return nil
            }, context.toOpaque())
        guard started == 0 else {
            context.release()
            return false
        }
        pthread_join(thread, nil)
        return true
    }
}
