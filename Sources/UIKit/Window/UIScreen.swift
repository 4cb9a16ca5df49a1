import Synchronization

/// The display: its size in points and its integer scale (pixels per point). The host sets both.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen the previewer shows.
    public static let main = UIScreen()

    open internal(set) var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    open internal(set) var scale: CGFloat = 1
    open var nativeScale: CGFloat { scale }

    /// Sets the size and scale the host window has (PreviewerKit calls this).
    package func configure(size: CGSize, scale: CGFloat) {
        bounds = CGRect(origin: .zero, size: size)
        self.scale = scale.isFinite ? max(1, scale.rounded()) : 1
        Self.scaleForAnyThread.store(Int(min(self.scale, 100)), ordering: .relaxed)
    }

    /// `scale` for code off the main thread (images loaded by name pick their variant by it).
    nonisolated static let scaleForAnyThread = Atomic<Int>(1)
}
