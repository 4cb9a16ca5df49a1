import RenderServer

/// A layer whose contents are drawn in tiles, on demand (spec §10.5).
/// - Note: Deviation: tiles are not yet drawn separately; the layer draws like a plain layer through
///   `draw(in:)`. Tiled drawing comes with the rest of the layer catalogue (issue 8).
open class CATiledLayer: CALayer {
    public override init() {
        super.init()
        modelValues.kind = .tiled(TiledProperties())
    }

    public required init(layer: Any) {
        super.init(layer: layer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override package class func viewTemplate() -> CALayer { CATiledLayer() }

    /// Seconds a newly drawn tile takes to fade in (0.25).
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// Tile size in pixels (256 × 256).
    open var tileSize: CGSize {
        get { modelValues.tiled.tileSize }
        set { set("tileSize", \.tiled.tileSize, newValue) }
    }
    /// How many levels of detail exist below the full one.
    open var levelsOfDetail: Int {
        get { modelValues.tiled.levelsOfDetail }
        set { set("levelsOfDetail", \.tiled.levelsOfDetail, max(1, newValue)) }
    }
    /// How many of those levels are magnified above full detail.
    open var levelsOfDetailBias: Int {
        get { modelValues.tiled.levelsOfDetailBias }
        set { set("levelsOfDetailBias", \.tiled.levelsOfDetailBias, max(0, newValue)) }
    }
}
