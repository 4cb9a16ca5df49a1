import CoreGraphics
import Foundation

/// The replay phase: draws the frame's steps that reach the damaged area into the buffer, blends in horizontal
/// strips on every core and cairo's reference drawing alone between them.
final class Replayer {
    let reference: ReferenceCompositor
    /// How many cores blend.
    var cores = max(1, min(ParallelLoop.cores, 8))
    /// The frame is shared out to the cores in horizontal strips: at least this many per core, and none over
    /// `stripBytes` of destination.
    var stripsPerCore = 6
    var stripBytes = 512 << 10
    /// Strips per core when the culling walk runs (each up to twice `stripBytes`): a deep pile's steps each cost a
    /// walk and a blit set up per strip they meet, which outweighs the finer hand-out.
    var stripsPerCoreWhenCulling = 2
    /// For tests of helping without a race: when set, a culled replay of more than one core runs on the calling
    /// thread alone, strip after strip, each asked for help when it reaches this step position and its lower half
    /// then blended by the helper's code from there, as a second core would.
    var helpsAtStep: Int?
    /// The culling walk's scratch, one per strip.
    private(set) var cullings: [CoverageCulling] = []
    /// When each item of the last run of blends (its strips, then the items for helping with a strip) began and
    /// ended, and on which thread: kept from frame to frame, so that timing them allocates nothing.
    private(set) var stripTimes: [CPUCompositor.StripTime] = []
    /// Of the last replay: strips whose lower rows another core blended, once it had no strip left, and tiles of
    /// blits left out as hidden (`CoverageCulling`).
    private(set) var stripsHelped = 0
    var tilesHidden: Int { cullings.reduce(0) { $0 + $1.hiddenTiles } }

    init(reference: ReferenceCompositor) {
        self.reference = reference
    }

    /// Clears to `fill` and replays the top level: runs of blends in horizontal strips shared out to the cores
    /// (each strip performing only the steps whose `boxes` meet it), reference drawing (cairo) alone in between.
    /// `fill` is nil when an opaque step covers the whole area anyway.
    /// When `culls`, each strip first walks its steps front to back (`CoverageCulling`) and blits leave out the
    /// tiles it finds hidden.
    func replay(
        _ ops: [Step], boxes: [PixelRect], _ canvas: Canvas, fill: UInt32?, scale: Double, culls: Bool,
        leaves: Int, references: Int
    ) {
        stripsHelped = 0
        for culling in cullings { culling.hiddenTiles = 0 }
        let height = canvas.clip.height
        let cores = height < 64 ? 1 : self.cores
        let clipRect = canvas.clip
        // Strips write disjoint rows of the canvas and only read the recorded ops and textures.
        let replayer = self
        let target = canvas
        let bytes = height * clipRect.width * 4
        // Culled strips may be twice `stripBytes`: a 1280×720 frame goes to four strips.
        let fine =
            culls
            ? min(height, max(cores * stripsPerCoreWhenCulling, bytes / max(1, 2 * stripBytes) + 1))
            : min(height, max(cores * stripsPerCore, bytes / max(1, stripBytes) + 1))
        func run(_ pending: Range<Int>, clearing: Bool) {
            // The cores take strips one after another as they finish the last, so one that wakes late or lands
            // on a sparse part of the frame takes fewer. A strip (at most `stripBytes` of destination) is cleared
            // just before its steps blend into it, and stays in the core's cache while its layers land on it.
            // One strip per core when cairo draws leaves in between: it would set up and walk their paths again
            // for each strip.
            let drawsLeaves = leaves > 0 && pending.contains { Step.isLeaf(ops[$0]) }
            let pieces = drawsLeaves ? cores : fine
            while replayer.cullings.count < pieces { replayer.cullings.append(CoverageCulling()) }
            let cullings = replayer.cullings
            // A culled replay's strips are few and long, and a core that runs out of strips would wait for the
            // others' last (up to a strip's time, where a core runs slow): one item a core more lets each, once no
            // strip is left, take half the rows of a strip still blending (`help`).
            let helps = culls && !drawsLeaves && cores > 1
            let items = helps ? pieces + cores : pieces
            for index in 0..<pieces { cullings[index].help.store(CoverageCulling.alone, ordering: .relaxed) }
            replayer.stripTimes.removeAll(keepingCapacity: true)
            replayer.stripTimes.append(contentsOf: repeatElement(CPUCompositor.StripTime(), count: items))
            let caller = pthread_self(), origin = MonotonicClock.seconds()
            // Steps are read borrowed, texture steps as `Blit`s, which copy without retaining their textures. Each
            // strip writes its own element of the times.
            replayer.stripTimes.withUnsafeMutableBufferPointer { times in
                ops.withUnsafeBufferPointer { steps in
                    let strips = StripReplay(
                        replayer: replayer, steps: steps, boxes: boxes, cullings: cullings, target: target,
                        area: clipRect, pieces: pieces, pending: pending, clearing: clearing, fill: fill, culls: culls,
                        helps: helps, scale: scale, times: times, caller: caller, origin: origin,
                        asksAt: helps ? replayer.helpsAtStep : nil)
                    if cores == 1 {
                        for index in 0..<pieces { strips.run(index) }
                    } else if helps, replayer.helpsAtStep != nil {
                        for index in 0..<pieces {
                            strips.run(index)
                            strips.blendHandedOver(index)
                        }
                    } else {
                        ParallelLoop.shared.perform(iterations: items, strips)
                    }
                }
            }
            // Counted in a loop: `filter` would allocate an array a frame.
            if helps {
                for culling in cullings[..<pieces] where culling.help.load(ordering: .relaxed) >= CoverageCulling.split
                {
                    replayer.stripsHelped += 1
                }
            }
        }
        func isReference(_ op: Step) -> Bool {
            if case .reference = op { return true }
            return false
        }
        // Blends run in strips between stretches of reference drawing, which cairo does alone, a stretch at a time.
        guard references > 0 else {
            run(ops.indices, clearing: true)
            return
        }
        var index = ops.startIndex
        var cleared = false
        while index < ops.endIndex || !cleared {
            var end = index
            while end < ops.endIndex, !isReference(ops[end]) { end += 1 }
            if end > index || !cleared { run(index..<end, clearing: !cleared) }
            cleared = true
            var stretchEnd = end
            while stretchEnd < ops.endIndex, isReference(ops[stretchEnd]) { stretchEnd += 1 }
            if stretchEnd > end {
                Step.drawReferences(ops[end..<stretchEnd], into: canvas, scale: scale, reference: reference)
            }
            index = stretchEnd
        }
    }
}
