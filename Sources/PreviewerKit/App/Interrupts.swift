import Foundation
import Synchronization

/// SIGINT and SIGTERM as a request to quit: the handler only records the signal, and the window's loop and
/// headless capture look at it between frames, so that a frame or a PNG is never left half written.
///
/// The handlers replace whatever the process inherited, including the "ignore" a non-interactive shell gives the
/// background jobs it starts (so `kill -INT` from a script works), and SDL leaves handlers it did not install
/// alone.
enum Interrupts {
    private static let received = Atomic<Int32>(0)

    static func install() {
        for number in [SIGINT, SIGTERM] {
            signal(number) { number in Interrupts.received.store(number, ordering: .relaxed) }
        }
    }

    /// The signal received, if any.
    static var pending: Int32? {
        let number = received.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// The exit code for a quit on `number`, as shells report a process ended by it, after one line saying so.
    static func quit(on number: Int32, _ detail: String = "") -> Int32 {
        let name = number == SIGINT ? "SIGINT" : number == SIGTERM ? "SIGTERM" : "signal \(number)"
        Previewer.printError("Previewer: \(name) received; quitting\(detail)")
        return 128 + number
    }
}
