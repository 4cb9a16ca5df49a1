import Foundation

/// The machine's CPU time so far, from the first line of `/proc/stat` (Linux; nil elsewhere): what it ran and what
/// a hypervisor took from it ("steal"). A virtual machine whose host runs other guests loses whole stretches of
/// time, which lands in a frame's time as if the frame had taken it: the share of steal over a run says how far its
/// p99 speaks for the code rather than for the host.
struct HostTime {
    /// Ticks spent running (user, nice, system) and stolen.
    let running: Int
    let stolen: Int

    static func now() -> HostTime? {
        guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
            let line = text.split(separator: "\n").first, line.hasPrefix("cpu ")
        else { return nil }
        // cpu user nice system idle iowait irq softirq steal …
        let ticks = line.split(separator: " ").dropFirst().compactMap { Int($0) }
        guard ticks.count >= 8 else { return nil }
        return HostTime(running: ticks[0] + ticks[1] + ticks[2], stolen: ticks[7])
    }

    /// Stolen time since `start`, as a percentage of the time the machine ran or had stolen.
    func stealPercent(since start: HostTime) -> Double {
        let stolen = self.stolen - start.stolen, total = running - start.running + stolen
        return total > 0 ? 100 * Double(stolen) / Double(total) : 0
    }
}
