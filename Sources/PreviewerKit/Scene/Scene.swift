import UIKit

/// One entry of the gallery: a name for the command line, a line of description, and how to build it.
public struct Scene: Sendable {
    /// Kebab-case, as `--scene` takes it.
    public let name: String
    public let summary: String
    /// Builds the scene's controller; its view fills the scene area.
    public let make: @MainActor @Sendable () -> UIViewController

    public init(name: String, summary: String, make: @escaping @MainActor @Sendable () -> UIViewController) {
        self.name = name
        self.summary = summary
        self.make = make
    }
}

/// A scene's controller can take keys the previewer does not use itself (for example `+` and `-`).
@MainActor
public protocol PreviewKeyHandling: AnyObject {
    /// Returns true when the key was used. Keys are given as text: "+", "-", "r", …
    func handleKey(_ key: String) -> Bool
}
