import CoreGraphics

/// Every render-relevant value of one layer, as a value: what `CALayer` stores, what a commit copies into the
/// render tree, and what animations are evaluated against.
package struct LayerProperties: Hashable, Sendable {
    package var bounds = CGRect.zero
    package var position = CGPoint.zero
    package var zPosition: Double = 0
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var anchorPointZ: Double = 0
    package var transform = Matrix3D.identity
    package var sublayerTransform = Matrix3D.identity
    package var isHidden = false
    package var isDoubleSided = true
    package var isGeometryFlipped = false
    package var masksToBounds = false

    package var contents: CGImage?
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsGravity = "resize"
    package var contentsScale: Double = 1
    package var minificationFilter = "linear"
    package var magnificationFilter = "linear"
    package var minificationFilterBias: Double = 0
    package var isOpaque = false

    package var backgroundColor: CGColor?
    package var cornerRadius: Double = 0
    package var maskedCorners: UInt = 0b1111
    package var cornerCurve = "circular"
    package var borderWidth: Double = 0
    package var borderColor: CGColor? = CGColor.black
    package var opacity: Double = 1
    package var allowsGroupOpacity = true
    package var allowsEdgeAntialiasing = false
    package var edgeAntialiasingMask: UInt32 = 0b1111
    package var shouldRasterize = false
    package var rasterizationScale: Double = 1

    package var shadowColor: CGColor? = CGColor.black
    package var shadowOpacity: Double = 0
    package var shadowOffset = CGSize(width: 0, height: -3)
    package var shadowRadius: Double = 3
    package var shadowPath: CGPath?

    /// beginTime, speed and timeOffset shift the subtree's time; the other timing values do not (spec §1.3).
    package var timing = TimingParameters()

    /// Subclass values; `.plain` for `CALayer` itself.
    package var kind = LayerKind.plain

    package init() {}
}

/// The values a layer subclass adds, boxed so plain layers stay small.
package indirect enum LayerKind: Hashable, Sendable {
    case plain
    case shape(ShapeProperties)
    case gradient(GradientProperties)
    case text(TextProperties)
    case replicator(ReplicatorProperties)
    case transformLayer
    case scroll(ScrollProperties)
    case tiled(TiledProperties)
    case emitter(EmitterProperties)
}

package struct ShapeProperties: Hashable, Sendable {
    package var path: CGPath?
    package var fillColor: CGColor? = CGColor.black
    package var fillRule = "non-zero"
    package var strokeColor: CGColor?
    package var strokeStart: Double = 0
    package var strokeEnd: Double = 1
    package var lineWidth: Double = 1
    package var miterLimit: Double = 10
    package var lineCap = "butt"
    package var lineJoin = "miter"
    package var lineDashPhase: Double = 0
    package var lineDashPattern: [Double]?
    package init() {}
}

package struct GradientProperties: Hashable, Sendable {
    package var colors: [CGColor]?
    package var locations: [Double]?
    package var startPoint = CGPoint(x: 0.5, y: 0)
    package var endPoint = CGPoint(x: 0.5, y: 1)
    package var type = "axial"
    package init() {}
}

package struct TextProperties: Hashable, Sendable {
    package var string: String?
    /// Attributed-string runs over the string's UTF-8 bytes.
    package var runs: [TextRun] = []
    package var fontName = "Helvetica"
    package var fontSize: Double = 36
    package var foregroundColor: CGColor? = CGColor.white
    package var isWrapped = false
    package var truncationMode = "none"
    package var alignmentMode = "natural"
    package init() {}
}

package struct ReplicatorProperties: Hashable, Sendable {
    package var instanceCount = 1
    package var preservesDepth = false
    package var instanceDelay: Double = 0
    package var instanceTransform = Matrix3D.identity
    package var instanceColor: CGColor?
    package var instanceRedOffset: Double = 0
    package var instanceGreenOffset: Double = 0
    package var instanceBlueOffset: Double = 0
    package var instanceAlphaOffset: Double = 0
    package init() {}
}

package struct ScrollProperties: Hashable, Sendable {
    package var scrollMode = "both"
    package init() {}
}

package struct TiledProperties: Hashable, Sendable {
    package var tileSize = CGSize(width: 256, height: 256)
    package var levelsOfDetail = 1
    package var levelsOfDetailBias = 0
    package var fadeDuration: Double = 0.25
    /// The layer's tiles; set by `CATiledLayer`.
    package var store: TileStore?
    package init() {}
}
