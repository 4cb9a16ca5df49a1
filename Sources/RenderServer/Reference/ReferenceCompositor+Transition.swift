import CCairo
import CoreGraphics

extension ReferenceCompositor {
    /// Draws a layer during a `CATransition` (spec §6.2): fade cross-dissolves the previous and the new appearance;
    /// moveIn slides the new one in over the old; push slides both; reveal slides the old one out. Directions
    /// are in the layer's coordinates (fromLeft enters from the left edge); sliding is clipped to the bounds.
    func drawTransition(
        _ transition: PresentedTransition, _ layer: PresentedLayer, _ cr: OpaquePointer, _ toDevice: Matrix3D,
        alpha: Double,
        _ context: Context
    ) {
        guard let old = transition.from.first else { return }
        var current = layer
        current.transition = nil
        let p = min(max(transition.progress, 0), 1)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if transition.type == "fade" {
            // An exact cross-dissolve: old·(1 − p) + new·p, added in a group, then composited over.
            CairoDrawing.pushGroup(cr)
            drawPart(old, cr, toDevice, alpha: 1 - p, context, additive: true)
            drawPart(current, cr, toDevice, alpha: p, context, additive: true)
            guard let mixed = CairoDrawing.popGroup(cr) else { return }
            cairo_set_source(cr, mixed)
            cairo_paint_with_alpha(cr, alpha)
            cairo_pattern_destroy(mixed)
            return
        }
        let b = layer.properties.bounds
        let (dx, dy): (Double, Double) =
            switch transition.subtype {
            case "fromLeft": (-Double(b.width), 0)
            case "fromTop": (0, -Double(b.height))
            case "fromBottom": (0, Double(b.height))
            default: (Double(b.width), 0)
            }
        // Clip to the layer's bounds while things slide.
        CairoDrawing.setMatrix(cr, toDevice)
        CairoDrawing.addRect(cr, b)
        cairo_clip(cr)
        func shifted(_ f: Double) -> Matrix3D { Matrix3D.translation(dx * f, dy * f, 0).concatenating(toDevice) }
        switch transition.type {
        case "push":
            drawPart(old, cr, shifted(-p), alpha: alpha, context)
            drawPart(current, cr, shifted(1 - p), alpha: alpha, context)
        case "reveal":
            drawPart(current, cr, toDevice, alpha: alpha, context)
            drawPart(old, cr, shifted(-p), alpha: alpha, context)
        default:
            drawPart(old, cr, toDevice, alpha: alpha, context)
            drawPart(current, cr, shifted(1 - p), alpha: alpha, context)
        }
    }

    /// One appearance of the transitioning layer, drawn at its place (its own transform kept) as a whole: into a
    /// group, then painted with `alpha` and the operator in force (ADD inside a cross-dissolve).
    private func drawPart(
        _ layer: PresentedLayer, _ cr: OpaquePointer, _ toDevice: Matrix3D, alpha: Double, _ context: Context,
        additive: Bool = false
    ) {
        guard alpha > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if alpha >= 1 && !additive {
            draw(layer, cr, toDevice, alpha: 1, context)
            return
        }
        CairoDrawing.pushGroup(cr)
        draw(layer, cr, toDevice, alpha: 1, context)
        guard let group = CairoDrawing.popGroup(cr) else { return }
        cairo_set_operator(cr, additive ? CAIRO_OPERATOR_ADD : CAIRO_OPERATOR_OVER)
        cairo_set_source(cr, group)
        cairo_paint_with_alpha(cr, alpha)
        cairo_pattern_destroy(group)
    }
}
