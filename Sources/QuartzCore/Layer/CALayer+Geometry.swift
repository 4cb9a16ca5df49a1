import RenderServer

extension CALayer {
    static func frameRect(of p: LayerProperties) -> CGRect {
        let m = LayerGeometry.layerToSuperlayer(p)
        return CGRect.boundingBox(of: Self.corners(p.bounds).map { m.project($0) })
    }

    static func corners(_ r: CGRect) -> [CGPoint] {
        let s = r.standardized
        return [
            CGPoint(x: s.minX, y: s.minY), CGPoint(x: s.maxX, y: s.minY), CGPoint(x: s.minX, y: s.maxY),
            CGPoint(x: s.maxX, y: s.maxY),
        ]
    }

    // MARK: Conversion (model values; call on a presentation copy for on-screen values)

    /// The superlayer whose geometry places this layer: the presentation parent for presentation copies.
    var geometryParent: CALayer? { isPresentationCopy ? superlayer : superlayerStorage }

    /// This layer's space → the root's space.
    func matrixToRoot() -> Matrix3D {
        var result = Matrix3D.identity
        var layer: CALayer = self
        while let parent = layer.geometryParent {
            result = result.concatenating(LayerGeometry.layerToParent(layer.modelValues, parent: parent.modelValues))
            layer = parent
        }
        return result
    }

    /// Space of `from` (nil = root) → space of `to` (nil = root).
    static func matrix(from: CALayer?, to: CALayer?) -> Matrix3D {
        // A layer and its superlayer, as hit-testing converts level by level, without the walks to the root (which
        // would make a walk down a deep tree take steps in the square of its depth).
        if let from, let to {
            if from === to { return .identity }
            if from.geometryParent === to {
                return LayerGeometry.layerToParent(from.modelValues, parent: to.modelValues)
            }
            if to.geometryParent === from {
                return LayerGeometry.layerToParent(to.modelValues, parent: from.modelValues).inverted() ?? .identity
            }
        }
        let up = from?.matrixToRoot() ?? .identity
        let down = to.map { $0.matrixToRoot().inverted() ?? .identity } ?? .identity
        return up.concatenating(down)
    }

    /// The bounding box of `r`'s corners mapped by the matrix from `from`'s space to `to`'s.
    static func convert(_ r: CGRect, from: CALayer?, to: CALayer?) -> CGRect {
        guard !r.isNull else { return r }
        let m = matrix(from: from, to: to)
        return CGRect.boundingBox(of: corners(r).map { m.project($0) })
    }

    // MARK: Time

    /// Absolute media time → this layer's time, through every ancestor (spec §1.3).
    func localTime(fromAbsolute t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = superlayerStorage?.localTime(fromAbsolute: t) ?? t
        return modelValues.timing.localTime(fromParent: parentTime)
    }

    /// This layer's time → absolute media time; nil when a layer on the way has speed 0.
    func absoluteTime(fromLocal t: CFTimeInterval) -> CFTimeInterval? {
        guard let parentTime = modelValues.timing.parentTime(fromLocal: t) else { return nil }
        guard let parent = superlayerStorage else { return parentTime }
        return parent.absoluteTime(fromLocal: parentTime)
    }

    /// `t` in `from`'s time space (nil = absolute media time) mapped into `to`'s: up from `from` to the two layers'
    /// nearest common ancestor, then down to `to`, so that neither the layers above the common ancestor nor a
    /// paused one among them take part, and the mapping back is its exact inverse. A layer with speed 0 on the way
    /// up has no inverse mapping; its begin time stands for every one of its times.
    static func convertTime(_ t: CFTimeInterval, from: CALayer?, to: CALayer?) -> CFTimeInterval {
        let upward = from.map(\.ancestorsIncludingSelf) ?? []
        let downward = to.map(\.ancestorsIncludingSelf) ?? []
        let shared = Set(upward.map(ObjectIdentifier.init)).intersection(downward.map(ObjectIdentifier.init))
        var time = t
        for layer in upward {
            guard !shared.contains(ObjectIdentifier(layer)) else { break }
            time = layer.modelValues.timing.parentTime(fromLocal: time) ?? layer.modelValues.timing.beginTime
        }
        for layer in downward.reversed() where !shared.contains(ObjectIdentifier(layer)) {
            time = layer.modelValues.timing.localTime(fromParent: time)
        }
        return time
    }

    /// This layer, its superlayer, and so on to the root.
    private var ancestorsIncludingSelf: [CALayer] {
        var result: [CALayer] = []
        var layer: CALayer? = self
        while let current = layer {
            result.append(current)
            layer = current.superlayerStorage
        }
        return result
    }
}
