import CCairo
import CoreGraphics
import Foundation

/// Replaying the recorded top level into the frame buffer: blends in parallel horizontal bands, cairo's
/// reference drawing alone between them.
extension CPUCompositor {
    /// Clears to `fill` and replays the top level: runs of blends in parallel bands, each band strip by strip
    /// (each strip performing only the steps whose `boxes` meet it), reference drawing (cairo) alone in between.
    /// `fill` is nil when an opaque step covers the whole area anyway.
    func replay(_ ops: [Op], boxes: [PixelRect], _ canvas: Canvas, fill: UInt32?, scale: Double) {
        let height = canvas.clip.height
        let count = height < 64 ? 1 : bands
        let clipRect = canvas.clip
        let bandRects = (0..<count).map { index -> PixelRect in
            let top = clipRect.y + height * index / count
            return PixelRect(
                x: clipRect.x, y: top, width: clipRect.width, height: clipRect.y + height * (index + 1) / count - top)
        }
        // Bands write disjoint rows of the canvas and only read the recorded ops and textures.
        nonisolated(unsafe) let compositor = self
        let target = canvas, stripBytes = self.stripBytes
        func run(_ pending: Range<Int>, clearing: Bool) {
            nonisolated(unsafe) let ops = ops
            // Each band goes strip by strip (about half a megabyte of destination each), clearing a strip just
            // before its steps blend into it: the strip stays in the core's cache while its layers land on it.
            // Not when cairo draws leaves in between: each strip would set cairo up and walk their paths again.
            let drawsLeaves = pending.contains { if case .leaf = ops[$0] { true } else { false } }
            let stripRows = drawsLeaves ? height : max(1, stripBytes / max(1, clipRect.width * 4))
            DispatchQueue.concurrentPerform(iterations: count) { index in
                let whole = bandRects[index]
                var top = whole.y
                while top < whole.maxY {
                    let band = PixelRect(
                        x: whole.x, y: top, width: whole.width, height: min(stripRows, whole.maxY - top))
                    top = band.maxY
                    if clearing, let fill {
                        for y in band.y..<band.maxY {
                            (target.buffer.row(y) + band.x).update(repeating: fill, count: band.width)
                        }
                    }
                    for step in pending where !boxes[step].intersection(band).isEmpty {
                        compositor.perform(ops[step], target, band: band, scale: scale)
                    }
                }
            }
        }
        func isReference(_ op: Op) -> Bool {
            if case .reference = op { return true }
            return false
        }
        // Blends run in bands between stretches of reference drawing, which cairo does alone, a stretch at a time.
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

    func perform(_ op: Op, _ canvas: Canvas, band: PixelRect, scale: Double) {
        switch op {
        case .texture(let texture, let matrix, let alpha, let tint, let clip):
            TextureBlit.draw(
                texture, tint: tint, layerToDevice: matrix, alpha: alpha, into: canvas, clip: clip.intersection(band))
        case .group(let buffer, let area, let alpha):
            let rows = area.intersection(band)
            guard !rows.isEmpty else { return }
            for y in rows.y..<rows.maxY {
                let d = canvas.buffer.row(y - canvas.origin.y) + (rows.x - canvas.origin.x)
                Blend.overRow(
                    UnsafePointer(buffer.row(y - area.y) + (rows.x - area.x)), d, rows.width, alpha: alpha,
                    room: canvas.buffer.width - (rows.x - canvas.origin.x))
            }
        case .projected(let flat, let map, let box, let alpha):
            let area = box.intersection(band).intersection(canvas.clip)
            guard !area.isEmpty else { return }
            let toFlat = map.moved(Double(canvas.origin.x), Double(canvas.origin.y))
            let local = CGRect(
                x: area.x - canvas.origin.x, y: area.y - canvas.origin.y, width: area.width, height: area.height)
            ProjectiveBlit.blend(flat, into: canvas.buffer, map: toFlat, bounds: local, alpha: alpha)
        case .reference(let step), .leaf(let step):
            let clipped = ReferenceStep(
                step.layer, step.toDevice, alpha: step.alpha, clip: step.clip.intersection(band))
            referenceDraw([.reference(clipped)], canvas, scale: scale)
        case .run(let memo):
            for index in memo.ops.indices where !memo.boxes[index].intersection(band).isEmpty {
                perform(memo.ops[index], canvas, band: band, scale: scale)
            }
        }
    }

    /// Draws a stretch of reference steps with cairo through one context on the canvas, each clipped to its area.
    func referenceDraw(_ stretch: ArraySlice<Op>, _ canvas: Canvas, scale: Double) {
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
            reference.draw(step.layer, cr, step.toDevice.concatenating(toCanvas), alpha: step.alpha, context)
            cairo_restore(cr)
        }
        cairo_surface_flush(surface)
    }
}
