import CoreGraphics

/// The instances a `CAReplicatorLayer` draws (spec §10.4), shared by both compositors: instance i shows the
/// sublayers through the instance transform applied i times about the anchor point (after the
/// sublayerTransform), tinted by the instance colour plus i colour offsets, each channel clamped to 0…1.
package enum ReplicatorInstances {
    package struct Instance {
        package var index: Int
        /// The sublayers' parent space to the device.
        package var toDevice: Matrix3D
        package var tint: RGBA
        /// Opaque white: no tint pass needed.
        package var isUntinted: Bool { tint == RGBA(red: 1, green: 1, blue: 1, alpha: 1) }
    }

    package static func all(_ p: LayerProperties, _ r: ReplicatorProperties, toDevice: Matrix3D) -> [Instance] {
        let anchor = LayerGeometry.anchor(p)
        let pivot = Matrix3D.translation(-anchor.x, -anchor.y, -anchor.z)
        let unpivot = Matrix3D.translation(anchor.x, anchor.y, anchor.z)
        let sublayerToDevice = LayerGeometry.sublayerMatrix(p).concatenating(toDevice)
        let base = r.instanceColor?.rgba ?? RGBA(red: 1, green: 1, blue: 1, alpha: 1)
        var instance = Matrix3D.identity
        var instances: [Instance] = []
        for i in 0..<r.drawnInstanceCount {
            let k = Double(i)
            let tint = RGBA(
                red: min(max(base.red + k * r.instanceRedOffset, 0), 1),
                green: min(max(base.green + k * r.instanceGreenOffset, 0), 1),
                blue: min(max(base.blue + k * r.instanceBlueOffset, 0), 1),
                alpha: min(max(base.alpha + k * r.instanceAlphaOffset, 0), 1))
            let matrix = pivot.concatenating(instance).concatenating(unpivot).concatenating(sublayerToDevice)
            instances.append(Instance(index: i, toDevice: matrix, tint: tint))
            instance = instance.concatenating(r.instanceTransform)
        }
        return instances
    }
}

extension Blend {
    /// Multiplies every premultiplied pixel by `tint` (colour channels by tint × tint alpha, alpha by tint alpha).
    package static func tint(_ buffer: PixelBuffer, _ tint: RGBA) {
        let factors = [tint.alpha, tint.red * tint.alpha, tint.green * tint.alpha, tint.blue * tint.alpha].map {
            UInt32(($0 * 256).rounded())
        }
        for y in 0..<buffer.height {
            let row = buffer.row(y)
            for x in 0..<buffer.width where row[x] != 0 {
                let v = row[x]
                let a = min(((v >> 24) * factors[0]) >> 8, 255)
                let r = min((((v >> 16) & 0xFF) * factors[1]) >> 8, a)
                let g = min((((v >> 8) & 0xFF) * factors[2]) >> 8, a)
                let b = min(((v & 0xFF) * factors[3]) >> 8, a)
                row[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
    }
}
