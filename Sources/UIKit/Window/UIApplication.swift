/// The running application: it routes events to windows.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    public static let shared = UIApplication()

    /// Windows in front-to-back order of becoming key.
    open internal(set) var windows: [UIWindow] = []

    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

    /// What the device would play or speak that a desktop window cannot (haptics, VoiceOver announcements), as
    /// one line; the previewer shows it. Nil: nothing hears it.
    package var systemFeedback: ((String) -> Void)?

    /// Called by `setNeedsStatusBarAppearanceUpdate()`, inside the caller's animation block if any: the host that
    /// shows a status bar reads the controllers' preferences again.
    package var statusBarAppearanceDidChange: (() -> Void)?

    /// Delivers `event` to the windows of its touches.
    open func sendEvent(_ event: UIEvent) {
        let windows = Set(event.touches.compactMap { $0.window.map(ObjectIdentifier.init) })
        for window in self.windows where windows.contains(ObjectIdentifier(window)) {
            window.sendEvent(event)
        }
    }

    /// Whether the application is in front and receiving events.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// Active while the previewer's window has the focus, inactive while another window has it, in the
    /// background while it is minimized.
    open internal(set) var applicationState = State.active

    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")

    /// A memory warning, as the iOS Simulator's "Simulate Memory Warning" sends one (the previewer's M key): every
    /// view controller in the windows, presented ones included, gets `didReceiveMemoryWarning()`, then the
    /// notification is posted.
    package func deliverMemoryWarning() {
        var controllers = windows.compactMap(\.rootViewController)
        while let controller = controllers.popLast() {
            controller.didReceiveMemoryWarning()
            controllers += controller.dependents
        }
        NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
    }

    /// Moves to `state`, posting on the default center what iOS posts on the way: leaving the background posts
    /// `willEnterForeground`, becoming active `didBecomeActive`, leaving active `willResignActive`, entering the
    /// background `didEnterBackground`. The host calls it as its window gains or loses the focus.
    package func hostDidChange(to state: State) {
        guard state != applicationState else { return }
        let center = NotificationCenter.default
        if applicationState == .active { center.post(name: Self.willResignActiveNotification, object: self) }
        if applicationState == .background { center.post(name: Self.willEnterForegroundNotification, object: self) }
        applicationState = state
        if state == .background { center.post(name: Self.didEnterBackgroundNotification, object: self) }
        if state == .active { center.post(name: Self.didBecomeActiveNotification, object: self) }
    }
}
