import CCairo
import CoreGraphics
import Foundation

extension ReferenceCompositor {
    /// An emitter layer's particles at layer time `time`, in layer coordinates over everything else the layer
    /// draws (spec §9.4): each its cell's image (its `contentsRect` part at `contentsScale`) centred on the
    /// particle, scaled, turned and tinted by the particle's colour; added for the `additive` render mode.
    func drawParticles(
        _ emitter: EmitterProperties, _ p: LayerProperties, _ cr: OpaquePointer, alpha: Double, time: Double
    ) {
        let particles = ParticleSimulation.particles(emitter, at: time)
        guard !particles.isEmpty else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if p.masksToBounds {
            CairoDrawing.addPath(cr, Self.outline(p).elements)
            cairo_clip(cr)
        }
        if emitter.renderMode == "additive" { cairo_set_operator(cr, CAIRO_OPERATOR_ADD) }
        for particle in particles {
            guard let image = particle.cell.contents, particle.scale > 0, particle.color.alpha > 0,
                let sprite = sprites.tinted(image, particle.cell.contentsRect, particle.color)
            else { continue }
            let pointsPerPixel = particle.scale / max(particle.cell.contentsScale, 1e-6)
            cairo_save(cr)
            cairo_translate(cr, Double(particle.position.x), Double(particle.position.y))
            cairo_rotate(cr, particle.angle)
            cairo_scale(cr, pointsPerPixel, pointsPerPixel)
            cairo_set_source_surface(cr, sprite.surface, -Double(sprite.width) / 2, -Double(sprite.height) / 2)
            cairo_pattern_set_filter(
                cairo_get_source(cr),
                particle.cell.magnificationFilter == "nearest"
                    ? CAIRO_FILTER_NEAREST
                    : CairoDrawing.smoothFilter(minification: CairoDrawing.minification(cr, pixelsPerUnit: 1)))
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        }
    }
}

/// Particle images tinted by particle colours (each channel times the colour, premultiplied), cached by image,
/// part and colour at 8 bits per channel.
final class ParticleSprites: @unchecked Sendable {
    final class Sprite: @unchecked Sendable {
        let buffer: PixelBuffer
        let surface: OpaquePointer
        var width: Int { buffer.width }
        var height: Int { buffer.height }

        init?(_ buffer: PixelBuffer) {
            guard let surface = try? buffer.makeSurface() else { return nil }
            self.buffer = buffer
            self.surface = surface
        }

        deinit { cairo_surface_destroy(surface) }
    }

    private struct Key: Hashable {
        var image: ObjectIdentifier
        var part: CGRect
        var color: UInt32
    }

    private let lock = NSLock()
    private var cache: [Key: Sprite] = [:]
    /// Kept images, so that an identifier is not reused while it is a key.
    private var images: [ObjectIdentifier: CGImage] = [:]
    private let capacity = 1024

    func tinted(_ image: CGImage, _ part: CGRect, _ color: RGBA) -> Sprite? {
        let q = [color.alpha, color.red, color.green, color.blue].map { UInt32((min(max($0, 0), 1) * 255).rounded()) }
        let key = Key(image: ObjectIdentifier(image), part: part, color: q[0] << 24 | q[1] << 16 | q[2] << 8 | q[3])
        if let hit = lock.withLock({ cache[key] }) { return hit }
        let iw = Double(image.width), ih = Double(image.height)
        let x0 = max(0, Int((Double(part.minX) * iw).rounded())), y0 = max(0, Int((Double(part.minY) * ih).rounded()))
        let x1 = min(image.width, Int((Double(part.maxX) * iw).rounded()))
        let y1 = min(image.height, Int((Double(part.maxY) * ih).rounded()))
        guard x1 > x0, y1 > y0, let buffer = PixelBuffer(width: x1 - x0, height: y1 - y0) else { return nil }
        let factors = q.map { $0 + ($0 >> 7) }
        let alpha = factors[0]
        for y in 0..<buffer.height {
            let source = image.buffer.row(y0 + y) + x0
            let target = buffer.row(y)
            for x in 0..<buffer.width {
                let v = source[x]
                let a = ((v >> 24) * alpha) >> 8
                let r = (((v >> 16) & 0xFF) * factors[1] * alpha) >> 16
                let g = (((v >> 8) & 0xFF) * factors[2] * alpha) >> 16
                let b = ((v & 0xFF) * factors[3] * alpha) >> 16
                target[x] = a << 24 | min(r, a) << 16 | min(g, a) << 8 | min(b, a)
            }
        }
        guard let sprite = Sprite(buffer) else { return nil }
        lock.withLock {
            if cache.count >= capacity {
                cache.removeAll()
                images.removeAll()
            }
            cache[key] = sprite
            images[key.image] = image
        }
        return sprite
    }
}
