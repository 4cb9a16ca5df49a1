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
        engine.applyStartOptions(options)
        let firstTime = MediaClock.now
        if options.dumpTree {
            CATransaction.flush()
            engine.render(at: firstTime)
            print(LayerDescription.dump(engine.sceneController?.view.layer ?? engine.window.layer))
            return 0
        }
        let writesFrames = options.record == nil || options.writesFrames
        let directory = URL(fileURLWithPath: options.outputDirectory)
        if writesFrames {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                Previewer.printError("Previewer: cannot create \(directory.path): \(error.localizedDescription)")
                return 1
            }
        }
        var recorder: Recorder?
        if let path = options.record {
            do {
                recorder = try Recorder(
                    url: URL(fileURLWithPath: path), pixelWidth: engine.frame.width, pixelHeight: engine.frame.height,
                    pointSize: options.size, fps: options.fps, dropsWhenBehind: false)
            } catch {
                Previewer.printError("Previewer: cannot record: \(error)")
                return 1
            }
        }
        var clicks = options.clicks[...]
        for index in 0..<options.frames {
            if let number = Interrupts.pending {
                try? recorder?.finish()
                return Interrupts.quit(on: number, " after \(index) of \(options.frames) frames")
            }
            let time = firstTime + Double(index) / options.fps
            MediaClock.setManualTime(time)
            while let click = clicks.first, firstTime + click.time <= time {
                clicks.removeFirst()
                engine.pointerDown(click.point, time: firstTime + click.time)
                engine.pointerUp(click.point, time: firstTime + click.time + 0.05)
            }
            engine.render(at: time)
            engine.runQueuedWork()
            recorder?.append(engine.frame)
            guard writesFrames else { continue }
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
        if let recorder {
            do {
                try recorder.finish()
            } catch {
                Previewer.printError("Previewer: \(error)")
                return 1
            }
            print("recording: \(recorder.url.path), \(recorder.frameCount) frames")
        }
        return 0
    }
}
