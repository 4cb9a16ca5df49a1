import RenderServer
import UIKit

/// The debug colours over the scene: one shape layer per tint, filled with the current mode's regions, and the
/// recent damage flashed in a fading red. It takes no touches.
@MainActor
final class DebugColorsView: UIView {
    var mode: DebugColorMode? {
        didSet { flashes.removeAll() }
    }
    private var shapes: [DebugRegions.Tint: CAShapeLayer] = [:]
    private let flash = CAShapeLayer()
    /// Damaged rectangles in window points, with the media and wall-clock times each was recomposited. A flash
    /// ages by whichever clock moved more: in real time while the media clock is paused or slowed, in media time
    /// when frames are drawn faster than real time (headless capture).
    private var flashes: [(rect: CGRect, media: Double, wall: Double)] = []
    static let flashSeconds = 0.3

    static let colors: [DebugRegions.Tint: UIColor] = [
        .blended: UIColor(red: 1, green: 0, blue: 0, alpha: 0.5),
        .opaque: UIColor(red: 0, green: 1, blue: 0, alpha: 0.5),
        .offscreen: UIColor(red: 1, green: 1, blue: 0, alpha: 0.5),
        .misaligned: UIColor(red: 1, green: 0, blue: 1, alpha: 0.5),
        .scaled: UIColor(red: 1, green: 1, blue: 0, alpha: 0.5),
    ]

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        for tint in DebugRegions.Tint.allCases {
            let shape = CAShapeLayer()
            shape.fillColor = Self.colors[tint]?.cgColor
            layer.addSublayer(shape)
            shapes[tint] = shape
        }
        flash.fillColor = UIColor(red: 1, green: 0.15, blue: 0.1, alpha: 1).cgColor
        layer.addSublayer(flash)
    }

    required init?(coder: NSCoder) { nil }

    /// Whether the flash still fades, needing frames.
    var isFading: Bool { !flashes.isEmpty }

    /// Tints what the scene's tree at `root` shows; `damage` is what the compositor redrew in this frame (pixels);
    /// `time` is the frame's media time, `now` wall-clock seconds.
    func update(root: PresentedLayer, damage: PixelRect, scale: CGFloat, time: Double, now: Double) {
        guard let mode else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let regions = DebugRegions(mode, root: root, scale: Double(scale))
        for (tint, shape) in shapes {
            let path = CGMutablePath()
            for region in regions.regions[tint] ?? [] { region.add(to: path) }
            shape.path = path
        }
        if mode == .damage, !damage.isEmpty {
            let s = Double(scale)
            flashes.append(
                (
                    CGRect(
                        x: Double(damage.x) / s, y: Double(damage.y) / s, width: Double(damage.width) / s,
                        height: Double(damage.height) / s), time, now
                ))
        }
        let age = { (flash: (rect: CGRect, media: Double, wall: Double)) in max(time - flash.media, now - flash.wall) }
        flashes.removeAll { age($0) > Self.flashSeconds }
        let path = CGMutablePath()
        flashes.forEach { path.addRect($0.rect) }
        flash.path = path
        // The newest flash sets the strength; it fades out over `flashSeconds`.
        let newest = flashes.last.map(age) ?? Self.flashSeconds
        flash.opacity = Float(0.45 * max(0, 1 - newest / Self.flashSeconds))
    }
}
