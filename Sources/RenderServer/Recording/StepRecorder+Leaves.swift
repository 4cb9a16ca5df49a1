import CoreGraphics
import Foundation

/// Recording many siblings on every core. Most layers of a large scene are leaves whose content is as in their
/// last frame: `draw` records each as one texture step from its content memo, and what it works out on the way (the
/// placement, the memo, the step's signature and box) changes nothing but the memo's frame. So a long stretch of
/// siblings drawn one by one (not replayed in a static run) is planned first, a share of it on each core
/// (`planLeaf`, which also keeps the memo), and the recording walk then only appends each planned leaf's step, in
/// order; a layer without a plan is drawn as before.
extension StepRecorder {
    /// What `draw` records for a leaf whose content is its memo's: its texture step, as the strips read one, with
    /// its signature and box.
    struct LeafStep {
        let blit: Blit
        let signature: Int
        let box: PixelRect
    }

    /// A planned stretch: its parent and first position.
    struct StretchKey: Hashable {
        let parent: UInt64
        let start: Int
    }

    /// The content memo each position of a planned stretch found when last planned, unretained (`contentHistory`
    /// holds it), so that a leaf at the same position as in the last frame finds its memo without hashing its id
    /// and looking it up in the dictionary, a large part of planning it. A hint is
    /// used only for the layer it names, and none is read from before a pruning that removed memos (`generation`).
    struct MemoHints {
        var memos: [Unmanaged<ContentMemo>?] = []
        var generation = -1
        var frame = 0
    }

    enum LeafPlan {
        /// Drawn by `draw` (anything but an unchanged leaf).
        case unplanned
        /// Draws nothing (hidden, transparent or showing its back).
        case nothing
        case step(LeafStep)
    }

    /// How many siblings make a stretch worth planning on every core (the hand-out costs tens of microseconds).
    static let plannedSiblings = 256
    /// How many siblings a piece of planning holds, at most 64 pieces: small enough that the walk follows the
    /// planning closely, large enough that claiming one is rare.
    static let plannedPiece = 256

    /// Plans the siblings at `positions` in drawing order (`order`, or array order when nil) from `first`, drawn
    /// through `parentToDevice` at `alpha` within `clip`, on every core into `plans`, one per position from the
    /// first, when there are enough of them; nil when there are not. Meanwhile one core walks the planned pieces
    /// in order, handing each plan to `walk` (its index from the first position), until `walk` returns false
    /// for one it cannot take while others plan; returns the index the caller's walk goes on from (the count
    /// when all were walked).
    ///
    /// The cores take pieces in turn, and the one that walks also plans whenever the next piece to walk is not
    /// planned yet, so that the walk (appending each step) does not run on one core after the planning while the
    /// other waits. The planners read neither the texture (its rectangle is
    /// the memo's `area`) nor the recorder's fields, which the walking core writes meanwhile.
    func planLeaves(
        _ first: UnsafePointer<PresentedLayer>, order: [Int]?, _ positions: Range<Int>, _ parentToDevice: Matrix3D,
        alpha: Double, clip: PixelRect, records: Bool, into plans: inout [LeafPlan], hints key: StretchKey,
        walk: (Int, LeafPlan) -> Bool
    ) -> Int? {
        guard records, cores > 1, positions.count >= Self.plannedSiblings else { return nil }
        let count = positions.count, start = positions.lowerBound
        let pieces = min(PlanningProgress.pieces, max(cores * 4, count / Self.plannedPiece))
        // Every plan is written below, so the array is only refilled when the count changes.
        if plans.count != count { plans = Array(repeating: .unplanned, count: count) }
        var hints = MemoHints()
        swap(&hints, &memoHints[key, default: MemoHints()])
        defer { swap(&hints, &memoHints[key, default: MemoHints()]) }
        if hints.memos.count != count {
            hints.memos = Array(repeating: nil, count: count)
        } else if hints.generation != memoGeneration {
            hints.memos.withUnsafeMutableBufferPointer { $0.update(repeating: nil) }
        }
        hints.generation = memoGeneration
        hints.frame = frame
        planning.reset()
        // Planning reads memos and textures and changes only each planned leaf's own memo, so the cores share
        // them; each writes its own pieces of `plans` and of the hints. The calling core alone changes the
        // recorder (`walk` appends steps), and only with steps of leaves planned already.
        var walked = count
        plans.withUnsafeMutableBufferPointer { plans in
            hints.memos.withUnsafeMutableBufferPointer { hints in
                // Read once: the walking core writes the recorder's other fields (its counts, its last key)
                // meanwhile.
                let planner = LeafPlanner(
                    recorder: self, first: first, order: order, start: start, count: count, pieces: pieces,
                    parentToDevice: parentToDevice, alpha: alpha, clip: clip, frame: frame, plans: plans,
                    hints: hints, progress: planning)
                ParallelLoop.shared.perform(iterations: cores - 1, planner) {
                    var next = 0, allClaimed = false
                    while next < pieces {
                        guard planner.progress.isPlanned(next) else {
                            // The next piece to walk is another core's: plan one meanwhile, or wait for it
                            // (spinning: a piece takes tens of microseconds).
                            if !allClaimed, let piece = planner.progress.claim(below: pieces) {
                                planner.plan(piece)
                            } else {
                                allClaimed = true
                            }
                            continue
                        }
                        for index in (count * next / pieces)..<(count * (next + 1) / pieces)
                        where !walk(index, plans[index]) {
                            walked = index
                            break
                        }
                        next += 1
                        if walked < count { break }
                    }
                    // Stopped early: what is left is only planned here, and walked by the caller.
                    while let piece = planner.progress.claim(below: pieces) { planner.plan(piece) }
                }
            }
        }
        return walked
    }

    /// The planning of a stretch's pieces on the other cores (`planLeaves`): each claims pieces in turn and plans
    /// their leaves into `plans`, while the calling core walks what is planned.
    struct LeafPlanner: ParallelBody {
        let recorder: StepRecorder
        let first: UnsafePointer<PresentedLayer>
        let order: [Int]?
        let start: Int
        let count: Int
        let pieces: Int
        let parentToDevice: Matrix3D
        let alpha: Double
        let clip: PixelRect
        let frame: Int
        /// Each piece writes its own plans and hints.
        let plans: UnsafeMutableBufferPointer<LeafPlan>
        let hints: UnsafeMutableBufferPointer<Unmanaged<ContentMemo>?>
        let progress: PlanningProgress

        func run(_: Int) {
            while let piece = progress.claim(below: pieces) { plan(piece) }
        }

        func plan(_ piece: Int) {
            for index in (count * piece / pieces)..<(count * (piece + 1) / pieces) {
                let child = first + (order?[start + index] ?? start + index)
                let toDevice = LayerGeometry.layerToSuperlayer(child.properties).concatenating(parentToDevice)
                plans[index] = recorder.planLeaf(
                    child, toDevice, alpha: alpha, clip: clip, hint: hints.baseAddress! + index, frame: frame)
            }
            progress.finish(piece)
        }
    }

    /// The content memo of `layer`, unretained (`contentHistory` holds it): the hint's when it names the layer,
    /// else the one in `contentHistory`, which then becomes the hint.
    @inline(__always)
    private func memo(
        of layer: UnsafePointer<PresentedLayer>, hint: UnsafeMutablePointer<Unmanaged<ContentMemo>?>
    ) -> Unmanaged<ContentMemo>? {
        let id = layer.id
        if let known = hint.pointee, known._withUnsafeGuaranteedRef({ $0.layer == id }) {
            // Checked where the build checks preconditions (tests build this module with -O, where `assert` is
            // gone); the release build (-Ounchecked) does not look.
            precondition(contentHistory[id] === known.takeUnretainedValue(), "a hint outlived its memo")
            return known
        }
        let memo = contentHistory[id].map { Unmanaged.passUnretained($0) }
        hint.pointee = memo
        return memo
    }

    /// What `draw` would record for `layer`, when it is a leaf drawn from its memo as in its last frame, whose memo
    /// it then keeps; found without changing anything else. Each test mirrors one of `draw`'s, `leafMemo`'s or
    /// `underTexture`'s.
    private func planLeaf(
        _ layer: UnsafePointer<PresentedLayer>, _ toDevice: Matrix3D, alpha: Double, clip: PixelRect,
        hint: UnsafeMutablePointer<Unmanaged<ContentMemo>?>, frame: Int
    ) -> LeafPlan {
        guard !layer.properties.isHidden, layer.properties.opacity > 0, alpha > 0,
            !LayerGeometry.showsBack(layer.properties, toDevice)
        else { return .nothing }
        guard !layer.properties.shouldRasterize, layer.properties.kind != .transformLayer,
            ReferenceCompositor.isFlat(toDevice), !needsReference(layer, toDevice),
            layer.sublayers.isEmpty, layer.mask.isEmpty, !ShadowTextures.casts(layer.properties),
            layer.properties.borderWidth == 0, let memo = memo(of: layer, hint: hint)
        else { return .unplanned }
        // Used unretained (`contentHistory` holds it): the retain and release would be an atomic write to the
        // memo's line that nothing needs.
        return memo._withUnsafeGuaranteedRef {
            planLeaf(layer, toDevice, alpha: alpha, clip: clip, memo: $0, frame: frame)
        }
    }

    /// `planLeaf` once the leaf's memo is found.
    private func planLeaf(
        _ layer: UnsafePointer<PresentedLayer>, _ toDevice: Matrix3D, alpha: Double, clip: PixelRect,
        memo: ContentMemo, frame: Int
    ) -> LeafPlan {
        guard memo.frame != frame, memo.isCommitted(layer.committedValues), !layer.animatesContent
        else { return .unplanned }
        let (sx, sy) = Self.rasterScales(toDevice)
        let translates = TextureBlit.translates(toDevice.affine, scaleX: sx, scaleY: sy)
        // Unretained: the memo holds the texture, and every core would contend for the count of a shared one.
        guard memo.scaleX == sx, memo.scaleY == sy, let under = memo.unretainedTexture, let area = memo.area,
            !area.isEmpty, under.tint == Blend.untinted || translates
        else { return .unplanned }
        let matrix = toDevice.affine, blended = alpha * min(layer.properties.opacity, 1)
        let step = Self.textureStep(under.texture, area, matrix, alpha: blended, tint: under.tint, clip: clip)
        // The memo is kept here, where it was just read, so that the walk does not touch it again. No other core
        // reads it meanwhile: a layer has one superlayer, so siblings' ids (and memos) differ.
        memo.keep(frame: frame)
        return .step(
            LeafStep(
                blit: Blit(texture: under.texture, matrix: matrix, alpha: blended, tint: under.tint, clip: clip),
                signature: step.signature, box: step.box))
    }

    /// Records a planned leaf as `draw` would (its memo was kept when it was planned): its texture touched, its
    /// step appended. The texture is used unretained (its memo holds it): the step's own reference is the one
    /// retain.
    func recordPlanned(_ leaf: LeafStep, layer: UInt64, _ target: Target) {
        stats.layers += 1
        stats.layersPlanned += 1
        let blit = leaf.blit
        blit.texture._withUnsafeGuaranteedRef { cache.touch($0) }
        record(
            .texture(
                blit.texture.takeUnretainedValue(), blit.matrix, alpha: blit.alpha, tint: blit.tint, clip: blit.clip),
            signature: leaf.signature, box: leaf.box, alwaysDamaged: false, target,
            key: StepKey(layer: layer, part: .under))
    }
}
