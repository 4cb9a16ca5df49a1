import CSDL2
import UIKit

/// The previewer program: parses the command line, then runs the window, a headless capture, or a listing.
public enum Previewer {
    /// Runs the previewer over `scenes` and returns the process exit code: 0 on a normal quit, 1 when no display
    /// could be opened, 2 for a usage error, 128 + the signal's number after SIGINT or SIGTERM. `arguments` leave out the program's name. Call it from the main thread
    /// (top-level code in `main.swift`); `@preconcurrency`, so that packages in Swift 5 mode call it as they are.
    @preconcurrency @MainActor
    public static func main(arguments: [String], scenes: [Scene]) -> Int32 {
        let options: Options
        do {
            options = try Options.parse(arguments, environment: ProcessInfo.processInfo.environment)
        } catch {
            printError("Previewer: \(error)")
            return 2
        }
        if options.showHelp {
            print(Options.usage)
            return 0
        }
        if options.list {
            for scene in scenes { print(scene.name) }
            return 0
        }
        if let name = options.scene, !scenes.contains(where: { $0.name == name }) {
            printError("Previewer: no scene named '\(name)'; --list shows the \(scenes.count) scenes")
            return 2
        }
        Interrupts.install()
        UIAccessibility.setReduceMotion(options.reduceMotion)
        if let minutes = options.soakMinutes {
            return Soak.run(options, scenes: scenes, minutes: minutes)
        }
        if options.headless || options.dumpTree {
            return Headless.run(options, scenes: scenes)
        }
        return WindowedLoop.run(options, scenes: scenes)
    }

    /// A line on stdout at once, not when the buffer fills: the window's messages (screenshots, recordings, the
    /// inspector's selection) are read while it runs.
    static func printLine(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
