/// The iOS Simulator's Debug-menu colourings, which key D cycles through.
public enum DebugColorMode: String, CaseIterable, Sendable {
    /// Layers drawn with blending in red, opaque layers in green.
    case blended
    /// Layers that need an off-screen pass (group opacity, masks, shadows, rasterization) in yellow.
    case offscreen
    /// The area each frame recomposited, flashed.
    case damage
    /// Images drawn off the pixel grid in magenta, images drawn scaled in yellow.
    case misaligned

    /// The next mode for key D; nil (off) after the last.
    var next: DebugColorMode? {
        let all = Self.allCases
        guard let index = all.firstIndex(of: self), index + 1 < all.count else { return nil }
        return all[index + 1]
    }
}
