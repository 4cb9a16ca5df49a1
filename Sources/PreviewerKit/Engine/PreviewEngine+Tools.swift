import UIKit

extension PreviewEngine {
    /// Opens what the command line asks for at the start, then runs the scene through `--start-time`.
    func applyStartOptions(_ options: Options) {
        setDebugColors(options.debugColors)
        setTimelineShown(options.showsTimeline)
        setInspectorShown(options.showsInspector)
        gallery.showsStatusBar = options.statusBar
        fastForward(by: options.startTime)
    }
}

extension PreviewEngine {
    /// Shows `text` in a banner over the scene, or hides it when empty.
    func setStatus(_ text: String) {
        status.show(text, in: tools.root)
        markDirty()
    }
}

extension PreviewEngine {
    /// The timeline's panel in window points while it shows; the overlays keep above it.
    var timelineFrame: CGRect? { timeline.isShowing ? timeline.panelFrame : nil }
}
