extension CGPath {
    /// The outline of this path stroked with the given pen, as a path to fill with the non-zero rule.
    /// - Note: Deviation: the outline is a union of overlapping pieces rather than one merged contour; it
    ///   fills and hit-tests the same.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        let stroker = PathStroker(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
        let outline = stroker.outline(of: self)
        return CGPath(elements: outline.elements.map { $0.applying(transform) })
    }

    /// The most pattern steps (dashes and gaps) one dashing makes: a pattern tiny against its path would
    /// otherwise make billions.
    static let dashStepLimit = 20_000

    /// This path cut into dashes: `lengths` alternate on and off, starting `phase` into the pattern. Each
    /// dash is an open subpath; curves stay curves. Past `dashStepLimit` steps the rest of the path is left
    /// out, with one log line.
    public func copy(
        dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity
    ) -> CGPath {
        let pattern = lengths.map { $0.isFinite ? Swift.max(0, $0) : 0 }
        let period = pattern.reduce(0, +)
        guard period > 0, period.isFinite, phase.isFinite else { return copy(using: nil) ?? self }
        var result: [PathElement] = []
        var steps = 0
        for subpath in subpaths() {
            let measure = PathMeasure(subpath)
            var position = -(phase.truncatingRemainder(dividingBy: period))
            if position > 0 { position -= period }
            var index = 0
            while position < measure.length {
                steps += 1
                guard steps <= Self.dashStepLimit else {
                    Log.warningOnce(
                        key: "dashing.steps",
                        "CGPath.copy(dashingWithPhase:): more than \(Self.dashStepLimit) dashes; the rest of the path is left out"
                    )
                    return CGPath(elements: result.map { $0.applying(transform) })
                }
                let dash = pattern[index % pattern.count]
                if index % 2 == 0 {
                    result.append(
                        contentsOf: measure.elements(from: position, to: position + dash).filter { $0 != .close })
                }
                position += dash
                index += 1
            }
        }
        return CGPath(elements: result.map { $0.applying(transform) })
    }

    /// Each subpath as its own path.
    package func subpaths() -> [CGPath] {
        var result: [[PathElement]] = []
        for element in elements {
            if case .move = element {
                result.append([element])
            } else if result.isEmpty {
                result.append([element])
            } else {
                result[result.count - 1].append(element)
            }
        }
        return result.map { CGPath(elements: $0) }
    }
}
