import CoreGraphics

/// The stored values behind `LayerProperties`: those most layers set inline, the rest in `rare`. A field added here
/// is also written by `LayerProperties.Box.take` (below), which names each one.
struct LayerValues: Hashable, Sendable {
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var zPosition: Double = 0
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var isHidden = false
    var isDoubleSided = true
    var masksToBounds = false
    var contents: CGImage?
    var contentsScale: Double = 1
    var backgroundColor: CGColor?
    var cornerRadius: Double = 0
    var borderWidth: Double = 0
    var borderColor: CGColor? = CGColor.black
    var opacity: Double = 1
    var allowsGroupOpacity = true
    /// Subclass values; `.plain` for `CALayer` itself.
    var kind = LayerKind.plain
    /// Values most layers leave at their defaults, allocated only once one of them is set.
    var rare = Rare()
}

/// Layer values that most layers leave at their defaults.
struct RareValues: Hashable, Sendable {
    var transform = Matrix3D.identity
    var anchorPointZ: Double = 0
    var sublayerTransform = Matrix3D.identity
    var isGeometryFlipped = false
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsGravity = "resize"
    var minificationFilter = "linear"
    var magnificationFilter = "linear"
    var minificationFilterBias: Double = 0
    var isOpaque = false
    var maskedCorners: UInt = 0b1111
    var cornerCurve = "circular"
    var allowsEdgeAntialiasing = false
    var edgeAntialiasingMask: UInt32 = 0b1111
    var shouldRasterize = false
    var rasterizationScale: Double = 1
    var shadowColor: CGColor? = CGColor.black
    var shadowOpacity: Double = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: Double = 3
    var shadowPath: CGPath?
    /// beginTime, speed and timeOffset shift the subtree's time; the other timing values do not (spec §1.3).
    var timing = TimingParameters()
}

/// `RareValues` behind a shared reference: nil while every value is the default, copied when a shared copy
/// changes.
struct Rare: Hashable, Sendable {
    final class Storage: @unchecked Sendable {
        var values: RareValues
        init(_ values: RareValues) { self.values = values }
    }

    static let defaults = RareValues()
    private(set) var storage: Storage?

    var values: RareValues { storage?.values ?? Self.defaults }

    /// The storage, made or copied first so that it can be changed alone. (Tested for uniqueness in place: a copy of
    /// the reference taken to test would itself be a second holder.)
    mutating func mutableStorage() -> Storage {
        guard storage != nil else {
            let made = Storage(Self.defaults)
            storage = made
            return made
        }
        if !isKnownUniquelyReferenced(&storage!) { storage = Storage(storage!.values) }
        return storage!
    }

    /// Becomes `other`: into this storage when nothing else holds it (a storage of default values stands for none),
    /// so that a presented layer whose animations set rare values each frame allocates no storage for them.
    mutating func take(_ other: Rare) {
        guard storage !== other.storage else { return }
        if storage != nil, isKnownUniquelyReferenced(&storage!) {
            storage!.values = other.values
        } else {
            storage = other.storage
        }
    }

    static func == (lhs: Rare, rhs: Rare) -> Bool {
        lhs.storage === rhs.storage || lhs.values == rhs.values
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(values)
    }
}

extension LayerProperties.Box {
    /// Takes `other`'s values, field by field, writing a reference only where it is another object. Assigning the
    /// whole value (or passing it to a function) copies it, retaining every reference it holds, and releases the
    /// old ones: every plain layer holds the same default border colour, whose count both cores would write for each
    /// layer they present.
    func take(_ other: LayerProperties.Box) {
        values.bounds = other.values.bounds
        values.position = other.values.position
        values.zPosition = other.values.zPosition
        values.anchorPoint = other.values.anchorPoint
        values.isHidden = other.values.isHidden
        values.isDoubleSided = other.values.isDoubleSided
        values.masksToBounds = other.values.masksToBounds
        if values.contents !== other.values.contents { values.contents = other.values.contents }
        values.contentsScale = other.values.contentsScale
        if values.backgroundColor !== other.values.backgroundColor {
            values.backgroundColor = other.values.backgroundColor
        }
        values.cornerRadius = other.values.cornerRadius
        values.borderWidth = other.values.borderWidth
        if values.borderColor !== other.values.borderColor { values.borderColor = other.values.borderColor }
        values.opacity = other.values.opacity
        values.allowsGroupOpacity = other.values.allowsGroupOpacity
        // An indirect enum is one reference (or a payload-free case) in the same bits.
        if !Self.sameBits(&values.kind, &other.values.kind) { values.kind = other.values.kind }
        values.rare.take(other.values.rare)
    }

    private static func sameBits(_ a: UnsafePointer<LayerKind>, _ b: UnsafePointer<LayerKind>) -> Bool {
        memcmp(a, b, MemoryLayout<LayerKind>.size) == 0
    }
}
