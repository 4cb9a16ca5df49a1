import UIKit

/// What the device would play or speak and a desktop window cannot (haptics, VoiceOver announcements), and the
/// memory warnings the M key sends: each is printed once and shown as a badge for a second and a half, on the
/// wall clock in a window and on the media clock headless (so that captured frames do not depend on the host).
@MainActor
package final class Notices {
    private var shown: [(text: String, until: Double)] = []
    private static let duration = 1.5
    /// At most this many at once; the oldest go first.
    private static let limit = 3

    package init() {}

    private var now: Double { MediaClock.isManual ? CACurrentMediaTime() : wallSeconds() }

    package func post(_ text: String) {
        Previewer.printLine(text)
        let time = now
        shown.removeAll { $0.until <= time }
        shown.append((text, time + Self.duration))
        if shown.count > Self.limit { shown.removeFirst(shown.count - Self.limit) }
    }

    /// The notices still showing, oldest first.
    package var current: [String] {
        let time = now
        return shown.filter { $0.until > time }.map(\.text)
    }

    package var isShowing: Bool {
        let time = now
        return shown.contains { $0.until > time }
    }
}
