/// A leaf layer's content (its texture key at scale 1) in the last frame it was drawn, how many frames in a row it
/// changed (0 when as in the frame before), and the texture it was drawn with at what raster scale. A change of
/// colour alone keeps a white shape's texture, to be tinted anew.
final class ContentMemo {
    // What planning a leaf reads and `keep` writes comes first, in as few cache lines as it fits: each line is a
    // miss on a tree the caches lost.
    /// The layer's id.
    let layer: UInt64
    /// The render node's values the key was made from (`isCommitted`).
    private var committed: AnyObject
    private(set) var frame: Int
    private(set) var changes = 0
    /// How many of those changes in a row were more than a change of colour (`LayerTexture.Key.shape`).
    private(set) var shapeChanges = 0
    var scaleX = 0.0
    var scaleY = 0.0
    var texture: TintedTexture? {
        didSet { area = texture.map { TextureArea($0.texture) } }
    }
    /// `texture`'s rectangle, read in its place by the cores planning leaves (`TextureArea`).
    private(set) var area: TextureArea?
    /// `texture`'s texture without a retain (the memo keeps it), and its tint.
    var unretainedTexture: (texture: Unmanaged<LayerTexture>, tint: UInt32)? {
        texture.map { (.passUnretained($0.texture), $0.tint) }
    }
    /// Whether `texture` is the white shape of a one-colour fill, which any colour of the same shape tints.
    var isShape = false
    private(set) var key: LayerTexture.Key

    init(layer: UInt64, key: LayerTexture.Key, committed: AnyObject, frame: Int) {
        self.layer = layer
        self.key = key
        self.committed = committed
        self.frame = frame
    }

    /// Whether `values` are the render node's values the key was made from (`PresentedLayer.committedValues`).
    func isCommitted(_ values: ObjectIdentifier) -> Bool { ObjectIdentifier(committed) == values }

    /// This frame's content is known to be the last frame's.
    func keep(frame: Int) {
        self.frame = frame
        changes = 0
        shapeChanges = 0
    }

    /// This frame's content: the texture stays only while the content does.
    func record(_ key: LayerTexture.Key, committed: AnyObject, frame: Int) {
        self.frame = frame
        self.committed = committed
        if self.key == key {
            changes = 0
            shapeChanges = 0
            return
        }
        if self.key.shape == key.shape {
            shapeChanges = 0
            if !isShape { texture = nil }
        } else {
            shapeChanges += 1
            texture = nil
        }
        self.key = key
        changes += 1
    }
}
