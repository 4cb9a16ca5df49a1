import CoreGraphics

/// The device area a layer subtree can paint: its content coverage, shadow reach, and unclipped sublayers.
/// Used to size group passes and rasters; layers without a flat plane count as `fallback`.
package enum SubtreeBounds {
    /// How far below the layer asked about `passArea` looks: nested groups each ask about their own subtree, so a
    /// walk to the leaves from each of a chain of n groups would take n²/2 steps.
    static let walkedLevels = 64

    /// The area a pass drawing the subtree within `clip` needs: `device`, with layers more than `walkedLevels`
    /// below this one counting as the whole clip.
    package static func passArea(_ layer: PresentedLayer, _ toDevice: Matrix3D, clip: CGRect) -> CGRect {
        device(layer, toDevice, fallback: clip, levels: walkedLevels)
    }

    /// The area the subtree paints, looking `levels` levels down; layers further down count as `fallback`.
    package static func device(
        _ layer: PresentedLayer, _ toDevice: Matrix3D, fallback: CGRect, levels: Int = .max
    ) -> CGRect {
        let p = layer.properties
        guard ReferenceCompositor.isFlat(toDevice), levels > 0 else { return fallback }
        var area = LayerTextureCoverage.rect(p)
        if p.shadowOpacity > 0 {
            let reach = CGFloat(p.shadowRadius * 3) + max(abs(p.shadowOffset.width), abs(p.shadowOffset.height)) + 1
            area = area.insetBy(dx: -reach, dy: -reach)
        }
        var box = projectedBox(area, toDevice).insetBy(dx: -1, dy: -1)
        if !p.masksToBounds {
            let parentToDevice = LayerGeometry.sublayerMatrix(p).concatenating(toDevice)
            for child in layer.sublayers {
                box = box.union(
                    device(
                        child, LayerGeometry.layerToSuperlayer(child.properties).concatenating(parentToDevice),
                        fallback: fallback, levels: levels - 1))
            }
        }
        for mask in layer.mask {
            box = box.union(
                device(
                    mask, LayerGeometry.layerToSuperlayer(mask.properties).concatenating(toDevice), fallback: fallback,
                    levels: levels - 1))
        }
        return box
    }

    /// The corners of `r`, with no heap allocation.
    static func corners(_ r: CGRect) -> InlineArray<4, CGPoint> {
        [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
            CGPoint(x: r.maxX, y: r.maxY),
        ]
    }

    /// The bounding box of `points` (as `CGRect.boundingBox(of:)`), with no heap allocation.
    static func boundingBox(_ points: InlineArray<4, CGPoint>) -> CGRect {
        var minX = points[0].x, minY = points[0].y, maxX = points[0].x, maxY = points[0].y
        for index in 1..<4 {
            minX = min(minX, points[index].x)
            minY = min(minY, points[index].y)
            maxX = max(maxX, points[index].x)
            maxY = max(maxY, points[index].y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The bounding box of `r`'s corners through `m`, each divided by its w.
    static func projectedBox(_ r: CGRect, _ m: Matrix3D) -> CGRect {
        var points = corners(r)
        for index in 0..<4 { points[index] = m.project(points[index]) }
        return boundingBox(points)
    }
}

/// What a layer's own content can cover in layer coordinates: the bounds, plus what shapes and unclipped
/// contents reach beyond them.
package enum LayerTextureCoverage {
    package static func rect(_ p: LayerProperties) -> CGRect {
        var r = p.bounds
        guard !p.masksToBounds else { return r }
        if case .shape(let s) = p.kind, let path = s.path, !path.isEmpty {
            let reach = CGFloat(s.lineWidth / 2 * max(s.miterLimit, 1) + 1)
            r = r.union(path.boundingBoxOfPath.insetBy(dx: -reach, dy: -reach))
        }
        if let image = p.contents {
            let unit = p.contentsRect
            let size = CGSize(
                width: CGFloat(image.width) * unit.width / CGFloat(p.contentsScale),
                height: CGFloat(image.height) * unit.height / CGFloat(p.contentsScale))
            r = r.union(ContentsPlacement.rect(content: size, bounds: p.bounds, gravity: p.contentsGravity))
        }
        return r
    }
}
