import CCairo
import CoreGraphics

extension ReferenceCompositor {
    /// A tiled layer's tiles where cairo's clip lets them show, at the scale cairo's matrix maps layer points to
    /// device pixels. Each tile owns whole device pixels (aliased clip, edge pixels padded) so that neighbours meet
    /// without seams.
    func drawTiles(_ store: TileStore, _ p: LayerProperties, _ cr: OpaquePointer, alpha: Double, time: Double) {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        var ux = 1.0, uy = 0.0, vx = 0.0, vy = 1.0
        cairo_user_to_device_distance(cr, &ux, &uy)
        cairo_user_to_device_distance(cr, &vx, &vy)
        let visible = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        let pixelsPerPoint = abs(ux * vy - uy * vx).squareRoot()
        let tiles =
            drawsTilesNow
            ? store.drawnTiles(visible: visible, pixelsPerPoint: pixelsPerPoint, p)
            : store.tiles(visible: visible, pixelsPerPoint: pixelsPerPoint, p, time: time, drawing: tileDrawing)
        for tile in tiles {
            cairo_save(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
            CairoDrawing.addRect(cr, tile.rect)
            cairo_clip(cr)
            CairoDrawing.paintPixels(
                cr, tile.image.buffer, origin: tile.rect.origin, scaleX: tile.scale, scaleY: tile.scale,
                filter: CairoDrawing.smoothFilter(
                    minification: CairoDrawing.minification(cr, pixelsPerUnit: tile.scale)),
                extend: CAIRO_EXTEND_PAD, alpha: alpha * tile.alpha)
            cairo_restore(cr)
        }
    }
}
