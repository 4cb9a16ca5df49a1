import CPixman
import CoreGraphics
import RenderServer

/// The baseline a Linux developer would write with pixman: each layer drawn once into a sprite (with cairo, via
/// the reference drawing code), then every frame composited with `pixman_image_composite32` — whole-pixel
/// positions for translated layers, a bilinear or projective pixman transform otherwise. Top-level layers only.
final class PixmanBaseline {
    private struct Sprite {
        let buffer: PixelBuffer
        let image: OpaquePointer
        /// Sprite pixel (0, 0) in layer coordinates.
        let origin: CGPoint
    }

    private var sprites: [Int: Sprite] = [:]
    private let reference = ReferenceCompositor()

    deinit {
        for sprite in sprites.values { pixman_image_unref(sprite.image) }
    }

    func render(_ root: PresentedLayer, into buffer: PixelBuffer, scale: Double) {
        guard
            let dest = pixman_image_create_bits(
                PIXMAN_a8r8g8b8, Int32(buffer.width), Int32(buffer.height),
                buffer.base.assumingMemoryBound(to: UInt32.self), Int32(buffer.bytesPerRow))
        else { return }
        defer { pixman_image_unref(dest) }
        let background = (root.properties.backgroundColor?.rgba ?? RGBA(red: 0, green: 0, blue: 0, alpha: 0))
            .premultipliedPixel
        for y in 0..<buffer.height { buffer.row(y).update(repeating: background, count: buffer.width) }
        let rootToDevice = LayerGeometry.layerToSuperlayer(root.properties).concatenating(.scale(scale, scale, 1))
        let parentToDevice = LayerGeometry.sublayerMatrix(root.properties).concatenating(rootToDevice)
        for child in root.sublayers {
            let toDevice = LayerGeometry.layerToSuperlayer(child.properties).concatenating(parentToDevice)
            guard let sprite = sprite(for: child, scale: scale) else { continue }
            composite(sprite, toDevice: toDevice, opacity: child.properties.opacity, scale: scale, into: dest)
        }
    }

    /// A sprite per distinct content (the layer drawn alone, opacity and placement left out), cached.
    private func sprite(for layer: PresentedLayer, scale: Double) -> Sprite? {
        var p = layer.properties
        p.opacity = 1
        p.transform = .identity
        p.position = .zero
        let key = Self.key(p)
        if let cached = sprites[key] { return cached }
        let margin =
            p.shadowOpacity > 0
            ? CGFloat(p.shadowRadius * 3) + max(abs(p.shadowOffset.width), abs(p.shadowOffset.height)) + 2 : 2
        let area = p.bounds.insetBy(dx: -margin, dy: -margin)
        let width = Int((Double(area.width) * scale).rounded(.up)),
            height = Int((Double(area.height) * scale).rounded(.up))
        guard let pixels = PixelBuffer(width: width, height: height) else { return nil }
        var single = layer
        single.properties = p
        single.sublayers = []
        let toSprite = Matrix3D.translation(-Double(area.minX), -Double(area.minY), 0).concatenating(
            .scale(scale, scale, 1))
        try? reference.draw(single, over: pixels, toDevice: toSprite, scale: scale)
        guard
            let image = pixman_image_create_bits(
                PIXMAN_a8r8g8b8, Int32(width), Int32(height), pixels.base.assumingMemoryBound(to: UInt32.self),
                Int32(pixels.bytesPerRow))
        else { return nil }
        let sprite = Sprite(buffer: pixels, image: image, origin: area.origin)
        sprites[key] = sprite
        return sprite
    }

    private static func key(_ p: LayerProperties) -> Int {
        var h = Hasher()
        h.combine(p.bounds.width)
        h.combine(p.bounds.height)
        h.combine(p.backgroundColor)
        h.combine(p.cornerRadius)
        h.combine(p.borderWidth)
        h.combine(p.kind)
        h.combine(p.shadowOpacity)
        return h.finalize()
    }

    private func composite(
        _ sprite: Sprite, toDevice m: Matrix3D, opacity: Double, scale: Double, into dest: OpaquePointer
    ) {
        let mask: OpaquePointer? =
            opacity < 1
            ? {
                var c = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16(opacity * 65535));
                return pixman_image_create_solid_fill(&c)
            }() : nil
        defer { if let mask { pixman_image_unref(mask) } }
        // Sprite pixel → device: layer = origin + pixel / scale, device = layer · M.
        let spriteToDevice = Matrix3D.scale(1 / scale, 1 / scale, 1).concatenating(
            .translation(Double(sprite.origin.x), Double(sprite.origin.y), 0)
        ).concatenating(m)
        let w = Double(sprite.buffer.width), h = Double(sprite.buffer.height)
        if abs(spriteToDevice.m11 - 1) < 1e-9, abs(spriteToDevice.m22 - 1) < 1e-9, abs(spriteToDevice.m12) < 1e-9,
            abs(spriteToDevice.m21) < 1e-9,
            spriteToDevice.m14 == 0, spriteToDevice.m24 == 0
        {
            pixman_image_set_transform(sprite.image, nil)
            pixman_image_composite32(
                PIXMAN_OP_OVER, sprite.image, mask, dest, 0, 0, 0, 0, Int32(spriteToDevice.m41.rounded()),
                Int32(spriteToDevice.m42.rounded()),
                Int32(w), Int32(h))
            return
        }
        guard let inverse = Homography(spriteToDevice).inverted() else { return }
        let corners = [(0.0, 0.0), (w, 0), (0, h), (w, h)].map { point -> CGPoint in
            let mm = spriteToDevice
            let x = point.0 * mm.m11 + point.1 * mm.m21 + mm.m41, y = point.0 * mm.m12 + point.1 * mm.m22 + mm.m42
            let ww = point.0 * mm.m14 + point.1 * mm.m24 + mm.m44
            return CGPoint(x: x / ww, y: y / ww)
        }
        let box = CGRect.boundingBox(of: corners)
        let x0 = Int(box.minX.rounded(.down)), y0 = Int(box.minY.rounded(.down))
        // pixman maps destination to source with column vectors; the homography is row-vector, so transpose.
        let e = inverse.m
        func fixed(_ v: Double) -> pixman_fixed_t { pixman_fixed_t((v * 65536).rounded()) }
        var t = pixman_transform_t(
            matrix: (
                (fixed(e[0]), fixed(e[3]), fixed(e[6])), (fixed(e[1]), fixed(e[4]), fixed(e[7])),
                (fixed(e[2]), fixed(e[5]), fixed(e[8]))
            ))
        pixman_image_set_transform(sprite.image, &t)
        pixman_image_set_filter(sprite.image, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_composite32(
            PIXMAN_OP_OVER, sprite.image, mask, dest, Int32(x0), Int32(y0), 0, 0, Int32(x0), Int32(y0),
            Int32(box.width.rounded(.up)) + 1, Int32(box.height.rounded(.up)) + 1)
    }
}
