/// An object in the responder chain: touches not handled by a view travel to its `next` responder.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder: a view's view controller or superview, a view controller's view's superview, the
    /// window's application.
    open var next: UIResponder? { nil }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Called on objects loaded from a nib or storyboard; objects made in code, the only kind here, never get it,
    /// as on iOS. Present so that overrides compile.
    open func awakeFromNib() {}

    /// Called by Interface Builder's live rendering, which does not exist here; never called, as on a device.
    open func prepareForInterfaceBuilder() {}

    open var canBecomeFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { canBecomeFirstResponder }
    @discardableResult open func resignFirstResponder() -> Bool { true }
}
