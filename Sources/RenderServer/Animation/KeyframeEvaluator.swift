import CoreGraphics
import Foundation

/// `CAKeyframeAnimation` evaluation (spec §4): key times, per-segment timing, and the five calculation modes,
/// over values or along a path.
package enum KeyframeEvaluator {
    /// One point-valued segment of a keyframe path: a line or a cubic from `start`.
    private struct PathSegment {
        var start: CGPoint
        var c1: CGPoint
        var c2: CGPoint
        var end: CGPoint
        var isLine: Bool

        func point(_ s: Double) -> CGPoint {
            isLine ? Bezier.lerp(start, end, CGFloat(s)) : Bezier.point(start, c1, c2, end, CGFloat(s))
        }

        var length: Double {
            if isLine { return Double(hypot(end.x - start.x, end.y - start.y)) }
            var total = 0.0
            var previous = start
            for i in 1...32 {
                let p = point(Double(i) / 32)
                total += Double(hypot(p.x - previous.x, p.y - previous.y))
                previous = p
            }
            return total
        }
    }

    private static func segments(_ elements: [PathElement]) -> [PathSegment] {
        var result: [PathSegment] = []
        var cursor = PathCursor()
        for element in elements {
            let from = cursor.current ?? .zero
            switch element {
            case .move: break
            case .line(let p): result.append(PathSegment(start: from, c1: from, c2: p, end: p, isLine: true))
            case .quad(let c, let p):
                let (c1, c2) = Bezier.elevate(from, c, p)
                result.append(PathSegment(start: from, c1: c1, c2: c2, end: p, isLine: false))
            case .cubic(let c1, let c2, let p):
                result.append(PathSegment(start: from, c1: c1, c2: c2, end: p, isLine: false))
            case .close:
                if let start = cursor.subpathStart {
                    result.append(PathSegment(start: from, c1: from, c2: start, end: start, isLine: true))
                }
            }
            cursor.advance(element)
        }
        return result
    }

    package static func firstValue(_ k: RenderAnimation.Keyframes) -> AnimationValue? {
        if let path = k.path { return segments(path).first.map { .point($0.start) } }
        return k.values.first
    }

    package static func lastValue(_ k: RenderAnimation.Keyframes) -> AnimationValue? {
        if let path = k.path { return segments(path).last.map { .point($0.end) } }
        return k.values.last
    }

    /// The key time of every keyframe, following spec §4.2's validity rules and defaults.
    package static func keyTimes(_ k: RenderAnimation.Keyframes, count n: Int, distances: [Double]) -> [Double] {
        if k.mode == .paced || k.mode == .cubicPaced {
            let total = distances.reduce(0, +)
            guard total > 0 else { return evenTimes(n) }
            var times = [0.0]
            var running = 0.0
            for d in distances {
                running += d
                times.append(running / total)
            }
            return times
        }
        let expected = k.mode == .discrete ? [n, n + 1] : [n]
        if let given = k.keyTimes, expected.contains(given.count), given.first == 0,
            k.mode == .discrete ? true : given.last == 1,
            zip(given, given.dropFirst()).allSatisfy({ $0 <= $1 }), given.allSatisfy({ $0 >= 0 && $0 <= 1 })
        {
            return given
        }
        return k.mode == .discrete ? (0...n).map { Double($0) / Double(n) } : evenTimes(n)
    }

    private static func evenTimes(_ n: Int) -> [Double] {
        n <= 1 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }
    }

    /// The value at eased progress `p`.
    package static func value(_ k: RenderAnimation.Keyframes, progress p: Double) -> AnimationValue? {
        if let path = k.path {
            let segs = segments(path)
            guard !segs.isEmpty else { return nil }
            guard let (i, s) = locate(k, count: segs.count + 1, distances: segs.map(\.length), progress: p) else {
                return nil
            }
            if k.mode == .discrete { return .point(i < segs.count ? segs[i].start : segs[segs.count - 1].end) }
            return .point(segs[min(i, segs.count - 1)].point(i >= segs.count ? 1 : s))
        }
        let values = k.values
        guard !values.isEmpty else { return nil }
        guard values.count > 1 else { return values[0] }
        let distances = zip(values, values.dropFirst()).map { AnimationValue.distance($0, $1) }
        guard let (i, s) = locate(k, count: values.count, distances: distances, progress: p) else { return nil }
        if k.mode == .discrete || i >= values.count - 1 { return values[min(i, values.count - 1)] }
        if k.mode == .cubic || k.mode == .cubicPaced {
            return kochanekBartels(values, k, segment: i, s: s)
                ?? AnimationValue.interpolate(values[i], values[i + 1], s)
        }
        return AnimationValue.interpolate(values[i], values[i + 1], s)
    }

    /// The segment index and local fraction for progress p (after the segment's own timing function).
    private static func locate(_ k: RenderAnimation.Keyframes, count n: Int, distances: [Double], progress p: Double)
        -> (Int, Double)?
    {
        let times = keyTimes(k, count: n, distances: distances)
        guard let last = times.last else { return nil }
        if k.mode == .discrete {
            // Value i shows from times[i] until times[i + 1]; at p ≥ the last start the last value holds.
            var index = 0
            for (i, t) in times.enumerated() where i < n && p >= t { index = i }
            return (index, 0)
        }
        if p >= last { return (n - 1, 1) }
        var i = 0
        while i + 1 < times.count - 1 && p >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        var s = span > 0 ? (p - times[i]) / span : 1
        let usesFunctions = k.mode == .linear || k.mode == .cubic
        if usesFunctions, let functions = k.timingFunctions, i < functions.count {
            s = functions[i].value(at: s)
        }
        return (i, min(max(s, 0), 1))
    }

    /// Kochanek–Bartels Hermite interpolation between values[i] and values[i+1], end points duplicated.
    private static func kochanekBartels(
        _ v: [AnimationValue], _ k: RenderAnimation.Keyframes, segment i: Int, s: Double
    ) -> AnimationValue? {
        func parameter(_ array: [Double]?, _ index: Int) -> Double {
            guard let array, index < array.count else { return 0 }
            return array[index]
        }
        func tangent(_ index: Int, outgoing: Bool) -> AnimationValue? {
            let previous = v[max(index - 1, 0)]
            let next = v[min(index + 1, v.count - 1)]
            let t = parameter(k.tension, index)
            let c = parameter(k.continuity, index)
            let b = parameter(k.bias, index)
            let (wa, wb) =
                outgoing
                ? ((1 - t) * (1 + b) * (1 + c) / 2, (1 - t) * (1 - b) * (1 - c) / 2)
                : ((1 - t) * (1 + b) * (1 - c) / 2, (1 - t) * (1 - b) * (1 + c) / 2)
            guard let d1 = AnimationValue.difference(v[index], previous),
                let d2 = AnimationValue.difference(next, v[index]),
                let s1 = AnimationValue.scaled(d1, by: wa), let s2 = AnimationValue.scaled(d2, by: wb)
            else { return nil }
            return AnimationValue.sum(s1, s2)
        }
        guard let outgoing = tangent(i, outgoing: true), let incoming = tangent(i + 1, outgoing: false) else {
            return nil
        }
        let s2 = s * s
        let s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1
        let h10 = s3 - 2 * s2 + s
        let h01 = -2 * s3 + 3 * s2
        let h11 = s3 - s2
        guard let a = AnimationValue.scaled(v[i], by: h00), let b = AnimationValue.scaled(outgoing, by: h10),
            let c = AnimationValue.scaled(v[i + 1], by: h01), let d = AnimationValue.scaled(incoming, by: h11),
            let ab = AnimationValue.sum(a, b), let cd = AnimationValue.sum(c, d)
        else { return nil }
        return AnimationValue.sum(ab, cd)
    }

    /// The path's direction at progress p, in radians (for `rotationMode`).
    package static func tangentAngle(_ k: RenderAnimation.Keyframes, progress p: Double) -> Double? {
        guard let path = k.path else { return nil }
        let segs = segments(path)
        guard !segs.isEmpty, let (i, s) = locate(k, count: segs.count + 1, distances: segs.map(\.length), progress: p)
        else { return nil }
        let segment = segs[min(i, segs.count - 1)]
        let local = i >= segs.count ? 1 : s
        let a = segment.point(max(0, local - 1e-4))
        let b = segment.point(min(1, local + 1e-4))
        guard a != b else { return Double(atan2(segment.end.y - segment.start.y, segment.end.x - segment.start.x)) }
        return Double(atan2(b.y - a.y, b.x - a.x))
    }
}
