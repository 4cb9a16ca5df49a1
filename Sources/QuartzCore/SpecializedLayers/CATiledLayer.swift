import RenderServer

/// A layer whose content is drawn in tiles, on demand (spec §10.5): only tiles that are visible, at the level of
/// detail the current scale needs, through `draw(in:)` with the context clipped to the tile, off the main thread,
/// cached and faded in over `fadeDuration()`. Layers drawn by a `UIView` have their tiles drawn on the main
/// thread between frames (see `Docs/Deviations.md`).
open class CATiledLayer: CALayer {
    /// Draws tiles for the layer without keeping it alive.
    private final class Target: @unchecked Sendable {
        weak var layer: CATiledLayer?
    }

    private let target = Target()

    public override init() {
        super.init()
        makeStore()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        if !isPresentationCopy { makeStore() }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        makeStore()
    }

    private func makeStore() {
        target.layer = self
        let target = self.target
        var tiled = TiledProperties()
        if case .tiled(let existing) = modelValues.kind { tiled = existing }
        tiled.fadeDuration = type(of: self).fadeDuration()
        tiled.store = TileStore { rect, scale in target.layer?.drawTile(rect, scale: scale) }
        modelValues.kind = .tiled(tiled)
    }

    /// Seconds a newly drawn tile takes to fade in (0.25); subclasses override it.
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// The largest tile, in pixels (256 × 256).
    open var tileSize: CGSize {
        get { modelValues.tiled.tileSize }
        set {
            guard newValue.width.isFinite, newValue.height.isFinite, newValue.width >= 1, newValue.height >= 1
            else { return rejectNonFinite("tileSize", newValue.width) }
            set("tileSize", \.tiled.tileSize, newValue)
            store?.invalidate()
        }
    }
    /// How many levels of detail there are, each half the resolution of the one above (1).
    open var levelsOfDetail: Int {
        get { modelValues.tiled.levelsOfDetail }
        set { set("levelsOfDetail", \.tiled.levelsOfDetail, max(1, newValue)) }
    }
    /// How many of the levels are magnified above full resolution (0).
    open var levelsOfDetailBias: Int {
        get { modelValues.tiled.levelsOfDetailBias }
        set { set("levelsOfDetailBias", \.tiled.levelsOfDetailBias, max(0, newValue)) }
    }

    open override weak var delegate: CALayerDelegate? {
        didSet { store?.drawsOnMainThread = delegate is MainThreadLayerDelegate }
    }

    open override var contentsScale: CGFloat {
        didSet { store?.invalidate() }
    }

    private var store: TileStore? { modelValues.tiled.store }

    /// Drops the cached tiles; they are drawn again as they are shown.
    open override func setNeedsDisplay() {
        store?.invalidate()
    }

    /// Drops the cached tiles that meet `r`.
    open override func setNeedsDisplay(_ r: CGRect) {
        store?.invalidate(r)
    }

    /// Tiles are drawn on demand; there is no backing store to make.
    open override func display() {}

    /// One tile: `rect` of the layer at `scale` pixels per point, drawn by `draw(in:)` into a context flipped to
    /// layer coordinates and clipped to the tile.
    private func drawTile(_ rect: CGRect, scale: CGFloat) -> CGImage? {
        let width = Int((rect.width * scale).rounded(.up)), height = Int((rect.height * scale).rounded(.up))
        guard width > 0, height > 0,
            let context = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo.native.rawValue)
        else { return nil }
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        context.translateBy(x: -rect.minX, y: -rect.minY)
        context.clip(to: rect)
        draw(in: context)
        context.flush()
        return CGImage(buffer: context.buffer)
    }
}

/// A delegate whose drawing must run on the main thread (`UIView`, which is main-actor isolated).
package protocol MainThreadLayerDelegate: CALayerDelegate {}
