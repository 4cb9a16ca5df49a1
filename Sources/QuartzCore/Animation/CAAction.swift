/// An object that responds to a layer event: an animation adds itself, `NSNull` does nothing and ends the search.
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` as an action means "no action".
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The event sent when a layer becomes visible.
public let kCAOnOrderIn = "onOrderIn"
/// The event sent when a layer stops being visible.
public let kCAOnOrderOut = "onOrderOut"
/// The key used for transition animations.
public let kCATransition = "transition"
