import CCairo
import CoreGraphics

/// A texture as a layer part draws it: its texels tinted by `tint` (`Blend.tint`; `Blend.untinted` for none).
///
/// A part that only fills one shape with one colour (a plain layer's background, a border) is drawn as its shape
/// filled in white, tinted by the colour's pixel. Cairo fills a shape's pixel p at coverage c as `p·c/255` with
/// its own rounding, which `Blend.tint` repeats exactly, so the tinted white texture is the coloured one texel for
/// texel — and every layer of that shape shares one texture, whatever its colour.
package struct TintedTexture {
    package let texture: LayerTexture
    package let tint: UInt32

    private static let white = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)

    /// The colour a part fills its one shape with; nil when the part draws anything else (contents, a gradient, a
    /// path, text, tiles) or nothing.
    static func colour(of p: LayerProperties, part: LayerTexture.Part) -> RGBA? {
        let colour: RGBA?
        switch part {
        case .under: colour = p.kind == .plain && p.contents == nil ? p.backgroundColor?.rgba : nil
        case .border: colour = p.borderWidth > 0 ? p.borderColor?.rgba : nil
        }
        return colour.flatMap { $0.alpha > 0 ? $0 : nil }
    }

    /// The same properties with the part's colour white: its shape, to tint.
    static func whiteShape(_ p: LayerProperties, part: LayerTexture.Part) -> LayerProperties {
        var shape = p
        switch part {
        case .under: shape.backgroundColor = white
        case .border: shape.borderColor = white
        }
        return shape
    }

    /// The premultiplied pixel cairo fills `colour` with where a shape covers a pixel fully; nil if cairo cannot
    /// make a surface.
    static func pixel(_ colour: RGBA) -> UInt32? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        CairoDrawing.setSource(cr, colour)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return cairo_image_surface_get_data(surface).withMemoryRebound(to: UInt32.self, capacity: 1) { $0[0] }
    }
}
