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
        let up = from?.matrixToRoot() ?? .identity
        let down = to.map { $0.matrixToRoot().inverted() ?? .identity } ?? .identity
        return up.concatenating(down)
    }

    /// `p` from `l`'s coordinates (nil = the root's) into this layer's.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        Self.matrix(from: l, to: self).project(p)
    }

    /// `p` from this layer's coordinates into `l`'s (nil = the root's).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        Self.matrix(from: self, to: l).project(p)
    }

    /// The bounding box of the converted corners.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        guard !r.isNull else { return r }
        let m = Self.matrix(from: l, to: self)
        return CGRect.boundingBox(of: Self.corners(r).map { m.project($0) })
    }

    /// The bounding box of the converted corners.
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        guard !r.isNull else { return r }
        let m = Self.matrix(from: self, to: l)
        return CGRect.boundingBox(of: Self.corners(r).map { m.project($0) })
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

    /// A time from `l`'s time space (nil = absolute media time) in this layer's.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        let absolute = l.map { $0.absoluteTime(fromLocal: t) ?? t } ?? t
        return localTime(fromAbsolute: absolute)
    }

    /// A time from this layer's time space in `l`'s (nil = absolute media time).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let absolute = absoluteTime(fromLocal: t) ?? t
        return l.map { $0.localTime(fromAbsolute: absolute) } ?? absolute
    }
}
