/// Haptic feedback. A desktop has no Taptic Engine: each haptic reaches the previewer, which shows it as it
/// happens, so that a designer sees when and which haptics fire.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    public override init() {
        super.init()
    }

    /// Readies the Taptic Engine to cut the next haptic's latency on iOS; here there is none to ready.
    open func prepare() {}

    func play(_ description: String) {
        UIApplication.shared.systemFeedback?("haptic: \(description)")
    }
}

/// A haptic for a collision or a snap into place.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    private let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() {
        self.init(style: .medium)
    }

    open func impactOccurred() {
        play("impact \(style)")
    }

    /// An impact at `intensity` (0…1) of the style's strength.
    open func impactOccurred(intensity: CGFloat) {
        let clamped = intensity.isFinite ? min(max(intensity, 0), 1) : 1
        play("impact \(style) \(Int((clamped * 100).rounded())) %")
    }
}

/// A haptic for a selection changing (a picker's value, a segment).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {
        play("selection changed")
    }
}

/// A haptic for a task's outcome.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    open func notificationOccurred(_ notificationType: FeedbackType) {
        play("notification \(notificationType)")
    }
}
