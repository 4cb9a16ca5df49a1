import CoreGraphics

/// The device area a layer subtree can paint: its content coverage, shadow reach, and unclipped sublayers.
/// Used to size group passes; layers without a flat plane count as `fallback`.
package enum SubtreeBounds {
    package static func device(_ layer: PresentedLayer, _ toDevice: Matrix3D, fallback: CGRect) -> CGRect {
        let p = layer.properties
        guard ReferenceCompositor.isFlat(toDevice) else { return fallback }
        var area = LayerTextureCoverage.rect(p)
        if p.shadowOpacity > 0 {
            let reach = CGFloat(p.shadowRadius * 3) + max(abs(p.shadowOffset.width), abs(p.shadowOffset.height)) + 1
            area = area.insetBy(dx: -reach, dy: -reach)
        }
        var box = CGRect.boundingBox(of: corners(area).map { toDevice.project($0) }).insetBy(dx: -1, dy: -1)
        if !p.masksToBounds {
            let parentToDevice = LayerGeometry.sublayerMatrix(p).concatenating(toDevice)
            for child in layer.sublayers {
                box = box.union(
                    device(
                        child, LayerGeometry.layerToSuperlayer(child.properties).concatenating(parentToDevice),
                        fallback: fallback))
            }
        }
        for mask in layer.mask {
            box = box.union(
                device(
                    mask, LayerGeometry.layerToSuperlayer(mask.properties).concatenating(toDevice), fallback: fallback))
        }
        return box
    }

    static func corners(_ r: CGRect) -> [CGPoint] {
        [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
            CGPoint(x: r.maxX, y: r.maxY),
        ]
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
