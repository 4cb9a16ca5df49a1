import CCairo
import CoreGraphics

/// Small cairo helpers shared by the reference compositor's files.
enum CairoDrawing {
    static func setMatrix(_ cr: OpaquePointer, _ m: Matrix3D) {
        var matrix = cairo_matrix_t(xx: m.m11, yx: m.m12, xy: m.m21, yy: m.m22, x0: m.m41, y0: m.m42)
        cairo_set_matrix(cr, &matrix)
    }

    /// Starts a group in device space. cairo records the matrix in force at push and pop in the group pattern, so
    /// both happen under the identity; every drawing inside sets its own absolute matrix.
    static func pushGroup(_ cr: OpaquePointer) {
        cairo_identity_matrix(cr)
        cairo_push_group(cr)
    }

    /// Ends a group with the pattern in device space, so it can be painted under any later matrix by first
    /// resetting the matrix to identity.
    static func popGroup(_ cr: OpaquePointer) -> OpaquePointer? {
        cairo_identity_matrix(cr)
        return cairo_pop_group(cr)
    }

    static func setSource(_ cr: OpaquePointer, _ c: RGBA, alpha: Double = 1) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha)
    }

    /// Loads a path (in the current user space) as cairo's current path.
    static func addPath(_ cr: OpaquePointer, _ elements: [PathElement]) {
        CairoPath.add(cr, elements)
    }

    /// Paints `pixels` as placed in user space: pixel (0, 0)'s corner at `origin`, `scaleX` × `scaleY` pixels per
    /// unit, sampled with `filter` and `extend`, within the current clip.
    static func paintPixels(
        _ cr: OpaquePointer, _ pixels: PixelBuffer, origin: CGPoint, scaleX: Double, scaleY: Double,
        filter: cairo_filter_t, extend: cairo_extend_t = CAIRO_EXTEND_NONE, alpha: Double
    ) {
        guard let surface = try? pixels.makeSurface() else { return }
        defer { cairo_surface_destroy(surface) }
        guard let pattern = cairo_pattern_create_for_surface(surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t(
            xx: scaleX, yx: 0, xy: 0, yy: scaleY, x0: -Double(origin.x) * scaleX, y0: -Double(origin.y) * scaleY)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, filter)
        cairo_pattern_set_extend(pattern, extend)
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, alpha)
    }

    /// cairo's smooth filter for an image shown `minification` image pixels per device pixel: GOOD (a box filter
    /// as wide as the minification) up to 64×, BILINEAR beyond, where GOOD's kernel would take seconds a frame.
    static func smoothFilter(minification: Double) -> cairo_filter_t {
        minification.isFinite && minification <= 64 ? CAIRO_FILTER_GOOD : CAIRO_FILTER_BILINEAR
    }

    /// Image pixels per device pixel when cairo's current matrix maps one user unit to `pixelsPerUnit` image pixels.
    static func minification(_ cr: OpaquePointer, pixelsPerUnit: Double) -> Double {
        var dx = 1.0, dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        let device = (dx * dx + dy * dy).squareRoot()
        return device > 0 ? pixelsPerUnit / device : .infinity
    }

    static func addRect(_ cr: OpaquePointer, _ r: CGRect) {
        cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }

    /// Gradient stops with extra stops between colours of different alpha, so that cairo's interpolation matches
    /// Core Animation's non-premultiplied one (white → clear passes through grey).
    static func addStops(_ pattern: OpaquePointer, _ stops: [GradientStop], alpha: Double) {
        for (i, stop) in stops.enumerated() {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha * alpha)
            guard i + 1 < stops.count else { continue }
            let next = stops[i + 1]
            guard next.color.alpha != c.alpha, next.location > stop.location else { continue }
            for k in 1..<16 {
                let t = Double(k) / 16
                let mix = RGBA(
                    red: c.red + (next.color.red - c.red) * t, green: c.green + (next.color.green - c.green) * t,
                    blue: c.blue + (next.color.blue - c.blue) * t, alpha: c.alpha + (next.color.alpha - c.alpha) * t)
                cairo_pattern_add_color_stop_rgba(
                    pattern, stop.location + (next.location - stop.location) * t, mix.red, mix.green, mix.blue,
                    mix.alpha * alpha)
            }
        }
    }
}
