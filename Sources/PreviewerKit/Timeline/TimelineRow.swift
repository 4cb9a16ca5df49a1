import UIKit

/// One animation in the timeline: its label, a bar over its active interval with the timing curve of each
/// repeat drawn inside (mirrored on the way back when it autoreverses), and its fill as a thin line.
@MainActor
final class TimelineRow: UIView {
    private let label = ToolStyle.makeLabel(size: 10.5)
    private let bar = UIView()
    private let curve = CAShapeLayer()
    private let fill = UIView()
    private var drawn: (id: ObjectIdentifier, frame: CGRect)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        addSubview(label)
        fill.backgroundColor = UIColor(white: 1, alpha: 0.35)
        addSubview(fill)
        bar.layer.cornerRadius = 4
        bar.clipsToBounds = true
        addSubview(bar)
        curve.fillColor = nil
        curve.strokeColor = UIColor(white: 1, alpha: 0.95).cgColor
        curve.lineWidth = 1.5
        bar.layer.addSublayer(curve)
    }

    required init?(coder: NSCoder) { nil }

    func show(_ entry: TimelineRecord.Entry, track: ClosedRange<CGFloat>, span: ClosedRange<Double>, now: Double) {
        label.frame = CGRect(x: 12, y: 3, width: Timeline.labelWidth - 20, height: bounds.height - 6)
        label.text = entry.label
        let scale = (track.upperBound - track.lowerBound) / CGFloat(max(span.upperBound - span.lowerBound, 1e-6))
        func x(_ t: Double) -> CGFloat {
            track.lowerBound + CGFloat(min(max(t, span.lowerBound), span.upperBound) - span.lowerBound) * scale
        }
        let end = min(entry.removedAt ?? entry.end, entry.end)
        let frame = CGRect(x: x(entry.begin), y: 3, width: max(x(end) - x(entry.begin), 2), height: bounds.height - 6)
        bar.frame = frame
        let running = entry.removedAt == nil && now >= entry.begin && now <= entry.end
        bar.backgroundColor = (running ? ToolStyle.accent : UIColor(white: 0.5, alpha: 1)).withAlphaComponent(0.75)
        let fillMode = entry.timing.fillMode
        let forwards = fillMode == .forwards || fillMode == .both
        let backwards = fillMode == .backwards || fillMode == .both
        let fillFrom = backwards ? track.lowerBound : frame.maxX
        let fillTo = forwards && entry.removedAt == nil ? track.upperBound : frame.maxX
        fill.isHidden = fillTo - fillFrom < 1
        fill.frame = CGRect(x: fillFrom, y: bounds.height / 2 - 1, width: max(fillTo - fillFrom, 0), height: 2)
        if drawn?.id != entry.id || drawn?.frame != frame {
            curve.frame = bar.bounds
            curve.path = Self.curvePath(entry, size: frame.size, scale: scale)
            drawn = (entry.id, frame)
        }
    }

    /// The progress of each cycle from bottom (0) to top (1), one cycle every `duration` seconds of bar.
    private static func curvePath(_ entry: TimelineRecord.Entry, size: CGSize, scale: CGFloat) -> CGPath {
        let summary = TimingSummary(entry.animation)
        let path = CGMutablePath()
        let speed = abs(entry.timing.speed) > 0 ? abs(entry.timing.speed) : 1
        let pass = CGFloat(entry.timing.duration / speed) * scale
        guard pass >= 2, pass.isFinite else { return path }
        let inset: CGFloat = 2
        let height = size.height - 2 * inset
        var start: CGFloat = 0
        var forward = true
        var cycles = 0
        while start < size.width, cycles < 200 {
            let steps = max(8, min(64, Int(min(pass, 256) / 2)))
            for step in 0...steps {
                let f = Double(step) / Double(steps)
                let y = summary.progress(forward ? f : 1 - f)
                let point = CGPoint(x: start + CGFloat(f) * pass, y: inset + height * CGFloat(1 - y))
                if step == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            start += pass
            if entry.timing.autoreverses { forward.toggle() }
            cycles += 1
        }
        return path
    }
}
