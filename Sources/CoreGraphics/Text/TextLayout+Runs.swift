import CCairo
import CPangoCairo

extension TextLayout {
    /// Attributes for each run: font family and face, absolute size, colour with alpha, underline, strikethrough
    /// and letter spacing.
    static func applyRuns(_ runs: [TextRun], to layout: OpaquePointer, style: TextStyle, length: Int) {
        guard let list = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(list) }
        func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ run: TextRun) {
            guard let attribute else { return }
            attribute.pointee.start_index = guint(min(max(run.start, 0), length))
            attribute.pointee.end_index = guint(min(max(run.end, 0), length))
            pango_attr_list_insert(list, attribute)
        }
        for run in runs where !run.isPlain && run.end > run.start {
            if let name = run.fontName {
                var face = style
                face.fontName = name
                let description = pango_font_description_from_string(face.pangoDescription)
                pango_font_description_set_absolute_size(
                    description, Double(run.fontSize ?? style.fontSize) * Double(PANGO_SCALE))
                add(pango_attr_font_desc_new(description), run)
                pango_font_description_free(description)
            } else if let size = run.fontSize {
                add(pango_attr_size_new_absolute(Int32(Double(size) * Double(PANGO_SCALE))), run)
            }
            if let color = run.color {
                func channel(_ v: Double) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
                add(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)), run)
                add(pango_attr_foreground_alpha_new(channel(color.alpha * style.color.alpha)), run)
            }
            if run.underline { add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), run) }
            if run.strikethrough { add(pango_attr_strikethrough_new(1), run) }
            if let kern = run.kern {
                add(pango_attr_letter_spacing_new(Int32(Double(kern) * Double(PANGO_SCALE))), run)
            }
        }
        pango_layout_set_attributes(layout, list)
    }
}
