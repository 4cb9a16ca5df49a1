/// An immutable path: subpaths of lines and Bézier curves in user-space coordinates.
///
/// `CGMutablePath` is the mutable subclass; an immutable `CGPath` is safe to share between threads.
public class CGPath: Equatable, Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The elements in order. Mutated only by `CGMutablePath`.
    package internal(set) var elements: [PathElement]

    /// The path's measure once made (an immutable path's only): renderers trim a shape's stroke to its
    /// strokeStart and strokeEnd every frame, from more than one thread.
    private let measured = Locked<PathMeasure?>(nil)

    package init(elements: [PathElement]) {
        self.elements = elements
    }

    /// The lengths along the path (`PathMeasure`), made once for an immutable path and kept; a mutable path is
    /// measured as it is now, each time.
    package var measure: PathMeasure {
        guard !(self is CGMutablePath) else { return PathMeasure(self) }
        return measured.withLock { measured in
            if let measured { return measured }
            let made = PathMeasure(self)
            measured = made
            return made
        }
    }

    /// A closed rectangle path: move to (minX, minY), then counter-clockwise in y-up space.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let builder = CGMutablePath()
        builder.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: builder.elements)
    }

    /// An ellipse inscribed in `rect`, starting at (maxX, midY), counter-clockwise in y-up space.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let builder = CGMutablePath()
        builder.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: builder.elements)
    }

    /// A rounded rectangle; corner sizes are clamped to half the rect's sides.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let builder = CGMutablePath()
        builder.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(elements: builder.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element (the start of the subpath after a close); `.zero` when empty.
    public var currentPoint: CGPoint { endCursor.current ?? .zero }

    /// The cursor after the last element (a mutable path keeps it as it grows).
    package var endCursor: PathCursor { PathCursor(elements) }

    /// Bounds of every point including Bézier control points; `.null` when empty.
    public var boundingBox: CGRect {
        CGRect.boundingBox(of: elements.flatMap(\.points))
    }

    /// Tight bounds of the drawn curves, excluding control points; `.null` when empty.
    public var boundingBoxOfPath: CGRect { PathBounds.tight(elements) }

    /// Whether the path is exactly one rectangle (as `CGPath(rect:)` makes); fills `rect` when it is.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        guard let found = PathBounds.rectangle(elements) else { return false }
        rect?.pointee = found
        return true
    }

    /// Calls `block` once per element, in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        var storage = [CGPoint](repeating: .zero, count: 3)
        storage.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for element in elements {
                let type: CGPathElementType
                switch element {
                case .move: type = .moveToPoint
                case .line: type = .addLineToPoint
                case .quad: type = .addQuadCurveToPoint
                case .cubic: type = .addCurveToPoint
                case .close: type = .closeSubpath
                }
                for (i, p) in element.points.enumerated() { base[i] = p }
                var value = CGPathElement(type: type, points: base)
                withUnsafePointer(to: &value) { block($0) }
            }
        }
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// An immutable copy with every point mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// A mutable copy with every point mapped by `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee else { return mutableCopy() }
        return CGMutablePath(elements: elements.map { $0.applying(t) })
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    public var description: String { "CGPath(\(elements.count) elements)" }
}

/// Tracks the current point and subpath start while walking elements.
package struct PathCursor {
    package private(set) var current: CGPoint?
    package private(set) var subpathStart: CGPoint?

    package init() {}

    package init(_ elements: [PathElement]) {
        for element in elements { advance(element) }
    }

    package mutating func advance(_ element: PathElement) {
        switch element {
        case .move(let p):
            current = p
            subpathStart = p
        case .line(let p), .quad(_, let p), .cubic(_, _, let p):
            if subpathStart == nil { subpathStart = current }
            current = p
        case .close:
            current = subpathStart
        }
    }
}
