import CCairo

/// Loading path elements into cairo, shared by the context and the compositors.
package enum CairoPath {
    /// Replaces cairo's current path with `elements`, in cairo's current user space; quadratics become cubics.
    package static func add(_ cr: OpaquePointer, _ elements: [PathElement]) {
        cairo_new_path(cr)
        var cursor = PathCursor()
        for element in elements {
            switch element {
            case .move(let p): cairo_move_to(cr, Double(p.x), Double(p.y))
            case .line(let p): cairo_line_to(cr, Double(p.x), Double(p.y))
            case .quad(let c, let p):
                let (c1, c2) = Bezier.elevate(cursor.current ?? p, c, p)
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .cubic(let c1, let c2, let p):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .close: cairo_close_path(cr)
            }
            cursor.advance(element)
        }
    }
}
