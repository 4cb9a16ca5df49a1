/// A path that can be appended to. Each `transform` argument maps the new points before they are stored.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// The cursor after the first `count` elements, advanced over the ones appended since it was last read
    /// (elements are only ever appended), so that building a path of n elements takes n steps, not n².
    private let tail = Locked((count: 0, cursor: PathCursor()))

    override package var endCursor: PathCursor {
        let elements = self.elements
        return tail.withLock { tail in
            if tail.count > elements.count { tail = (0, PathCursor()) }
            for element in elements[tail.count...] { tail.cursor.advance(element) }
            tail.count = elements.count
            return tail.cursor
        }
    }

    /// An empty path.
    public init() {
        super.init(elements: [])
    }

    override package init(elements: [PathElement]) {
        super.init(elements: elements)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }

    /// A straight line from the current point; starts a subpath at `point` when there is none.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        appendDrawing(.line(point.applying(transform)))
    }

    /// A quadratic Bézier from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        appendDrawing(.quad(control.applying(transform), end.applying(transform)))
    }

    /// A cubic Bézier from the current point.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        appendDrawing(.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard let last = elements.last, last != .close else { return }
        elements.append(.close)
    }

    /// A closed subpath around `rect`: (minX, minY) → (maxX, minY) → (maxX, maxY) → (minX, maxY).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// One closed subpath per rect.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// An open polyline through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect`: four cubics from (maxX, midY), counter-clockwise in y-up space.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        let toEllipse = CGAffineTransform(scaleX: r.width / 2, y: r.height / 2)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            .concatenating(transform)
        let arc = Arc(center: .zero, radius: 1, startAngle: 0, sweep: 2 * .pi)
        move(to: arc.startPoint, transform: toEllipse)
        for element in arc.cubics() { elements.append(element.applying(toEllipse)) }
        closeSubpath()
    }

    /// A closed rounded rectangle; corner sizes are clamped to half the sides. Starts on the right edge
    /// just above the bottom-right corner and runs counter-clockwise in y-up space.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let rx = Swift.min(Swift.max(cornerWidth, 0), r.width / 2)
        let ry = Swift.min(Swift.max(cornerHeight, 0), r.height / 2)
        guard rx > 0, ry > 0 else {
            addRect(r, transform: transform)
            return
        }
        let corners: [(CGPoint, CGFloat)] = [
            (CGPoint(x: r.maxX - rx, y: r.maxY - ry), 0),
            (CGPoint(x: r.minX + rx, y: r.maxY - ry), .pi / 2),
            (CGPoint(x: r.minX + rx, y: r.minY + ry), .pi),
            (CGPoint(x: r.maxX - rx, y: r.minY + ry), 3 * .pi / 2),
        ]
        move(to: CGPoint(x: r.maxX, y: r.minY + ry), transform: transform)
        for (center, start) in corners {
            let toCorner = CGAffineTransform(scaleX: rx, y: ry)
                .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
                .concatenating(transform)
            let arc = Arc(center: .zero, radius: 1, startAngle: start, sweep: .pi / 2)
            appendDrawing(.line(arc.startPoint.applying(toCorner)))
            for element in arc.cubics() { elements.append(element.applying(toCorner)) }
        }
        closeSubpath()
    }

    /// A circular arc from `startAngle` to `endAngle` (radians, +x toward +y). `clockwise` is in y-up space:
    /// true sweeps toward decreasing angles. A line joins the current point to the arc's start.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let sweep = Arc.sweep(from: startAngle, to: endAngle, clockwise: clockwise)
        addArc(Arc(center: center, radius: radius, startAngle: startAngle, sweep: sweep), transform: transform)
    }

    /// A circular arc of `delta` radians from `startAngle`; positive deltas sweep toward increasing angles.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        addArc(Arc(center: center, radius: radius, startAngle: startAngle, sweep: delta), transform: transform)
    }

    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to the line from
    /// `tangent1End` to `tangent2End`, preceded by a straight line to the first tangent point.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let inverse = transform.inverted()
        guard let currentDevice = endCursor.current else {
            move(to: tangent1End, transform: transform)
            return
        }
        let p0 = currentDevice.applying(inverse)
        guard let arc = Arc.tangent(from: p0, corner: tangent1End, to: tangent2End, radius: radius) else {
            addLine(to: tangent1End, transform: transform)
            return
        }
        addArc(arc, transform: transform)
    }

    /// Appends every element of `path`, each point mapped by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: path.elements.map { $0.applying(transform) })
    }

    private func addArc(_ arc: Arc, transform: CGAffineTransform) {
        guard arc.radius.isFinite, arc.sweep.isFinite, arc.startAngle.isFinite else {
            Log.warningOnce(key: "CGMutablePath.addArc", "CGMutablePath.addArc: non-finite arc ignored")
            return
        }
        let start = arc.startPoint.applying(transform)
        if endCursor.current == nil || elements.last == .close {
            elements.append(.move(start))
        } else {
            elements.append(.line(start))
        }
        for element in arc.cubics() { elements.append(element.applying(transform)) }
    }

    /// Appends a drawing element, first opening a subpath when there is no current point.
    private func appendDrawing(_ element: PathElement) {
        let cursor = endCursor
        if cursor.current == nil {
            if case .line(let p) = element {
                elements.append(.move(p))
                return
            }
            elements.append(.move(element.points.last ?? .zero))
        } else if elements.last == .close, let start = cursor.current {
            elements.append(.move(start))
        }
        elements.append(element)
    }
}
