import CoreGraphics

/// Both ends of an animation between two values of one number-like kind (scalar, point, size, rect, colour) as plain
/// lanes: evaluating copies them as bits, where copying the two values and destroying them would go case by case
/// through their type, and interpolates them without matching two cases.
struct NumericEnds: Equatable, Sendable {
    /// The number-like kinds, and how a value of one is made from its lanes (`AnimationValue.components`).
    enum Kind: Sendable {
        case scalar, point, size, rect, color

        /// Nil for a value that is not number-like.
        init?(of value: AnimationValue) {
            switch value {
            case .scalar: self = .scalar
            case .point: self = .point
            case .size: self = .size
            case .rect: self = .rect
            case .color: self = .color
            default: return nil
            }
        }

        /// A value of this kind from its lanes, a colour's clamped to 0…1.
        @inline(__always)
        func value(_ c: SIMD4<Double>) -> AnimationValue {
            func unit(_ v: Double) -> Double { min(max(v, 0), 1) }
            return switch self {
            case .scalar: .scalar(c[0])
            case .point: .point(CGPoint(x: c[0], y: c[1]))
            case .size: .size(CGSize(width: c[0], height: c[1]))
            case .rect: .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
            case .color: .color(RGBA(red: unit(c[0]), green: unit(c[1]), blue: unit(c[2]), alpha: unit(c[3])))
            }
        }
    }

    let kind: Kind
    let from: SIMD4<Double>
    let to: SIMD4<Double>

    /// Nil unless `a` and `b` are of one number-like kind.
    init?(from a: AnimationValue, to b: AnimationValue) {
        guard let kind = Kind(of: a), Kind(of: b) == kind, let from = a.components?.values,
            let to = b.components?.values
        else { return nil }
        self.init(kind, from: from, to: to)
    }

    init(_ kind: Kind, from: SIMD4<Double>, to: SIMD4<Double>) {
        self.kind = kind
        self.from = from
        self.to = to
    }

    /// The value at `t`: what `AnimationValue.interpolate(from, to, t)` gives, bit for bit (an interpolated rect's
    /// size made positive).
    func value(at t: Double) -> AnimationValue {
        kind.value(lanes(at: t))
    }

    /// The lanes of `value(at:)`, before a colour's are clamped.
    @inline(__always)
    func lanes(at t: Double) -> SIMD4<Double> {
        let c = from + (to - from) * t
        return kind == .rect ? SIMD4(c[0], c[1], abs(c[2]), abs(c[3])) : c
    }
}

/// One end of a basic animation given, of a number-like kind, as lanes, the other open: a `toValue` alone, as most
/// animations written by hand have, or a `fromValue` alone, whose other end is the value below the animation each
/// frame (spec §3.2). As lanes, evaluating one does not go through the values' type for every copy of the two ends
/// and the result.
struct NumericOpenEnd: Equatable, Sendable {
    let kind: NumericEnds.Kind
    let lanes: SIMD4<Double>
    /// Whether the given end is where the animation goes (`toValue`), not where it starts (`fromValue`).
    let isTo: Bool

    /// Nil unless exactly one of from and to is given, without by, of a number-like kind.
    init?(_ values: RenderAnimation.BasicValues) {
        guard values.by == nil, (values.from == nil) != (values.to == nil), let end = values.from ?? values.to,
            let kind = NumericEnds.Kind(of: end), let lanes = end.components?.values
        else { return nil }
        self.kind = kind
        self.lanes = lanes
        isTo = values.to != nil
    }

    /// Both ends, `base` the open one: nil unless it is of the given end's kind.
    @inline(__always)
    func ends(base: AnimationValue) -> NumericEnds? {
        guard NumericEnds.Kind(of: base) == kind, let open = base.components?.values else { return nil }
        return ends(open: open)
    }

    /// Both ends, `open` the lanes of the open one, of this kind.
    @inline(__always)
    func ends(open: SIMD4<Double>) -> NumericEnds {
        isTo ? NumericEnds(kind, from: open, to: lanes) : NumericEnds(kind, from: lanes, to: open)
    }
}
