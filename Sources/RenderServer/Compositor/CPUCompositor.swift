import CCairo
import CoreGraphics
import Foundation

/// The fast compositor. A frame runs four phases, each a type with its own state: recording (`StepRecorder`: the
/// tree into steps), damage (`DamageTracker`: the steps' records against the last frame's), culling
/// (`OcclusionCulling`: the steps reaching the damage, less those hidden) and replay (`Replayer`: the steps into the
/// buffer on every core).
///
/// Each layer's own content is rasterized once into a shared texture (the reference
/// compositor's drawing code, at the device scale the layer is shown at) and composited with premultiplied
/// source-over loops — whole-pixel and sub-pixel translation fast paths, a bilinear affine path, group passes
/// for opacity, axis-aligned `masksToBounds` as a clip rect. The top level is recorded first (rasterizing
/// textures on the way) and then blended in horizontal strips on every core.
///
/// Shadows are blurred once into cached textures (`ShadowTextures`), `shouldRasterize` subtrees into cached
/// rasters, and unchanged static subtrees and runs of static siblings are replayed from what they recorded.
/// Mask layers are drawn into a second group pass whose alpha multiplies the first.
/// Replicator instances are drawn as copies of the sublayers under their own keys, tinted through a group pass.
/// Layers with perspective are drawn flat by these loops and warped into place; a `CATransformLayer`'s planes in
/// depth order. Subtrees that need what these loops do not do (transitions,
/// tiled and emitter layers, rounded or rotated `masksToBounds` over sublayers) are drawn by the reference
/// compositor in place, and counted in `stats` (the HUD shows the count): an explicit, visible hand-over, never a
/// silent one.
package final class CPUCompositor {
    package struct Stats: Equatable {
        package var layers = 0
        package var referenceLayers = 0
        package var groups = 0
        package var texturesRasterized = 0
        /// `shouldRasterize` subtrees drawn again this frame (a cached raster is reused otherwise).
        package var subtreesRasterized = 0
        /// Shadows blurred this frame (a cached shadow is reused otherwise).
        package var shadowsBlurred = 0
        package var rasterSeconds = 0.0
        /// Layers whose recorded steps were replayed from an unchanged static subtree instead of walked.
        package var layersReplayed = 0
        /// Leaves recorded from plans made on every core (`planLeaves`).
        package var layersPlanned = 0
        /// Recorded steps not drawn because later opaque steps hide them.
        package var stepsHidden = 0
        /// 8×8 tiles of blits left out because the layers drawn over them hide them (`CoverageCulling`), a tile
        /// counted once per blit.
        package var tilesHidden = 0
        /// Strips of a culled replay whose lower rows another core blended, once it had no strip left (`Replayer`).
        package var stripsHelped = 0
        /// The device pixels this frame recomposited (empty when nothing changed).
        package var damage = PixelRect(x: 0, y: 0, width: 0, height: 0)
        /// Seconds walking the tree and recording steps (textures rasterized on the way included), and seconds
        /// finding the damage and replaying the steps into the buffer.
        package var recordSeconds = 0.0
        package var replaySeconds = 0.0
    }

    /// One strip of a replay: seconds from the start of its run of blends to the strip's start and end, and whether
    /// the thread that called `render` drew it (else a worker did). Read by `Benchmarks --trace`, to tell a frame
    /// whose cores ran slow from one whose strips were unequal.
    package struct StripTime: Equatable {
        package var start = 0.0
        package var end = 0.0
        package var onCaller = false
    }

    /// The four phases of a frame, in order, each with its own state.
    let recorder: StepRecorder
    let damageTracker = DamageTracker()
    let occlusion = OcclusionCulling()
    let replayer: Replayer
    package internal(set) var stats = Stats()
    /// Whether blits leave out tiles that layers drawn over them hide to within one level (`CoverageCulling`).
    package var cullsUnderTranslucent = true
    /// Whether steps under opaque ones are left out (`OcclusionCulling`). Off, every step is drawn: the oracle that
    /// tests compare occlusion with, pixel for pixel.
    package var hidesOccludedSteps = true
    /// How many times over the frame's steps' boxes must cover the frame for the culling walk to run. Below
    /// that the walk costs more than it saves.
    /// Counted over every recorded step, not the damaged ones, so that what a frame culls does not depend on what
    /// changed since the last.
    static let cullingDepth = 20
    /// Empties the steps and damage records no frame needs any more on the background thread (`emptyStale`),
    /// which `render` waits for before it starts.
    private let emptying = StaleArrays()

    /// `tileDrawing` is where the tiles of tiled layers are drawn: the host's, whose loop runs its main-thread jobs
    /// and wakes on its tiles.
    package init(tileDrawing: TileDrawing = TileDrawing()) {
        let reference = ReferenceCompositor(tileDrawing: tileDrawing)
        recorder = StepRecorder(reference: reference)
        replayer = Replayer(reference: reference)
    }

    /// How many cores plan leaves and blend the top level.
    package var cores: Int {
        get { replayer.cores }
        set {
            replayer.cores = newValue
            recorder.cores = newValue
        }
    }
    /// Replay shares the frame out to the cores in horizontal strips: at least this many per core, and none over
    /// `stripBytes` of destination; fewer when the culling walk runs (`Replayer`).
    package var stripsPerCore: Int {
        get { replayer.stripsPerCore }
        set { replayer.stripsPerCore = newValue }
    }
    package var stripBytes: Int {
        get { replayer.stripBytes }
        set { replayer.stripBytes = newValue }
    }
    package var stripsPerCoreWhenCulling: Int {
        get { replayer.stripsPerCoreWhenCulling }
        set { replayer.stripsPerCoreWhenCulling = newValue }
    }
    /// For tests of helping without a race (`Replayer.helpsAtStep`).
    package var helpsAtStep: Int? {
        get { replayer.helpsAtStep }
        set { replayer.helpsAtStep = newValue }
    }
    /// The last replay's strips, timed (`StripTime`).
    package var stripTimes: [StripTime] { replayer.stripTimes }
    package var cachedTextures: Int { recorder.cache.count }
    /// Offscreen buffers allocated for group passes so far (they are reused from frame to frame).
    package var passBuffersAllocated: Int { recorder.passBuffers.allocated }

    /// Whether `boxes` cover `area` more than `depth` times over (the sum of their areas within it), added up only
    /// until they do.
    static func piles(_ boxes: [PixelRect], deeperThan depth: Int, over area: PixelRect) -> Bool {
        let enough = depth * area.area
        var sum = 0
        for box in boxes {
            sum += box.intersection(area).area
            if sum >= enough { return true }
        }
        return false
    }

    /// Draws `root` into `buffer` at `scale` pixels per point over `background` (or transparent), the root placed
    /// by its own position and transform.
    package func render(_ root: PresentedLayer, into buffer: PixelBuffer, scale: Double, background: RGBA? = nil) throws
    {
        let start = MonotonicClock.seconds()
        let full = PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        let toDevice = LayerGeometry.layerToSuperlayer(root.properties).concatenating(.scale(scale, scale, 1))
        // The last frame's arrays are emptied and refilled, not grown again from nothing. Those whose elements hold
        // references (steps, damage records) were emptied on another thread after the last frame returned
        // (`emptyStale`).
        BackgroundThread.shared.wait(for: emptying)
        let recorded = recorder.recorded
        defer { emptyStale(reserving: recorded.keys.count) }
        damageTracker.begin(recorded)
        recorder.record(root, toDevice, Canvas(buffer: buffer, origin: (0, 0), clip: full), scale: scale)
        stats = recorder.stats
        let recordedAt = MonotonicClock.seconds()
        stats.recordSeconds = recordedAt - start
        let damage = damageTracker.damage(of: recorded, full: full, buffer: buffer)
        stats.damage = damage
        let culls = cullsUnderTranslucent && Self.piles(recorded.boxes, deeperThan: Self.cullingDepth, over: full)
        if !damage.isEmpty {
            let fill = (background ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)).premultipliedPixel
            let leaves = recorded.leaves, references = recorded.references
            let shown = occlusion.select(from: recorded, damage: damage, full: full, hides: hidesOccludedSteps)
            stats.stepsHidden = shown.hidden
            // Only steps that reach the damaged area are replayed.
            replayer.replay(
                occlusion.replaySteps, boxes: occlusion.replayBoxes,
                Canvas(buffer: buffer, origin: (0, 0), clip: damage),
                fill: shown.covered ? nil : fill, scale: scale, culls: culls, leaves: leaves, references: references)
            stats.tilesHidden = replayer.tilesHidden
            stats.stripsHelped = replayer.stripsHelped
        }
        stats.replaySeconds = MonotonicClock.seconds() - recordedAt
    }

    /// As `render` returns: empties the steps and damage records no frame needs any more on another thread — the
    /// recorded steps (replayed, or copied into the culling's `replaySteps`, or the frame before's after the swap
    /// with them) and the damage tracker's `previousRecords` (the frame before's, compared already) — and gives both
    /// room for `count` elements (this frame's steps) on pages already mapped (`Array(touchedCapacity:)`): they are
    /// what the next frame records into, which then neither grows nor faults. The next `render` waits for it
    /// (`emptying`) before it touches them; nothing else does.
    ///
    /// Emptying releases each step's texture and destroys each element in turn. Run while a frame records, it
    /// would take a core from the planning of leaves; run between frames, it uses time the frame does not (the
    /// previewer's wait for the next vsync, the benchmark's presenting of the next tree). Without the room, a frame
    /// that first records into an array of its own (the second and third, as steps and records take turns) would
    /// grow it from nothing and fault its pages in during its recording walk.
    private func emptyStale(reserving count: Int) {
        // Read in place: a copy of either array held here would share its storage with the background thread's
        // emptying, which would then allocate anew and leave the old elements to be released on this thread.
        let recorded = recorder.recorded, tracker = damageTracker
        guard
            !recorded.steps.isEmpty || !tracker.previousRecords.isEmpty || recorded.steps.capacity < count
                || tracker.previousRecords.capacity < count
        else { return }
        emptying.compositor = self
        emptying.reserving = count
        BackgroundThread.shared.submit(emptying)
    }

    /// What `emptyStale` hands to the background thread: the compositor, held until its arrays are emptied, and the
    /// room they are given.
    final class StaleArrays: Errand {
        var compositor: CPUCompositor?
        var reserving = 0

        func run() {
            guard let compositor else { return }
            self.compositor = nil
            let count = reserving
            let recorded = compositor.recorder.recorded, tracker = compositor.damageTracker
            recorded.steps.removeAll(keepingCapacity: true)
            tracker.previousRecords.removeAll(keepingCapacity: true)
            if recorded.steps.capacity < count { recorded.steps = Array(touchedCapacity: count) }
            if tracker.previousRecords.capacity < count { tracker.previousRecords = Array(touchedCapacity: count) }
        }
    }
}
