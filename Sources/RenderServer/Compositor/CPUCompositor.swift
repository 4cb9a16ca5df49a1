import CCairo
import CoreGraphics
import Foundation

/// The fast compositor: each layer's own content is rasterized once into a shared texture (the reference
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
        /// Strips of a culled replay whose lower rows another core blended, once it had no strip left (`replay`).
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
        /// place pixel by pixel through `map` (device → flat), within `box`. Boxed: inline, its homography made
        /// every step 160 bytes instead of 104, and the recording walk is bound by writing steps.
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

    let reference: ReferenceCompositor
    let cache = TextureCache()
    let shadows = ShadowTextures()
    package internal(set) var stats = Stats()
    /// How many cores blend the top level.
    package var cores = max(1, min(ParallelLoop.cores, 8))
    /// Replay shares the frame out to the cores in horizontal strips (`replay`): at least this many per core, and
    /// none over `stripBytes` of destination.
    package var stripsPerCore = 6
    package var stripBytes = 512 << 10
    /// Strips per core when the culling walk runs (each up to twice `stripBytes`): a deep pile's steps each cost a
    /// walk and a blit set up per strip they meet, which outweighs the finer hand-out.
    package var stripsPerCoreWhenCulling = 2
    /// For tests of helping (`replay`) without a race: when set, a culled replay of more than one core runs on
    /// the calling thread alone, strip after strip, each asked for help when it reaches this step position and its
    /// lower half then blended by the helper's code from there, as a second core would.
    package var helpsAtStep: Int?
    /// Whether blits leave out tiles that layers drawn over them hide to within one level (`CoverageCulling`).
    package var cullsUnderTranslucent = true
    /// Whether steps under opaque ones are left out (`dropHidden`). Off, every step is drawn: the oracle that
    /// tests compare occlusion with, pixel for pixel.
    package var hidesOccludedSteps = true
    /// How many times over the frame's steps' boxes must cover the frame for the culling walk to run. Below
    /// that the walk costs more than it saves.
    /// Counted over every recorded step, not the damaged ones, so that what a frame culls does not depend on what
    /// changed since the last.
    static let cullingDepth = 20

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
    /// The culling walk's scratch, one per strip.
    var cullings: [CoverageCulling] = []
    /// When each item of the last run of blends (its strips, then the items for helping with a strip) began and
    /// ended, and on which thread (`StripTime`): kept from frame to frame, so that timing them allocates nothing.
    package internal(set) var stripTimes: [StripTime] = []
    /// Steps of the top level, recorded while `isRecording`; false while a group pass draws directly into its own
    /// canvas. The array keeps its storage from frame to frame.
    var recordedSteps: [Step] = []
    /// Per level of the recording walk, the plans of its siblings (`planLeaves`), and how deep the walk is.
    var leafPlans: [[LeafPlan]] = []
    var plannedDepth = 0
    /// Which pieces of a stretch are claimed and planned, while one core walks them (`planLeaves`).
    let planning = PlanningProgress()
    /// Per planned stretch: the memo each position found last (`MemoHints`).
    var memoHints: [StretchKey: MemoHints] = [:]
    /// Counts the prunings that removed memos: hints from before one are not read.
    var memoGeneration = 0
    /// The index of the last recorded op that could paint something opaque (`mayPaintOpaque`; nil when none),
    /// where the occlusion walk starts, since nothing in front of it can be hidden; and how many recorded ops are
    /// leaves cairo draws, which spares the replay the search for them when there are none.
    var lastOpaqueStep: Int?
    var recordedLeaves = 0
    /// How many of this frame's steps are reference drawing (`Step.reference`), which the replay runs alone between
    /// stretches of blends: with none, it does not look through the steps for them.
    var recordedReferences = 0
    /// The steps a frame replays and their boxes, and the occlusion walk's scratch (`dropHidden`): kept
    /// from frame to frame so that a steady frame allocates none of them.
    var replaySteps: [Step] = []
    var replayBoxes: [PixelRect] = []
    var occluders: [PixelRect] = []
    var hiddenSteps: [Bool] = []
    var isRecording = false
    var lastKey: StepKey?
    /// The key, device box and damage record of each op in `recordedSteps`, in order.
    var recordedKeys: [StepKey] = []
    var recordedBoxes: [PixelRect] = []
    var recordedRecords: [StepRecord] = []
    /// Damage tracking: the last frame's keys and records, in order.
    var previousKeys: [StepKey] = []
    var previousRecords: [StepRecord] = []
    /// Empties the steps and damage records no frame needs any more on the background thread (`emptyStale`),
    /// which `render` waits for before it starts.
    private let emptying = StaleArrays()
    /// What runs of static siblings recorded when last drawn, by parent and position: replayed while the same
    /// nodes sit under the same placement.
    var runMemos: [StepKey: RunMemo] = [:]
    /// Runs being recorded around the siblings being drawn now. A run inside another copies its steps into each
    /// that holds it, so runs nest at most `nestedRuns` deep: a static chain of n layers would otherwise copy n²/2.
    var runsRecording = 0
    static let nestedRuns = 2
    var frame = 0
    private weak var previousBuffer: PixelBuffer?
    /// While a group pass draws: the signature of what it draws, and whether it drew with the reference.
    private var groupHasher: Hasher?
    var groupUsesReference = false
    /// Rasters of `shouldRasterize` layers by layer, with the subtree signature they were drawn for; those not
    /// drawn in a frame are dropped after it.
    private var rasters: [UInt64: (signature: Int, texture: LayerTexture)] = [:]
    private var rastersSeen: Set<UInt64> = []
    /// Per leaf layer: its content in the last frame it was drawn, how many frames in a row that changed, and the
    /// texture it was drawn with.
    var contentHistory: [UInt64: ContentMemo] = [:]
    /// Per layer drawn through a perspective warp: where its flat pass is one colour (`ProjectiveBlit.Solid`), for
    /// the flat pass's content signature it was found for, and the last frame it was used in.
    var flatSolids: [UInt64: (signature: Int, solid: ProjectiveBlit.Solid?, frame: Int)] = [:]
    let passBuffers = PassBuffers()

    /// `tileDrawing` is where the tiles of tiled layers are drawn: the host's, whose loop runs its main-thread jobs
    /// and wakes on its tiles.
    package init(tileDrawing: TileDrawing = TileDrawing()) {
        reference = ReferenceCompositor(tileDrawing: tileDrawing)
    }

    package var cachedTextures: Int { cache.count }
    /// Offscreen buffers allocated for group passes so far (they are reused from frame to frame).
    package var passBuffersAllocated: Int { passBuffers.allocated }

    /// Draws `root` into `buffer` at `scale` pixels per point over `background` (or transparent), the root placed
    /// by its own position and transform.
    package func render(_ root: PresentedLayer, into buffer: PixelBuffer, scale: Double, background: RGBA? = nil) throws
    {
        let start = MonotonicClock.seconds()
        cache.beginFrame()
        stats = Stats()
        let full = PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        let canvas = Canvas(buffer: buffer, origin: (0, 0), clip: full)
        let toDevice = LayerGeometry.layerToSuperlayer(root.properties).concatenating(.scale(scale, scale, 1))
        // The last frame's arrays are emptied and refilled, not grown again from nothing. Those whose elements hold
        // references (steps, damage records) were emptied on another thread after the last frame returned
        // (`emptyStale`).
        BackgroundThread.shared.wait(for: emptying)
        defer { emptyStale(reserving: recordedKeys.count) }
        lastOpaqueStep = nil
        recordedLeaves = 0
        recordedReferences = 0
        isRecording = true
        swap(&recordedKeys, &previousKeys)
        swap(&recordedRecords, &previousRecords)
        recordedKeys.removeAll(keepingCapacity: true)
        recordedBoxes.removeAll(keepingCapacity: true)
        lastKey = nil
        frame += 1
        rastersSeen.removeAll(keepingCapacity: true)
        shadows.beginFrame()
        DeepStack.run(depth: root.node.depth) { draw(root, toDevice, alpha: 1, canvas, clip: full, scale: scale) }
        rasters.prune { id, _ in !rastersSeen.contains(id) }
        shadows.endFrame()
        stats.shadowsBlurred = shadows.madeThisFrame
        pruneMemos()
        passBuffers.prune(frame: frame)
        isRecording = false
        let recorded = MonotonicClock.seconds()
        stats.recordSeconds = recorded - start
        let damage = damagedArea(full: full, sameBuffer: previousBuffer === buffer)
        let culls =
            cullsUnderTranslucent
            && Self.piles(recordedBoxes, deeperThan: Self.cullingDepth, over: full)
        previousBuffer = buffer
        stats.damage = damage
        if !damage.isEmpty {
            let fill = (background ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0)).premultipliedPixel
            // Only steps that reach the damaged area are replayed.
            let canvas = Canvas(buffer: buffer, origin: (0, 0), clip: damage)
            // Arrays kept from frame to frame: the steps reaching the damage, then those not hidden. When every
            // step reaches it, the recorded arrays become the replayed ones, with no copy (they are emptied when
            // the next frame records).
            var lastOpaque = lastOpaqueStep
            if damage == full {
                swap(&replaySteps, &recordedSteps)
                swap(&replayBoxes, &recordedBoxes)
            } else {
                replaySteps.removeAll(keepingCapacity: true)
                replayBoxes.removeAll(keepingCapacity: true)
                lastOpaque = nil
                for index in recordedSteps.indices where !recordedBoxes[index].intersection(damage).isEmpty {
                    if let last = lastOpaqueStep, index <= last { lastOpaque = replaySteps.count }
                    replaySteps.append(recordedSteps[index])
                    replayBoxes.append(recordedBoxes[index])
                }
            }
            let shown =
                hidesOccludedSteps ? dropHidden(area: damage, lastOpaque: lastOpaque) : (hidden: 0, covered: false)
            stats.stepsHidden = shown.hidden
            for culling in cullings { culling.hiddenTiles = 0 }
            replay(
                replaySteps, boxes: replayBoxes, canvas, fill: shown.covered ? nil : fill,
                scale: scale, culls: culls)
            stats.tilesHidden = cullings.reduce(0) { $0 + $1.hiddenTiles }
        }
        stats.texturesRasterized = cache.rasterizedThisFrame
        stats.rasterSeconds = cache.rasterSecondsThisFrame
        stats.replaySeconds = MonotonicClock.seconds() - recorded
    }

    /// As `render` returns: empties the steps and damage records no frame needs any more on another thread —
    /// `recordedSteps` (its steps were replayed, or copied into `replaySteps`, or it holds the frame before's after the
    /// swap with `replaySteps`) and `previousRecords` (the frame before's, compared already) — and gives both room for
    /// `count` elements (this frame's steps) on pages already mapped (`Array(touchedCapacity:)`): they are what the
    /// next frame records into, which then neither grows nor faults. The next `render` waits for it (`emptying`)
    /// before it touches them; nothing else does.
    ///
    /// Emptying releases each step's texture and destroys each element in turn. Run while a frame records, it
    /// would take a core from the planning of leaves; run between frames, it uses time the frame does not (the
    /// previewer's wait for the next vsync, the benchmark's presenting of the next tree). Without the room, a frame
    /// that first records into an array of its own (the second and third, as steps and records take turns) would
    /// grow it from nothing and fault its pages in during its recording walk.
    private func emptyStale(reserving count: Int) {
        guard
            !recordedSteps.isEmpty || !previousRecords.isEmpty || recordedSteps.capacity < count
                || previousRecords.capacity < count
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
            compositor.recordedSteps.removeAll(keepingCapacity: true)
            compositor.previousRecords.removeAll(keepingCapacity: true)
            if compositor.recordedSteps.capacity < count { compositor.recordedSteps = Array(touchedCapacity: count) }
            if compositor.previousRecords.capacity < count {
                compositor.previousRecords = Array(touchedCapacity: count)
            }
        }
    }

    // MARK: Traversal

    func draw(
        _ layer: PresentedLayer, _ toDevice: Matrix3D, alpha: Double, _ canvas: Canvas, clip: PixelRect, scale: Double
    ) {
        withUnsafePointer(to: layer) { draw($0, toDevice, alpha: alpha, canvas, clip: clip, scale: scale) }
    }

    /// Draws the layer `layer` points to, read in place (`UnsafePointer<PresentedLayer>.properties`).
    func draw(
        _ layer: UnsafePointer<PresentedLayer>, _ toDevice: Matrix3D, alpha: Double, _ canvas: Canvas, clip: PixelRect,
        scale: Double
    ) {
        guard !layer.properties.isHidden, layer.properties.opacity > 0, alpha > 0,
            !LayerGeometry.showsBack(layer.properties, toDevice)
        else { return }
        if layer.properties.shouldRasterize, Rasterization.applies(layer.pointee, toDevice),
            let raster = raster(of: layer.pointee)
        {
            stats.layers += 1
            emitTexture(
                raster, toDevice.affine, alpha: alpha * min(layer.properties.opacity, 1), tint: Blend.untinted,
                clip: clip, canvas,
                scale: scale, key: StepKey(layer: layer.id, part: .raster))
            return
        }
        if layer.properties.kind == .transformLayer, layer.transition == nil {
            // Sublayers keep their own 3D matrices and are drawn back to front by depth (spec §9.9).
            var planes: [ReferenceCompositor.Plane] = []
            ReferenceCompositor.collectPlanes(layer.pointee, toDevice, alpha: alpha, into: &planes)
            for plane in ReferenceCompositor.backToFront(planes) {
                draw(plane.layer, plane.toDevice, alpha: plane.alpha, canvas, clip: clip, scale: scale)
            }
            return
        }
        if !ReferenceCompositor.isFlat(toDevice), layer.transition == nil {
            drawProjected(layer.pointee, toDevice, alpha: alpha, canvas, clip: clip, scale: scale)
            return
        }
        if needsReference(layer, toDevice) {
            stats.referenceLayers += Self.count(layer.pointee)
            emit(
                .reference(ReferenceStep(layer.pointee, toDevice, alpha: alpha, clip: clip)), canvas, scale: scale,
                key: StepKey(layer: layer.id, part: .reference))
            return
        }
        let memo = leafMemo(layer)
        if let memo, memo.changes >= 2, !Self.recolours(layer, memo, toDevice) {
            stats.referenceLayers += 1
            // With a shadow the blur needs the whole area at once: one cairo pass, not one per strip.
            let op: Step =
                ShadowTextures.casts(layer.properties)
                ? .reference(ReferenceStep(layer.pointee, toDevice, alpha: alpha, clip: clip))
                : .leaf(ReferenceStep(layer.pointee, toDevice, alpha: alpha, clip: clip))
            emit(op, canvas, scale: scale, key: StepKey(layer: layer.id, part: .reference))
            return
        }
        stats.layers += 1
        let opacity = min(layer.properties.opacity, 1)
        if ShadowTextures.casts(layer.properties) {
            let (sx, sy) = Self.rasterScales(toDevice)
            if let shadow = shadows.texture(for: layer.pointee, scaleX: sx, scaleY: sy, reference: reference) {
                emitTexture(
                    shadow, toDevice.affine, alpha: alpha * opacity, tint: Blend.untinted, clip: clip, canvas,
                    scale: scale, key: StepKey(layer: layer.id, part: .shadow))
            }
        }
        // A layer with a shadow is drawn as a group whatever allowsGroupOpacity says, as the reference does.
        let overlapping =
            opacity < 1 && (layer.properties.allowsGroupOpacity || ShadowTextures.casts(layer.properties))
            && (!layer.sublayers.isEmpty || layer.properties.borderWidth > 0)
        guard overlapping || !layer.mask.isEmpty else {
            drawBody(layer, toDevice, alpha: alpha * opacity, canvas, clip: clip, scale: scale, memo: memo)
            return
        }
        let area = PixelRect(covering: SubtreeBounds.passArea(layer.pointee, toDevice, clip: clip.cgRect))
            .intersection(clip)
            .intersection(canvas.clip)
        guard !area.isEmpty,
            var body = pass(area, { drawBody(layer, toDevice, alpha: 1, $0, clip: area, scale: scale, memo: memo) })
        else { return }
        // A mask layer, drawn in this layer's coordinates, multiplies the group by its alpha (spec §9.6).
        if let mask = layer.mask.first {
            let maskToDevice = LayerGeometry.layerToSuperlayer(mask.properties).concatenating(toDevice)
            guard let coverage = pass(area, { draw(mask, maskToDevice, alpha: 1, $0, clip: area, scale: scale) })
            else { return }
            for y in 0..<area.height {
                let row = body.buffer.pixels(inRow: y), alphaRow = coverage.buffer.pixels(inRow: y)
                for x in 0..<area.width where row[x] != 0 { row[x] = Blend.scale(row[x], alphaRow[x] >> 24) }
            }
            var hasher = Hasher()
            hasher.combine(body.signature)
            hasher.combine(coverage.signature)
            body.signature = hasher.finalize()
            body.usesReference = body.usesReference || coverage.usesReference
        }
        stats.groups += 1
        groupUsesReference = groupUsesReference || body.usesReference
        emit(
            .group(body.buffer, area, alpha: UInt32((alpha * opacity * 255).rounded())), canvas, scale: scale,
            key: StepKey(layer: layer.id, part: .group), signature: body.signature, alwaysDamaged: body.usesReference)
    }

    /// Draws into an offscreen group covering `area`, directly (not recorded): the pixels, a signature of what was
    /// drawn (for damage), and whether reference drawing took part (then it is redrawn every frame).
    func pass(_ area: PixelRect, _ drawing: (Canvas) -> Void) -> (
        buffer: PixelBuffer, signature: Int, usesReference: Bool
    )? {
        // A buffer is free once no step holds it: `render` has waited for the steps before the last frame's to be
        // let go (`emptyStale`).
        guard let buffer = passBuffers.take(width: area.width, height: area.height, frame: frame) else { return nil }
        let outer = isRecording
        let outerHasher = groupHasher
        let outerReference = groupUsesReference
        isRecording = false
        groupHasher = Hasher()
        groupUsesReference = false
        drawing(Canvas(buffer: buffer, origin: (area.x, area.y), clip: area))
        let signature = groupHasher?.finalize() ?? 0
        let usesReference = groupUsesReference
        isRecording = outer
        groupHasher = outerHasher
        groupUsesReference = outerReference
        return (buffer, signature, usesReference)
    }

    /// Draws the layer's own content, its sublayers and its border; `memo` is a leaf's content memo.
    func drawBody(
        _ layer: UnsafePointer<PresentedLayer>, _ toDevice: Matrix3D, alpha: Double, _ canvas: Canvas, clip: PixelRect,
        scale: Double, memo: ContentMemo? = nil
    ) {
        let (sx, sy) = Self.rasterScales(toDevice)
        // Shared tinted shapes only where blits translate: the affine kernel filters texels one by one, and
        // tinting each of its taps costs more than reading a texture of the layer's own.
        let tinted = TextureBlit.translates(toDevice.affine, scaleX: sx, scaleY: sy)
        if let under = underTexture(layer, memo: memo, scaleX: sx, scaleY: sy, tinted: tinted),
            !under.texture.isEmpty
        {
            emitTexture(
                under.texture, toDevice.affine, alpha: alpha, tint: under.tint, clip: clip, canvas, scale: scale,
                key: StepKey(layer: layer.id, part: .under))
        }
        if !layer.sublayers.isEmpty {
            var childClip = clip
            if layer.properties.masksToBounds {
                let box = SubtreeBounds.projectedBox(layer.properties.bounds, toDevice)
                childClip = clip.intersection(Self.pixelsInside(box))
            }
            if case .replicator(let r) = layer.properties.kind, r.instanceCount != 1, !childClip.isEmpty {
                drawInstances(of: layer.pointee, r, toDevice, alpha: alpha, canvas, clip: childClip, scale: scale)
            } else if !childClip.isEmpty {
                // Ungrouped opacity is distributed: children inherit this layer's alpha.
                drawChildren(
                    of: layer, LayerGeometry.sublayerMatrix(layer.properties).concatenating(toDevice), alpha: alpha,
                    canvas,
                    clip: childClip, scale: scale)
            }
        }
        if layer.properties.borderWidth > 0,
            let border = cache.texture(
                layer.properties, part: .border, scaleX: sx, scaleY: sy, tinted: tinted, reference: reference),
            !border.texture.isEmpty
        {
            emitTexture(
                border.texture, toDevice.affine, alpha: alpha, tint: border.tint, clip: clip, canvas, scale: scale,
                key: StepKey(layer: layer.id, part: .border))
        }
    }

    /// A leaf whose content changed in each of the last frames (an animated `strokeEnd`, a colour cycling):
    /// rasterizing a texture only to blend it once costs more than drawing it directly, so it is drawn by the
    /// reference compositor in place (and counted).
    private func leafMemo(_ layer: UnsafePointer<PresentedLayer>) -> ContentMemo? {
        guard layer.sublayers.isEmpty, layer.mask.isEmpty else { return nil }
        let memo = contentHistory[layer.id]
        if let memo, memo.frame == frame { return memo }
        // The same committed values, animated only in placement: the same content, without building its key.
        if let memo, memo.isCommitted(layer.committedValues), !layer.animatesContent {
            memo.keep(frame: frame)
            return memo
        }
        let committed = layer.node.properties.box
        // The texture key leaves placement (position, transform, opacity) out, as this comparison must.
        let key = LayerTexture.Key(layer.properties, part: .under, scaleX: 1, scaleY: 1)
        guard let memo else {
            let made = ContentMemo(layer: layer.id, key: key, committed: committed, frame: frame)
            contentHistory[layer.id] = made
            return made
        }
        memo.record(key, committed: committed, frame: frame)
        return memo
    }

    /// The texture of the part below the sublayers: for a leaf whose content is as in its last frame, the one it
    /// was drawn with then (no key to hash); for one whose fill only changed colour, that white shape tinted anew;
    /// otherwise the cache's.
    private func underTexture(
        _ layer: UnsafePointer<PresentedLayer>, memo: ContentMemo?, scaleX: Double, scaleY: Double, tinted: Bool
    ) -> TintedTexture? {
        if let memo, let texture = memo.texture, memo.scaleX == scaleX, memo.scaleY == scaleY {
            if memo.changes == 0, tinted || texture.tint == Blend.untinted {
                cache.touch(texture.texture)
                return texture
            }
            if memo.changes > 0, memo.isShape, tinted,
                let colour = TintedTexture.colour(of: layer.properties, part: .under),
                let tint = TintedTexture.pixel(colour)
            {
                let recoloured = TintedTexture(texture: texture.texture, tint: tint)
                memo.texture = recoloured
                cache.touch(texture.texture)
                return recoloured
            }
        }
        let texture = cache.texture(
            layer.properties, part: .under, scaleX: scaleX, scaleY: scaleY, tinted: tinted, reference: reference)
        if let memo {
            memo.texture = texture
            memo.isShape = tinted && TintedTexture.colour(of: layer.properties, part: .under) != nil
            memo.scaleX = scaleX
            memo.scaleY = scaleY
        }
        return texture
    }

    /// The cached raster of a `shouldRasterize` layer, redrawn only when its subtree's values change.
    private func raster(of layer: PresentedLayer) -> LayerTexture? {
        let signature = Rasterization.signature(layer)
        rastersSeen.insert(layer.id)
        if let cached = rasters[layer.id], cached.signature == signature { return cached.texture }
        guard let texture = Rasterization.make(layer, reference: reference) else { return nil }
        stats.subtreesRasterized += 1
        rasters[layer.id] = (signature, texture)
        return texture
    }

    /// Whether a leaf whose content changes frame after frame only changes the colour of a one-colour fill, drawn
    /// through a translation: then each frame is its cached white shape tinted (`TintedTexture`), as cheap as an
    /// unchanged leaf, where drawing it through cairo would fill the shape again.
    private static func recolours(_ layer: UnsafePointer<PresentedLayer>, _ memo: ContentMemo, _ toDevice: Matrix3D)
        -> Bool
    {
        let (sx, sy) = rasterScales(toDevice)
        return memo.shapeChanges == 0 && TextureBlit.translates(toDevice.affine, scaleX: sx, scaleY: sy)
            && TintedTexture.colour(of: layer.properties, part: .under) != nil
    }

    /// Whether the subtree at `layer` goes to the reference compositor.
    func needsReference(_ layer: UnsafePointer<PresentedLayer>, _ toDevice: Matrix3D) -> Bool {
        if layer.transition != nil { return true }
        if case .tiled(let t) = layer.properties.kind, t.store != nil { return true }
        if case .emitter(let e) = layer.properties.kind, e.hasLiveParticles(at: layer.localTime) { return true }
        if layer.properties.masksToBounds && !layer.sublayers.isEmpty {
            let rotated = abs(toDevice.m12) > 1e-9 || abs(toDevice.m21) > 1e-9
            if rotated || layer.properties.cornerRadius > 0 { return true }
        }
        return false
    }

    // MARK: Ops

    /// Records `op` at the top level (with what damage tracking needs), or performs it now inside a group pass.
    func emit(
        _ op: Step, _ canvas: Canvas, scale: Double, key: StepKey, signature: Int? = nil, alwaysDamaged: Bool = false
    ) {
        var hasher = StepSignature()
        var box = PixelRect(x: 0, y: 0, width: 0, height: 0)
        var always = alwaysDamaged
        switch op {
        case .texture(let texture, let matrix, let alpha, let tint, let clip):
            return emitTexture(texture, matrix, alpha: alpha, tint: tint, clip: clip, canvas, scale: scale, key: key)
        case .group(_, let area, let alpha):
            hasher.add(signature ?? 0)
            hasher.add(Int(alpha))
            box = area
        case .reference(let step), .leaf(let step):
            always = true
            box = PixelRect(covering: SubtreeBounds.passArea(step.layer, step.toDevice, clip: step.clip.cgRect))
                .intersection(step.clip)
            if !isRecording { groupUsesReference = true }
        case .run(let memo):
            hasher.add(memo)
            box = memo.box
        case .projected(_, let map, let area, let alpha, _):
            hasher.add(signature ?? 0)
            hasher.add(map)
            hasher.add(alpha)
            box = area
        }
        record(op, signature: hasher.value, box: box, alwaysDamaged: always, canvas, scale: scale, key: key)
    }

    /// `emit` for a texture step, the one nearly every layer records: given its parts, not a built step, so that
    /// the texture is retained once, by the recorded step, not again for each look at it.
    func emitTexture(
        _ texture: consuming LayerTexture, _ matrix: CGAffineTransform, alpha: Double, tint: UInt32, clip: PixelRect,
        _ canvas: Canvas, scale: Double, key: StepKey
    ) {
        let step = Self.textureStep(texture, matrix, alpha: alpha, tint: tint, clip: clip)
        // The texture the caller hands over goes into the step as it is, without a retain of its own.
        record(
            .texture(texture, matrix, alpha: alpha, tint: tint, clip: clip), signature: step.signature,
            box: step.box, alwaysDamaged: false, canvas, scale: scale, key: key)
    }

    /// A texture step's signature (for damage) and device box.
    static func textureStep(
        _ texture: LayerTexture, _ matrix: CGAffineTransform, alpha: Double, tint: UInt32, clip: PixelRect
    ) -> (signature: Int, box: PixelRect) {
        textureStep(.passUnretained(texture), TextureArea(texture), matrix, alpha: alpha, tint: tint, clip: clip)
    }

    /// `textureStep` for the texture `texture`, whose rectangle is `area`, without reading the texture.
    static func textureStep(
        _ texture: Unmanaged<LayerTexture>, _ area: TextureArea, _ matrix: CGAffineTransform, alpha: Double,
        tint: UInt32, clip: PixelRect
    ) -> (signature: Int, box: PixelRect) {
        var hasher = StepSignature()
        hasher.add(UInt64(UInt(bitPattern: texture.toOpaque())))
        hasher.add(Int(tint))
        hasher.add(matrix)
        hasher.add(alpha)
        hasher.add(clip)
        return (hasher.value, TextureBlit.deviceBox(area, layerToDevice: matrix).intersection(clip))
    }

    /// Appends a step to the record with its damage record, or performs it now inside a group pass.
    func record(
        _ op: consuming Step, signature: Int, box: PixelRect, alwaysDamaged: Bool, _ canvas: Canvas, scale: Double,
        key: StepKey
    ) {
        guard isRecording else {
            groupHasher?.combine(signature)
            perform(op, canvas, strip: canvas.clip, scale: scale)
            return
        }
        recordedRecords.append(
            StepRecord(signature: signature, box: box, predecessor: lastKey, alwaysDamaged: alwaysDamaged, run: nil))
        lastKey = key
        if Self.mayPaintOpaque(op) { lastOpaqueStep = recordedSteps.count }
        switch op {
        case .leaf: recordedLeaves += 1
        case .reference: recordedReferences += 1
        default: break
        }
        recordedSteps.append(op)
        recordedKeys.append(key)
        recordedBoxes.append(box)
    }

    // MARK: Helpers

    /// Raster scales along the layer's x and y axes, quantized to 1/8 so that small animated scale changes reuse
    /// textures (whole-number scales stay exact, for 1:1 blits).
    static func rasterScales(_ m: Matrix3D) -> (Double, Double) {
        func quantize(_ s: Double) -> Double {
            let q = (s * 8).rounded(.up) / 8
            return abs(s - s.rounded()) < 1e-9 ? s.rounded() : min(max(q, 1.0 / 8), 16)
        }
        // hypot(x, 0) is |x|, without the library call (every layer, every frame).
        func length(_ x: Double, _ y: Double) -> Double { y == 0 ? abs(x) : hypot(x, y) }
        return (quantize(length(m.m11, m.m12)), quantize(length(m.m22, m.m21)))
    }

    /// The pixels whose centres lie inside a device rect (how a clip rect selects pixels).
    static func pixelsInside(_ r: CGRect) -> PixelRect {
        let x0 = Int((r.minX - 0.5).rounded(.up)), y0 = Int((r.minY - 0.5).rounded(.up))
        let x1 = Int((r.maxX - 0.5).rounded(.up)), y1 = Int((r.maxY - 0.5).rounded(.up))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    static func count(_ layer: PresentedLayer) -> Int {
        1 + layer.sublayers.reduce(0) { $0 + count($1) } + layer.mask.reduce(0) { $0 + count($1) }
    }
}
