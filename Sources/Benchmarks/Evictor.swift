/// Takes the caches from whatever ran before (`--evict`): writes a buffer larger than the machine's last-level
/// cache, a different byte each time so that no store is skipped.
final class Evictor: @unchecked Sendable {
    static let shared = Evictor()

    private let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 512 << 20)

    func evict(_ frame: Int) {
        buffer.update(repeating: UInt8(truncatingIfNeeded: frame))
    }
}
