import CCairo
import CPangoCairo

/// Sets text with pango on a cairo context: measurement and drawing for `CATextLayer` and `UILabel`.
package enum TextLayout {
    /// The size the text takes, wrapped to `width` when the style wraps (points).
    package static func size(of text: String, style: TextStyle, runs: [TextRun] = [], width: CGFloat?) -> CGSize {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return .zero }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return .zero }
        defer { cairo_destroy(cr) }
        guard let layout = makeLayout(cr, text: text, style: style, runs: runs, width: width) else { return .zero }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return CGSize(
            width: CGFloat(logical.width) / CGFloat(PANGO_SCALE), height: CGFloat(logical.height) / CGFloat(PANGO_SCALE)
        )
    }

    /// The distances from the top of the text's box to its first and last lines' baselines (points).
    package static func baselines(of text: String, style: TextStyle, runs: [TextRun] = [], width: CGFloat?)
        -> (first: CGFloat, last: CGFloat)
    {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return (0, 0) }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return (0, 0) }
        defer { cairo_destroy(cr) }
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS,
            let layout = makeLayout(cr, text: text, style: style, runs: runs, width: width)
        else { return (0, 0) }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let first = CGFloat(pango_layout_get_baseline(layout)) / CGFloat(PANGO_SCALE)
        var last = first
        if let iter = pango_layout_get_iter(layout) {
            while pango_layout_iter_next_line(iter) != 0 {}
            last = CGFloat(pango_layout_iter_get_baseline(iter)) / CGFloat(PANGO_SCALE)
            pango_layout_iter_free(iter)
        }
        return (first, last)
    }

    /// Draws text in `rect` on a cairo context whose current matrix maps a y-down space where `rect` lives; `runs`
    /// override the style over parts of the text (their colours are multiplied by the style's alpha).
    package static func draw(
        _ text: String, in rect: CGRect, style: TextStyle, runs: [TextRun] = [], cairo cr: OpaquePointer
    ) {
        let wraps = style.isWrapped || style.truncation != .none
        let shown = style.isWrapped ? visiblePrefix(of: text, in: rect.size, style: style) : text
        guard
            let layout = makeLayout(
                cr, text: shown, style: style, runs: runs, width: wraps ? rect.width : nil, height: rect.height)
        else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        var x = Double(rect.minX)
        if !wraps {
            let slack = Double(rect.width) - Double(logical.width) / Double(PANGO_SCALE)
            switch style.alignment {
            case .center: x += slack / 2
            case .right: x += slack
            default: break
            }
        }
        cairo_save(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        cairo_set_source_rgba(cr, style.color.red, style.color.green, style.color.blue, style.color.alpha)
        cairo_move_to(cr, x, Double(rect.minY))
        pango_cairo_show_layout(cr, layout)
        cairo_restore(cr)
    }

    /// The start of wrapped text that can show in `size`: no more lines than fit (a line is at least 0.8 em
    /// tall) of no more characters than fit (a glyph is at least 0.1 em wide), twice over. Text past it is never
    /// laid out, so a string of megabytes costs what the layer shows. Truncation at the start or middle shows the
    /// text's end, so such text is kept whole.
    static func visiblePrefix(of text: String, in size: CGSize, style: TextStyle) -> String {
        guard style.truncation == .none || style.truncation == .end, style.fontSize > 0,
            size.width.isFinite, size.height.isFinite
        else { return text }
        let em = Double(style.fontSize)
        let lines = (Double(max(size.height, 0)) / (0.8 * em)).rounded(.up) + 1
        let perLine = (Double(max(size.width, 0)) / (0.1 * em)).rounded(.up) + 1
        let limit = 2 * lines * perLine
        guard limit < Double(text.utf8.count) else { return text }
        return String(text.prefix(Int(limit)))
    }

    /// A layout of the text; wrapped text that truncates is cut with an ellipsis on the last line that fits in
    /// `height` (unbounded when nil).
    private static func makeLayout(
        _ cr: OpaquePointer, text: String, style: TextStyle, runs: [TextRun], width: CGFloat?, height: CGFloat? = nil
    ) -> OpaquePointer? {
        guard let layout = pango_cairo_create_layout(cr) else { return nil }
        // Hinting off and metrics unrounded, so layout is independent of the device scale.
        if let options = cairo_font_options_create() {
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
            cairo_font_options_destroy(options)
        }
        pango_layout_context_changed(layout)
        let description = pango_font_description_from_string(style.pangoDescription)
        pango_font_description_set_absolute_size(description, Double(style.fontSize) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        if style.lineSpacing > 0, style.lineSpacing.isFinite {
            pango_layout_set_spacing(layout, Int32(min(Double(style.lineSpacing), 10_000) * Double(PANGO_SCALE)))
        }
        if !runs.isEmpty { applyRuns(runs, to: layout, style: style, length: text.utf8.count) }
        // A width past pango's 32-bit range (UIKit code passes .greatestFiniteMagnitude for "unbounded") wraps nothing.
        if let width, width > 0, Double(width) * Double(PANGO_SCALE) < Double(Int32.max) {
            pango_layout_set_width(layout, Int32(Double(width) * Double(PANGO_SCALE)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            switch style.alignment {
            case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
            case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
            case .justified: pango_layout_set_justify(layout, 1)
            case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            }
            switch style.truncation {
            case .none: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
            case .start: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            case .end: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
            if style.truncation != .none {
                // Pango's default height (-1) would ellipsize wrapped text after its first line: a negative height
                // is a number of lines, a positive one the points that fit.
                let points = height.map { Double($0) * Double(PANGO_SCALE) } ?? Double(Int32.max)
                let limit =
                    !style.isWrapped
                    ? 0
                    : style.maximumLines > 0
                        ? -Int32(min(style.maximumLines, 10_000)) : Int32(min(max(points, 0), Double(Int32.max)))
                pango_layout_set_height(layout, limit)
            }
        }
        return layout
    }
}

extension CGContext {
    /// Draws `text` in `rect` (user space) upright as it appears on screen: from `rect`'s visual top edge,
    /// whichever way user space is flipped.
    package func drawText(_ text: String, in rect: CGRect, style: TextStyle, runs: [TextRun] = []) {
        let toCairo = state.ctm.concatenating(flip)
        paint { cr in
            if toCairo.a * toCairo.d - toCairo.b * toCairo.c > 0 {
                self.setCairoMatrix(toCairo)
                TextLayout.draw(text, in: rect, style: style, runs: runs, cairo: cr)
            } else {
                let local = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: rect.minX, ty: rect.maxY)
                self.setCairoMatrix(local.concatenating(toCairo))
                TextLayout.draw(text, in: CGRect(origin: .zero, size: rect.size), style: style, runs: runs, cairo: cr)
            }
        }
    }
}
