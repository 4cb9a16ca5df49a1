/// A pan that begins only from a touch that starts within 20 points of one of `edges` and moves away from it (the
/// navigation controller's back swipe). The edges are those of the recognizer's view, which on iOS fills the
/// screen; in the previewer a scene's view sits beside the scene list.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    static let edgeWidth: CGFloat = 20
    open var edges: UIRectEdge = []
    private var startedAtEdge = false

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first, let window = touch.window else { return }
        let bounds = view.map { $0.convert($0.bounds, to: window) } ?? window.bounds
        let p = touch.windowLocation
        let width = Self.edgeWidth
        startedAtEdge =
            (edges.contains(.left) && p.x - bounds.minX <= width)
            || (edges.contains(.right) && bounds.maxX - p.x <= width)
            || (edges.contains(.top) && p.y - bounds.minY <= width)
            || (edges.contains(.bottom) && bounds.maxY - p.y <= width)
        if !startedAtEdge { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard startedAtEdge else { return }
        super.touchesMoved(touches, with: event)
    }
}
