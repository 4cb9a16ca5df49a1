/// A path with drawing attributes, in UIKit's y-down coordinates. `clockwise` means clockwise on screen.
open class UIBezierPath: NSObject {
    private var path = CGMutablePath()
    open var lineWidth: CGFloat = 1
    open var lineCapStyle = CGLineCap.butt
    open var lineJoinStyle = CGLineJoin.miter
    open var miterLimit: CGFloat = 10
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public override init() {
        super.init()
    }

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// A rect with only `corners` rounded, by `cornerRadii` (width and height of each corner's ellipse).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = min(cornerRadii.width, r.width / 2), ry = min(cornerRadii.height, r.height / 2)
        func radius(_ corner: UIRectCorner) -> (CGFloat, CGFloat) { corners.contains(corner) ? (rx, ry) : (0, 0) }
        let tl = radius(.topLeft), tr = radius(.topRight), br = radius(.bottomRight), bl = radius(.bottomLeft)
        path.move(to: CGPoint(x: r.minX + tl.0, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr.0, y: r.minY))
        cornerArc(center: CGPoint(x: r.maxX - tr.0, y: r.minY + tr.1), radii: tr, from: -.pi / 2)
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.1))
        cornerArc(center: CGPoint(x: r.maxX - br.0, y: r.maxY - br.1), radii: br, from: 0)
        path.addLine(to: CGPoint(x: r.minX + bl.0, y: r.maxY))
        cornerArc(center: CGPoint(x: r.minX + bl.0, y: r.maxY - bl.1), radii: bl, from: .pi / 2)
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl.1))
        cornerArc(center: CGPoint(x: r.minX + tl.0, y: r.minY + tl.1), radii: tl, from: .pi)
        path.closeSubpath()
    }

    private func cornerArc(center: CGPoint, radii: (CGFloat, CGFloat), from angle: CGFloat) {
        guard radii.0 > 0, radii.1 > 0 else { return }
        let t = CGAffineTransform(scaleX: radii.0, y: radii.1).concatenating(
            CGAffineTransform(translationX: center.x, y: center.y))
        path.addRelativeArc(center: .zero, radius: 1, startAngle: angle, delta: .pi / 2, transform: t)
    }

    /// An arc; `clockwise` is on screen (y down), the opposite of Core Graphics' y-up convention.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// The path (a copy).
    open var cgPath: CGPath {
        get { path.copy() ?? path }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// `clockwise` is on screen (y down).
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    open func apply(_ transform: CGAffineTransform) { path = path.mutableCopy(using: [transform]) ?? path }

    open var isEmpty: Bool { path.isEmpty }
    open var bounds: CGRect { path.boundingBoxOfPath }
    open var currentPoint: CGPoint { path.currentPoint }
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        dashPhase = phase
    }

    /// Fills with the current context's fill colour.
    open func fill() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.addPath(path)
        ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        ctx.restoreGState()
    }

    /// Strokes with the current context's stroke colour and this path's line attributes.
    open func stroke() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCapStyle)
        ctx.setLineJoin(lineJoinStyle)
        ctx.setMiterLimit(miterLimit)
        ctx.setLineDash(phase: dashPhase, lengths: dashPattern)
        ctx.addPath(path)
        ctx.strokePath()
        ctx.restoreGState()
    }
}

extension UIColor {
    /// Sets the current context's fill and stroke colour.
    public func set() {
        setFill()
        setStroke()
    }

    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}
