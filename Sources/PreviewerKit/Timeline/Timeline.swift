import UIKit

/// The timeline (key T): a bar for each animation the scene ran since the timeline opened, with its timing curve
/// drawn inside, its repeats marked and its fill shown as a line; a playhead on media time. Dragging on the bars
/// scrubs (the clock pauses there, and every animation, display link and emitter follows it); Replay goes back to
/// the first begin and plays; the speed buttons set the clock's rate.
@MainActor
final class Timeline {
    /// What the engine does for the timeline's controls.
    struct Actions {
        var scrub: (Double) -> Void
        var replay: (Double) -> Void
        var setSpeed: (Double) -> Void
    }

    private(set) var record = TimelineRecord()
    private let panel = ToolStyle.makePanel()
    private let timeLabel = ToolStyle.makeLabel()
    private let emptyLabel = ToolStyle.makeLabel()
    /// How many recorded animations have no row (the rows show the latest).
    private let moreLabel = ToolStyle.makeLabel(size: 9.5)
    private let scrubArea = ScrubArea()
    private let playhead = UIView()
    private var rows: [TimelineRow] = []
    private var speedButtons: [(speed: Double, button: UIButton)] = []
    private var span: ClosedRange<Double> = 0...1
    private var spanHasEntries = false
    static let labelWidth: CGFloat = 190
    static let rowHeight: CGFloat = 22
    static let maximumRows = 8
    static let speeds = [0.1, 0.25, 0.5, 1.0]

    init(actions: Actions) {
        let title = ToolStyle.makeLabel(size: 12, monospaced: false)
        title.text = "Timeline"
        title.frame = CGRect(x: 12, y: 6, width: 80, height: 20)
        panel.addSubview(title)
        let replay = ToolStyle.makeButton("↺ Replay") { [weak self] in
            guard let self, !self.record.entries.isEmpty else { return }
            actions.replay(self.span.lowerBound)
        }
        replay.frame = CGRect(x: 90, y: 6, width: 70, height: 20)
        panel.addSubview(replay)
        for (i, speed) in Self.speeds.enumerated() {
            let button = ToolStyle.makeButton("\(Int(speed * 100)) %") { actions.setSpeed(speed) }
            button.frame = CGRect(x: 170 + CGFloat(i) * 52, y: 6, width: 48, height: 20)
            panel.addSubview(button)
            speedButtons.append((speed, button))
        }
        timeLabel.textAlignment = .right
        panel.addSubview(timeLabel)
        emptyLabel.text = "No animation since the timeline opened: interact with the scene, or press ← → for another."
        emptyLabel.textColor = UIColor(white: 0.65, alpha: 1)
        panel.addSubview(emptyLabel)
        moreLabel.textColor = UIColor(white: 0.65, alpha: 1)
        panel.addSubview(moreLabel)
        // With nothing recorded the span follows the clock, so a drag there would chase it.
        scrubArea.onScrub = { [weak self] x in
            guard let self, !self.record.entries.isEmpty else { return }
            actions.scrub(self.time(atX: x))
        }
        panel.addSubview(scrubArea)
        playhead.backgroundColor = ToolStyle.selection
        playhead.isUserInteractionEnabled = false
        panel.addSubview(playhead)
    }

    var isShowing: Bool { panel.superview != nil }

    func show(in root: UIView) { root.addSubview(panel) }

    func hide() {
        panel.removeFromSuperview()
        record = TimelineRecord()
        spanHasEntries = false
    }

    /// Puts back the finished animations that were running at `time`, for a scrub there.
    func restoreAnimations(at time: Double) { record.restore(at: time) }

    /// The panel's frame in window points (it sits along the bottom).
    var panelFrame: CGRect { panel.frame }

    /// Records the scene's animations at `time`, then lays the panel out for a window of `size`.
    func update(sceneRoot: CALayer, time: Double, speed: Double, isPaused: Bool, size: CGSize) {
        record.observe(sceneRoot, time: time)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let shown = Array(record.entries.suffix(Self.maximumRows))
        let height = 78 + CGFloat(max(shown.count, 1)) * Self.rowHeight
        panel.frame = CGRect(x: 10, y: size.height - height - 10, width: size.width - 20, height: height)
        let track = CGRect(
            x: Self.labelWidth, y: 34, width: max(panel.bounds.width - Self.labelWidth - 14, 40),
            height: CGFloat(max(shown.count, 1)) * Self.rowHeight)
        // The span only grows while the timeline is open, so bars keep their places as the playhead moves.
        let wanted = record.span(now: time)
        if spanHasEntries, span.upperBound - wanted.lowerBound < 120 {
            span = min(span.lowerBound, wanted.lowerBound)...max(span.upperBound, wanted.upperBound)
        } else {
            span = wanted
        }
        spanHasEntries = !record.entries.isEmpty
        timeLabel.frame = CGRect(x: panel.bounds.width - 190, y: 6, width: 178, height: 20)
        let state = isPaused ? "paused" : "\(Int((speed * 100).rounded())) %"
        timeLabel.text = String(format: "%.3f s · %@", time - span.lowerBound, state)
        for (value, button) in speedButtons {
            button.backgroundColor =
                !isPaused && abs(value - speed) < 1e-9 ? ToolStyle.accent : UIColor(white: 1, alpha: 0.12)
        }
        scrubArea.frame = track.insetBy(dx: 0, dy: -4)
        emptyLabel.isHidden = !record.entries.isEmpty
        let hidden = record.entries.count - shown.count + record.unrecorded
        moreLabel.text = hidden > 0 ? "+\(hidden) earlier" : nil
        moreLabel.frame = CGRect(x: 12, y: track.maxY + 4, width: Self.labelWidth - 20, height: 12)
        emptyLabel.frame = CGRect(x: 12, y: track.minY + 3, width: panel.bounds.width - 24, height: 16)
        while rows.count < shown.count {
            let row = TimelineRow()
            rows.append(row)
            panel.insertSubview(row, belowSubview: scrubArea)
        }
        for (i, row) in rows.enumerated() {
            row.isHidden = i >= shown.count
            guard i < shown.count else { continue }
            row.frame = CGRect(
                x: 0, y: track.minY + CGFloat(i) * Self.rowHeight, width: panel.bounds.width, height: Self.rowHeight)
            row.show(shown[i], track: track.minX...track.maxX, span: span, now: time)
        }
        let x = self.x(atTime: time, track: track)
        playhead.frame = CGRect(x: x - 1, y: track.minY - 6, width: 2, height: track.height + 10)
        layoutTicks(track: track)
    }

    private var ticks: [UILabel] = []

    /// Seconds along the track under the bars, from the span's start, at a step that leaves room for the text.
    private func layoutTicks(track: CGRect) {
        let length = span.upperBound - span.lowerBound
        let step = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60].first { track.width / CGFloat(length / $0) >= 56 } ?? 120
        let count = record.entries.isEmpty ? 0 : min(Int(length / step) + 1, 40)
        while ticks.count < count {
            let label = ToolStyle.makeLabel(size: 9.5)
            label.textColor = UIColor(white: 0.65, alpha: 1)
            ticks.append(label)
            panel.addSubview(label)
        }
        for (i, label) in ticks.enumerated() {
            label.isHidden = i >= count
            guard i < count else { continue }
            let t = Double(i) * step
            let x = track.minX + CGFloat(t / max(length, 1e-6)) * track.width
            label.text = LayerDescription.number((t * 100).rounded() / 100) + " s"
            label.frame = CGRect(x: x - 1, y: track.maxY + 4, width: 54, height: 12)
        }
    }

    private func x(atTime t: Double, track: CGRect) -> CGFloat {
        let f = (t - span.lowerBound) / max(span.upperBound - span.lowerBound, 1e-6)
        return track.minX + CGFloat(min(max(f, 0), 1)) * track.width
    }

    /// The media time at x in the scrub area's coordinates.
    private func time(atX x: CGFloat) -> Double {
        let f = Double(min(max(x / max(scrubArea.bounds.width, 1), 0), 1))
        return span.lowerBound + f * (span.upperBound - span.lowerBound)
    }
}

/// Takes the drags that scrub: x in its own coordinates, on touch down and on every move.
final class ScrubArea: UIView {
    var onScrub: ((CGFloat) -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { onScrub?(touch.location(in: self).x) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { onScrub?(touch.location(in: self).x) }
    }
}
