import CoreGraphics

/// Every render-relevant value of one layer, as a value: what `CALayer` stores, what a commit copies into the
/// render tree, and what animations are evaluated against. The values live in one shared allocation that copies
/// only when a copy changes, so the model, the committed node and an unanimated presented layer hold one
/// allocation between them.
package struct LayerProperties: Hashable, Sendable {
    final class Box: @unchecked Sendable {
        var values: LayerValues
        init(_ values: LayerValues) { self.values = values }
    }

    private(set) var box: Box

    package init() {
        box = Box(LayerValues())
    }

    /// The box, copied first when another `LayerProperties` shares it.
    mutating func mutableBox() -> Box {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.values) }
        return box
    }

    /// Takes `other`'s values to change them: into this box when nothing else holds it, so that changing them
    /// allocates nothing; otherwise shares `other`'s, which a change then copies.
    mutating func takeValues(of other: LayerProperties) {
        // `other`'s box unretained while this one is tested and filled (`other` holds it): the retain around the
        // test was an atomic write to a node's values for every animated layer, every frame.
        Unmanaged.passUnretained(other.box)._withUnsafeGuaranteedRef { source in
            guard box !== source else { return }
            if isKnownUniquelyReferenced(&box) { box.take(source) } else { box = source }
        }
    }

    /// Whether both hold the same allocation: one is an unchanged copy of the other.
    package func sharesStorage(with other: LayerProperties) -> Bool { box === other.box }

    package static func == (lhs: LayerProperties, rhs: LayerProperties) -> Bool {
        lhs.box === rhs.box || lhs.box.values == rhs.box.values
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(box.values)
    }
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
    /// The most instances drawn: more cannot be told apart on screen, and each costs a copy of the sublayers.
    package static let drawnInstanceLimit = 10_000
    package var instanceCount = 1
    /// The instances drawn: `instanceCount` up to the limit (one log line past it).
    package var drawnInstanceCount: Int {
        if instanceCount > Self.drawnInstanceLimit {
            Log.warningOnce(
                key: "replicator.instanceCount",
                "CAReplicatorLayer: instanceCount \(instanceCount) is drawn as \(Self.drawnInstanceLimit) instances")
            return Self.drawnInstanceLimit
        }
        return max(instanceCount, 0)
    }
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
