/// The culling phase: of the recorded steps, those the replay draws: the ones reaching the damaged area, less the
/// ones hidden. A step whose whole box lies under the opaque area of a step drawn after it shows nothing, and is not
/// replayed. Opaque areas come from textures drawn without alpha through a translation (their
/// `SolidSpans.opaqueCore`), and from runs of static siblings (the largest of their steps').
final class OcclusionCulling {
    /// The steps to replay and their boxes, and the walk's scratch: kept from frame to frame so that a steady frame
    /// allocates none of them.
    var replaySteps: [Step] = []
    var replayBoxes: [PixelRect] = []
    private var occluders: [PixelRect] = []
    private var hiddenSteps: [Bool] = []

    /// Chooses from `recorded` the steps that reach `damage` into `replaySteps` and `replayBoxes` and, when
    /// `hides`, drops those hidden under later opaque steps: how many were dropped, and whether one opaque step
    /// covers all of `damage`. When the whole frame is damaged the recorded steps become the replayed ones, with no
    /// copy (they are emptied when the next frame records).
    func select(from recorded: RecordedSteps, damage: PixelRect, full: PixelRect, hides: Bool) -> (
        hidden: Int, covered: Bool
    ) {
        var lastOpaque = recorded.lastOpaqueStep
        if damage == full {
            swap(&replaySteps, &recorded.steps)
            swap(&replayBoxes, &recorded.boxes)
        } else {
            replaySteps.removeAll(keepingCapacity: true)
            replayBoxes.removeAll(keepingCapacity: true)
            lastOpaque = nil
            for index in recorded.steps.indices where !recorded.boxes[index].intersection(damage).isEmpty {
                if let last = recorded.lastOpaqueStep, index <= last { lastOpaque = replaySteps.count }
                replaySteps.append(recorded.steps[index])
                replayBoxes.append(recorded.boxes[index])
            }
        }
        return hides ? dropHidden(area: damage, lastOpaque: lastOpaque) : (hidden: 0, covered: false)
    }

    /// How many of the largest opaque areas seen so far the walk keeps to test boxes against.
    static let occluderLimit = 8

    /// Drops from `replaySteps` and `replayBoxes` the steps hidden under later opaque steps, in place:
    /// how many were dropped, and whether one opaque step covers all of `area` (then nothing under it, the
    /// background included, needs drawing). The walk starts at `lastOpaque`, the last step that could paint
    /// something opaque, since no step in front of it can be hidden; a frame with none is not walked. The walk
    /// runs on one core while the other waits, so it skips the steps that cannot be hidden.
    private func dropHidden(area: PixelRect, lastOpaque: Int?) -> (hidden: Int, covered: Bool) {
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
            let opaque = Step.opaqueArea(replaySteps[index])
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
}
