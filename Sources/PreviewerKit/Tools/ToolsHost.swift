import RenderServer
import UIKit

/// The window the previewer's tools live in (timeline, inspector, debug colours): views and layers of this
/// project, in a window of their own above the scene's. It is composited by its own compositor into a transparent
/// buffer drawn over the scene's frame, so the tools never enter the scene's tree, its damage, its hit testing
/// or its layer count, and cost nothing while none is shown.
@MainActor
final class ToolsHost {
    let window: UIWindow
    /// The tools' views; it takes no touches itself, so empty areas leave clicks to the scene.
    let root: PassThroughView
    private let input: PointerInput
    private let compositor = CPUCompositor()
    private var buffer: PixelBuffer?
    private var lastPresented: PresentedLayer?
    /// Whether the pointer went down on a tool, so its moves and release go to the tools too.
    private(set) var hasPointer = false

    init(size: CGSize) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        root = PassThroughView(frame: window.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(root)
        // Not one of the application's windows: code under preview that looks at `UIApplication.shared.windows`
        // sees only the scene's.
        input = PointerInput(window: window, deliversToWindow: true)
    }

    /// Whether any tool has a view in the window.
    var isShowing: Bool { !root.subviews.isEmpty }

    func resize(to size: CGSize) {
        UIView.performWithoutAnimation {
            window.frame = CGRect(origin: .zero, size: size)
            root.frame = window.bounds
        }
    }

    /// Whether a tool's view is under window point `p`.
    func hits(_ p: CGPoint) -> Bool {
        isShowing && root.hitTest(root.convert(p, from: window), with: nil) != nil
    }

    func press(at p: CGPoint, time: Double) {
        hasPointer = true
        input.press(at: p, time: time)
    }

    func move(to p: CGPoint, time: Double) { input.move(to: p, time: time) }

    func release(at p: CGPoint, time: Double) {
        hasPointer = false
        input.release(at: p, time: time)
    }

    /// Composites the tools at `time` and draws them over `frame` (pixels, top-left origin at `scale`).
    func draw(over frame: CGContext, scale: CGFloat, time: Double) {
        guard isShowing else {
            lastPresented = nil
            return
        }
        if buffer?.width != frame.width || buffer?.height != frame.height {
            buffer = PixelBuffer(width: frame.width, height: frame.height)
            lastPresented = nil
        }
        guard let buffer, let tree = window.layer.makeRenderTree() else { return }
        tree.present(at: time, into: &lastPresented)
        guard let presented = lastPresented else { return }
        do {
            try compositor.render(
                presented, into: buffer, scale: Double(scale), background: RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        } catch {
            Log.warningOnce(key: "tools.compositor", "previewer: the tools could not be drawn: \(error)")
            return
        }
        frame.draw(CGImage(buffer: buffer), in: CGRect(x: 0, y: 0, width: frame.width, height: frame.height))
    }
}

/// A view that takes touches only in its subviews.
final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
