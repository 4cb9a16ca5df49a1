import CoreGraphics

/// Log lines collected from any thread, for asserting on diagnostics.
package final class LockedLines: Sendable {
    private let lines = Locked<[String]>([])

    package init() {}

    package func append(_ line: String) { lines.withLock { $0.append(line) } }

    package var all: [String] { lines.withLock { $0 } }
}
