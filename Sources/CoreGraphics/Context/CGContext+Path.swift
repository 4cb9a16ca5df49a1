import CCairo

extension CGContext {
    /// Discards the current path.
    public func beginPath() { devicePath = CGMutablePath() }

    public func move(to point: CGPoint) { devicePath.move(to: point, transform: state.ctm) }
    public func addLine(to point: CGPoint) { devicePath.addLine(to: point, transform: state.ctm) }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        devicePath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        devicePath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }
    public func closePath() { devicePath.closeSubpath() }
    public func addRect(_ rect: CGRect) { devicePath.addRect(rect, transform: state.ctm) }
    public func addRects(_ rects: [CGRect]) { devicePath.addRects(rects, transform: state.ctm) }
    public func addLines(between points: [CGPoint]) { devicePath.addLines(between: points, transform: state.ctm) }
    public func addEllipse(in rect: CGRect) { devicePath.addEllipse(in: rect, transform: state.ctm) }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        devicePath.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
            transform: state.ctm)
    }
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        devicePath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }
    public func addPath(_ path: CGPath) { devicePath.addPath(path, transform: state.ctm) }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { devicePath.isEmpty }

    /// The current point in user space.
    public var currentPointOfPath: CGPoint { devicePath.currentPoint.applying(state.ctm.inverted()) }

    /// Bounds of the current path in user space.
    public var boundingBoxOfPath: CGRect {
        devicePath.isEmpty ? .null : devicePath.boundingBox.applying(state.ctm.inverted())
    }

    /// A copy of the current path in user space.
    public var path: CGPath? {
        devicePath.isEmpty ? nil : devicePath.copy(using: [state.ctm.inverted()])
    }

    /// Replaces the current path with the outline of its stroke under the current line settings.
    public func replacePathWithStrokedPath() {
        let user = devicePath.copy(using: [state.ctm.inverted()]) ?? devicePath
        let outline = user.copy(
            strokingWithWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin,
            miterLimit: state.miterLimit)
        devicePath = outline.mutableCopy(using: [state.ctm]) ?? CGMutablePath()
    }

    // MARK: Painting

    /// Fills the current path and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let path = takePath()
        paint { cr in
            self.emit(path)
            self.setSource(self.state.fill)
            cairo_set_fill_rule(cr, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill(cr)
        }
    }

    /// Strokes the current path with the current pen and clears it.
    public func strokePath() {
        let path = takePath()
        paint { _ in self.stroke(path) }
    }

    /// Paints the current path as `mode` says, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let path = takePath()
        paint { cr in
            if mode != .stroke {
                self.emit(path)
                self.setSource(self.state.fill)
                let evenOdd = mode == .eoFill || mode == .eoFillStroke
                cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_fill(cr)
            }
            if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
                self.stroke(path)
            }
        }
    }

    public func fill(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        fillPath()
    }

    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes pairs of points as separate segments.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var i = 0
        while i + 1 < points.count {
            move(to: points[i])
            addLine(to: points[i + 1])
            i += 2
        }
        strokePath()
    }

    /// Makes `rect` transparent (subject to the clip and CTM).
    public func clear(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        let path = takePath()
        cairo_save(cairo)
        emit(path)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    // MARK: Clipping

    /// Intersects the clip with the current path and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        let path = takePath()
        let box = path.boundingBoxOfPath
        state.clipBox = state.clipBox.map { $0.intersection(box) } ?? box
        emit(path)
        cairo_set_fill_rule(cairo, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cairo)
    }

    public func clip(to rect: CGRect) {
        beginPath()
        addRect(rect)
        clip()
    }

    public func clip(to rects: [CGRect]) {
        beginPath()
        addRects(rects)
        clip()
    }

    /// Removes every clip set since the context was made (outside any saved state).
    public func resetClip() {
        cairo_reset_clip(cairo)
        state.clipBox = nil
        state.clipMask = nil
    }

    // MARK: cairo plumbing

    package func takePath() -> CGPath {
        let path = devicePath
        devicePath = CGMutablePath()
        return path
    }

    /// Device space (y up) to cairo's device space (y down).
    package var flip: CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
    }

    package func setCairoMatrix(_ t: CGAffineTransform) {
        var matrix = cairo_matrix_t(
            xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        cairo_set_matrix(cairo, &matrix)
    }

    /// Loads a device-space path into cairo as its current path.
    package func emit(_ path: CGPath) {
        setCairoMatrix(flip)
        cairo_set_tolerance(cairo, Double(state.flatness))
        cairo_set_antialias(
            cairo, state.antialias && state.allowsAntialiasing ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        CairoPath.add(cairo, path.elements)
    }

    package func setSource(_ color: RGBA) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    /// Strokes a device-space path with the pen in user space (the CTM applies to width and dashes).
    private func stroke(_ path: CGPath) {
        emit(path)
        guard state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c != 0 else { return }
        setCairoMatrix(state.ctm.concatenating(flip))
        setSource(state.stroke)
        cairo_set_line_width(cairo, Double(state.lineWidth))
        cairo_set_line_cap(cairo, cairo_line_cap_t(UInt32(state.lineCap.rawValue)))
        cairo_set_line_join(cairo, cairo_line_join_t(UInt32(state.lineJoin.rawValue)))
        cairo_set_miter_limit(cairo, Double(state.miterLimit))
        let dashes = state.dashLengths.map { Double($0) }
        let allZero = dashes.allSatisfy { $0 <= 0 }
        cairo_set_dash(cairo, allZero ? nil : dashes, allZero ? 0 : Int32(dashes.count), Double(state.dashPhase))
        cairo_stroke(cairo)
    }
}
