import CoreGraphics

/// The matrices that place a layer in its superlayer (spec §9.2, row vectors `p_parent = p_layer · M`).
package enum LayerGeometry {
    /// The anchor point in the layer's own coordinates, with anchorPointZ.
    package static func anchor(_ p: LayerProperties) -> (x: Double, y: Double, z: Double) {
        (
            Double(p.bounds.minX + p.anchorPoint.x * p.bounds.width),
            Double(p.bounds.minY + p.anchorPoint.y * p.bounds.height),
            p.anchorPointZ
        )
    }

    /// `Tr(−A) · transform · Tr(position, zPosition)`: the layer into its superlayer's coordinates, before the
    /// superlayer's sublayerTransform.
    package static func layerToSuperlayer(_ p: LayerProperties) -> Matrix3D {
        let a = anchor(p)
        // Without a transform the product is one translation, the same values without two matrix products (every
        // layer, every frame).
        if p.hasIdentityTransform {
            return .translation(Double(p.position.x) - a.x, Double(p.position.y) - a.y, p.zPosition - a.z)
        }
        return Matrix3D.translation(-a.x, -a.y, -a.z).concatenating(p.transform)
            .concatenating(.translation(Double(p.position.x), Double(p.position.y), p.zPosition))
    }

    /// `Tr(−A_p) · sublayerTransform · Tr(A_p)`: the parent's sublayerTransform about its anchor point.
    package static func sublayerMatrix(_ parent: LayerProperties) -> Matrix3D {
        guard !parent.sublayerTransform.isIdentity else { return .identity }
        let a = anchor(parent)
        return Matrix3D.translation(-a.x, -a.y, -a.z).concatenating(parent.sublayerTransform)
            .concatenating(.translation(a.x, a.y, a.z))
    }

    /// The child into the parent's coordinates, sublayerTransform included.
    package static func layerToParent(_ child: LayerProperties, parent: LayerProperties) -> Matrix3D {
        layerToSuperlayer(child).concatenating(sublayerMatrix(parent))
    }

    /// Sibling indices back to front: array order, stably sorted by zPosition.
    package static func drawingOrder(_ zPositions: [Double]) -> [Int] {
        guard zPositions.contains(where: { $0 != zPositions[0] }) else { return Array(zPositions.indices) }
        return zPositions.indices.sorted { (zPositions[$0], $0) < (zPositions[$1], $1) }
    }

    /// Whether a single-sided layer shows its back through `toDevice`: its bounds, projected, wind the other way
    /// (a half turn about x or y, a negative scale, a plane turned away under perspective). Spec §9.9.
    @inline(__always)
    package static func showsBack(_ p: LayerProperties, _ toDevice: Matrix3D) -> Bool {
        !p.isDoubleSided && facesAway(p.bounds, toDevice)
    }

    /// Whether `b`, projected through `toDevice`, winds the other way.
    private static func facesAway(_ b: CGRect, _ toDevice: Matrix3D) -> Bool {
        let corners = [(b.minX, b.minY), (b.maxX, b.minY), (b.maxX, b.maxY), (b.minX, b.maxY)].map {
            toDevice.apply(x: Double($0.0), y: Double($0.1))
        }
        guard corners.allSatisfy({ $0.w > 1e-6 }) else { return false }
        var area = 0.0
        for i in 0..<4 {
            let a = corners[i], c = corners[(i + 1) % 4]
            area += a.x / a.w * (c.y / c.w) - c.x / c.w * (a.y / a.w)
        }
        return area < 0
    }
}

extension Matrix3D {
    /// Maps a point with z = 0 and divides by w.
    package func project(_ p: CGPoint) -> CGPoint {
        let r = apply(x: Double(p.x), y: Double(p.y))
        guard r.w != 0, r.w != 1 else { return CGPoint(x: r.x, y: r.y) }
        return CGPoint(x: r.x / r.w, y: r.y / r.w)
    }
}
