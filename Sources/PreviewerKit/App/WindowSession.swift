import CSDL2
import Foundation
import RenderServer
import UIKit

/// What one window run keeps besides the engine: SDL event handling and shortcuts, screenshots, the recording in
/// progress, and the state and status files `scripts/preview --watch` talks through.
@MainActor
final class WindowSession {
    let engine: PreviewEngine
    let window: Window
    let options: Options
    private var screenshots = 0
    private var recording: (recorder: Recorder, cadence: RecordingCadence)?
    /// Recordings being encoded after they stopped; quitting waits for them.
    private let finishing = DispatchGroup()
    private var lastFileCheck = -1.0
    private var shownStatus = ""
    private var writtenState = Data()

    init(engine: PreviewEngine, window: Window, options: Options) {
        self.engine = engine
        self.window = window
        self.options = options
        if let path = options.record { startRecording(to: URL(fileURLWithPath: path)) }
    }

    var isRecording: Bool { recording != nil }

    /// Ends the run: finishes the recordings and writes the state once more.
    func end() {
        stopRecording()
        finishing.wait()
        writeState()
    }

    /// Handles one SDL event; false means quit.
    func handle(_ event: SDL_Event) -> Bool {
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
        case SDL_MOUSEMOTION:
            let p = CGPoint(x: Int(event.motion.x), y: Int(event.motion.y))
            if engine.isPointerDown { engine.pointerMoved(p, time: now) } else { engine.hover(p) }
        case SDL_KEYDOWN:
            let name = Self.keyName(event.key.keysym)
            switch name {
            case "escape", "q": return false
            case "c":
                screenshots += 1
                saveScreenshot(number: screenshots)
            case "r":
                if recording == nil { startRecording(to: nextRecordingURL()) } else { stopRecording() }
            default:
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
            engine.resize(to: window.pointSize, scale: engine.scale)
        default:
            break
        }
        return true
    }

    /// Twice a second: reads the status file and writes the state file.
    func tick() {
        let now = wallSeconds()
        guard now - lastFileCheck >= 0.5 else { return }
        lastFileCheck = now
        if let path = options.statusFile {
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            if text != shownStatus {
                shownStatus = text
                engine.setStatus(text)
            }
        }
        writeState()
    }

    /// Writes the current frame into the recording once for every frame slot since the last call.
    func captureFrame() {
        guard let (recorder, _) = recording else { return }
        guard recorder.accepts(engine.frame) else {
            stopRecording(because: "the window changed size")
            return
        }
        let times = recording?.cadence.framesDue(now: wallSeconds()) ?? 0
        recorder.append(engine.frame, times: times)
    }

    private func startRecording(to url: URL) {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // 30 frames a second for a GIF from the window: smooth enough, and half the size of 60.
            let fps = Recorder.format(of: url.path) == .gif ? 30 : (1 / engine.refreshPeriod).rounded()
            let recorder = try Recorder(
                url: url, pixelWidth: engine.frame.width, pixelHeight: engine.frame.height, pointSize: engine.pointSize,
                fps: fps, dropsWhenBehind: true)
            recording = (recorder, RecordingCadence(start: wallSeconds(), fps: recorder.fps))
            window.setTitle("Core Animation Previewer — recording \(url.lastPathComponent)")
            Previewer.printLine("recording: \(url.path) (R stops)")
        } catch {
            Log.warning("previewer: cannot record to \(url.path): \(error)")
        }
    }

    /// Stops the recording; the file is encoded on another thread, and a line says when it is written.
    private func stopRecording(because reason: String? = nil) {
        if reason == nil { captureFrame() }
        guard let (recorder, _) = recording else { return }
        recording = nil
        window.setTitle("Core Animation Previewer")
        if let reason { Log.warning("previewer: the recording stopped: \(reason)") }
        finishing.enter()
        Thread.detachNewThread { [finishing] in
            defer { finishing.leave() }
            do {
                try recorder.finish()
                let dropped = recorder.droppedFrames
                Previewer.printLine(
                    "recording: \(recorder.url.path), \(recorder.frameCount) frames"
                        + (dropped > 0 ? " (\(dropped) dropped while ffmpeg was behind)" : ""))
            } catch {
                Log.warning("previewer: \(error)")
            }
        }
    }

    private func nextRecordingURL() -> URL {
        let directory = URL(fileURLWithPath: "recordings")
        var number = 1
        while true {
            let url = directory.appendingPathComponent("\(engine.sceneName)-\(number).gif")
            if !FileManager.default.fileExists(atPath: url.path) { return url }
            number += 1
        }
    }

    /// One JSON object: the scene, seconds since it was shown, and the window's place and size.
    private func writeState() {
        guard let path = options.stateFile else { return }
        let position = window.position, size = window.pointSize
        let state: [String: Any] = [
            "scene": engine.sceneName,
            "time": (max(0, CACurrentMediaTime() - engine.sceneStart) * 1000).rounded() / 1000,
            "x": Int(position.x), "y": Int(position.y), "width": Int(size.width), "height": Int(size.height),
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: state, options: [.sortedKeys]),
            data != writtenState
        else { return }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            writtenState = data
        } catch {
            Log.warningOnce(
                key: "state-file", "previewer: cannot write the state file \(path): \(error.localizedDescription)")
        }
    }

    private static func keyName(_ keysym: SDL_Keysym) -> String {
        switch Int(keysym.sym) {
        case Int(SDLK_PLUS.rawValue), Int(SDLK_EQUALS.rawValue), Int(SDLK_KP_PLUS.rawValue): return "+"
        case Int(SDLK_MINUS.rawValue), Int(SDLK_KP_MINUS.rawValue): return "-"
        case Int(SDLK_SLASH.rawValue): return "?"
        default: return String(cString: SDL_GetKeyName(keysym.sym)).lowercased()
        }
    }

    private func saveScreenshot(number: Int) {
        let directory = URL(fileURLWithPath: "screenshots")
        let url = directory.appendingPathComponent("\(engine.sceneName)-\(number).png")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            guard let png = try engine.frame.makeImage()?.pngData() else { return }
            try png.write(to: url)
            Previewer.printLine("screenshot: \(url.path)")
        } catch {
            Log.warning("previewer: screenshot failed: \(error)")
        }
    }
}
