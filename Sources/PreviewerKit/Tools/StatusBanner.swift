import UIKit

/// A message across the top of the window, for what the user must see while the scene keeps running: the build
/// errors of `scripts/preview --watch`.
@MainActor
final class StatusBanner {
    private let panel = ToolStyle.makePanel()
    private let label = ToolStyle.makeLabel(size: 11, lines: 0)

    private var text = ""

    init() {
        panel.backgroundColor = UIColor(red: 0.55, green: 0.08, blue: 0.08, alpha: 0.94)
        // Clicks go through to the scene beneath, which keeps running.
        panel.isUserInteractionEnabled = false
        panel.addSubview(label)
    }

    var isShowing: Bool { panel.superview != nil }

    /// Where the banner ends, in window points; 0 while it is hidden.
    var bottom: CGFloat { isShowing ? panel.frame.maxY : 0 }

    /// Follows a new window size.
    func layout(in root: UIView) {
        if isShowing { show(text, in: root) }
    }

    /// Shows `text` (its first 12 lines) or, when it is empty, hides the banner.
    func show(_ text: String, in root: UIView) {
        self.text = text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(12)
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            panel.removeFromSuperview()
            return
        }
        UIView.performWithoutAnimation {
            label.text = lines.joined(separator: "\n")
            let height = CGFloat(lines.count) * 14 + 16
            panel.frame = CGRect(x: 10, y: 10, width: root.bounds.width - 20, height: height)
            label.frame = panel.bounds.insetBy(dx: 10, dy: 8)
        }
        if panel.superview == nil { root.addSubview(panel) }
    }
}
