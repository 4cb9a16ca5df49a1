import CoreGraphics

// The steps the compositor records from the tree (`StepRecorder`), finds the damage between (`DamageTracker`),
// culls (`OcclusionCulling`) and replays into the frame (`Replayer`).

/// What identifies one recorded step across frames, and what it drew: when either differs, its old and new
/// areas are damaged.
struct StepKey: Hashable {
    var layer: UInt64
    var part: Part
    /// For a run of static siblings: the position of its first layer among its parent's sublayers.
    var run: Int32 = -1

    /// Which of a layer's steps: a layer records at most one of each.
    enum Part: UInt8 {
        /// Its content below its sublayers (background, contents, shape, text).
        case under
        case border
        /// The group pass for opacity, a mask or a shadow with its subtree.
        case group
        /// Its subtree drawn by the reference compositor.
        case reference
        /// Its `shouldRasterize` raster.
        case raster
        case shadow
        /// A replicator's copy of the subtree, drawn as a group.
        case replica
        /// Drawn flat and warped into place.
        case projected
        /// A run of static siblings replayed as one step (keyed by the parent).
        case run = 255
    }

    /// One word to hash (a third of the rounds of hashing the three fields).
    func hash(into hasher: inout Hasher) {
        hasher.combine(
            layer &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(part.rawValue) << 32 ^ UInt64(UInt32(bitPattern: run)))
    }
}

struct StepRecord: Equatable {
    var signature: Int
    var box: PixelRect
    /// The step drawn just before this one, so that a change of order damages too.
    var predecessor: StepKey?
    /// Reference drawing and groups with reference drawing inside are redrawn every frame.
    var alwaysDamaged: Bool
    /// For a run of static siblings replayed as one: the steps it stands for, compared one by one when the
    /// run appears or disappears.
    var run: RunMemo?

    static func == (lhs: StepRecord, rhs: StepRecord) -> Bool {
        lhs.signature == rhs.signature && lhs.box == rhs.box && lhs.predecessor == rhs.predecessor
            && lhs.alwaysDamaged == rhs.alwaysDamaged
    }
}

/// One step of the top-level canvas, kept small (a frame records thousands, and the strips read them on
/// another core): a texture's placement is its flat matrix's 2D part, reference drawing sits behind a reference.
enum Step {
    /// A texture, its texels tinted by `tint` (`TintedTexture`), through a 2D placement.
    case texture(LayerTexture, CGAffineTransform, alpha: Double, tint: UInt32, clip: PixelRect)
    case group(PixelBuffer, PixelRect, alpha: UInt32)
    case reference(ReferenceStep)
    /// A replayed run of static siblings: its recorded steps, each drawn where its box meets the strip.
    case run(RunMemo)
    /// A layer whose plane is not flat on screen: drawn flat (by these loops) into `flat`, then warped into
    /// place pixel by pixel through `map` (device → flat), within `box`. Boxed, so that its homography does not
    /// make every step larger: the recording walk is bound by writing steps.
    indirect case projected(
        PixelBuffer, map: Homography, box: PixelRect, alpha: Double, solid: ProjectiveBlit.Solid?)
    /// A flat leaf whose content changes every frame, drawn by cairo straight into each strip (it touches
    /// nothing outside its clip, so strips can draw it at once).
    case leaf(ReferenceStep)
}

/// A subtree drawn by the reference compositor in place.
final class ReferenceStep {
    let layer: PresentedLayer
    let toDevice: Matrix3D
    let alpha: Double
    let clip: PixelRect

    init(_ layer: PresentedLayer, _ toDevice: Matrix3D, alpha: Double, clip: PixelRect) {
        self.layer = layer
        self.toDevice = toDevice
        self.alpha = alpha
        self.clip = clip
    }
}
/// A texture step as the strips read it: a copy retains nothing, where copying the step would retain its
/// texture, and the cores would contend for the count of a texture many steps share (a shared shape). The
/// recorded step keeps the texture alive.
struct Blit {
    let texture: Unmanaged<LayerTexture>
    let matrix: CGAffineTransform
    let alpha: Double
    let tint: UInt32
    let clip: PixelRect

    /// A texture step's blit, nil for any other step. The step is borrowed, not copied: copying it would retain
    /// and release its texture, on the main core while the other waits.
    static func of(_ op: borrowing Step) -> Blit? {
        switch op {
        case .texture(let texture, let matrix, let alpha, let tint, let clip):
            Blit(texture: .passUnretained(texture), matrix: matrix, alpha: alpha, tint: tint, clip: clip)
        default: nil
        }
    }
}

extension Step {
    /// Whether a step could paint something fully opaque: what the recording counts, so that a frame with no such
    /// step skips the walk, and the walk alone finds where.
    static func mayPaintOpaque(_ op: borrowing Step) -> Bool {
        switch op {
        case .texture(let texture, _, let alpha, let tint, _):
            return TextureBlit.mayPaintOpaque(texture, tint: tint, alpha: alpha)
        case .run(let memo):
            return !memo.opaqueArea.isEmpty
        default:
            return false
        }
    }

    /// The device pixels a step paints fully opaque (the step borrowed: a copy would retain its texture).
    static func opaqueArea(_ op: borrowing Step) -> PixelRect {
        switch op {
        case .texture(let texture, let matrix, let alpha, let tint, let clip):
            return TextureBlit.opaqueArea(texture, tint: tint, layerToDevice: matrix, alpha: alpha, clip: clip)
        case .run(let memo):
            return memo.opaqueArea
        default:
            return PixelRect(x: 0, y: 0, width: 0, height: 0)
        }
    }
}
