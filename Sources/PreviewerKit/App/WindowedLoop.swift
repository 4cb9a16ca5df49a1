import CSDL2
import RenderServer
import UIKit

/// The interactive previewer: SDL events → pointer input and shortcuts → display links, commit, composite →
/// upload → present, paced by vsync or, where presents do not block (Xvfb), by a timer at the refresh period.
/// When nothing animates it sleeps in `SDL_WaitEventTimeout` until an event or the next run-loop timer.
@MainActor
enum WindowedLoop {
    /// Used only when the display reports no refresh rate.
    static let fallbackRefreshPeriod = 1.0 / 60.0

    static func run(_ options: Options, scenes: [Scene]) -> Int32 {
        let window: Window
        do {
            window = try Window(
                title: "Core Animation Previewer", size: options.size, rendererPreference: options.renderer)
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
        engine.refreshPeriod = window.refreshPeriod ?? fallbackRefreshPeriod
        engine.hud.isVisible = options.hud
        if let name = options.scene { _ = engine.select(named: name) }
        TileDrawing.wake = {
            var wake = SDL_Event()
            wake.type = SDL_USEREVENT.rawValue
            SDL_PushEvent(&wake)
        }
        defer { TileDrawing.wake = nil }
        let start = CACurrentMediaTime()
        var clicks = options.clicks[...]
        var pendingRelease: (CGPoint, Double)?
        var nextDeadline = wallSeconds()
        var screenshots = 0
        var event = SDL_Event()
        while true {
            if let number = Interrupts.pending { return Interrupts.quit(on: number) }
            var eventStart = wallSeconds()
            let hasScript = !clicks.isEmpty || pendingRelease != nil
            if !engine.needsFrame && !hasScript {
                let timeout =
                    RunLoop.main.limitDate(forMode: .default).map {
                        Int32(max(0, min(500, $0.timeIntervalSinceNow * 1000)))
                    } ?? 500
                let woken = SDL_WaitEventTimeout(&event, timeout) == 1
                // Sleeping until something happens is not a frame's work: the overlay would count the first frame
                // after an idle spell as seconds long, and dropped.
                eventStart = wallSeconds()
                if woken, !handle(event, engine, window, &screenshots) { return 0 }
            }
            while SDL_PollEvent(&event) == 1 {
                if !handle(event, engine, window, &screenshots) { return 0 }
            }
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
            guard engine.needsFrame else { continue }
            frame(engine, window)
            TileDrawing.runMainThreadJobs(budget: engine.refreshPeriod / 4)
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

    /// Handles one SDL event; false means quit.
    private static func handle(_ event: SDL_Event, _ engine: PreviewEngine, _ window: Window, _ screenshots: inout Int)
        -> Bool
    {
        let now = CACurrentMediaTime()
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return false
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            engine.pointerDown(CGPoint(x: Int(event.button.x), y: Int(event.button.y)), time: now)
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            engine.pointerUp(CGPoint(x: Int(event.button.x), y: Int(event.button.y)), time: now)
        case SDL_MOUSEWHEEL:
            // SDL's y is positive away from the user, which scrolls content up (toward its top): 40 points a notch.
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            let flip: CGFloat = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            engine.wheel(
                CGPoint(x: CGFloat(event.wheel.x) * 40 * flip, y: -CGFloat(event.wheel.y) * 40 * flip),
                at: CGPoint(x: Int(x), y: Int(y)))
        case SDL_MOUSEMOTION where engine.isPointerDown:
            engine.pointerMoved(CGPoint(x: Int(event.motion.x), y: Int(event.motion.y)), time: now)
        case SDL_KEYDOWN:
            let name = keyName(event.key.keysym)
            if name == "escape" || name == "q" { return false }
            if name == "c" {
                screenshots += 1
                saveScreenshot(engine, number: screenshots)
            } else {
                _ = engine.key(name)
            }
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_FOCUS_GAINED: UIApplication.shared.hostDidChange(to: .active)
            case SDL_WINDOWEVENT_FOCUS_LOST: UIApplication.shared.hostDidChange(to: .inactive)
            case SDL_WINDOWEVENT_MINIMIZED: UIApplication.shared.hostDidChange(to: .background)
            case SDL_WINDOWEVENT_RESTORED where UIApplication.shared.applicationState == .background:
                // Also sent when a maximized window is restored, which leaves the state as it is.
                UIApplication.shared.hostDidChange(to: .inactive)
            default: break
            }
            let scale = engine.scale
            engine.resize(to: window.pointSize, scale: scale)
        default:
            break
        }
        return true
    }

    private static func keyName(_ keysym: SDL_Keysym) -> String {
        switch Int(keysym.sym) {
        case Int(SDLK_PLUS.rawValue), Int(SDLK_EQUALS.rawValue), Int(SDLK_KP_PLUS.rawValue): return "+"
        case Int(SDLK_MINUS.rawValue), Int(SDLK_KP_MINUS.rawValue): return "-"
        case Int(SDLK_SLASH.rawValue): return "?"
        default: return String(cString: SDL_GetKeyName(keysym.sym)).lowercased()
        }
    }

    private static func saveScreenshot(_ engine: PreviewEngine, number: Int) {
        let directory = URL(fileURLWithPath: "screenshots")
        let url = directory.appendingPathComponent("\(engine.sceneName)-\(number).png")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            guard let png = try engine.frame.makeImage()?.pngData() else { return }
            try png.write(to: url)
            print("screenshot: \(url.path)")
        } catch {
            Log.warning("previewer: screenshot failed: \(error)")
        }
    }
}
