/// Occlusion culling: a recorded step whose whole box lies under the opaque area of a step drawn after it shows
/// nothing, and is not replayed. Opaque areas come from textures drawn without alpha through a translation (their
/// `SolidSpans.opaqueCore`), and from runs of static siblings (the largest of their steps').
extension CPUCompositor {
    /// How many of the largest opaque areas seen so far the walk keeps to test boxes against.
    static let occluderLimit = 8

    /// The steps left to draw once those hidden under later opaque steps are dropped, with their boxes, how many
    /// were dropped, and whether one opaque step covers all of `area` (then nothing under it, the background
    /// included, needs drawing).
    func visible(_ ops: [Op], boxes: [PixelRect], area: PixelRect) -> (
        ops: [Op], boxes: [PixelRect], hidden: Int, covered: Bool
    ) {
        var occluders: [PixelRect] = []
        var hiddenSteps: [Int] = []
        for index in ops.indices.reversed() {
            let box = boxes[index]
            if occluders.contains(where: { $0.contains(box) }) {
                hiddenSteps.append(index)
                continue
            }
            let opaque = Self.opaqueArea(ops[index])
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
        guard !hiddenSteps.isEmpty else { return (ops, boxes, 0, covered) }
        let hidden = Set(hiddenSteps)
        let kept = ops.indices.filter { !hidden.contains($0) }
        return (kept.map { ops[$0] }, kept.map { boxes[$0] }, hiddenSteps.count, covered)
    }

    /// The device pixels a step paints fully opaque.
    static func opaqueArea(_ op: Op) -> PixelRect {
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
