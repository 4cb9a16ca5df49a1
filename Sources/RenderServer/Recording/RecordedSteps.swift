/// What one frame's recording walk produced (`StepRecorder`): the top level's steps in drawing order, each with its
/// key, device box and damage record, and what the later phases ask of them without looking through them. Its
/// arrays keep their storage from frame to frame.
final class RecordedSteps {
    var steps: [Step] = []
    var keys: [StepKey] = []
    var boxes: [PixelRect] = []
    var records: [StepRecord] = []
    /// The key of the last step appended: the next one's predecessor.
    private(set) var lastKey: StepKey?
    /// The index of the last step that could paint something opaque (`Step.mayPaintOpaque`; nil when none), where
    /// the occlusion walk starts, since nothing in front of it can be hidden.
    private(set) var lastOpaqueStep: Int?
    /// How many steps are leaves cairo draws (`Step.leaf`), and how many are reference drawing (`Step.reference`):
    /// with none, the replay does not look through the steps for them.
    private(set) var leaves = 0
    private(set) var references = 0

    /// Empties the keys and boxes for a new frame. The steps and records were emptied on the background thread
    /// (`CPUCompositor.emptyStale`), or handed to the damage tracker.
    func begin() {
        keys.removeAll(keepingCapacity: true)
        boxes.removeAll(keepingCapacity: true)
        lastKey = nil
        lastOpaqueStep = nil
        leaves = 0
        references = 0
    }

    func append(_ step: consuming Step, signature: Int, box: PixelRect, alwaysDamaged: Bool, key: StepKey) {
        records.append(
            StepRecord(signature: signature, box: box, predecessor: lastKey, alwaysDamaged: alwaysDamaged, run: nil))
        lastKey = key
        if Step.mayPaintOpaque(step) { lastOpaqueStep = steps.count }
        switch step {
        case .leaf: leaves += 1
        case .reference: references += 1
        default: break
        }
        steps.append(step)
        keys.append(key)
        boxes.append(box)
    }

    /// Appends a run of static siblings as one step with one damage record.
    func append(run memo: RunMemo, key: StepKey) {
        records.append(
            StepRecord(
                signature: ObjectIdentifier(memo).hashValue, box: memo.box, predecessor: lastKey, alwaysDamaged: false,
                run: memo))
        lastKey = memo.keys.last ?? lastKey
        if !memo.opaqueArea.isEmpty { lastOpaqueStep = steps.count }
        steps.append(.run(memo))
        keys.append(key)
        boxes.append(memo.box)
    }
}
