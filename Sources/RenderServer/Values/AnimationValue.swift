import CoreGraphics

/// A value an animation can produce, in the form the evaluator interpolates: what a boxed `Any` from Apple's
/// API (`NSNumber`, `NSValue`, `CGColor`, `CGPath`, arrays) becomes.
package enum AnimationValue: Equatable, Sendable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    /// Boxed: a matrix is four times the size of any other case, and every value (optional from, to, by) was
    /// that large, copied several times per animation per frame.
    indirect case transform(Matrix3D)
    case color(RGBA)
    case path([PathElement])
    case image(CGImage)
    case array([AnimationValue])
    /// A nil colour, path or image.
    case none

    /// The components that componentwise arithmetic works on (lanes past `count` zero), or nil for types that have
    /// their own rules. Four lanes in a vector, not an array: evaluating an animation allocates nothing.
    var components: (values: SIMD4<Double>, count: Int)? {
        switch self {
        case .scalar(let v): (SIMD4(v, 0, 0, 0), 1)
        case .point(let p): (SIMD4(Double(p.x), Double(p.y), 0, 0), 2)
        case .size(let s): (SIMD4(Double(s.width), Double(s.height), 0, 0), 2)
        case .rect(let r):
            (SIMD4(Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)), 4)
        case .color(let c): (SIMD4(c.red, c.green, c.blue, c.alpha), 4)
        default: nil
        }
    }

    /// A value of the same kind as `self` with new components.
    private func withComponents(_ c: SIMD4<Double>) -> AnimationValue {
        NumericEnds.Kind(of: self)?.value(c) ?? self
    }

    /// Interpolation by type (spec §3.5); values of different kinds switch at the halfway point.
    package static func interpolate(_ a: AnimationValue, _ b: AnimationValue, _ t: Double) -> AnimationValue {
        switch (a, b) {
        case (.transform(let x), .transform(let y)):
            return .transform(Matrix3D.interpolate(x, y, t))
        case (.path(let x), .path(let y)):
            return .path(interpolatePaths(x, y, t))
        case (.array(let x), .array(let y)) where x.count == y.count:
            return .array(zip(x, y).map { interpolate($0, $1, t) })
        case (.rect, .rect):
            guard let ca = a.components?.values, let cb = b.components?.values else { return b }
            let c = ca + (cb - ca) * t
            return .rect(CGRect(x: c[0], y: c[1], width: abs(c[2]), height: abs(c[3])))
        default:
            if sameKind(a, b), let ca = a.components?.values, let cb = b.components?.values {
                return a.withComponents(ca + (cb - ca) * t)
            }
            return t < 0.5 ? a : b
        }
    }

    /// Paths with the same element kinds interpolate point by point; otherwise the to-path shows once the
    /// animation has started (spec §3.5: mismatched paths are undefined).
    private static func interpolatePaths(_ a: [PathElement], _ b: [PathElement], _ t: Double) -> [PathElement] {
        guard a.count == b.count else { return t > 0 ? b : a }
        var result: [PathElement] = []
        result.reserveCapacity(a.count)
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case (.move(let p), .move(let q)): result.append(.move(mix(p, q)))
            case (.line(let p), .line(let q)): result.append(.line(mix(p, q)))
            case (.quad(let c, let p), .quad(let d, let q)): result.append(.quad(mix(c, d), mix(p, q)))
            case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)):
                result.append(.cubic(mix(c1, d1), mix(c2, d2), mix(p, q)))
            case (.close, .close): result.append(.close)
            default: return t > 0 ? b : a
            }
        }
        return result
    }

    private static func sameKind(_ a: AnimationValue, _ b: AnimationValue) -> Bool {
        switch (a, b) {
        case (.scalar, .scalar), (.point, .point), (.size, .size), (.rect, .rect), (.color, .color): true
        default: false
        }
    }

    /// `a + b`: componentwise, or for transforms `a` applied first then `b`. Nil when the kinds cannot add.
    package static func sum(_ a: AnimationValue, _ b: AnimationValue) -> AnimationValue? {
        switch (a, b) {
        case (.transform(let x), .transform(let y)): return .transform(x.concatenating(y))
        case (.array(let x), .array(let y)) where x.count == y.count:
            let parts = zip(x, y).compactMap { sum($0, $1) }
            return parts.count == x.count ? .array(parts) : nil
        default:
            guard sameKind(a, b), let ca = a.components?.values, let cb = b.components?.values else { return nil }
            return a.withComponents(ca + cb)
        }
    }

    /// `a − b`: componentwise, or for transforms `a` with `b` undone (`b⁻¹` applied after `a`).
    package static func difference(_ a: AnimationValue, _ b: AnimationValue) -> AnimationValue? {
        switch (a, b) {
        case (.transform(let x), .transform(let y)):
            guard let inverse = y.inverted() else { return nil }
            return .transform(x.concatenating(inverse))
        case (.array(let x), .array(let y)) where x.count == y.count:
            let parts = zip(x, y).compactMap { difference($0, $1) }
            return parts.count == x.count ? .array(parts) : nil
        default:
            guard sameKind(a, b), let ca = a.components?.values, let cb = b.components?.values else { return nil }
            return a.withComponents(ca - cb)
        }
    }

    /// `k·a`: componentwise, or for transforms the decomposed parts scaled from identity.
    package static func scaled(_ a: AnimationValue, by k: Double) -> AnimationValue? {
        switch a {
        case .transform(let m):
            if k == 0 { return .transform(.identity) }
            var result = Matrix3D.identity
            let whole = Int(k.rounded(.down))
            for _ in 0..<max(whole, 0) { result = result.concatenating(m) }
            let fraction = k - Double(whole)
            if fraction > 0 { result = Matrix3D.interpolate(.identity, m, fraction).concatenating(result) }
            return .transform(result)
        case .array(let x):
            let parts = x.compactMap { scaled($0, by: k) }
            return parts.count == x.count ? .array(parts) : nil
        default:
            guard let c = a.components?.values else { return nil }
            return a.withComponents(c * k)
        }
    }

    /// Distance for paced keyframes: |Δ| for numbers, Euclidean over components otherwise.
    package static func distance(_ a: AnimationValue, _ b: AnimationValue) -> Double {
        switch (a, b) {
        case (.transform(let x), .transform(let y)):
            return zip(x.entries, y.entries).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
        case (.array(let x), .array(let y)) where x.count == y.count:
            return zip(x, y).reduce(0) { $0 + pow(distance($1.0, $1.1), 2) }.squareRoot()
        default:
            guard let ca = a.components, let cb = b.components, ca.count == cb.count else { return 0 }
            // Summed in order, lane by lane, as the keyframe timing has always been worked out.
            var total = 0.0
            for lane in 0..<ca.count {
                total += (ca.values[lane] - cb.values[lane]) * (ca.values[lane] - cb.values[lane])
            }
            return total.squareRoot()
        }
    }
}
