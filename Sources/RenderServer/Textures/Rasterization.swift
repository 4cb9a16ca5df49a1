import CCairo
import CoreGraphics

/// `shouldRasterize` (spec §9.4 step 8): the layer's subtree — content, sublayers, border, shadow and mask —
/// drawn once into a bitmap at `rasterizationScale` pixels per layer point, then composited as one texture with
/// the layer's opacity applied to the whole. Below the display's scale the result is visibly soft, as on iOS.
package enum Rasterization {
    /// Whether `layer` is drawn from its raster: it asks for one, its plane is flat on screen, and its subtree
    /// draws the same whenever its values are the same (no particles, tiles or transitions inside).
    static func applies(_ layer: PresentedLayer, _ toDevice: Matrix3D) -> Bool {
        let p = layer.properties
        guard p.shouldRasterize, p.rasterizationScale > 0, p.rasterizationScale.isFinite,
            ReferenceCompositor.isFlat(toDevice)
        else { return false }
        return isRepeatable(layer)
    }

    private static func isRepeatable(_ layer: PresentedLayer) -> Bool {
        guard layer.transition == nil else { return false }
        switch layer.properties.kind {
        case .emitter, .tiled: return false
        default: break
        }
        return layer.sublayers.allSatisfy(isRepeatable) && layer.mask.allSatisfy(isRepeatable)
            && layer.instances.allSatisfy { $0.allSatisfy(isRepeatable) }
    }

    /// What the raster depends on: the subtree's values, without the layer's own placement and opacity.
    static func signature(_ layer: PresentedLayer) -> Int {
        var hasher = Hasher()
        hasher.combine(unplaced(layer.properties))
        for child in layer.sublayers { combine(child, into: &hasher) }
        for mask in layer.mask { combine(mask, into: &hasher) }
        for instance in layer.instances { for child in instance { combine(child, into: &hasher) } }
        return hasher.finalize()
    }

    private static func combine(_ layer: PresentedLayer, into hasher: inout Hasher) {
        hasher.combine(layer.properties)
        hasher.combine(layer.sublayers.count)
        for child in layer.sublayers { combine(child, into: &hasher) }
        for mask in layer.mask { combine(mask, into: &hasher) }
        for instance in layer.instances { for child in instance { combine(child, into: &hasher) } }
    }

    /// The values the raster is drawn with: placed at the origin with no transform, opaque, not rasterized again.
    static func unplaced(_ p: LayerProperties) -> LayerProperties {
        var local = p
        local.position = .zero
        local.zPosition = 0
        local.anchorPoint = .zero
        local.transform = .identity
        local.opacity = 1
        local.shouldRasterize = false
        return local
    }

    /// Draws the subtree in layer coordinates into a texture of `rasterizationScale` pixels per point.
    static func make(_ layer: PresentedLayer, reference: ReferenceCompositor) -> LayerTexture? {
        var local = layer
        local.properties = unplaced(layer.properties)
        let scale = layer.properties.rasterizationScale
        let area = SubtreeBounds.device(local, .identity, fallback: local.properties.bounds)
        return LayerTexture.render(area, scaleX: scale, scaleY: scale) { cr, toRaster, context in
            reference.draw(local, cr, toRaster, alpha: 1, context)
        }
    }
}

extension ReferenceCompositor {
    /// Paints a raster (a subtree drawn in layer coordinates) through `toDevice`, bilinearly, with `alpha`.
    func paintRaster(_ raster: LayerTexture, _ cr: OpaquePointer, _ toDevice: Matrix3D, alpha: Double) {
        cairo_save(cr)
        CairoDrawing.setMatrix(cr, toDevice)
        CairoDrawing.paintPixels(
            cr, raster.pixels, origin: raster.origin, scaleX: raster.scaleX, scaleY: raster.scaleY,
            filter: CAIRO_FILTER_BILINEAR, alpha: alpha)
        cairo_restore(cr)
    }
}
