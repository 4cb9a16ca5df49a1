import UIKit

/// The frame-timing overlay: per-phase bars of the last frames, the budget line at the measured refresh
/// period, average and maximum frame time, dropped frames, layer count, renderer and scale. Drawn after
/// composition, never part of the layer tree; its text is re-rendered at most four times a second.
@MainActor
package final class HUD {
    package var isVisible = false
    private var textImage: CGImage?
    private var textUpdated = -1.0
    /// How many finished frames the text was made from: none when it was made during the first frame.
    private var framesInText = 0

    /// Whether the text still shows no frame though frames have finished (the first frame draws it before its
    /// own timings close): one more frame, even when idle, puts figures in it.
    package func needsFrame(_ timings: FrameTimings) -> Bool {
        isVisible && framesInText == 0 && timings.count > 0
    }

    package init() {}

    static let colors: [FrameTimings.Phase: CGColor] = [
        .events: CGColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1),
        .commit: CGColor(red: 1, green: 0.8, blue: 0, alpha: 1),
        .animate: CGColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1),
        .raster: CGColor(red: 0.69, green: 0.32, blue: 0.87, alpha: 1),
        .composite: CGColor(red: 0, green: 0.48, blue: 1, alpha: 1),
        .upload: CGColor(red: 1, green: 0.58, blue: 0, alpha: 1),
        .present: CGColor(red: 1, green: 0.23, blue: 0.19, alpha: 1),
    ]

    /// The overlays of one frame: HUD, help, and badges for slow motion and pause.
    @MainActor
    struct Overlay {
        let engine: PreviewEngine
        let layerCount: Int

        func draw(into frame: CGContext) {
            frame.saveGState()
            defer { frame.restoreGState() }
            frame.translateBy(x: 0, y: CGFloat(frame.height))
            frame.scaleBy(x: engine.scale, y: -engine.scale)
            var badges: [String] = []
            if engine.isSlowMotion { badges.append("SPEED \(Int((engine.speed * 100).rounded())) %") }
            if engine.isPaused { badges.append("PAUSED · . steps") }
            badges += engine.notices.current
            for (i, badge) in badges.enumerated() { drawBadge(badge, index: i, frame) }
            if engine.hud.isVisible { engine.hud.draw(engine: engine, layerCount: layerCount, into: frame) }
            if engine.showsHelp { drawHelp(frame) }
        }

        private func drawBadge(_ text: String, index: Int, _ ctx: CGContext) {
            // Above the timeline while it shows, which runs along the bottom.
            let bottom = engine.timelineFrame?.minY ?? engine.pointSize.height
            // Wide enough for the text at about 8.5 points a character, within the window.
            let width = min(max(176, CGFloat(text.count) * 8.5 + 16), engine.pointSize.width - 28)
            let rect = CGRect(
                x: engine.pointSize.width - 14 - width, y: bottom - 40 - CGFloat(index) * 34, width: width, height: 26)
            ctx.setFillColor(CGColor(red: 1, green: 0.58, blue: 0, alpha: 0.9))
            ctx.addPath(CGPath(roundedRect: rect, cornerWidth: 8, cornerHeight: 8, transform: nil))
            ctx.fillPath()
            ctx.drawText(
                text, in: rect.insetBy(dx: 8, dy: 4),
                style: TextStyle(
                    fontName: "Helvetica-Bold", fontSize: 13, color: RGBA(red: 0, green: 0, blue: 0, alpha: 1),
                    alignment: .center))
        }

        private func drawHelp(_ ctx: CGContext) {
            let lines = [
                "← →  previous / next scene (or click the list)", "H  frame-timing overlay",
                "T  timeline: drag to scrub, replay, speeds", "I  inspector: hover, click to select",
                "D  debug colours: blended, offscreen, damage, misaligned", "R  record a GIF to ./recordings",
                "S  slow motion ×10", "Space  pause      .  single step while paused", "C  screenshot to ./screenshots",
                "M  memory warning to the scene's controllers", "B  status bar",
                "?  this help      Esc / Q  quit",
                "+ −  scene keys (stress: layer count)",
            ]
            let rect = CGRect(
                x: engine.pointSize.width / 2 - 230, y: engine.pointSize.height / 2 - 130, width: 460, height: 260)
            ctx.setFillColor(CGColor(gray: 0, alpha: 0.82))
            ctx.addPath(CGPath(roundedRect: rect, cornerWidth: 14, cornerHeight: 14, transform: nil))
            ctx.fillPath()
            let style = TextStyle(
                fontName: "DejaVu Sans Mono", fontSize: 13, color: RGBA(red: 1, green: 1, blue: 1, alpha: 0.95),
                isWrapped: true)
            ctx.drawText(lines.joined(separator: "\n"), in: rect.insetBy(dx: 18, dy: 18), style: style)
        }
    }

    /// Bottom right, where no scene puts its caption; bottom left while the pointer is over that place, so the
    /// panel never keeps the user from seeing or clicking what is beneath it.
    static func panelFrame(size: CGSize, pointer: CGPoint?) -> CGRect {
        let right = CGRect(x: size.width - 290, y: size.height - 214, width: 280, height: 204)
        guard let pointer, right.insetBy(dx: -12, dy: -12).contains(pointer) else { return right }
        return CGRect(x: 10, y: size.height - 214, width: 280, height: 204)
    }

    func draw(engine: PreviewEngine, layerCount: Int, into ctx: CGContext) {
        var panel = Self.panelFrame(size: engine.pointSize, pointer: engine.pointerLocation)
        if let timeline = engine.timelineFrame { panel.origin.y = min(panel.minY, timeline.minY - panel.height - 10) }
        ctx.setFillColor(CGColor(gray: 0, alpha: 0.72))
        ctx.addPath(CGPath(roundedRect: panel, cornerWidth: 10, cornerHeight: 10, transform: nil))
        ctx.fillPath()
        let timings = engine.timings
        let budget = engine.refreshPeriod
        let chart = CGRect(x: panel.minX + 10, y: panel.minY + 10, width: panel.width - 20, height: 60)
        let totals = timings.totals
        let barWidth = chart.width / CGFloat(FrameTimings.capacity)
        // Bars: newest on the right, phases stacked; the chart's top is twice the budget.
        let msScale = chart.height / CGFloat(2 * budget)
        for (i, _) in totals.enumerated().reversed() {
            let phases = timings.phases(ago: i)
            var y = chart.maxY
            let x = chart.maxX - CGFloat(i + 1) * barWidth
            for phase in FrameTimings.Phase.allCases {
                let h = min(CGFloat(phases[phase.rawValue]) * msScale, y - chart.minY)
                guard h > 0, let color = HUD.colors[phase] else { continue }
                ctx.setFillColor(color)
                ctx.fill(CGRect(x: x, y: y - h, width: max(barWidth - 0.5, 0.5), height: h))
                y -= h
            }
        }
        // Hitches: a red mark over each frame that overran its budget.
        ctx.setFillColor(CGColor(red: 1, green: 0.2, blue: 0.2, alpha: 1))
        for (i, total) in totals.enumerated() where total > budget {
            ctx.fill(
                CGRect(
                    x: chart.maxX - CGFloat(i + 1) * barWidth, y: chart.minY - 4, width: max(barWidth, 1.5), height: 3))
        }
        ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 0.8))
        ctx.fill(CGRect(x: chart.minX, y: chart.maxY - chart.height / 2, width: chart.width, height: 1))
        let now = wallSeconds()
        if textImage == nil || now - textUpdated > 0.25 || needsFrame(timings) {
            textImage = renderText(
                engine: engine, layerCount: layerCount, size: CGSize(width: panel.width - 20, height: 124))
            textUpdated = now
            framesInText = timings.count
        }
        if let textImage {
            ctx.saveGState()
            let area = CGRect(x: panel.minX + 10, y: chart.maxY + 6, width: panel.width - 20, height: 124)
            ctx.translateBy(x: area.minX, y: area.maxY)
            ctx.scaleBy(x: 1, y: -1)
            ctx.draw(textImage, in: CGRect(origin: .zero, size: area.size))
            ctx.restoreGState()
        }
    }

    private func renderText(engine: PreviewEngine, layerCount: Int, size: CGSize) -> CGImage? {
        let timings = engine.timings
        let last = timings.last
        let ms = { (v: Double) in String(format: "%.2f", v * 1000) }
        let phases = FrameTimings.Phase.allCases.map { "\($0.label) \(ms(last[$0.rawValue]))" }
        let lines = [
            "budget \(ms(engine.refreshPeriod)) ms · avg \(ms(timings.averageTotal)) · max \(ms(timings.maximumTotal))",
            phases[0..<4].joined(separator: "  "), phases[4...].joined(separator: "  "),
            String(format: "hitches %.1f ms/s · ", timings.hitchTimeRatio(budget: engine.refreshPeriod))
                + "dropped \(timings.droppedFrames) · warnings \(Log.count) · textures \(engine.compositor.cachedTextures)",
            "layers \(layerCount) · replayed \(engine.compositor.stats.layersReplayed) · groups \(engine.compositor.stats.groups)",
            "via reference \(engine.compositor.stats.referenceLayers) · hidden \(engine.compositor.stats.stepsHidden)",
            "\(engine.rendererName) · scale \(Int(engine.scale))× · \(engine.sceneName)",
        ]
        let format = UIGraphicsImageRendererFormat()
        format.scale = engine.scale
        let renderer = UIGraphicsImageRenderer(size: size, format: format)
        return renderer.image { context in
            let style = TextStyle(
                fontName: "DejaVu Sans Mono", fontSize: 10.5, color: RGBA(red: 1, green: 1, blue: 1, alpha: 0.92),
                isWrapped: true)
            context.cgContext.drawText(
                lines.joined(separator: "\n"), in: CGRect(origin: .zero, size: size), style: style)
        }.cgImage
    }
}

extension FrameTimings {
    /// The phases of the frame `ago` frames back (0 = newest).
    package func phases(ago: Int) -> [Double] { phasesBack(ago) }
}
