import CCairo
import CoreGraphics

/// Drawing one step into a canvas: how the replay blends it into a strip, and how a group pass draws what its layers
/// record at once.
extension Step {
    /// Whether a step is a leaf cairo draws in each strip (borrowed, as `Blit.of`).
    static func isLeaf(_ op: borrowing Step) -> Bool {
        switch op {
        case .leaf: true
        default: false
        }
    }

    /// Draws the step into `canvas`, within the rows of `strip`; reference drawing through `reference`.
    func draw(into canvas: Canvas, rows strip: PixelRect, scale: Double, reference: ReferenceCompositor) {
        switch self {
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
            Self.drawReferences([.reference(clipped)], into: canvas, scale: scale, reference: reference)
        case .run(let memo):
            for index in memo.ops.indices where !memo.boxes[index].intersection(strip).isEmpty {
                memo.ops[index].draw(into: canvas, rows: strip, scale: scale, reference: reference)
            }
        }
    }

    /// Draws a stretch of reference steps with cairo through one context on the canvas, each clipped to its area.
    static func drawReferences(
        _ stretch: ArraySlice<Step>, into canvas: Canvas, scale: Double, reference: ReferenceCompositor
    ) {
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
