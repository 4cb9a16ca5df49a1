import PreviewerKit

/// The built-in scenes, in gallery order.
public enum Gallery {
    public static let all: [Scene] = [
        Scene(name: "pulse", summary: "opacity and corner radius pulsing forever") { PulseScene() },
        Scene(name: "move-to-click", summary: "a layer moves where you click and stays") { MoveToClickScene() },
        Scene(name: "transaction", summary: "three layers in one transaction with a completion") { TransactionScene() },
        Scene(name: "progress-ring", summary: "a CAShapeLayer ring advancing on click") { ProgressRingScene() },
        Scene(name: "random-color", summary: "implicit colour changes, then inside a 1 s transaction") {
            RandomColorScene()
        },
        Scene(name: "popup-dialog", summary: "keyframes: grow, hold, grow and fade, removed on completion") {
            PopupDialogScene()
        },
        Scene(name: "springs", summary: "CASpringAnimation and UIView springs side by side") { SpringScene() },
        Scene(name: "keyframe-path", summary: "a layer following a path, turning with it") { KeyframePathScene() },
        Scene(name: "gradients", summary: "axial, radial and conic gradients with animated colours") {
            GradientScene()
        },
        Scene(name: "text", summary: "CATextLayer and UILabel") { TextScene() },
        Scene(name: "shadows", summary: "shadows with animated radius and offset") { ShadowScene() },
        Scene(name: "masks", summary: "content masked by an animated shape") { MaskScene() },
        Scene(name: "card-flip", summary: "a 3D card flip with perspective") { CardFlipScene() },
        Scene(name: "replicator", summary: "a replicator spinner with instance delay and colour steps") {
            ReplicatorScene()
        },
        Scene(name: "stress", summary: "N moving layers; + and − change N") { StressScene() },
    ]
}

/// A repeatable pseudo-random sequence (xorshift64*), so headless frames are the same on every run.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed
    }

    mutating func next() -> Double {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return Double((state &* 0x2545_F491_4F6C_DD1D) >> 11) / Double(1 << 53)
    }
}
