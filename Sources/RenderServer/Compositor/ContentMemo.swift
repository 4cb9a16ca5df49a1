/// A leaf layer's content (its texture key at scale 1) in the last frame it was drawn, how many frames in a row it
/// changed (0 when as in the frame before), and the texture it was drawn with at what raster scale.
final class ContentMemo {
    private(set) var key: LayerTexture.Key
    /// The render node's values the key was made from.
    private(set) var committed: AnyObject
    private(set) var changes = 0
    private(set) var frame: Int
    var texture: LayerTexture?
    var scaleX = 0.0
    var scaleY = 0.0

    init(key: LayerTexture.Key, committed: AnyObject, frame: Int) {
        self.key = key
        self.committed = committed
        self.frame = frame
    }

    /// This frame's content is known to be the last frame's.
    func keep(frame: Int) {
        self.frame = frame
        changes = 0
    }

    /// This frame's content: the texture stays only while the content does.
    func record(_ key: LayerTexture.Key, committed: AnyObject, frame: Int) {
        self.frame = frame
        self.committed = committed
        if self.key == key {
            changes = 0
            return
        }
        self.key = key
        changes += 1
        texture = nil
    }
}
