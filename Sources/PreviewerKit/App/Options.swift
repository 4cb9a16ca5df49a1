import CoreGraphics
import Foundation

/// The previewer's command line (DESIGN §5). Long flags mirror the `CA_` environment variables.
public struct Options: Equatable, Sendable {
    public var size = CGSize(width: 900, height: 620)
    public var scale: CGFloat?
    public var renderer: String?
    public var scene: String?
    public var headless = false
    public var frames = 60
    public var fps = 60.0
    public var outputDirectory = "frames"
    /// Whether `--out` was given (a headless recording writes PNG frames only then).
    public var writesFrames = false
    public var clicks: [Click] = []
    public var list = false
    public var dumpTree = false
    public var showHelp = false
    public var hud = false
    /// Whether `UIAccessibility.isReduceMotionEnabled` is true (`--reduce-motion`).
    public var reduceMotion = false
    /// Whether a phone status bar is drawn over the scene (`--status-bar`).
    public var statusBar = false
    /// Minutes of a headless soak through every scene (`--soak`), if asked.
    public var soakMinutes: Double?
    /// A `.gif` or `.mp4` file to record the run into (`--record`).
    public var record: String?
    /// Seconds of the scene to run through before the first frame shown (`--start-time`).
    public var startTime = 0.0
    /// The debug-colour mode to start in (`--debug-colors`).
    public var debugColors: DebugColorMode?
    /// Whether the timeline is open at the start (`--timeline`).
    public var showsTimeline = false
    /// Whether the inspector is on at the start (`--inspector`).
    public var showsInspector = false
    /// Where the window opens, in screen points (`--position`); centred when nil.
    public var position: CGPoint?
    /// A file the window keeps up to date with its scene, media time and geometry (`--state-file`), which
    /// `scripts/preview --watch` reads to relaunch where the user was.
    public var stateFile: String?
    /// A file whose text, while not empty, the window shows in a banner (`--status-file`): build errors under
    /// `--watch`.
    public var statusFile: String?

    /// A scripted click: window points at seconds after the start.
    public struct Click: Equatable, Sendable {
        public var point: CGPoint
        public var time: Double
    }

    public init() {}

    /// A usage error: one line for stderr, exit code 2.
    public struct UsageError: Error, CustomStringConvertible {
        public var description: String
    }

    public static let usage = """
        usage: Previewer [options]
          --list                 print the scene names, one per line
          --scene NAME           open this scene (default: the first)
          --size WxH             window size in points (default 900x620)
          --scale S              pixels per point (default: the display's)
          --renderer NAME        SDL render driver: software, opengl, opengles2 (default: measured choice)
          --hud                  start with the frame-timing overlay on
          --headless             render frames to PNG files on a virtual clock, no window
          --frames N             headless: how many frames (default 60)
          --fps F                headless: frames per second of the virtual clock (default 60)
          --out DIR              headless: where frame-0000.png … go (default ./frames)
          --click X,Y@T          a click at window point X,Y at T seconds (repeatable; windowed and headless)
          --dump-tree            print the scene's layer tree, as the inspector shows it, and exit
          --record FILE          record the run to FILE.gif or FILE.mp4 (headless: instead of PNGs unless --out)
          --start-time T         begin T seconds into the scene (display links, commits, animation events run through)
          --debug-colors MODE    start with debug colours: blended, offscreen, damage or misaligned
          --timeline             start with the timeline open
          --inspector            start with the inspector on
          --reduce-motion        run with the Reduce Motion setting on (UIAccessibility.isReduceMotionEnabled)
          --status-bar           draw a phone status bar over the scene, as the scene's controller asks
          --position X,Y         open the window at screen point X,Y
          --state-file FILE      keep FILE up to date with the scene, time and window geometry (for --watch)
          --status-file FILE     show FILE's text in a banner while it is not empty (build errors under --watch)
          --soak MINUTES         headless: every scene in turn with random input; prints frames, warnings, memory
          --help                 this text
        keys: ← → scenes · H overlay · T timeline · I inspector · D debug colours · R record · S slow motion
              Space pause · . step · C screenshot · M memory warning · B status bar
              ? help · Esc quit
        your own code: scripts/preview FILE.swift | DIR | --package PATH [--watch] [options]
        """

    /// Parses arguments (without the program name), after the `CA_` environment variables.
    public static func parse(_ arguments: [String], environment: [String: String] = [:]) throws(UsageError) -> Options {
        var args: [String] = []
        for (name, flag) in [
            ("CA_SCENE", "--scene"), ("CA_SIZE", "--size"), ("CA_SCALE", "--scale"), ("CA_RENDERER", "--renderer"),
        ] {
            if let value = environment[name] { args += [flag, value] }
        }
        args += arguments
        var options = Options()
        var rest = args[...]
        func value(for flag: String) throws(UsageError) -> String {
            guard let next = rest.popFirst() else { throw UsageError(description: "\(flag) needs a value; see --help") }
            return next
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h": options.showHelp = true
            case "--list": options.list = true
            case "--headless": options.headless = true
            case "--dump-tree": options.dumpTree = true
            case "--hud": options.hud = true
            case "--reduce-motion": options.reduceMotion = true
            case "--status-bar": options.statusBar = true
            case "--scene": options.scene = try value(for: argument)
            case "--renderer": options.renderer = try value(for: argument)
            case "--out":
                options.outputDirectory = try value(for: argument)
                options.writesFrames = true
            case "--timeline": options.showsTimeline = true
            case "--inspector": options.showsInspector = true
            case "--state-file": options.stateFile = try value(for: argument)
            case "--status-file": options.statusFile = try value(for: argument)
            case "--record":
                let path = try value(for: argument)
                guard Recorder.format(of: path) != nil else {
                    throw UsageError(description: "--record takes a .gif or .mp4 file (got \(path))")
                }
                options.record = path
            case "--start-time":
                let text = try value(for: argument)
                guard let t = Double(text), t.isFinite, t >= 0, t <= 86_400 else {
                    throw UsageError(description: "--start-time takes seconds from 0 to 86400 (got \(text))")
                }
                options.startTime = t
            case "--debug-colors":
                let text = try value(for: argument)
                guard let mode = DebugColorMode(rawValue: text) else {
                    let names = DebugColorMode.allCases.map(\.rawValue).joined(separator: ", ")
                    throw UsageError(description: "--debug-colors takes one of \(names) (got \(text))")
                }
                options.debugColors = mode
            case "--position":
                let text = try value(for: argument)
                let xy = text.split(separator: ",").compactMap { Double($0) }
                guard xy.count == 2, xy.allSatisfy({ $0.isFinite && abs($0) < 100_000 }) else {
                    throw UsageError(description: "--position takes X,Y in screen points (got \(text))")
                }
                options.position = CGPoint(x: xy[0], y: xy[1])
            case "--size":
                let text = try value(for: argument)
                let parts = text.split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, (64...8192).contains(parts[0]), (64...8192).contains(parts[1]) else {
                    throw UsageError(
                        description: "--size takes WxH in points between 64 and 8192, e.g. 900x620 (got \(text))")
                }
                options.size = CGSize(width: parts[0], height: parts[1])
            case "--scale":
                let text = try value(for: argument)
                guard let s = Double(text), s >= 1, s <= 4 else {
                    throw UsageError(description: "--scale takes 1 to 4 (got \(text))")
                }
                options.scale = CGFloat(s.rounded())
            case "--frames":
                let text = try value(for: argument)
                guard let n = Int(text), n > 0, n <= 100_000 else {
                    throw UsageError(description: "--frames takes a count from 1 (got \(text))")
                }
                options.frames = n
            case "--fps":
                let text = try value(for: argument)
                guard let f = Double(text), f > 0, f <= 1000 else {
                    throw UsageError(description: "--fps takes a rate above 0 (got \(text))")
                }
                options.fps = f
            case "--soak":
                let text = try value(for: argument)
                guard let minutes = Double(text), minutes.isFinite, minutes > 0 else {
                    throw UsageError(description: "--soak takes a positive number of minutes (got \(text))")
                }
                options.soakMinutes = minutes
            case "--click":
                let text = try value(for: argument)
                let halves = text.split(separator: "@")
                let xy = halves.first?.split(separator: ",").compactMap { Double($0) } ?? []
                guard halves.count == 2, xy.count == 2, let t = Double(halves[1]), t >= 0 else {
                    throw UsageError(
                        description: "--click takes X,Y@T in window points and seconds, e.g. 300,200@0.5 (got \(text))")
                }
                options.clicks.append(Click(point: CGPoint(x: xy[0], y: xy[1]), time: t))
            default: throw UsageError(description: "unknown option \(argument); see --help")
            }
        }
        options.clicks.sort { $0.time < $1.time }
        return options
    }
}
