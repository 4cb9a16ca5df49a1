/// The project's one diagnostic channel: one line per problem on stderr, each call site at most once when asked.
///
/// Bad input (NaN geometry, unknown key paths, unsupported options) is reported here and never crashes.
/// Tests install a sink to read the lines instead of stderr.
package enum Log {
    private struct State {
        var seen: Set<String> = []
        var sink: (@Sendable (String) -> Void)?
        var count = 0
    }

    private static let state = Locked(State())

    /// Writes `message` as one line.
    package static func warning(_ message: String) {
        let sink = state.withLock { state -> (@Sendable (String) -> Void)? in
            state.count += 1
            return state.sink
        }
        if let sink {
            sink(message)
        } else {
            FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
        }
    }

    /// Writes `message` only the first time `key` is seen in this process.
    package static func warningOnce(key: String, _ message: @autoclosure () -> String) {
        let isNew = state.withLock { $0.seen.insert(key).inserted }
        if isNew { warning(message()) }
    }

    /// How many warnings have been written since the process started (the HUD shows it).
    package static var count: Int { state.withLock { $0.count } }

    /// Routes lines to `sink` instead of stderr (nil restores stderr). For tests.
    package static func setSink(_ sink: (@Sendable (String) -> Void)?) {
        state.withLock {
            $0.sink = sink
            $0.seen = []
        }
    }
}
