import CoreGraphics

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
    public var clicks: [Click] = []
    public var list = false
    public var dumpTree = false
    public var showHelp = false
    public var hud = false
    /// Minutes of a headless soak through every scene (`--soak`), if asked.
    public var soakMinutes: Double?

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
          --dump-tree            print the scene's render tree and exit
          --soak MINUTES         headless: every scene in turn with random input; prints frames, warnings, memory
          --help                 this text
        keys: ← → scenes · H overlay · S slow motion · Space pause · . step · C screenshot · ? help · Esc quit
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
            case "--scene": options.scene = try value(for: argument)
            case "--renderer": options.renderer = try value(for: argument)
            case "--out": options.outputDirectory = try value(for: argument)
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
