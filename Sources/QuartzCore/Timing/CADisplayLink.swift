import Foundation

/// A range of frame rates a display link asks for (iOS 15).
public struct CAFrameRateRange: Equatable, Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    /// All zero: the system decides.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// A timer synchronised with the display's refresh (spec §12), driven by the host's frame loop; without a host it
/// runs from a main-run-loop timer at the last known refresh period.
///
/// - Note: Linux extension: `init(handler:)` replaces `init(target:selector:)`, which needs Objective-C selectors.
public final class CADisplayLink {
    private let handler: (CADisplayLink) -> Void
    /// The time of the last displayed frame, in media time.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time the next frame will be displayed: render for this time.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The display's refresh period (not the callback interval).
    public private(set) var duration: CFTimeInterval = 0
    /// When true the callback is not called.
    public var isPaused = false {
        didSet { DisplayLinks.changed() }
    }
    /// Fire every N refreshes (deprecated on iOS); values below 1 count as 1.
    public var frameInterval = 1
    /// 0 means the display's rate.
    public var preferredFramesPerSecond = 0
    public var preferredFrameRateRange = CAFrameRateRange.default
    private var refreshesSinceFire = 0
    fileprivate(set) var isAdded = false

    /// A display link that calls `handler` on every frame once added to a run loop.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// Starts firing (the run loop and mode only record the request; callbacks come on the main thread).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isAdded else { return }
        isAdded = true
        DisplayLinks.add(self)
    }

    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }

    /// Stops firing for good and releases the handler's captures.
    public func invalidate() {
        isAdded = false
        DisplayLinks.remove(self)
    }

    /// The number of refreshes between callbacks for the requested rate: the range's preferred rate (or its
    /// maximum without one), else `preferredFramesPerSecond`; the range's all-zero default asks for nothing.
    private var interval: Int {
        let range = preferredFrameRateRange
        let ranged = Double(range.preferred.flatMap { $0 > 0 ? $0 : nil } ?? range.maximum)
        let rate = ranged > 0 ? ranged : Double(preferredFramesPerSecond)
        if rate > 0, duration > 0 { return max(1, Int((1 / (duration * rate)).rounded())) }
        return max(1, frameInterval)
    }

    /// One display refresh: calls the handler when the interval has elapsed.
    func refresh(timestamp: CFTimeInterval, period: CFTimeInterval) {
        refreshesSinceFire += 1
        guard refreshesSinceFire >= interval, !isPaused else { return }
        refreshesSinceFire = 0
        self.timestamp = timestamp
        duration = period
        targetTimestamp = timestamp + period * Double(interval)
        handler(self)
    }
}

/// The active display links and what drives them.
package enum DisplayLinks {
    nonisolated(unsafe) private static var links: [CADisplayLink] = []
    nonisolated(unsafe) private static var hostDriven = false
    nonisolated(unsafe) private static var fallbackTimer: Timer?
    /// A 60 Hz display's period: what display links assume until a host tells them its own.
    package static let defaultRefreshPeriod: CFTimeInterval = 1.0 / 60.0
    /// The refresh period the host measured, used by the fallback timer when there is no host.
    nonisolated(unsafe) package static var refreshPeriod = defaultRefreshPeriod

    /// Whether any unpaused display link wants frames.
    package static var isActive: Bool { links.contains { !$0.isPaused } }

    static func add(_ link: CADisplayLink) {
        links.append(link)
        changed()
    }

    static func remove(_ link: CADisplayLink) {
        links.removeAll { $0 === link }
        changed()
    }

    /// The host calls this once per displayed frame.
    package static func refresh(timestamp: CFTimeInterval, period: CFTimeInterval) {
        refreshPeriod = period
        for link in links where link.isAdded { link.refresh(timestamp: timestamp, period: period) }
    }

    /// A host (the previewer) takes over driving; the fallback timer stops.
    package static func setHostDriven(_ driven: Bool) {
        hostDriven = driven
        changed()
    }

    static func changed() {
        let wanted = !hostDriven && isActive && Thread.isMainThread
        if wanted && fallbackTimer == nil {
            let timer = Timer(timeInterval: refreshPeriod, repeats: true) { _ in
                DisplayLinks.refresh(timestamp: CACurrentMediaTime(), period: DisplayLinks.refreshPeriod)
            }
            RunLoop.main.add(timer, forMode: .common)
            fallbackTimer = timer
        } else if !wanted {
            fallbackTimer?.invalidate()
            fallbackTimer = nil
        }
    }
}
