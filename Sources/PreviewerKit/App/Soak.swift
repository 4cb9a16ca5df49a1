import Foundation
import UIKit

/// A long headless run for leaks and crashes: every gallery scene in turn on a virtual clock at 60 frames a
/// second, rendered as fast as the machine goes, with seeded random clicks, drags and key presses; it reports
/// resident memory after a first pass through the scenes (the warm-up) and at the end.
@MainActor
enum Soak {
    /// Virtual seconds each scene runs before the next.
    static let sceneSeconds = 8.0

    static func run(_ options: Options, scenes: [Scene], minutes: Double) -> Int32 {
        let start = Headless.startTime
        MediaClock.setManualTime(start)
        guard
            let engine = PreviewEngine(
                scenes: scenes, size: options.size, scale: options.scale ?? 1, showsSidebar: true)
        else {
            Previewer.printError("Previewer: cannot make the soak's frame buffer")
            return 1
        }
        engine.refreshPeriod = 1 / options.fps
        engine.finishesTilesEachFrame = true
        var random = SoakRandom(seed: 20_261_202)
        let deadline = Date().addingTimeInterval(minutes * 60)
        let warningsBefore = Log.count
        var frames = 0
        var visits = 0
        var warmResident: Int?
        var drag: (from: CGPoint, to: CGPoint, start: Double, end: Double)?
        var time = start
        let framesPerScene = Int(sceneSeconds * options.fps)
        while Date() < deadline {
            if let number = Interrupts.pending { return Interrupts.quit(on: number, " after \(frames) soak frames") }
            if frames % framesPerScene == 0 {
                engine.select(visits % scenes.count)
                visits += 1
                if visits == scenes.count + 1 { warmResident = residentBytes() }
            }
            time += engine.refreshPeriod
            MediaClock.setManualTime(time)
            if let current = drag {
                let progress = min((time - current.start) / (current.end - current.start), 1)
                let point = CGPoint(
                    x: current.from.x + (current.to.x - current.from.x) * progress,
                    y: current.from.y + (current.to.y - current.from.y) * progress)
                if progress >= 1 {
                    engine.pointerUp(point, time: time)
                    drag = nil
                } else {
                    engine.pointerMoved(point, time: time)
                }
            } else {
                let roll = random.unit()
                let point = CGPoint(x: random.unit() * options.size.width, y: random.unit() * options.size.height)
                if roll < 0.02 {
                    // A click, but never on the scene list: the soak picks the scenes.
                    let tap = CGPoint(x: max(point.x, 200), y: point.y)
                    engine.pointerDown(tap, time: time)
                    engine.pointerUp(tap, time: time + 0.05)
                } else if roll < 0.03 {
                    let from = CGPoint(x: max(point.x, 200), y: point.y)
                    let to = CGPoint(
                        x: max(random.unit() * options.size.width, 200), y: random.unit() * options.size.height)
                    engine.pointerDown(from, time: time)
                    drag = (from, to, time, time + 0.1 + random.unit() * 0.4)
                } else if roll < 0.035 {
                    _ = engine.key(["+", "-", "h", "?"][Int(random.unit() * 4) % 4])
                }
            }
            engine.render(at: time)
            engine.runQueuedWork()
            frames += 1
        }
        let endResident = residentBytes()
        let warm = warmResident ?? endResident
        let growth = warm > 0 ? Double(endResident - warm) / Double(warm) * 100 : 0
        print(
            String(
                format:
                    "soak: %.1f min, %d frames, %d scene visits (%d scenes), %d warnings, resident %.1f MB after warm-up, %.1f MB at the end (%+.1f %%)%@",
                minutes, frames, visits, scenes.count, Log.count - warningsBefore, Double(warm) / 1_048_576,
                Double(endResident) / 1_048_576, growth,
                warmResident == nil ? " (the run ended before the warm-up did)" : ""))
        return 0
    }

    /// Resident memory from /proc/self/statm.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// SplitMix64: the soak's input repeats from run to run.
struct SoakRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func unit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }
}
