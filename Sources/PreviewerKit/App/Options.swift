import CoreGraphics

/// The previewer's command line.
public struct Options: Equatable, Sendable {
    public var size = CGSize(width: 800, height: 600)
    public var renderer: String?
    public var showHelp = false

    public init() {}

    /// A usage error: one line for stderr, exit code 2.
    public struct UsageError: Error, CustomStringConvertible {
        public var description: String
    }

    public static let usage = """
        usage: Previewer [--size WxH] [--renderer NAME] [--help]
          --size WxH       window size in points (default 800x600)
          --renderer NAME  SDL render driver: software, opengl, opengles2 (default: SDL's choice)
          --help           this text
        keys: Esc or Q quits
        """

    /// Parses arguments (without the program name).
    public static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var rest = arguments[...]
        func value(for flag: String) throws(UsageError) -> String {
            guard let next = rest.popFirst() else { throw UsageError(description: "\(flag) needs a value") }
            return next
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h": options.showHelp = true
            case "--size":
                let text = try value(for: argument)
                let parts = text.split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts[0] > 0, parts[1] > 0, parts[0] <= 8192, parts[1] <= 8192 else {
                    throw UsageError(description: "--size takes WxH in points, e.g. 800x600 (got \(text))")
                }
                options.size = CGSize(width: parts[0], height: parts[1])
            case "--renderer": options.renderer = try value(for: argument)
            default: throw UsageError(description: "unknown option \(argument); see --help")
            }
        }
        return options
    }
}
