import QuartzCore

/// Per-phase durations of recent frames in a fixed ring, for the HUD and the benchmark.
package struct FrameTimings {
    package enum Phase: Int, CaseIterable {
        case events, commit, animate, raster, composite, upload, present

        package var label: String {
            switch self {
            case .events: "events"
            case .commit: "commit"
            case .animate: "animate"
            case .raster: "raster"
            case .composite: "composite"
            case .upload: "upload"
            case .present: "present"
            }
        }
    }

    package static let capacity = 120
    private var ring = [[Double]](repeating: [Double](repeating: 0, count: Phase.allCases.count), count: capacity)
    private var next = 0
    package private(set) var count = 0
    package private(set) var droppedFrames = 0
    private var current = [Double](repeating: 0, count: Phase.allCases.count)

    package init() {}

    package mutating func record(_ phase: Phase, seconds: Double) {
        current[phase.rawValue] += seconds
    }

    /// Closes the frame; it counts as dropped when it took longer than `budget` seconds.
    package mutating func finishFrame(budget: Double) {
        if current.reduce(0, +) > budget { droppedFrames += 1 }
        ring[next] = current
        next = (next + 1) % Self.capacity
        count = min(count + 1, Self.capacity)
        current = [Double](repeating: 0, count: Phase.allCases.count)
    }

    /// The most recent frame's phases in seconds.
    package var last: [Double] { ring[(next + Self.capacity - 1) % Self.capacity] }

    /// The phases of the frame `ago` frames before the newest.
    func phasesBack(_ ago: Int) -> [Double] { ring[(next + Self.capacity * 2 - 1 - ago) % Self.capacity] }

    /// Totals of the recorded frames in seconds.
    package var totals: [Double] {
        (0..<count).map { ring[(next + Self.capacity - 1 - $0) % Self.capacity].reduce(0, +) }
    }

    package var averageTotal: Double { count == 0 ? 0 : totals.reduce(0, +) / Double(count) }
    package var maximumTotal: Double { totals.max() ?? 0 }

    /// Apple's hitch time ratio over the recorded frames, in milliseconds of hitch per second: the time frames ran
    /// past their budget over the time they covered (a frame within budget covers one budget).
    package func hitchTimeRatio(budget: Double) -> Double {
        let frames = totals
        let hitch = frames.reduce(0) { $0 + max(0, $1 - budget) }
        let covered = frames.reduce(0) { $0 + max($1, budget) }
        return covered > 0 ? hitch * 1000 / covered : 0
    }

    /// The median of one phase over the recorded frames.
    package func median(_ phase: Phase) -> Double {
        let values = (0..<count).map { ring[$0][phase.rawValue] }.sorted()
        return values.isEmpty ? 0 : values[values.count / 2]
    }
}

/// Seconds of `CLOCK_MONOTONIC`, for measuring phases (never for animation time).
package func wallSeconds() -> Double { MediaClock.monotonicSeconds() }
