import CoreGraphics

/// The number-like properties every layer has, read and written as lanes (`AnimationValue.components`): what
/// evaluating an animation with one given end (`NumericOpenEnd`) reads of the value below and writes back, without
/// making an `AnimationValue` of either. Colours and the switches (`hidden` and the like) are left to the values.
/// Which properties have lanes is their kind in the property table (`LayerKey.row`).
extension LayerProperties {
    /// The kind of the property's lanes; nil for a key that is not a plain number, point, size or rect.
    static func laneKind(of key: LayerKey) -> NumericEnds.Kind? {
        key.row(LaneKind())
    }

    /// The property's lanes, of the kind `laneKind(of:)` says; nil for a key that has none.
    func lanes(for key: LayerKey) -> SIMD4<Double>? {
        withUnsafePointer(to: self) { key.row(ReadLanes(properties: $0)) }
    }

    /// Sets a property `lanes(for:)` reads, as `setValue(_:for:)` sets the value of its kind made from `c`.
    mutating func setLanes(_ c: SIMD4<Double>, for key: LayerKey) {
        withUnsafeMutablePointer(to: &self) { key.row(WriteLanes(properties: $0, lanes: c)) }
    }
}

private struct LaneKind: PropertyRowUse {
    func scalar(_: Getter<Double>, _: Setter<Double>) -> NumericEnds.Kind? { .scalar }
    func point(_: Getter<CGPoint>, _: Setter<CGPoint>) -> NumericEnds.Kind? { .point }
    func size(_: Getter<CGSize>, _: Setter<CGSize>) -> NumericEnds.Kind? { .size }
    func rect(_: Getter<CGRect>, _: Setter<CGRect>) -> NumericEnds.Kind? { .rect }
    func otherKind() -> NumericEnds.Kind? { nil }
}

private struct ReadLanes: PropertyRowUse {
    let properties: UnsafePointer<LayerProperties>

    func scalar(_ get: Getter<Double>, _: Setter<Double>) -> SIMD4<Double>? {
        SIMD4(get(properties.pointee), 0, 0, 0)
    }

    func point(_ get: Getter<CGPoint>, _: Setter<CGPoint>) -> SIMD4<Double>? {
        let p = get(properties.pointee)
        return SIMD4(Double(p.x), Double(p.y), 0, 0)
    }

    func size(_ get: Getter<CGSize>, _: Setter<CGSize>) -> SIMD4<Double>? {
        let s = get(properties.pointee)
        return SIMD4(Double(s.width), Double(s.height), 0, 0)
    }

    func rect(_ get: Getter<CGRect>, _: Setter<CGRect>) -> SIMD4<Double>? {
        let r = get(properties.pointee)
        return SIMD4(Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height))
    }

    func otherKind() -> SIMD4<Double>? { nil }
}

private struct WriteLanes: PropertyRowUse {
    let properties: UnsafeMutablePointer<LayerProperties>
    let lanes: SIMD4<Double>

    func scalar(_: Getter<Double>, _ set: Setter<Double>) { set(&properties.pointee, lanes[0]) }
    func point(_: Getter<CGPoint>, _ set: Setter<CGPoint>) {
        set(&properties.pointee, CGPoint(x: lanes[0], y: lanes[1]))
    }
    func size(_: Getter<CGSize>, _ set: Setter<CGSize>) {
        set(&properties.pointee, CGSize(width: lanes[0], height: lanes[1]))
    }
    func rect(_: Getter<CGRect>, _ set: Setter<CGRect>) {
        set(&properties.pointee, CGRect(x: lanes[0], y: lanes[1], width: lanes[2], height: lanes[3]))
    }
    func otherKind() {}
}
