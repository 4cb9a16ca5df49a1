import CCairo
import CoreGraphics
import Foundation

/// The recording phase: walks the presented tree back to front and turns each layer into steps (`Step`), in
/// device pixels: its own content as a cached texture, its group passes drawn at once into offscreen buffers, and
/// what these loops do not draw handed to the reference compositor. Textures are rasterized on the way, shadows
/// blurred once (`ShadowTextures`), `shouldRasterize` subtrees cached as rasters, unchanged static sibling runs
/// replayed from their memos (`+Runs`), and long stretches of unchanged leaves planned on every core (`+Leaves`).
/// What it reads besides the tree are its own caches; what it writes is `recorded` and its counts in `stats`.
final class StepRecorder {
    let reference: ReferenceCompositor
    let cache = TextureCache()
    let shadows = ShadowTextures()
    /// The frame's steps, the walk's output.
    let recorded = RecordedSteps()
    /// This frame's counts of what the walk drew (layers, groups, reference layers, replayed and planned layers).
    var stats = CPUCompositor.Stats()
    /// How many cores plan leaves.
    var cores = max(1, min(ParallelLoop.cores, 8))
    /// Device pixels per point of the frame being recorded.
    private(set) var scale = 1.0
    /// The frame being recorded, counted from 1: memos and caches note the last frame they were used in.
    private(set) var frame = 0
    /// Per level of the recording walk, the plans of its siblings (`planLeaves`), and how deep the walk is.
    var leafPlans: [[LeafPlan]] = []
    var plannedDepth = 0
    /// Which pieces of a stretch are claimed and planned, while one core walks them (`planLeaves`).
    let planning = PlanningProgress()
    /// Per planned stretch: the memo each position found last (`MemoHints`).
    var memoHints: [StretchKey: MemoHints] = [:]
    /// Counts the prunings that removed memos: hints from before one are not read.
    var memoGeneration = 0
    /// What runs of static siblings recorded when last drawn, by parent and position: replayed while the same
    /// nodes sit under the same placement.
    var runMemos: [StepKey: RunMemo] = [:]
    /// Runs being recorded around the siblings being drawn now. A run inside another copies its steps into each
    /// that holds it, so runs nest at most `nestedRuns` deep: a static chain of n layers would otherwise copy n²/2.
    var runsRecording = 0
    static let nestedRuns = 2
    let rasters = RasterCache()
    /// Per leaf layer: its content in the last frame it was drawn, how many frames in a row that changed, and the
    /// texture it was drawn with.
    var contentHistory: [UInt64: ContentMemo] = [:]
    /// Per layer drawn through a perspective warp: where its flat pass is one colour (`ProjectiveBlit.Solid`), for
    /// the flat pass's content signature it was found for, and the last frame it was used in.
    var flatSolids: [UInt64: (signature: Int, solid: ProjectiveBlit.Solid?, frame: Int)] = [:]
    let passBuffers = PassBuffers()
    /// One group pass's notes per level of nested passes, reused frame after frame, and how many are open.
    private var groupPasses: [GroupPass] = []
    private var openPasses = 0

    init(reference: ReferenceCompositor) {
        self.reference = reference
    }

    /// Records `root`, placed by `toDevice`, into `recorded`, drawn within `canvas`.
    func record(_ root: PresentedLayer, _ toDevice: Matrix3D, _ canvas: Canvas, scale: Double) {
        self.scale = scale
        stats = CPUCompositor.Stats()
        cache.beginFrame()
        recorded.begin()
        frame += 1
        rasters.beginFrame()
        shadows.beginFrame()
        DeepStack.run(depth: root.node.depth) {
            draw(root, toDevice, alpha: 1, .frame(canvas), clip: canvas.clip)
        }
        rasters.endFrame()
        stats.subtreesRasterized = rasters.drawnThisFrame
        shadows.endFrame()
        stats.shadowsBlurred = shadows.madeThisFrame
        stats.texturesRasterized = cache.rasterizedThisFrame
        stats.rasterSeconds = cache.rasterSecondsThisFrame
        pruneMemos()
        passBuffers.prune(frame: frame)
    }

    // MARK: Traversal

    func draw(
        _ layer: PresentedLayer, _ toDevice: Matrix3D, alpha: Double, _ target: Target, clip: PixelRect
    ) {
        withUnsafePointer(to: layer) { draw($0, toDevice, alpha: alpha, target, clip: clip) }
    }

    /// Draws the layer `layer` points to, read in place (`UnsafePointer<PresentedLayer>.properties`).
    func draw(
        _ layer: UnsafePointer<PresentedLayer>, _ toDevice: Matrix3D, alpha: Double, _ target: Target, clip: PixelRect
    ) {
        guard !layer.properties.isHidden, layer.properties.opacity > 0, alpha > 0,
            !LayerGeometry.showsBack(layer.properties, toDevice)
        else { return }
        if layer.properties.shouldRasterize, Rasterization.applies(layer.pointee, toDevice),
            let raster = rasters.raster(of: layer.pointee, reference: reference)
        {
            stats.layers += 1
            emitTexture(
                raster, toDevice.affine, alpha: alpha * min(layer.properties.opacity, 1), tint: Blend.untinted,
                clip: clip, target, key: StepKey(layer: layer.id, part: .raster))
            return
        }
        if layer.properties.kind == .transformLayer, layer.transition == nil {
            // Sublayers keep their own 3D matrices and are drawn back to front by depth (spec §9.9).
            var planes: [ReferenceCompositor.Plane] = []
            ReferenceCompositor.collectPlanes(layer.pointee, toDevice, alpha: alpha, into: &planes)
            for plane in ReferenceCompositor.backToFront(planes) {
                draw(plane.layer, plane.toDevice, alpha: plane.alpha, target, clip: clip)
            }
            return
        }
        if !ReferenceCompositor.isFlat(toDevice), layer.transition == nil {
            drawProjected(layer.pointee, toDevice, alpha: alpha, target, clip: clip)
            return
        }
        if needsReference(layer, toDevice) {
            stats.referenceLayers += Self.count(layer.pointee)
            emit(
                .reference(ReferenceStep(layer.pointee, toDevice, alpha: alpha, clip: clip)), target,
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
            emit(op, target, key: StepKey(layer: layer.id, part: .reference))
            return
        }
        stats.layers += 1
        let opacity = min(layer.properties.opacity, 1)
        if ShadowTextures.casts(layer.properties) {
            let (sx, sy) = Self.rasterScales(toDevice)
            if let shadow = shadows.texture(for: layer.pointee, scaleX: sx, scaleY: sy, reference: reference) {
                emitTexture(
                    shadow, toDevice.affine, alpha: alpha * opacity, tint: Blend.untinted, clip: clip, target,
                    key: StepKey(layer: layer.id, part: .shadow))
            }
        }
        // A layer with a shadow is drawn as a group whatever allowsGroupOpacity says, as the reference does.
        let overlapping =
            opacity < 1 && (layer.properties.allowsGroupOpacity || ShadowTextures.casts(layer.properties))
            && (!layer.sublayers.isEmpty || layer.properties.borderWidth > 0)
        guard overlapping || !layer.mask.isEmpty else {
            drawBody(layer, toDevice, alpha: alpha * opacity, target, clip: clip, memo: memo)
            return
        }
        let area = PixelRect(covering: SubtreeBounds.passArea(layer.pointee, toDevice, clip: clip.cgRect))
            .intersection(clip)
            .intersection(target.canvas.clip)
        guard !area.isEmpty,
            var body = pass(area, { drawBody(layer, toDevice, alpha: 1, $0, clip: area, memo: memo) })
        else { return }
        // A mask layer, drawn in this layer's coordinates, multiplies the group by its alpha (spec §9.6).
        if let mask = layer.mask.first {
            let maskToDevice = LayerGeometry.layerToSuperlayer(mask.properties).concatenating(toDevice)
            guard let coverage = pass(area, { draw(mask, maskToDevice, alpha: 1, $0, clip: area) })
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
        target.usedReference(body.usesReference)
        emit(
            .group(body.buffer, area, alpha: UInt32((alpha * opacity * 255).rounded())), target,
            key: StepKey(layer: layer.id, part: .group), signature: body.signature, alwaysDamaged: body.usesReference)
    }

    /// Draws into an offscreen group covering `area`, directly (not recorded): the pixels, a signature of what was
    /// drawn (for damage), and whether reference drawing took part (then it is redrawn every frame).
    func pass(_ area: PixelRect, _ drawing: (Target) -> Void) -> (
        buffer: PixelBuffer, signature: Int, usesReference: Bool
    )? {
        // A buffer is free once no step holds it: `render` has waited for the steps before the last frame's to be
        // let go (`emptyStale`).
        guard let buffer = passBuffers.take(width: area.width, height: area.height, frame: frame) else { return nil }
        if openPasses == groupPasses.count { groupPasses.append(GroupPass()) }
        let pass = groupPasses[openPasses]
        pass.begin()
        openPasses += 1
        defer { openPasses -= 1 }
        drawing(.pass(Canvas(buffer: buffer, origin: (area.x, area.y), clip: area), pass))
        return (buffer, pass.hasher.finalize(), pass.usesReference)
    }

    /// Draws the layer's own content, its sublayers and its border; `memo` is a leaf's content memo.
    func drawBody(
        _ layer: UnsafePointer<PresentedLayer>, _ toDevice: Matrix3D, alpha: Double, _ target: Target, clip: PixelRect,
        memo: ContentMemo? = nil
    ) {
        let (sx, sy) = Self.rasterScales(toDevice)
        // Shared tinted shapes only where blits translate: the affine kernel filters texels one by one, and
        // tinting each of its taps costs more than reading a texture of the layer's own.
        let tinted = TextureBlit.translates(toDevice.affine, scaleX: sx, scaleY: sy)
        if let under = underTexture(layer, memo: memo, scaleX: sx, scaleY: sy, tinted: tinted),
            !under.texture.isEmpty
        {
            emitTexture(
                under.texture, toDevice.affine, alpha: alpha, tint: under.tint, clip: clip, target,
                key: StepKey(layer: layer.id, part: .under))
        }
        if !layer.sublayers.isEmpty {
            var childClip = clip
            if layer.properties.masksToBounds {
                let box = SubtreeBounds.projectedBox(layer.properties.bounds, toDevice)
                childClip = clip.intersection(Self.pixelsInside(box))
            }
            if case .replicator(let r) = layer.properties.kind, r.instanceCount != 1, !childClip.isEmpty {
                drawInstances(of: layer.pointee, r, toDevice, alpha: alpha, target, clip: childClip)
            } else if !childClip.isEmpty {
                // Ungrouped opacity is distributed: children inherit this layer's alpha.
                drawChildren(
                    of: layer, LayerGeometry.sublayerMatrix(layer.properties).concatenating(toDevice), alpha: alpha,
                    target,
                    clip: childClip)
            }
        }
        if layer.properties.borderWidth > 0,
            let border = cache.texture(
                layer.properties, part: .border, scaleX: sx, scaleY: sy, tinted: tinted, reference: reference),
            !border.texture.isEmpty
        {
            emitTexture(
                border.texture, toDevice.affine, alpha: alpha, tint: border.tint, clip: clip, target,
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
        _ op: Step, _ target: Target, key: StepKey, signature: Int? = nil, alwaysDamaged: Bool = false
    ) {
        var hasher = StepSignature()
        var box = PixelRect(x: 0, y: 0, width: 0, height: 0)
        var always = alwaysDamaged
        switch op {
        case .texture(let texture, let matrix, let alpha, let tint, let clip):
            return emitTexture(texture, matrix, alpha: alpha, tint: tint, clip: clip, target, key: key)
        case .group(_, let area, let alpha):
            hasher.add(signature ?? 0)
            hasher.add(Int(alpha))
            box = area
        case .reference(let step), .leaf(let step):
            always = true
            box = PixelRect(covering: SubtreeBounds.passArea(step.layer, step.toDevice, clip: step.clip.cgRect))
                .intersection(step.clip)
            target.usedReference()
        case .run(let memo):
            hasher.add(memo)
            box = memo.box
        case .projected(_, let map, let area, let alpha, _):
            hasher.add(signature ?? 0)
            hasher.add(map)
            hasher.add(alpha)
            box = area
        }
        record(op, signature: hasher.value, box: box, alwaysDamaged: always, target, key: key)
    }

    /// `emit` for a texture step, the one nearly every layer records: given its parts, not a built step, so that
    /// the texture is retained once, by the recorded step, not again for each look at it.
    func emitTexture(
        _ texture: consuming LayerTexture, _ matrix: CGAffineTransform, alpha: Double, tint: UInt32, clip: PixelRect,
        _ target: Target, key: StepKey
    ) {
        let step = Self.textureStep(texture, matrix, alpha: alpha, tint: tint, clip: clip)
        // The texture the caller hands over goes into the step as it is, without a retain of its own.
        record(
            .texture(texture, matrix, alpha: alpha, tint: tint, clip: clip), signature: step.signature,
            box: step.box, alwaysDamaged: false, target, key: key)
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

    /// Appends a step to the record with its damage record, or draws it now into a group pass.
    func record(
        _ op: consuming Step, signature: Int, box: PixelRect, alwaysDamaged: Bool, _ target: Target,
        key: StepKey
    ) {
        switch target {
        case .frame:
            recorded.append(op, signature: signature, box: box, alwaysDamaged: alwaysDamaged, key: key)
        case .pass(let canvas, let pass):
            pass.hasher.combine(signature)
            op.draw(into: canvas, rows: canvas.clip, scale: scale, reference: reference)
        }
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
