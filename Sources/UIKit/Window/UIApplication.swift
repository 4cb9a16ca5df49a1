/// The running application: it routes events to windows.
@MainActor
open class UIApplication: UIResponder {
    public static let shared = UIApplication()

    /// Windows in front-to-back order of becoming key.
    open internal(set) var windows: [UIWindow] = []

    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

    /// Delivers `event` to the windows of its touches.
    open func sendEvent(_ event: UIEvent) {
        let windows = Set(event.touches.compactMap { $0.window.map(ObjectIdentifier.init) })
        for window in self.windows where windows.contains(ObjectIdentifier(window)) {
            window.sendEvent(event)
        }
    }
}
