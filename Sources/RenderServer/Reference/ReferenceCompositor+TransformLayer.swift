extension ReferenceCompositor {
    /// A layer in the 3D space of a `CATransformLayer`: a descendant that draws (through any nesting of transform
    /// layers), with the full matrix to the device and the opacity of the transform layers above it.
    struct Plane {
        var layer: PresentedLayer
        var toDevice: Matrix3D
        var alpha: Double
        /// Depth of the bounds' centre on the device's z axis after the perspective divide (larger is nearer).
        var depth: Double
    }

    /// Draws a `CATransformLayer`: its sublayers are not flattened into its plane but kept in 3D with their own
    /// matrices, and drawn back to front by the depth of their centres (spec §9.9).
    func drawTransformLayer(
        _ layer: PresentedLayer, _ cr: OpaquePointer, _ toDevice: Matrix3D, alpha: Double, _ context: Context
    ) {
        var planes: [Plane] = []
        Self.collectPlanes(layer, toDevice, alpha: alpha, into: &planes)
        for plane in Self.backToFront(planes) {
            draw(plane.layer, cr, plane.toDevice, alpha: plane.alpha, context)
        }
    }

    /// The drawing descendants of a transform layer, in tree order, each with its matrix to the device.
    static func collectPlanes(_ layer: PresentedLayer, _ toDevice: Matrix3D, alpha: Double, into planes: inout [Plane])
    {
        let p = layer.properties
        guard !p.isHidden, p.opacity > 0 else { return }
        let inner = alpha * min(p.opacity, 1)
        let sublayerToDevice = LayerGeometry.sublayerMatrix(p).concatenating(toDevice)
        let order = LayerGeometry.drawingOrder(layer.sublayers.map { $0.properties.zPosition })
        for index in order {
            let child = layer.sublayers[index]
            let matrix = LayerGeometry.layerToSuperlayer(child.properties).concatenating(sublayerToDevice)
            if child.properties.kind == .transformLayer {
                collectPlanes(child, matrix, alpha: inner, into: &planes)
            } else {
                planes.append(
                    Plane(layer: child, toDevice: matrix, alpha: inner, depth: depth(child.properties, matrix)))
            }
        }
    }

    /// Planes ordered far to near; planes at equal depth keep tree (and zPosition) order.
    static func backToFront(_ planes: [Plane]) -> [Plane] {
        planes.indices.sorted { (planes[$0].depth, $0) < (planes[$1].depth, $1) }.map { planes[$0] }
    }

    /// The device depth of the layer's centre: z / w, where the perspective divide keeps z's order for points
    /// in front of the eye.
    static func depth(_ p: LayerProperties, _ toDevice: Matrix3D) -> Double {
        let centre = toDevice.apply(x: Double(p.bounds.midX), y: Double(p.bounds.midY))
        return centre.w > 1e-9 ? centre.z / centre.w : -.infinity
    }
}
