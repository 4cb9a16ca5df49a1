import CCairo
import CoreGraphics

/// The oracle compositor: cairo, recursive, simple. Draws a presented layer tree following spec §9.4 (shadow,
/// background, gradient, contents, shape, text, sublayers, border; then opacity, mask) with affine layers drawn
/// by cairo directly and projective ones drawn flat offscreen and warped into place.
package struct ReferenceCompositor {
    /// Whether tiled layers draw every tile they show before returning, at full opacity (a snapshot: no host runs
    /// the tile queue or the fades), instead of showing what is drawn and requesting the rest.
    package var drawsTilesNow = false
    /// Particle images tinted by colour, kept across frames by whoever keeps this compositor (copies share them).
    let sprites = ParticleSprites()
    /// Where the tiles of tiled layers are drawn, unless `drawsTilesNow`.
    package let tileDrawing: TileDrawing

    package init(drawsTilesNow: Bool = false, tileDrawing: TileDrawing = TileDrawing()) {
        self.drawsTilesNow = drawsTilesNow
        self.tileDrawing = tileDrawing
    }

    /// Draws `root` into `buffer` at `scale` pixels per point, over `background` (or transparent).
    /// The root is placed by its own position and transform in the host's point space.
    package func render(_ root: PresentedLayer, into buffer: PixelBuffer, scale: Double, background: RGBA? = nil) throws
    {
        let surface = try buffer.makeSurface()
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else {
            throw CairoError(operation: "cairo_create", status: CAIRO_STATUS_NO_MEMORY)
        }
        defer { cairo_destroy(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        CairoDrawing.setSource(cr, background ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        let context = Context(buffer: buffer, surface: surface, scale: scale)
        let toDevice = LayerGeometry.layerToSuperlayer(root.properties).concatenating(.scale(scale, scale, 1))
        DeepStack.run(depth: root.node.depth) { draw(root, cr, toDevice, alpha: 1, context) }
        cairo_surface_flush(surface)
        try CairoError.check(cairo_status(cr), "reference compositor")
    }

    /// Draws `layer` in its own coordinate space over what `buffer` holds, `toDevice` mapping layer coordinates to
    /// the buffer's pixels (top-left origin). `scale` sizes offscreen passes.
    package func draw(_ layer: PresentedLayer, over buffer: PixelBuffer, toDevice: Matrix3D, scale: Double) throws {
        let surface = try buffer.makeSurface()
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else {
            throw CairoError(operation: "cairo_create", status: CAIRO_STATUS_NO_MEMORY)
        }
        defer { cairo_destroy(cr) }
        // `toDevice` places the layer's own coordinates: its position and transform, which place it in a
        // superlayer, take no part.
        var local = layer
        local.properties.transform = .identity
        let context = Context(buffer: buffer, surface: surface, scale: scale)
        DeepStack.run(depth: local.depth) { draw(local, cr, toDevice, alpha: 1, context) }
        cairo_surface_flush(surface)
        try CairoError.check(cairo_status(cr), "reference compositor")
    }

    /// What a drawing pass needs besides cairo: the target pixels (for offscreen passes of the same size) and the
    /// device scale.
    package struct Context {
        let buffer: PixelBuffer
        let surface: OpaquePointer
        let scale: Double

        package init(buffer: PixelBuffer, surface: OpaquePointer, scale: Double) {
            self.buffer = buffer
            self.surface = surface
            self.scale = scale
        }
    }

    /// Whether a matrix keeps the layer's plane flat on screen (w stays 1 for z = 0 points).
    static func isFlat(_ m: Matrix3D) -> Bool { m.m14 == 0 && m.m24 == 0 && m.m44 == 1 }

    /// Whether cairo can draw through `m`: every entry finite and within a billion, and a flat matrix not collapsed
    /// to a line or a point. A layer placed by any other draws nothing (it would be invisible or nowhere), and cairo,
    /// given such a matrix, would fail the whole frame.
    static func isDrawable(_ m: Matrix3D) -> Bool {
        // Checked in place (no array): it runs for every layer of every frame.
        func ordinary(_ v: Double) -> Bool { v.isFinite && abs(v) < 1e9 }
        guard ordinary(m.m11), ordinary(m.m12), ordinary(m.m13), ordinary(m.m14), ordinary(m.m21), ordinary(m.m22),
            ordinary(m.m23), ordinary(m.m24), ordinary(m.m31), ordinary(m.m32), ordinary(m.m33), ordinary(m.m34),
            ordinary(m.m41), ordinary(m.m42), ordinary(m.m43), ordinary(m.m44)
        else { return false }
        return !isFlat(m) || abs(m.m11 * m.m22 - m.m12 * m.m21) > 1e-12
    }

    func draw(_ layer: PresentedLayer, _ cr: OpaquePointer, _ toDevice: Matrix3D, alpha: Double, _ context: Context) {
        let p = layer.properties
        guard !p.isHidden, p.opacity > 0, alpha > 0, Self.isDrawable(toDevice) else { return }
        if p.kind == .transformLayer {
            drawTransformLayer(layer, cr, toDevice, alpha: alpha, context)
            return
        }
        guard !LayerGeometry.showsBack(p, toDevice) else { return }
        if Rasterization.applies(layer, toDevice), let raster = Rasterization.make(layer, reference: self) {
            paintRaster(raster, cr, toDevice, alpha: alpha * min(p.opacity, 1))
            return
        }
        guard Self.isFlat(toDevice) else {
            drawProjected(layer, cr, toDevice, alpha: alpha, context)
            return
        }
        if let transition = layer.transition {
            drawTransition(transition, layer, cr, toDevice, alpha: alpha, context)
            return
        }
        let opacity = min(p.opacity, 1)
        let shadow = visibleShadow(p)
        // A group is needed only where parts overlap: sublayers or a border over the layer's own content.
        let overlapping = !layer.sublayers.isEmpty || p.borderWidth > 0
        let grouped = (opacity < 1 && p.allowsGroupOpacity && overlapping) || !layer.mask.isEmpty || shadow != nil
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if !grouped {
            drawBody(layer, cr, toDevice, alpha: alpha * opacity, context)
            return
        }
        // The group covers only what the subtree can paint, so its surface (and any shadow pass) stays small.
        cairo_identity_matrix(cr)
        let area = PixelRect(
            covering: SubtreeBounds.passArea(
                layer, toDevice, clip: CGRect(x: 0, y: 0, width: context.buffer.width, height: context.buffer.height))
        ).cgRect
        cairo_rectangle(cr, Double(area.minX), Double(area.minY), Double(area.width), Double(area.height))
        cairo_clip(cr)
        CairoDrawing.pushGroup(cr)
        drawBody(layer, cr, toDevice, alpha: 1, context)
        guard var pattern = CairoDrawing.popGroup(cr) else { return }
        if let mask = layer.mask.first {
            pattern = applyMask(mask, to: pattern, layer: p, cr, toDevice, context)
        }
        defer { cairo_pattern_destroy(pattern) }
        cairo_identity_matrix(cr)
        if let shadow {
            paintShadow(shadow, of: pattern, layer: p, cr, toDevice, alpha: alpha * opacity, context)
        }
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, alpha * opacity)
    }

    /// Background, gradient, contents, shape, text, sublayers and border, in layer coordinates.
    func drawBody(_ layer: PresentedLayer, _ cr: OpaquePointer, _ toDevice: Matrix3D, alpha: Double, _ context: Context)
    {
        let p = layer.properties
        if alpha < 1 && Self.ownContentElements(p) > 1 {
            // Distributed opacity fades the layer's own content as one unit (see Docs/Deviations.md).
            CairoDrawing.pushGroup(cr)
            CairoDrawing.setMatrix(cr, toDevice)
            drawOwnContent(p, cr, alpha: 1, context, time: layer.localTime)
            if let own = CairoDrawing.popGroup(cr) {
                cairo_set_source(cr, own)
                cairo_paint_with_alpha(cr, alpha)
                cairo_pattern_destroy(own)
            }
        } else {
            CairoDrawing.setMatrix(cr, toDevice)
            drawOwnContent(p, cr, alpha: alpha, context, time: layer.localTime)
        }
        CairoDrawing.setMatrix(cr, toDevice)
        cairo_save(cr)
        if p.masksToBounds {
            CairoDrawing.addPath(cr, Self.outline(p).elements)
            cairo_clip(cr)
        }
        drawSublayers(layer, cr, toDevice, alpha: alpha, context)
        cairo_restore(cr)
        CairoDrawing.setMatrix(cr, toDevice)
        drawBorder(p, cr, alpha: alpha)
        if case .emitter(let e) = p.kind { drawParticles(e, p, cr, alpha: alpha, time: layer.localTime) }
    }

    /// How many separately painted parts the layer's own content has (background, gradient, contents, shape,
    /// text); with one, distributed alpha can be applied directly.
    static func ownContentElements(_ p: LayerProperties) -> Int {
        var count = (p.backgroundColor?.alpha ?? 0) > 0 ? 1 : 0
        if p.contents != nil { count += 1 }
        switch p.kind {
        case .gradient, .text, .tiled: count += 1
        case .shape(let s): count += (s.fillColor != nil ? 1 : 0) + (s.strokeColor != nil ? 1 : 0)
        default: break
        }
        return count
    }

    /// The rounded outline of the bounds that backgrounds, borders and `masksToBounds` follow.
    static func outline(_ p: LayerProperties) -> CGPath {
        CornerPath.path(
            p.bounds, radius: p.cornerRadius, corners: p.maskedCorners, continuous: p.cornerCurve == "continuous")
    }

    /// The layer's own content below its sublayers (background, gradient, then contents, tiles, shape and text,
    /// clipped by `masksToBounds`), through cairo's current matrix from layer coordinates; `time` is the layer's
    /// local time (tiles fade in on it).
    package func drawOwnContent(
        _ p: LayerProperties, _ cr: OpaquePointer, alpha: Double, _ context: Context, time: Double = 0
    ) {
        let outline = Self.outline(p)
        if let background = p.backgroundColor?.rgba, background.alpha > 0 {
            CairoDrawing.addPath(cr, outline.elements)
            CairoDrawing.setSource(cr, background, alpha: alpha)
            cairo_fill(cr)
        }
        if case .gradient(let g) = p.kind { drawGradient(g, p, outline, cr, alpha: alpha, context) }
        cairo_save(cr)
        if p.masksToBounds {
            CairoDrawing.addPath(cr, outline.elements)
            cairo_clip(cr)
        }
        if let image = p.contents { drawContents(image, p, cr, alpha: alpha) }
        if case .tiled(let t) = p.kind, let store = t.store { drawTiles(store, p, cr, alpha: alpha, time: time) }
        switch p.kind {
        case .shape(let s): drawShape(s, cr, alpha: alpha)
        case .text(let t): drawText(t, p, cr, alpha: alpha)
        default: break
        }
        cairo_restore(cr)
    }

    private func drawSublayers(
        _ layer: PresentedLayer, _ cr: OpaquePointer, _ toDevice: Matrix3D, alpha: Double, _ context: Context
    ) {
        let p = layer.properties
        let sublayerMatrix = LayerGeometry.sublayerMatrix(p)
        guard case .replicator(let r) = p.kind, r.instanceCount != 1 else {
            drawChildren(layer.sublayers, cr, sublayerMatrix.concatenating(toDevice), alpha: alpha, context)
            return
        }
        for instance in ReplicatorInstances.all(p, r, toDevice: toDevice) {
            let children = layer.sublayers(ofInstance: instance.index)
            if instance.isUntinted {
                drawChildren(children, cr, instance.toDevice, alpha: alpha, context)
            } else {
                CairoDrawing.pushGroup(cr)
                drawChildren(children, cr, instance.toDevice, alpha: 1, context)
                if let group = CairoDrawing.popGroup(cr) {
                    paintTinted(group, instance.tint, cr, alpha: alpha, context)
                    cairo_pattern_destroy(group)
                }
            }
        }
    }

    private func drawChildren(
        _ children: [PresentedLayer], _ cr: OpaquePointer, _ parentToDevice: Matrix3D, alpha: Double, _ context: Context
    ) {
        let order = LayerGeometry.drawingOrder(children.map { $0.properties.zPosition })
        for index in order {
            let child = children[index]
            draw(
                child, cr, LayerGeometry.layerToSuperlayer(child.properties).concatenating(parentToDevice),
                alpha: alpha, context)
        }
    }

    /// The border, inset from the bounds and following the rounded outline, over everything else.
    package func drawBorder(_ p: LayerProperties, _ cr: OpaquePointer, alpha: Double) {
        guard p.borderWidth > 0, let color = p.borderColor?.rgba, color.alpha > 0 else { return }
        let continuous = p.cornerCurve == "continuous"
        let outer = CornerPath.path(p.bounds, radius: p.cornerRadius, corners: p.maskedCorners, continuous: continuous)
        let width = CGFloat(p.borderWidth)
        let innerRect = p.bounds.insetBy(dx: min(width, p.bounds.width / 2), dy: min(width, p.bounds.height / 2))
        let inner = CornerPath.path(
            innerRect, radius: max(0, p.cornerRadius - p.borderWidth), corners: p.maskedCorners, continuous: continuous)
        CairoDrawing.addPath(cr, outer.elements + inner.elements)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        CairoDrawing.setSource(cr, color, alpha: alpha)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    private func visibleShadow(_ p: LayerProperties) -> RGBA? {
        guard p.shadowOpacity > 0, !p.masksToBounds, let color = p.shadowColor?.rgba, color.alpha > 0 else {
            return nil
        }
        return RGBA(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * min(p.shadowOpacity, 1))
    }
}
