/// Occlusion culling: a recorded step whose whole box lies under the opaque area of a step drawn after it shows
/// nothing, and is not replayed. Opaque areas come from textures drawn without alpha through a translation (their
/// `SolidSpans.opaqueCore`), and from runs of static siblings (the largest of their steps').
extension CPUCompositor {
    /// How many of the largest opaque areas seen so far the walk keeps to test boxes against.
    static let occluderLimit = 8

    /// Drops from `replaySteps` and `replayBoxes` the steps hidden under later opaque steps, in place:
    /// how many were dropped, and whether one opaque step covers all of `area` (then nothing under it, the
    /// background included, needs drawing). The walk starts at `lastOpaque`, the last step that could paint
    /// something opaque, since no step in front of it can be hidden; a frame with none is not walked. The walk
    /// runs on one core while the other waits, so it skips the steps that cannot be hidden.
    func dropHidden(area: PixelRect, lastOpaque: Int?) -> (hidden: Int, covered: Bool) {
        guard let lastOpaque else { return (0, false) }
        occluders.removeAll(keepingCapacity: true)
        hiddenSteps.removeAll(keepingCapacity: true)
        hiddenSteps.append(contentsOf: repeatElement(false, count: replaySteps.count))
        var hidden = 0
        for index in (0...lastOpaque).reversed() {
            let box = replayBoxes[index]
            if occluders.contains(where: { $0.contains(box) }) {
                hiddenSteps[index] = true
                hidden += 1
                continue
            }
            let opaque = Self.opaqueArea(replaySteps[index])
            guard !opaque.isEmpty else { continue }
            if occluders.count < Self.occluderLimit {
                occluders.append(opaque)
            } else if let smallest = occluders.indices.min(by: { occluders[$0].area < occluders[$1].area }),
                occluders[smallest].area < opaque.area
            {
                occluders[smallest] = opaque
            }
        }
        let covered = occluders.contains { $0.contains(area) }
        guard hidden > 0 else { return (0, covered) }
        var kept = 0
        for index in replaySteps.indices where !hiddenSteps[index] {
            replaySteps[kept] = replaySteps[index]
            replayBoxes[kept] = replayBoxes[index]
            kept += 1
        }
        replaySteps.removeLast(replaySteps.count - kept)
        replayBoxes.removeLast(replayBoxes.count - kept)
        return (hidden, covered)
    }

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
