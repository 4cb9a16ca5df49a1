import CCairo
import CoreGraphics

/// Shadows for the fast compositor (spec §9.7): the subtree's alpha (or `shadowPath`) drawn in layer coordinates
/// at the raster scale, blurred with σ = shadowRadius, tinted with shadowColor × shadowOpacity and offset by
/// shadowOffset, as a texture blended like any other. Cached by what it is drawn from (the subtree's values, less
/// placement, and the scale), so a moving card with a shadow costs one blend, not a blur, per frame, and cards
/// that look alike share one shadow (one texture held, not one per card).
final class ShadowTextures {
    private var cache: [Int: LayerTexture] = [:]
    private var seen: Set<Int> = []
    private(set) var madeThisFrame = 0

    func beginFrame() {
        seen.removeAll(keepingCapacity: true)
        madeThisFrame = 0
    }

    func endFrame() {
        cache.prune { signature, _ in !seen.contains(signature) }
    }

    /// Whether the layer casts a shadow (masksToBounds clips it away).
    @inline(__always)
    static func casts(_ p: LayerProperties) -> Bool {
        p.shadowOpacity > 0 && !p.masksToBounds && (p.shadowColor?.alpha ?? 0) > 0 && p.shadowRadius.isFinite
    }

    func texture(for layer: PresentedLayer, scaleX: Double, scaleY: Double, reference: ReferenceCompositor)
        -> LayerTexture?
    {
        var hasher = Hasher()
        hasher.combine(Rasterization.signature(layer))
        hasher.combine(scaleX)
        hasher.combine(scaleY)
        let signature = hasher.finalize()
        seen.insert(signature)
        if let cached = cache[signature] { return cached }
        guard let texture = Self.make(layer, scaleX: scaleX, scaleY: scaleY, reference: reference) else { return nil }
        madeThisFrame += 1
        cache[signature] = texture
        return texture
    }

    private static func make(_ layer: PresentedLayer, scaleX: Double, scaleY: Double, reference: ReferenceCompositor)
        -> LayerTexture?
    {
        let p = layer.properties
        var local = layer
        local.properties = Rasterization.unplaced(p)
        local.properties.shadowOpacity = 0
        let reach = CGFloat(max(p.shadowRadius, 0) * 3 + 1)
        let content = p.shadowPath?.boundingBoxOfPath ?? SubtreeBounds.device(local, .identity, fallback: p.bounds)
        let area = content.insetBy(dx: -reach, dy: -reach)
        guard
            let alpha = LayerTexture.render(
                area, scaleX: scaleX, scaleY: scaleY, limit: 4096,
                { cr, toTexture, context in
                    if let path = p.shadowPath {
                        CairoDrawing.setMatrix(cr, toTexture)
                        CairoDrawing.addPath(cr, path.elements)
                        cairo_set_source_rgba(cr, 0, 0, 0, 1)
                        cairo_fill(cr)
                    } else {
                        reference.draw(local, cr, toTexture, alpha: 1, context)
                    }
                })
        else { return nil }
        let pixels = alpha.pixels, width = pixels.width, height = pixels.height
        var plane = pixels.alphaPlane()
        GaussianBlur.blur(&plane, width: width, height: height, sigma: p.shadowRadius * (scaleX * scaleY).squareRoot())
        let color = p.shadowColor?.rgba ?? RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        let strength = min(max(color.alpha * min(p.shadowOpacity, 1), 0), 1)
        let channels = [strength, color.red * strength, color.green * strength, color.blue * strength].map {
            UInt32((min(max($0, 0), 1) * 255 * 256).rounded())
        }
        for y in 0..<height {
            let row = pixels.row(y)
            for x in 0..<width {
                let m = UInt32(plane[y * width + x])
                row[x] =
                    ((m * channels[0]) >> 16) << 24 | ((m * channels[1]) >> 16) << 16 | ((m * channels[2]) >> 16) << 8
                    | (m * channels[3]) >> 16
            }
        }
        let shifted = CGPoint(x: alpha.origin.x + p.shadowOffset.width, y: alpha.origin.y + p.shadowOffset.height)
        return LayerTexture(pixels: pixels, origin: shifted, scaleX: scaleX, scaleY: scaleY, isEmpty: false)
    }
}
