import Foundation
import PreviewerKit
import QuartzCore
import RenderServer
import Scenes

/// `scripts/bench`: renders each scene headless on a virtual clock (1/120 s per frame) through our compositor,
/// cairo (the reference compositor) and a pixman sprite baseline, alternating in one process, and prints one
/// table; then memory per layer, time to the first frame, idle activity and per-phase medians: the engine's phases
/// on the stress scene, and per scene at 1280×720 the presented tree (animations evaluated, not part of the table's
/// times) and our compositor's two phases (recording the tree, replaying the damage).
let quick = CommandLine.arguments.contains("--quick")
let frames = quick ? 24 : 120
/// `--size WxH` runs that size only (for profiling one size).
let onlySize = CommandLine.arguments.firstIndex(of: "--size").map { i in
    i + 1 < CommandLine.arguments.count ? CommandLine.arguments[i + 1] : ""
}
let sizes: [(Int, Int)] = [(1280, 720), (1920, 1080)].filter { onlySize == nil || onlySize == "\($0.0)x\($0.1)" }
if sizes.isEmpty {
    FileHandle.standardError.write(Data("Benchmarks: no size '\(onlySize ?? "")' (1280x720 or 1920x1080)\n".utf8))
    exit(2)
}
/// `--ours-only` skips the baselines (for profiling our compositor alone).
let oursOnly = CommandLine.arguments.contains("--ours-only")
/// `--trace` writes every measured frame of ours to stderr (scene, size, frame, its place in the frame's order, total,
/// record and replay ms, then per item of the replay — each strip, then in a culled replay one a core for helping
/// with a strip — whether the calling thread (`c`) or a worker (`w`) ran it and its start and end in ms), to find the
/// frames that make p99 and whether their cores ran slow or their strips were unequal.
let traces = CommandLine.arguments.contains("--trace")
/// `--evict` writes 512 MB before each of our frames, so that with `--ours-only` a frame finds the caches as it does
/// after a baseline's frame in the full benchmark (for profiling that cold state without running the baselines).
let evicts = CommandLine.arguments.contains("--evict")
/// `--stress-layers N` runs the engine's phases (`phase_commit` … `phase_composite`) on the stress scene with at
/// least N layers (200 by default, doubled until there are N; the scene has at most 20 000).
let stressLayers: Int = {
    guard let i = CommandLine.arguments.firstIndex(of: "--stress-layers") else { return 200 }
    guard i + 1 < CommandLine.arguments.count, let n = Int(CommandLine.arguments[i + 1]), n > 0 else {
        FileHandle.standardError.write(Data("Benchmarks: --stress-layers needs a positive number of layers\n".utf8))
        exit(2)
    }
    return n
}()
/// `--scene NAME` runs one scene only (for iterating on one figure).
let onlyScene = CommandLine.arguments.firstIndex(of: "--scene").flatMap { i in
    i + 1 < CommandLine.arguments.count ? CommandLine.arguments[i + 1] : nil
}

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

func ms(_ seconds: Double) -> String { String(format: "%.3f", seconds * 1000) }

// Memory first, before compositing leaves freed pages that new allocations would reuse unseen.
let layerBytes = MainActor.assumeIsolated { bytesPerLayer(count: 10_000) }

let hostAtStart = HostTime.now()
print("scene size layers p50_ms p99_ms cairo_ms pixman_ms ratio_vs_cairo ratio_vs_pixman mpix_per_s")
var compositorPhases: [(String, Double)] = []
for scene in BenchmarkScene.all(quick: quick) where onlyScene == nil || onlyScene == scene.name {
    for (width, height) in sizes {
        if quick && width > 1280 && scene.layers > 1000 { continue }
        let tree = scene.make(Double(width), Double(height))
        guard let ours = PixelBuffer(width: width, height: height),
            let theirs = PixelBuffer(width: width, height: height)
        else { continue }
        let fast = CPUCompositor()
        let cairo = ReferenceCompositor()
        let pixman = PixmanBaseline()
        var oursTimes: [Double] = [], cairoTimes: [Double] = [], pixmanTimes: [Double] = []
        var recordTimes: [Double] = [], replayTimes: [Double] = [], presentTimes: [Double] = []
        // As the previewer does, each frame is presented into the last one's presentation.
        var last: PresentedLayer?
        for frame in 0..<(frames + 2) {
            let presentStart = MonotonicClock.seconds()
            tree.present(at: 1000 + Double(frame) / 120, into: &last)
            guard let presented = last else { continue }
            if frame >= 2 { presentTimes.append(MonotonicClock.seconds() - presentStart) }
            // Alternate which runs first, so that cache effects do not favour one.
            let order = oursOnly ? [0] : [0, 1, 2].map { ($0 + frame) % 3 }
            for which in order {
                if which == 0 && evicts { Evictor.shared.evict(frame) }
                let start = MonotonicClock.seconds()
                switch which {
                case 0: try? fast.render(presented, into: ours, scale: 1)
                case 1: try? cairo.render(presented, into: theirs, scale: 1)
                default: pixman.render(presented, into: theirs, scale: 1)
                }
                let elapsed = MonotonicClock.seconds() - start
                // The first two frames fill caches on every side.
                guard frame >= 2 else { continue }
                switch which {
                case 0:
                    oursTimes.append(elapsed)
                    if traces {
                        let place = order.firstIndex(of: 0) ?? 0
                        let line =
                            "trace \(scene.name) \(width)x\(height) \(frame) \(place) \(ms(elapsed)) "
                            + "\(ms(fast.stats.recordSeconds)) \(ms(fast.stats.replaySeconds))"
                            + fast.stripTimes.map { " \($0.onCaller ? "c" : "w") \(ms($0.start))-\(ms($0.end))" }
                            .joined()
                            + "\n"
                        FileHandle.standardError.write(Data(line.utf8))
                    }
                    recordTimes.append(fast.stats.recordSeconds)
                    replayTimes.append(fast.stats.replaySeconds)
                case 1: cairoTimes.append(elapsed)
                default: pixmanTimes.append(elapsed)
                }
            }
        }
        let p50 = percentile(oursTimes, 0.5), p99 = percentile(oursTimes, 0.99)
        let cairoP50 = percentile(cairoTimes, 0.5), pixmanP50 = percentile(pixmanTimes, 0.5)
        let mpix = Double(width * height) / max(p50, 1e-9) / 1e6
        print(
            "\(scene.name) \(width)x\(height) \(scene.layers) \(ms(p50)) \(ms(p99)) \(ms(cairoP50)) \(ms(pixmanP50)) "
                + String(format: "%.2f %.2f %.1f", cairoP50 / max(p50, 1e-9), pixmanP50 / max(p50, 1e-9), mpix))
        fflush(nil)
        if width == 1280 {
            compositorPhases.append(("\(scene.name)_record", percentile(recordTimes, 0.5)))
            compositorPhases.append(("\(scene.name)_replay", percentile(replayTimes, 0.5)))
            compositorPhases.append(("\(scene.name)_present", percentile(presentTimes, 0.5)))
        }
    }
}

/// Resident anonymous bytes of the process (`RssAnon` in /proc/self/status): heap and anonymous mappings, without
/// the pages of code and libraries mapped from files, which the first layers page in by running and which differ
/// from machine to machine.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = text.split(separator: "\n").first(where: { $0.hasPrefix("RssAnon:") }),
        let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return kilobytes * 1024
}

/// Resident bytes added by `count` committed layers with a render tree (model + render tree; no backing
/// stores), per layer. Resident memory also counts allocator slack, so this is an upper bound.
@MainActor
func bytesPerLayer(count: Int) -> Double {
    MediaClock.setManualTime(5000)
    let before = residentBytes()
    let root = CALayer()
    for i in 0..<count {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 48, height: 48)
        layer.position = CGPoint(x: i % 100, y: i / 100)
        layer.backgroundColor = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        layer.cornerRadius = 10
        root.addSublayer(layer)
    }
    CATransaction.flush()
    let tree = root.makeRenderTree()
    let after = residentBytes()
    withExtendedLifetime((root, tree)) {}
    MediaClock.setManualTime(nil)
    return Double(after - before) / Double(count)
}

/// Wall time from starting the previewer to its first frame written (headless).
func firstFrameMilliseconds() -> Double? {
    guard let binary = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("Previewer"),
        FileManager.default.isExecutableFile(atPath: binary.path)
    else { return nil }
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("bench-first-frame-\(getpid())")
    defer { try? FileManager.default.removeItem(at: out) }
    let process = Process()
    process.executableURL = binary
    process.arguments = ["--headless", "--scene", "pulse", "--frames", "1", "--out", out.path]
    let start = MonotonicClock.seconds()
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    return (MonotonicClock.seconds() - start) * 1000
}

/// Frames drawn per second of virtual time by the engine on a scene that is not animating.
@MainActor
func idleActivity() -> (composites: Double, uploads: Double) {
    MediaClock.setManualTime(2000)
    guard let scene = Gallery.all.first(where: { $0.name == "move-to-click" }),
        let engine = PreviewEngine(
            scenes: [scene], size: CGSize(width: 640, height: 480), scale: 1, showsSidebar: false)
    else { return (-1, -1) }
    var composites = 0
    var uploads = 0
    for frame in 0..<240 {
        let time = 2000 + Double(frame) / 120
        MediaClock.setManualTime(time)
        // The first second settles (first commit, first display); the second one is measured.
        if engine.needsFrame {
            engine.render(at: time)
            if frame >= 120 {
                composites += 1
                if !engine.changedRect.isEmpty { uploads += 1 }
            }
        }
    }
    MediaClock.setManualTime(nil)
    return (Double(composites), Double(uploads))
}

/// Per-phase medians of the engine on the 200-layer stress scene.
@MainActor
func phaseMedians() -> [(String, Double)] {
    MediaClock.setManualTime(3000)
    guard let scene = Gallery.all.first(where: { $0.name == "stress" }),
        let engine = PreviewEngine(
            scenes: [scene], size: CGSize(width: 1280, height: 720), scale: 1, showsSidebar: false)
    else { return [] }
    // The scene starts at 200 layers; each "+" doubles them (at most 20 000).
    var layers = 200
    while layers < stressLayers {
        _ = engine.key("+")
        layers *= 2
    }
    for frame in 0..<(quick ? 30 : 120) {
        let time = 3000 + Double(frame) / 120
        MediaClock.setManualTime(time)
        engine.render(at: time)
        engine.timings.finishFrame(budget: 1.0 / 120)
    }
    MediaClock.setManualTime(nil)
    return [FrameTimings.Phase.commit, .animate, .raster, .composite].map { ($0.label, engine.timings.median($0)) }
}

/// Medians of setting `position` on 10 000 layers of a tree with actions disabled (as a display link's callback
/// moving them would each frame), and of committing those changes.
@MainActor
func propertySetMedians() -> [(String, Double)] {
    MediaClock.setManualTime(4000)
    let root = CALayer()
    let layers = (0..<10_000).map { _ in CALayer() }
    for layer in layers { root.addSublayer(layer) }
    CATransaction.flush()
    var sets: [Double] = [], commits: [Double] = []
    for round in 0..<(quick ? 10 : 40) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let start = MonotonicClock.seconds()
        for (i, layer) in layers.enumerated() {
            layer.position = CGPoint(x: Double(i % 100 + round), y: Double(i / 100))
        }
        let set = MonotonicClock.seconds()
        CATransaction.commit()
        sets.append(set - start)
        commits.append(MonotonicClock.seconds() - set)
    }
    MediaClock.setManualTime(nil)
    return [("set-10k", percentile(sets, 0.5)), ("commit-10k", percentile(commits, 0.5))]
}

if let start = hostAtStart, let end = HostTime.now() {
    print(String(format: "host_steal_pct %.1f", end.stealPercent(since: start)))
}
MainActor.assumeIsolated {
    print(String(format: "bytes_per_layer %.0f", layerBytes))
    if let first = firstFrameMilliseconds() { print(String(format: "first_frame_ms %.1f", first)) }
    let idle = idleActivity()
    print(String(format: "idle_composites_per_s %.0f", idle.composites))
    print(String(format: "idle_uploads_per_s %.0f", idle.uploads))
    for (name, seconds) in phaseMedians() + propertySetMedians() + layoutMedians() + compositorPhases {
        print("phase_\(name)_p50_ms \(ms(seconds))")
    }
    let table = tableScrollMedians()
    print("table-scroll-10k_p50_ms \(ms(table.frame))")
    print("table-scroll-10k_cells \(table.cells)")
}
