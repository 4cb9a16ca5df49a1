/// Arc-length measurement of a path and extraction of the piece between two lengths, keeping curves as curves.
///
/// `CAShapeLayer.strokeStart`/`strokeEnd` and dashing both cut paths by length. Curve lengths come from a
/// 64-sample chordal table per segment; the cut parameter is interpolated in that table and the curve is
/// split exactly with de Casteljau.
package struct PathMeasure {
    private struct Segment {
        var start: CGPoint
        var c1: CGPoint
        var c2: CGPoint
        var end: CGPoint
        var isLine: Bool
        var startsSubpath: Bool
        var closesSubpath: Bool
        /// Cumulative lengths at parameters i/samples, from 0 to the segment's length.
        var table: [CGFloat]
        var length: CGFloat { table.last ?? 0 }
    }

    private static let samples = 64
    private var segments: [Segment] = []
    /// Total length of every drawn segment, including closing lines.
    package private(set) var length: CGFloat = 0

    package init(_ path: CGPath) {
        var cursor = PathCursor()
        var startsSubpath = true
        for element in path.elements {
            let from = cursor.current ?? .zero
            switch element {
            case .move:
                startsSubpath = true
            case .line(let p):
                add(
                    Segment(
                        start: from, c1: from, c2: p, end: p, isLine: true, startsSubpath: startsSubpath,
                        closesSubpath: false, table: []))
                startsSubpath = false
            case .quad(let c, let p):
                let (c1, c2) = Bezier.elevate(from, c, p)
                add(
                    Segment(
                        start: from, c1: c1, c2: c2, end: p, isLine: false, startsSubpath: startsSubpath,
                        closesSubpath: false, table: []))
                startsSubpath = false
            case .cubic(let c1, let c2, let p):
                add(
                    Segment(
                        start: from, c1: c1, c2: c2, end: p, isLine: false, startsSubpath: startsSubpath,
                        closesSubpath: false, table: []))
                startsSubpath = false
            case .close:
                if let start = cursor.subpathStart {
                    add(
                        Segment(
                            start: from, c1: from, c2: start, end: start, isLine: true, startsSubpath: startsSubpath,
                            closesSubpath: true, table: []))
                }
                startsSubpath = true
            }
            cursor.advance(element)
        }
    }

    private mutating func add(_ segment: Segment) {
        var s = segment
        if s.isLine {
            s.table = [0, hypot(s.end.x - s.start.x, s.end.y - s.start.y)]
        } else {
            var table: [CGFloat] = [0]
            var previous = s.start
            for i in 1...Self.samples {
                let p = Bezier.point(s.start, s.c1, s.c2, s.end, CGFloat(i) / CGFloat(Self.samples))
                table.append(table[i - 1] + hypot(p.x - previous.x, p.y - previous.y))
                previous = p
            }
            s.table = table
        }
        length += s.length
        segments.append(s)
    }

    /// The curve parameter at `distance` along a segment.
    private static func parameter(_ segment: Segment, at distance: CGFloat) -> CGFloat {
        let table = segment.table
        guard segment.length > 0 else { return 0 }
        if segment.isLine { return distance / segment.length }
        var low = 0
        var high = table.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if table[mid] < distance { low = mid } else { high = mid }
        }
        let span = table[high] - table[low]
        let fraction = span > 0 ? (distance - table[low]) / span : 0
        return (CGFloat(low) + fraction) / CGFloat(table.count - 1)
    }

    /// The elements drawn between `from` and `to` (lengths along the path, clamped). A piece that crosses a
    /// subpath boundary becomes several subpaths; a whole closed subpath stays closed.
    package func elements(from: CGFloat, to: CGFloat) -> [PathElement] {
        let lower = Swift.max(0, from)
        let upper = Swift.min(length, to)
        guard upper > lower else { return [] }
        var result: [PathElement] = []
        var offset: CGFloat = 0
        var needsMove = true
        var subpathWhole = true
        for segment in segments {
            if segment.startsSubpath {
                needsMove = true
                subpathWhole = true
            }
            let segmentStart = offset
            let segmentEnd = offset + segment.length
            offset = segmentEnd
            if segmentEnd < lower || segmentStart > upper
                || (segment.length == 0 && !(segmentStart >= lower && segmentStart <= upper))
            {
                subpathWhole = false
                needsMove = true
                continue
            }
            let t0 = segmentStart < lower ? Self.parameter(segment, at: lower - segmentStart) : 0
            let t1 = segmentEnd > upper ? Self.parameter(segment, at: upper - segmentStart) : 1
            if t0 > 0 || t1 < 1 { subpathWhole = false }
            let piece =
                segment.isLine
                ? (
                    Bezier.lerp(segment.start, segment.end, t0), segment.start, segment.end,
                    Bezier.lerp(segment.start, segment.end, t1)
                )
                : Bezier.subcurve(segment.start, segment.c1, segment.c2, segment.end, from: t0, to: t1)
            if needsMove {
                result.append(.move(piece.0))
                needsMove = false
            }
            if segment.closesSubpath && subpathWhole {
                result.append(.close)
            } else if segment.isLine {
                result.append(.line(piece.3))
            } else {
                result.append(.cubic(piece.1, piece.2, piece.3))
            }
        }
        return result
    }
}
