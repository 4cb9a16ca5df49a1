import CSDL2
import RenderServer
import UIKit

/// The interactive previewer: SDL events → pointer input and shortcuts → display links, commit, composite →
/// upload → present, paced by vsync or, where presents do not block (Xvfb), by a timer at the refresh period.
/// When nothing animates it sleeps in `SDL_WaitEventTimeout` until an event or the next run-loop timer.
@MainActor
enum WindowedLoop {

    static func run(_ options: Options, scenes: [Scene]) -> Int32 {
        let window: Window
        do {
            window = try Window(
                title: "Core Animation Previewer", size: options.size, position: options.position,
                rendererPreference: options.renderer)
        } catch {
            Previewer.printError(
                "Previewer: cannot open a window (\(error)); set DISPLAY to a running X server or Wayland session, or use --headless"
            )
            return 1
        }
        let scale = options.scale ?? window.displayScale
        guard let engine = PreviewEngine(scenes: scenes, size: window.pointSize, scale: scale, showsSidebar: true)
        else {
            Previewer.printError("Previewer: cannot make the frame buffer")
            return 1
        }
        engine.rendererName = window.rendererName
        engine.refreshPeriod = window.refreshPeriod ?? DisplayLinks.defaultRefreshPeriod
        engine.hud.isVisible = options.hud
        if let name = options.scene { _ = engine.select(named: name) }
        engine.applyStartOptions(options)
        let session = WindowSession(engine: engine, window: window, options: options)
        defer { session.end() }
        engine.tiles.wake = {
            var wake = SDL_Event()
            wake.type = SDL_USEREVENT.rawValue
            SDL_PushEvent(&wake)
        }
        defer { engine.tiles.wake = nil }
        let start = CACurrentMediaTime()
        var clicks = options.clicks[...]
        var pendingRelease: (CGPoint, Double)?
        var nextDeadline = wallSeconds()
        var event = SDL_Event()
        while true {
            if let number = Interrupts.pending { return Interrupts.quit(on: number) }
            var eventStart = wallSeconds()
            let hasScript = !clicks.isEmpty || pendingRelease != nil
            if !engine.needsFrame && !hasScript {
                // A recording keeps its frame rate while nothing changes, and the files --watch reads stay fresh.
                let longest = session.isRecording ? 1000 / 30.0 : 250
                let timeout =
                    RunLoop.main.limitDate(forMode: .default).map {
                        Int32(max(0, min(longest, $0.timeIntervalSinceNow * 1000)))
                    } ?? Int32(longest)
                let woken = SDL_WaitEventTimeout(&event, timeout) == 1
                // Sleeping until something happens is not a frame's work: the overlay would count the first frame
                // after an idle spell as seconds long, and dropped.
                eventStart = wallSeconds()
                if woken, !session.handle(event) { return 0 }
            }
            while SDL_PollEvent(&event) == 1 {
                if !session.handle(event) { return 0 }
            }
            session.tick()
            let now = CACurrentMediaTime()
            if let (point, time) = pendingRelease, now >= time {
                engine.pointerUp(point, time: now)
                pendingRelease = nil
            }
            while let click = clicks.first, now - start >= click.time {
                clicks.removeFirst()
                engine.pointerDown(click.point, time: now)
                pendingRelease = (click.point, now + 0.05)
            }
            if engine.isPointerDown { engine.input.hold(time: now) }
            _ = RunLoop.main.run(mode: .default, before: Date.distantPast)
            engine.timings.record(.events, seconds: wallSeconds() - eventStart)
            guard engine.needsFrame else {
                session.captureFrame()
                continue
            }
            frame(engine, window)
            session.captureFrame()
            engine.tiles.runMainThreadJobs(budget: engine.refreshPeriod / 4)
            let period = engine.refreshPeriod
            nextDeadline = max(nextDeadline + period, wallSeconds() - period)
            let wait = nextDeadline - wallSeconds()
            if wait > 0.0005 { usleep(UInt32(wait * 1_000_000)) }
        }
    }

    /// Intervals between presents that blocked on vsync, for measuring the refresh period.
    private static var presentIntervals: [Double] = []
    private static var lastPresentEnd: Double?

    private static func frame(_ engine: PreviewEngine, _ window: Window) {
        engine.render(at: CACurrentMediaTime())
        var start = wallSeconds()
        let frame = engine.frame
        if let data = frame.data {
            do {
                try window.upload(
                    data, width: frame.width, height: frame.height, bytesPerRow: frame.bytesPerRow,
                    rect: engine.changedRect)
            } catch {
                Log.warningOnce(key: "upload", "previewer: \(error)")
            }
        }
        var now = wallSeconds()
        engine.timings.record(.upload, seconds: now - start)
        start = now
        window.present()
        now = wallSeconds()
        engine.timings.record(.present, seconds: now - start)
        measureRefresh(engine, presentTook: now - start, end: now)
        engine.timings.finishFrame(budget: engine.refreshPeriod)
    }

    /// Where presents block on vsync, the refresh period is the median interval between consecutive presents
    /// (over the last 60); elsewhere the display mode's rate (or the fallback) stands.
    private static func measureRefresh(_ engine: PreviewEngine, presentTook: Double, end: Double) {
        defer { lastPresentEnd = end }
        guard presentTook > 0.002, let last = lastPresentEnd, end - last < 0.1 else { return }
        presentIntervals.append(end - last)
        if presentIntervals.count > 60 { presentIntervals.removeFirst() }
        if presentIntervals.count >= 30 {
            engine.refreshPeriod = presentIntervals.sorted()[presentIntervals.count / 2]
        }
    }
}
