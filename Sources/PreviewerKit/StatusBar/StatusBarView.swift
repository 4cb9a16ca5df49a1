import UIKit

/// A phone's status bar over the scene (`--status-bar`, key B): the time in the middle and a full battery at the
/// trailing edge, dark or light by the scene's `preferredStatusBarStyle`, 20 points tall as on phones without a
/// notch. It draws text only: the scene shows through.
@MainActor
final class StatusBarView: UIView {
    static let height: CGFloat = 20

    var style = UIStatusBarStyle.default {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func draw(_ rect: CGRect) {
        let ink: UIColor = style == .lightContent ? .white : .black
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 12), .foregroundColor: ink,
        ]
        let time = "9:41" as NSString
        let size = time.size(withAttributes: attributes)
        time.draw(
            at: CGPoint(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2),
            withAttributes: attributes)
        // The battery: an outline with its cap, filled.
        let body = CGRect(x: bounds.width - 32, y: 6, width: 22, height: 10)
        ink.setStroke()
        let outline = UIBezierPath(roundedRect: body, cornerRadius: 2.5)
        outline.lineWidth = 1
        outline.stroke()
        ink.setFill()
        UIBezierPath(roundedRect: body.insetBy(dx: 2, dy: 2), cornerRadius: 1).fill()
        UIBezierPath(rect: CGRect(x: body.maxX + 1, y: body.midY - 2, width: 1.5, height: 4)).fill()
    }
}
