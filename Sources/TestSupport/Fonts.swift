import Foundation

/// Points fontconfig at the repository's `Tests/Fonts/fonts.conf` so that text renders with DejaVu only.
/// Call before the first text is laid out in the process.
package enum Fonts {
    package static func pin(file: String = #filePath) {
        let root = URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        setenv("FONTCONFIG_FILE", root.appendingPathComponent("Tests/Fonts/fonts.conf").path, 1)
    }
}
