import CoreGraphics

extension StepRecorder {
    /// A layer whose plane is not flat on screen (perspective): its subtree is drawn flat at the device scale by
    /// these loops (cached textures, replayed runs and all), then warped into place pixel by pixel, as the reference does
    /// with cairo. Sublayers outside the bounds are cut off, as there.
    func drawProjected(
        _ layer: PresentedLayer, _ toDevice: Matrix3D, alpha: Double, _ target: Target, clip: PixelRect
    ) {
        let b = layer.properties.bounds
        // The corners on screen, each divided by its w, which must be positive (in front of the eye).
        var projected = SubtreeBounds.corners(b)
        for index in 0..<4 {
            let p = toDevice.apply(x: Double(projected[index].x), y: Double(projected[index].y))
            guard p.w > 1e-6 else { return }
            projected[index] = CGPoint(x: p.x / p.w, y: p.y / p.w)
        }
        let width = Int((Double(b.width) * scale).rounded(.up)), height = Int((Double(b.height) * scale).rounded(.up))
        guard width > 0, height > 0, width <= 4096, height <= 4096 else { return }
        let toFlat = Matrix3D.translation(-Double(b.minX), -Double(b.minY), 0).concatenating(.scale(scale, scale, 1))
        let whole = PixelRect(x: 0, y: 0, width: width, height: height)
        guard let inverse = toFlat.inverted()?.concatenating(toDevice),
            let map = Homography(inverse).inverted(),
            let flat = pass(whole, { draw(layer, toFlat, alpha: 1, $0, clip: whole) })
        else { return }
        let box = PixelRect(covering: SubtreeBounds.boundingBox(projected))
            .intersection(clip).intersection(target.canvas.clip)
        guard !box.isEmpty else { return }
        target.usedReference(flat.usesReference)
        emit(
            .projected(flat.buffer, map: map, box: box, alpha: alpha, solid: flatSolid(layer.id, flat)), target,
            key: StepKey(layer: layer.id, part: .projected), signature: flat.signature,
            alwaysDamaged: flat.usesReference)
    }

    /// Where the flat pass of `layer` is one colour: found in the pixels once for each content the pass draws (its
    /// signature; a card turning draws the same flat pass frame after frame), not searched every frame. None for a
    /// pass cairo drew part of: its signature does not say what it drew.
    private func flatSolid(_ layer: UInt64, _ flat: (buffer: PixelBuffer, signature: Int, usesReference: Bool))
        -> ProjectiveBlit.Solid?
    {
        guard !flat.usesReference else { return nil }
        if let known = flatSolids[layer], known.signature == flat.signature {
            flatSolids[layer]?.frame = frame
            return known.solid
        }
        let spans = SolidSpans(flat.buffer)
        let solid = spans.tapCore.isEmpty ? nil : ProjectiveBlit.Solid(taps: spans.tapCore, color: spans.color)
        flatSolids[layer] = (flat.signature, solid, frame)
        return solid
    }
}
