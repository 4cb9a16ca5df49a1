import CCairo
import CoreGraphics
import Foundation

/// Replaying the recorded top level into the frame buffer: blends in horizontal strips on every core, cairo's
/// reference drawing alone between them.
extension CPUCompositor {
    /// Clears to `fill` and replays the top level: runs of blends in horizontal strips shared out to the cores
    /// (each strip performing only the steps whose `boxes` meet it), reference drawing (cairo) alone in between.
    /// `fill` is nil when an opaque step covers the whole area anyway.
    /// When `culls`, each strip first walks its steps front to back (`CoverageCulling`) and blits leave out the
    /// tiles it finds hidden.
    func replay(
        _ ops: [Step], boxes: [PixelRect], _ canvas: Canvas, fill: UInt32?, scale: Double, culls: Bool
    ) {
        let height = canvas.clip.height
        let cores = height < 64 ? 1 : self.cores
        let clipRect = canvas.clip
        // Strips write disjoint rows of the canvas and only read the recorded ops and textures.
        let compositor = self
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
            let drawsLeaves = compositor.recordedLeaves > 0 && pending.contains { Self.isLeaf(ops[$0]) }
            let pieces = drawsLeaves ? cores : fine
            while compositor.cullings.count < pieces { compositor.cullings.append(CoverageCulling()) }
            let cullings = compositor.cullings
            // A culled replay's strips are few and long, and a core that runs out of strips would wait for the
            // others' last (up to a strip's time, where a core runs slow): one item a core more lets each, once no
            // strip is left, take half the rows of a strip still blending (`help`).
            let helps = culls && !drawsLeaves && cores > 1
            let items = helps ? pieces + cores : pieces
            for index in 0..<pieces { cullings[index].help.store(CoverageCulling.alone, ordering: .relaxed) }
            compositor.stripTimes.removeAll(keepingCapacity: true)
            compositor.stripTimes.append(contentsOf: repeatElement(StripTime(), count: items))
            let caller = pthread_self(), origin = MonotonicClock.seconds()
            // Steps are read borrowed, texture steps as `Blit`s, which copy without retaining their textures. Each
            // strip writes its own element of the times.
            compositor.stripTimes.withUnsafeMutableBufferPointer { times in
                ops.withUnsafeBufferPointer { steps in
                    let strips = StripReplay(
                        compositor: compositor, steps: steps, boxes: boxes, cullings: cullings, target: target,
                        area: clipRect, pieces: pieces, pending: pending, clearing: clearing, fill: fill, culls: culls,
                        helps: helps, scale: scale, times: times, caller: caller, origin: origin,
                        asksAt: helps ? compositor.helpsAtStep : nil)
                    if cores == 1 {
                        for index in 0..<pieces { strips.run(index) }
                    } else if helps, compositor.helpsAtStep != nil {
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
                    compositor.stats.stripsHelped += 1
                }
            }
        }
        func isReference(_ op: Step) -> Bool {
            if case .reference = op { return true }
            return false
        }
        // Blends run in strips between stretches of reference drawing, which cairo does alone, a stretch at a time.
        guard recordedReferences > 0 else {
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
            if stretchEnd > end { referenceDraw(ops[end..<stretchEnd], canvas, scale: scale) }
            index = stretchEnd
        }
    }

    /// A run of blends shared out to the cores in strips (`replay`), each strip performing the steps whose boxes
    /// meet it; the items past the strips are for cores with no strip left (`help`).
    struct StripReplay: ParallelBody, CoverageCulling.Steps {
        let compositor: CPUCompositor
        let steps: UnsafeBufferPointer<Step>
        let boxes: [PixelRect]
        let cullings: [CoverageCulling]
        let target: Canvas
        /// The area replayed, cut into `pieces` strips.
        let area: PixelRect
        let pieces: Int
        let pending: Range<Int>
        let clearing: Bool
        let fill: UInt32?
        let culls: Bool
        let helps: Bool
        let scale: Double
        /// Each item writes its own element.
        let times: UnsafeMutableBufferPointer<StripTime>
        let caller: pthread_t
        let origin: Double
        /// The step position at which each strip is asked for help (`CPUCompositor.helpsAtStep`), in place of a
        /// core that runs out of strips.
        let asksAt: Int?

        func strip(_ index: Int) -> PixelRect {
            let top = area.y + area.height * index / pieces
            return PixelRect(
                x: area.x, y: top, width: area.width, height: area.y + area.height * (index + 1) / pieces - top)
        }

        /// The upper and lower half of a strip's rows.
        func halves(_ strip: PixelRect) -> (upper: PixelRect, lower: PixelRect) {
            let middle = strip.height / 2
            return (
                PixelRect(x: strip.x, y: strip.y, width: strip.width, height: middle),
                PixelRect(x: strip.x, y: strip.y + middle, width: strip.width, height: strip.height - middle)
            )
        }

        func hideable(_ step: Int) -> Bool {
            guard let blit = Blit.of(steps[step]) else { return false }
            return blit.texture._withUnsafeGuaranteedRef {
                TextureBlit.translates(blit.matrix, scaleX: $0.scaleX, scaleY: $0.scaleY)
            }
        }

        func cores(_ step: Int) -> CoverageCulling.Cores? {
            guard let blit = Blit.of(steps[step]),
                let placed = blit.texture._withUnsafeGuaranteedRef({
                    TextureBlit.coreOffset($0, tint: blit.tint, layerToDevice: blit.matrix, alpha: blit.alpha)
                })
            else { return nil }
            return CoverageCulling.Cores(
                texture: blit.texture, offset: placed.offset, clip: blit.clip, alpha: placed.alpha)
        }

        func run(_ index: Int) {
            times[index].start = MonotonicClock.seconds() - origin
            times[index].onCaller = pthread_equal(pthread_self(), caller) != 0
            defer { times[index].end = MonotonicClock.seconds() - origin }
            guard index < pieces else {
                help()
                return
            }
            let strip = strip(index)
            if clearing, let fill {
                for y in strip.y..<strip.maxY {
                    (target.buffer.pixels(inRow: y) + strip.x).update(repeating: fill, count: strip.width)
                }
            }
            let culling = cullings[index]
            culling.begin(strip: strip, pending: pending, boxes: boxes, walks: culls)
            if culls {
                culling.walk(strip: strip, area: target.clip, boxes: boxes, source: self)
            }
            guard helps else {
                culling.forEachStep { _, step, shown in blend(step, shown, strip) }
                return
            }
            // Alone until a core asks to help: from that step on it takes the lower half of the rows.
            var rows = strip
            culling.forEachStep { position, step, shown in
                if position == asksAt { culling.help.store(CoverageCulling.asked, ordering: .relaxed) }
                if rows == strip, culling.help.load(ordering: .relaxed) == CoverageCulling.asked {
                    culling.help.store(CoverageCulling.split + position, ordering: .releasing)
                    rows = halves(strip).upper
                }
                blend(step, shown, rows)
            }
            if rows == strip,
                !culling.help.compareExchange(
                    expected: CoverageCulling.alone, desired: CoverageCulling.finished, ordering: .acquiringAndReleasing
                ).exchanged
            {
                // Asked as it ended: the helper finds it finished.
                culling.help.store(CoverageCulling.finished, ordering: .releasing)
            }
        }

        /// With no strip left to take: asks a strip still blending alone for help, and blends the lower half of its
        /// rows from the step its core hands over, unless that core ends first.
        func help() {
            for index in 0..<pieces {
                let culling = cullings[index]
                guard
                    culling.help.compareExchange(
                        expected: CoverageCulling.alone, desired: CoverageCulling.asked,
                        ordering: .acquiringAndReleasing
                    ).exchanged
                else { continue }
                while culling.help.load(ordering: .acquiring) == CoverageCulling.asked {}
                blendHandedOver(index)
                return
            }
        }

        /// Blends the lower half of a strip's rows from the step its core handed over, if it did.
        func blendHandedOver(_ index: Int) {
            let state = cullings[index].help.load(ordering: .acquiring)
            guard state >= CoverageCulling.split else { return }
            let rows = halves(strip(index)).lower
            cullings[index].forEachStep(from: state - CoverageCulling.split) { _, step, shown in
                blend(step, shown, rows)
            }
        }

        /// Blends one step of a strip, within `rows` of it.
        func blend(_ step: Int, _ shown: CoverageCulling.Shown, _ rows: PixelRect) {
            guard let blit = Blit.of(steps[step]) else {
                compositor.perform(steps[step], target, strip: rows, scale: scale)
                return
            }
            let hidden: HiddenTiles?
            switch shown {
            case .all: hidden = nil
            case .nothing: return
            case .part(let tiles): hidden = tiles
            }
            blit.texture._withUnsafeGuaranteedRef {
                TextureBlit.draw(
                    $0, tint: blit.tint, layerToDevice: blit.matrix, alpha: blit.alpha, into: target,
                    clip: blit.clip.intersection(rows), hidden: hidden)
            }
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

    /// Whether a step is a leaf cairo draws in each strip (borrowed, as `Blit.of`).
    static func isLeaf(_ op: borrowing Step) -> Bool {
        switch op {
        case .leaf: true
        default: false
        }
    }

    func perform(_ op: Step, _ canvas: Canvas, strip: PixelRect, scale: Double) {
        switch op {
        case .texture(let texture, let matrix, let alpha, let tint, let clip):
            TextureBlit.draw(
                texture, tint: tint, layerToDevice: matrix, alpha: alpha, into: canvas, clip: clip.intersection(strip))
        case .group(let buffer, let area, let alpha):
            let rows = area.intersection(strip)
            guard !rows.isEmpty else { return }
            for y in rows.y..<rows.maxY {
                let d = canvas.buffer.pixels(inRow: y - canvas.origin.y) + (rows.x - canvas.origin.x)
                Blend.overRow(
                    UnsafePointer(buffer.pixels(inRow: y - area.y) + (rows.x - area.x)), d, rows.width, alpha: alpha,
                    room: canvas.buffer.width - (rows.x - canvas.origin.x))
            }
        case .projected(let flat, let map, let box, let alpha, let solid):
            let area = box.intersection(strip).intersection(canvas.clip)
            guard !area.isEmpty else { return }
            let toFlat = map.moved(Double(canvas.origin.x), Double(canvas.origin.y))
            let local = CGRect(
                x: area.x - canvas.origin.x, y: area.y - canvas.origin.y, width: area.width, height: area.height)
            ProjectiveBlit.blend(flat, into: canvas.buffer, map: toFlat, bounds: local, alpha: alpha, solid: solid)
        case .reference(let step), .leaf(let step):
            let clipped = ReferenceStep(
                step.layer, step.toDevice, alpha: step.alpha, clip: step.clip.intersection(strip))
            referenceDraw([.reference(clipped)], canvas, scale: scale)
        case .run(let memo):
            for index in memo.ops.indices where !memo.boxes[index].intersection(strip).isEmpty {
                perform(memo.ops[index], canvas, strip: strip, scale: scale)
            }
        }
    }

    /// Draws a stretch of reference steps with cairo through one context on the canvas, each clipped to its area.
    func referenceDraw(_ stretch: ArraySlice<Step>, _ canvas: Canvas, scale: Double) {
        guard let surface = try? canvas.buffer.makeSurface() else { return }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        let context = ReferenceCompositor.Context(buffer: canvas.buffer, surface: surface, scale: scale)
        let toCanvas = Matrix3D.translation(-Double(canvas.origin.x), -Double(canvas.origin.y), 0)
        for op in stretch {
            guard case .reference(let step) = op else { continue }
            let area = step.clip.intersection(canvas.clip)
            guard !area.isEmpty else { continue }
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_rectangle(
                cr, Double(area.x - canvas.origin.x), Double(area.y - canvas.origin.y), Double(area.width),
                Double(area.height))
            cairo_clip(cr)
            DeepStack.run(depth: step.layer.node.depth) {
                reference.draw(step.layer, cr, step.toDevice.concatenating(toCanvas), alpha: step.alpha, context)
            }
            cairo_restore(cr)
        }
        cairo_surface_flush(surface)
    }
}
