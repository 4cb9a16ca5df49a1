import CoreGraphics

extension StepRecorder {
    /// `CAReplicatorLayer` (spec §10.4): instance i draws the sublayers (evaluated `i·instanceDelay` earlier when
    /// there is a delay) through the instance transform applied i times about the anchor point, tinted by the
    /// instance colour plus i colour offsets. Each instance's layers are keyed apart, so textures, runs and
    /// damage records of different instances never collide.
    func drawInstances(
        of layer: PresentedLayer, _ r: ReplicatorProperties, _ toDevice: Matrix3D, alpha: Double, _ target: Target,
        clip: PixelRect
    ) {
        for instance in ReplicatorInstances.all(layer.properties, r, toDevice: toDevice) where instance.tint.alpha > 0 {
            let i = instance.index, matrix = instance.toDevice, tint = instance.tint
            let salt = i == 0 ? 0 : Self.instanceSalt(layer.id, i)
            var copy = layer
            copy.id = layer.id ^ salt
            copy.sublayers = layer.sublayers(ofInstance: i).map { $0.salted(salt) }
            guard !instance.isUntinted else {
                withUnsafePointer(to: copy) {
                    drawChildren(of: $0, matrix, alpha: alpha, target, clip: clip)
                }
                continue
            }
            let reach = copy.sublayers.reduce(CGRect.null) {
                $0.union(
                    SubtreeBounds.passArea(
                        $1, LayerGeometry.layerToSuperlayer($1.properties).concatenating(matrix), clip: clip.cgRect)
                )
            }
            let area = PixelRect(covering: reach).intersection(clip).intersection(target.canvas.clip)
            guard !area.isEmpty,
                var group = pass(
                    area,
                    { pass in
                        withUnsafePointer(to: copy) {
                            drawChildren(of: $0, matrix, alpha: 1, pass, clip: area)
                        }
                    })
            else { continue }
            Blend.tint(group.buffer, tint)
            var hasher = Hasher()
            hasher.combine(group.signature)
            hasher.combine(tint)
            group.signature = hasher.finalize()
            stats.groups += 1
            target.usedReference(group.usesReference)
            emit(
                .group(group.buffer, area, alpha: UInt32((alpha * 255).rounded())), target,
                key: StepKey(layer: copy.id, part: .replica), signature: group.signature,
                alwaysDamaged: group.usesReference)
        }
    }

    /// A key salt for instance `i` of a replicator: ids of its copies stay apart from the originals' and from
    /// every other instance's.
    static func instanceSalt(_ replicator: UInt64, _ i: Int) -> UInt64 {
        var h = (replicator &+ 0x9E37_79B9_7F4A_7C15) ^ (UInt64(i) &* 0xBF58_476D_1CE4_E5B9)
        h = (h ^ (h >> 31)) &* 0x94D0_49BB_1331_11EB
        return (h ^ (h >> 29)) | 1
    }
}

extension PresentedLayer {
    /// The subtree with every id mixed with `salt` (0 leaves it as it is).
    func salted(_ salt: UInt64) -> PresentedLayer {
        guard salt != 0 else { return self }
        var copy = self
        copy.id ^= salt
        copy.sublayers = sublayers.map { $0.salted(salt) }
        copy.mask = mask.map { $0.salted(salt) }
        copy.instances = instances.map { $0.map { $0.salted(salt) } }
        return copy
    }
}
