/// What an element is to assistive technology, as combinable traits.
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)

    /// The names of the traits, for the previewer's descriptions.
    package var names: [String] {
        let named: [(UIAccessibilityTraits, String)] = [
            (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"),
            (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"), (.staticText, "staticText"),
            (.summaryElement, "summaryElement"), (.notEnabled, "notEnabled"),
            (.updatesFrequently, "updatesFrequently"), (.searchField, "searchField"),
            (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
            (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
            (.header, "header"),
        ]
        return named.filter { contains($0.0) }.map(\.1)
    }
}

/// The system's accessibility settings and announcements. Here no screen reader runs: the settings are the
/// previewer's (`--reduce-motion`), and what would be spoken reaches the previewer, which shows it.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// Something assistive technology is told: an announcement to speak, or that the screen or its layout changed.
    public struct Notification: Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// Whether the user asked for less motion: animations should cross-fade instead of moving and zooming.
    public static var isReduceMotionEnabled: Bool { reduceMotion }

    /// No screen reader, Switch Control, bold text, darker colours or reduced transparency on this system.
    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }

    private static var reduceMotion = false

    /// Sets the reduce-motion setting (the previewer's `--reduce-motion`), posting the change as iOS does.
    package static func setReduceMotion(_ enabled: Bool) {
        guard enabled != reduceMotion else { return }
        reduceMotion = enabled
        NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// Tells assistive technology: an `.announcement` is spoken (its argument is the text); the others move the
    /// focus to the element given, or to the first element on screen. The previewer shows what would be spoken.
    public static func post(notification: Notification, argument: Any?) {
        let spoken: String
        switch notification {
        case .announcement:
            guard let text = (argument as? String) ?? (argument as? NSAttributedString)?.string else { return }
            spoken = text
        case .screenChanged, .layoutChanged:
            // A string is spoken; a view takes the focus and its label is read.
            if let text = (argument as? String) ?? (argument as? NSAttributedString)?.string {
                spoken = text
            } else if let view = argument as? UIView, let label = view.accessibilityLabel {
                spoken = label
            } else {
                return
            }
        case .pageScrolled:
            guard let text = argument as? String else { return }
            spoken = text
        default:
            return
        }
        UIApplication.shared.systemFeedback?("VoiceOver: \(spoken)")
    }
}
