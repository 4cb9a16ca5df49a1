import UIKit

/// Renders a scene to PNG frames on a virtual clock: frame i shows media time t0 + i/fps, scripted clicks go
/// through the same pointer input as the mouse, and the output is bit-for-bit repeatable.
@MainActor
enum Headless {
    /// The virtual clock's start; any fixed value works, this one keeps times readable.
    static let startTime = 1000.0

    static func run(_ options: Options, scenes: [Scene]) -> Int32 {
        MediaClock.setManualTime(startTime)
        let scale = options.scale ?? 1
        guard let engine = PreviewEngine(scenes: scenes, size: options.size, scale: scale, showsSidebar: false) else {
            Previewer.printError(
                "Previewer: cannot make a \(Int(options.size.width))x\(Int(options.size.height)) frame at scale \(Int(scale))"
            )
            return 1
        }
        engine.refreshPeriod = 1 / options.fps
        engine.finishesTilesEachFrame = true
        engine.hud.isVisible = options.hud
        if let name = options.scene { _ = engine.select(named: name) }
        if options.dumpTree {
            CATransaction.flush()
            engine.render(at: startTime)
            print(engine.window.layer.makeRenderTree()?.presented(at: startTime).dump() ?? "(no tree)")
            return 0
        }
        let directory = URL(fileURLWithPath: options.outputDirectory)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            Previewer.printError("Previewer: cannot create \(directory.path): \(error.localizedDescription)")
            return 1
        }
        var clicks = options.clicks[...]
        for index in 0..<options.frames {
            if let number = Interrupts.pending {
                return Interrupts.quit(on: number, " after \(index) of \(options.frames) frames")
            }
            let time = startTime + Double(index) / options.fps
            MediaClock.setManualTime(time)
            while let click = clicks.first, startTime + click.time <= time {
                clicks.removeFirst()
                engine.pointerDown(click.point, time: startTime + click.time)
                engine.pointerUp(click.point, time: startTime + click.time + 0.05)
            }
            engine.render(at: time)
            engine.runQueuedWork()
            guard let image = engine.frame.makeImage(), let png = try? image.pngData() else {
                Previewer.printError("Previewer: frame \(index) could not be encoded")
                return 1
            }
            let url = directory.appendingPathComponent(String(format: "frame-%04d.png", index))
            do {
                try png.write(to: url)
            } catch {
                Previewer.printError("Previewer: cannot write \(url.path): \(error.localizedDescription)")
                return 1
            }
        }
        return 0
    }
}
