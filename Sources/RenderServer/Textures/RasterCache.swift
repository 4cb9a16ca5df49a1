/// The rasters of `shouldRasterize` layers, by layer, with the subtree signature each was drawn for: a raster is
/// drawn again only when its subtree's values change, and dropped after the first frame that does not draw it.
final class RasterCache {
    private var rasters: [UInt64: (signature: Int, texture: LayerTexture)] = [:]
    private var seen: Set<UInt64> = []
    /// Rasters drawn this frame (a cached one is reused otherwise).
    private(set) var drawnThisFrame = 0

    func beginFrame() {
        seen.removeAll(keepingCapacity: true)
        drawnThisFrame = 0
    }

    /// Drops the rasters this frame did not draw.
    func endFrame() {
        rasters.prune { id, _ in !seen.contains(id) }
    }

    /// The raster of `layer`, drawn through `reference` unless its cached one is for the same subtree values.
    func raster(of layer: PresentedLayer, reference: ReferenceCompositor) -> LayerTexture? {
        let signature = Rasterization.signature(layer)
        seen.insert(layer.id)
        if let cached = rasters[layer.id], cached.signature == signature { return cached.texture }
        guard let texture = Rasterization.make(layer, reference: reference) else { return nil }
        drawnThisFrame += 1
        rasters[layer.id] = (signature, texture)
        return texture
    }
}
