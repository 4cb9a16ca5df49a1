/// A texture's rectangle in layer space, and whether it draws nothing: what placing it reads of it
/// (`TextureBlit.deviceBox`). A content memo keeps a copy (`ContentMemo.area`), so that the cores planning leaves do
/// not read the texture, whose reference count and first cache line the walking core writes meanwhile.
struct TextureArea {
    let x: Double
    let y: Double
    let width: Double
    let height: Double
    let isEmpty: Bool

    init(_ texture: LayerTexture) {
        x = Double(texture.origin.x)
        y = Double(texture.origin.y)
        width = Double(texture.pixels.width) / texture.scaleX
        height = Double(texture.pixels.height) / texture.scaleY
        isEmpty = texture.isEmpty
    }
}
