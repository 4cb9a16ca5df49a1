import CoreGraphics

/// Both ends of an animation between two values of one number-like kind (scalar, point, size, rect, colour) as plain
/// lanes: evaluating copies them as bits, where copying the two values and destroying them went case by case
/// through their type (about 150 instructions an animation a frame), and interpolates them without matching two
/// cases.
struct NumericEnds: Equatable, Sendable {
    enum Kind: Sendable { case scalar, point, size, rect, color }

    let kind: Kind
    let from: SIMD4<Double>
    let to: SIMD4<Double>

    /// Nil unless `a` and `b` are of one number-like kind.
    init?(from a: AnimationValue, to b: AnimationValue) {
        switch (a, b) {
        case (.scalar, .scalar): kind = .scalar
        case (.point, .point): kind = .point
        case (.size, .size): kind = .size
        case (.rect, .rect): kind = .rect
        case (.color, .color): kind = .color
        default: return nil
        }
        guard let from = a.components?.values, let to = b.components?.values else { return nil }
        self.from = from
        self.to = to
    }

    /// The value at `t`: what `AnimationValue.interpolate(from, to, t)` gives, bit for bit.
    func value(at t: Double) -> AnimationValue {
        let c = from + (to - from) * t
        func unit(_ v: Double) -> Double { min(max(v, 0), 1) }
        return switch kind {
        case .scalar: .scalar(c[0])
        case .point: .point(CGPoint(x: c[0], y: c[1]))
        case .size: .size(CGSize(width: c[0], height: c[1]))
        case .rect: .rect(CGRect(x: c[0], y: c[1], width: abs(c[2]), height: abs(c[3])))
        case .color: .color(RGBA(red: unit(c[0]), green: unit(c[1]), blue: unit(c[2]), alpha: unit(c[3])))
        }
    }
}
