import CCairo
import CoreGraphics
import Foundation
import Synchronization

/// A layer's own content rasterized once at a device scale: the part below its sublayers, or its border.
/// Identical content (same values, same scale) shares one texture, whatever layer it belongs to.
package final class LayerTexture {
    package enum Part: Hashable { case under, border }

    /// What a texture depends on: the content values of a layer, the part, and the raster scale.
    package struct Key: Hashable {
        var part: Part
        var bounds: CGRect
        var kind: LayerKind
        var background: CGColor?
        var cornerRadius: Double
        var maskedCorners: UInt
        var cornerCurve: String
        var contents: CGImage?
        var contentsRect: CGRect
        var contentsCenter: CGRect
        var contentsGravity: String
        var contentsScale: Double
        var minificationFilter: String
        var magnificationFilter: String
        var masksToBounds: Bool
        var borderWidth: Double
        var borderColor: CGColor?
        var scaleX: Double
        var scaleY: Double
        /// For the cache: whether a one-colour part is its white shape tinted (`TintedTexture`).
        var tinted = false

        /// The key without its fill and border colours: what a one-colour part's white shape depends on.
        var shape: Key {
            var shape = self
            shape.background = nil
            shape.borderColor = nil
            return shape
        }

        init(_ p: LayerProperties, part: Part, scaleX: Double, scaleY: Double) {
            self.part = part
            bounds = p.bounds
            cornerRadius = p.cornerRadius
            maskedCorners = p.maskedCorners
            cornerCurve = p.cornerCurve
            masksToBounds = p.masksToBounds
            self.scaleX = scaleX
            self.scaleY = scaleY
            if part == .border {
                kind = .plain
                borderWidth = p.borderWidth
                borderColor = p.borderColor
                contentsRect = .zero
                contentsCenter = .zero
                contentsGravity = ""
                contentsScale = 1
                minificationFilter = ""
                magnificationFilter = ""
            } else {
                kind = p.kind
                background = p.backgroundColor
                contents = p.contents
                contentsRect = p.contentsRect
                contentsCenter = p.contentsCenter
                contentsGravity = p.contentsGravity
                contentsScale = p.contentsScale
                minificationFilter = p.minificationFilter
                magnificationFilter = p.magnificationFilter
                borderWidth = 0
            }
        }
    }

    package let pixels: PixelBuffer
    /// Texture pixel (0, 0)'s top-left corner in layer coordinates, and layer units per texture pixel.
    package let origin: CGPoint
    package let scaleX: Double
    package let scaleY: Double
    /// Whether every pixel is transparent (nothing to draw).
    package let isEmpty: Bool
    /// Where the texture is one colour, for blits to fill instead of filter.
    let solid: SolidSpans
    var lastUsed = 0
    /// A number no other texture of this process has (from 1): a cache that does not hold its textures
    /// (`TileFootprint.Cache`) keys them by it, so that a texture made later at a freed one's address is not taken
    /// for it.
    let serial: UInt64

    private static let made = Atomic<UInt64>(0)

    /// Clears the outermost texels of `pixels`: the blits read only texels whose whole neighbourhood lies inside
    /// the texture, which is exact only while the edge is transparent (content that spills past the area it was
    /// drawn for, like a blur's faint tail, is cut there).
    init(
        pixels: PixelBuffer, origin: CGPoint, scaleX: Double, scaleY: Double, isEmpty: Bool, findsSolidRuns: Bool = true
    ) {
        let width = pixels.width, height = pixels.height
        pixels.row(0).update(repeating: 0, count: width)
        pixels.row(height - 1).update(repeating: 0, count: width)
        for y in 0..<height {
            pixels.row(y)[0] = 0
            pixels.row(y)[width - 1] = 0
        }
        self.pixels = pixels
        solid = SolidSpans(pixels, searched: findsSolidRuns)
        self.origin = origin
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.isEmpty = isEmpty
        serial = Self.made.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// Transparent pixels after each row of a rendered texture: a vector's worth.
    static let rowPadding = 8

    /// The area the part can paint, in layer coordinates.
    static func coverage(_ p: LayerProperties, part: Part) -> CGRect {
        part == .under ? LayerTextureCoverage.rect(p) : p.bounds
    }

    /// Rasterizes the part with the reference compositor's own drawing code, so both compositors agree on content.
    static func make(_ p: LayerProperties, part: Part, scaleX: Double, scaleY: Double, reference: ReferenceCompositor)
        -> LayerTexture?
    {
        render(coverage(p, part: part), scaleX: scaleX, scaleY: scaleY) { cr, toTexture, context in
            CairoDrawing.setMatrix(cr, toTexture)
            switch part {
            case .under: reference.drawOwnContent(p, cr, alpha: 1, context)
            case .border: reference.drawBorder(p, cr, alpha: 1)
            }
        }
    }

    /// A texture of `area` (layer coordinates) at `scaleX` × `scaleY` pixels per point, with one transparent pixel
    /// of margin on each side so that bilinear sampling fades its edges out, drawn by `body` through cairo
    /// (`toTexture` maps layer coordinates to the texture's pixels). Nil for an empty, non-finite or oversized area.
    /// Its rows keep `rowPadding` transparent pixels after them, so that the tile loop's vectors may read past
    /// either end of a row without a mask (`TextureBlit.translateByTiles`).
    static func render(
        _ area: CGRect, scaleX: Double, scaleY: Double, limit: Int = 8192,
        _ body: (_ cr: OpaquePointer, _ toTexture: Matrix3D, _ context: ReferenceCompositor.Context) -> Void
    ) -> LayerTexture? {
        guard area.width > 0, area.height > 0, area.isFiniteRect else { return nil }
        let origin = CGPoint(x: Double(area.minX) - 1 / scaleX, y: Double(area.minY) - 1 / scaleY)
        let width = Int((Double(area.width) * scaleX).rounded(.up)) + 2
        let height = Int((Double(area.height) * scaleY).rounded(.up)) + 2
        guard width <= limit, height <= limit,
            let pixels = PixelBuffer(width: width, height: height, rowPadding: Self.rowPadding),
            let surface = try? pixels.makeSurface()
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        let toTexture = Matrix3D.translation(-Double(origin.x), -Double(origin.y), 0).concatenating(
            .scale(scaleX, scaleY, 1))
        body(cr, toTexture, ReferenceCompositor.Context(buffer: pixels, surface: surface, scale: max(scaleX, scaleY)))
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        var empty = true
        for y in 0..<height where empty {
            let row = pixels.row(y)
            for x in 0..<width where row[x] != 0 {
                empty = false
                break
            }
        }
        return LayerTexture(pixels: pixels, origin: origin, scaleX: scaleX, scaleY: scaleY, isEmpty: empty)
    }
}

/// Textures by content key, dropped after some frames unused. A one-colour part (a plain layer's background, a
/// border) shares the texture of its shape drawn in white, tinted by its colour's pixel: layers that differ only
/// in colour share one texture (`TintedTexture`).
package final class TextureCache {
    private final class Entry {
        let texture: LayerTexture
        let tint: UInt32
        var lastUsed: Int

        init(_ texture: LayerTexture, tint: UInt32, frame: Int) {
            self.texture = texture
            self.tint = tint
            lastUsed = frame
        }
    }

    private var entries: [LayerTexture.Key: Entry] = [:]
    private var frame = 0
    package private(set) var rasterizedThisFrame = 0
    /// Seconds spent rasterizing this frame (the HUD's raster phase).
    package private(set) var rasterSecondsThisFrame = 0.0

    /// Distinct textures held.
    package var count: Int { Set(entries.values.map { ObjectIdentifier($0.texture) }).count }

    package func beginFrame() {
        frame += 1
        rasterizedThisFrame = 0
        rasterSecondsThisFrame = 0
        if frame % 60 == 0 {
            // An untinted entry lives while its texture is drawn (tinted entries and memos touch it); a tinted one
            // while its own colour is looked up.
            entries.prune { _, entry in
                frame - (entry.tint == Blend.untinted ? entry.texture.lastUsed : entry.lastUsed) >= 120
            }
        }
    }

    /// Keeps `texture` from being dropped, as a lookup would.
    func touch(_ texture: LayerTexture) {
        texture.lastUsed = frame
    }

    /// The texture of `p`'s part at a raster scale; when `tinted`, a one-colour part's is its white shape's.
    func texture(
        _ p: LayerProperties, part: LayerTexture.Part, scaleX: Double, scaleY: Double, tinted: Bool = true,
        reference: ReferenceCompositor
    ) -> TintedTexture? {
        var key = LayerTexture.Key(p, part: part, scaleX: scaleX, scaleY: scaleY)
        key.tinted = tinted
        if let cached = entries[key] {
            cached.lastUsed = frame
            cached.texture.lastUsed = frame
            return TintedTexture(texture: cached.texture, tint: cached.tint)
        }
        if tinted, let colour = TintedTexture.colour(of: p, part: part), let tint = TintedTexture.pixel(colour),
            tint != Blend.untinted
        {
            let shape = TintedTexture.whiteShape(p, part: part)
            guard let white = texture(shape, part: part, scaleX: scaleX, scaleY: scaleY, reference: reference) else {
                return nil
            }
            entries[key] = Entry(white.texture, tint: tint, frame: frame)
            return TintedTexture(texture: white.texture, tint: tint)
        }
        let start = MonotonicClock.seconds()
        defer { rasterSecondsThisFrame += MonotonicClock.seconds() - start }
        guard let made = LayerTexture.make(p, part: part, scaleX: scaleX, scaleY: scaleY, reference: reference) else {
            return nil
        }
        made.lastUsed = frame
        entries[key] = Entry(made, tint: Blend.untinted, frame: frame)
        rasterizedThisFrame += 1
        return TintedTexture(texture: made, tint: Blend.untinted)
    }
}

/// `CLOCK_MONOTONIC` seconds, for measuring work (never for animation time).
package enum MonotonicClock {
    package static func seconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }
}
