import CCairo

/// A bitmap drawing destination with Core Graphics conventions, drawn by cairo.
///
/// User space starts with its origin at the bottom-left and y up; memory row 0 is the top row of the image.
/// The current path is kept in device space (bottom-left origin, pixels), transformed by the CTM at the time
/// each point is added, as Core Graphics does.
public final class CGContext {
    package let buffer: PixelBuffer
    package let surface: OpaquePointer
    package let cairo: OpaquePointer
    private let isAlphaOnly: Bool

    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    public let bytesPerRow: Int
    public let colorSpace: CGColorSpace?
    public let bitmapInfo: CGBitmapInfo
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo }

    package var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    /// The current path, in device space.
    package var devicePath = CGMutablePath()

    /// A bitmap context over `data` (or over memory it allocates when `data` is nil).
    ///
    /// Supported layouts: 8 bits per component with `premultipliedFirst | byteOrder32Little` (ARGB32, the
    /// native layout) or `noneSkipFirst | byteOrder32Little` (opaque RGB); and 8-bit `alphaOnly`. Anything
    /// else returns nil with one log line.
    /// - Note: Deviation: big-endian and RGBA-ordered layouts are not drawable here.
    public init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let order = info.intersection(.byteOrderMask)
        let format: cairo_format_t
        switch (info.alphaInfo, order) {
        case (.premultipliedFirst, .byteOrder32Little): format = CAIRO_FORMAT_ARGB32
        case (.noneSkipFirst, .byteOrder32Little): format = CAIRO_FORMAT_RGB24
        case (.alphaOnly, _): format = CAIRO_FORMAT_A8
        default:
            Log.warning(
                "CGContext(bitmapInfo: \(bitmapInfo)): unsupported pixel layout; use premultipliedFirst | byteOrder32Little"
            )
            return nil
        }
        guard bitsPerComponent == 8, width > 0, height > 0, width <= 32_767, height <= 32_767 else {
            Log.warning("CGContext: invalid size \(width)×\(height) or \(bitsPerComponent) bits per component")
            return nil
        }
        let pixelBytes = format == CAIRO_FORMAT_A8 ? 1 : 4
        let minimumStride = Int(cairo_format_stride_for_width(format, Int32(width)))
        let stride = bytesPerRow == 0 ? minimumStride : bytesPerRow
        guard stride >= width * pixelBytes, stride % 4 == 0 else {
            Log.warning(
                "CGContext: bytesPerRow \(bytesPerRow) does not fit \(width) pixels (cairo needs a multiple of 4)")
            return nil
        }
        let storage: PixelBuffer
        var allocation: UnsafeMutableRawPointer?
        if let data {
            storage = PixelBuffer(wrapping: data, width: width, height: height, bytesPerRow: stride)
        } else if pixelBytes == 4 && stride == width * 4, let owned = PixelBuffer(width: width, height: height) {
            storage = owned
        } else {
            let raw = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
            raw.initializeMemory(as: UInt8.self, repeating: 0, count: stride * height)
            storage = PixelBuffer(wrapping: raw, width: width, height: height, bytesPerRow: stride)
            allocation = raw
        }
        guard
            let surface = cairo_image_surface_create_for_data(
                storage.base.assumingMemoryBound(to: UInt8.self), format, Int32(width), Int32(height), Int32(stride)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else {
            Log.warning("CGContext: cairo could not make a \(width)×\(height) surface")
            allocation?.deallocate()
            return nil
        }
        guard let cr = cairo_create(surface), cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
            Log.warning("CGContext: cairo_create failed")
            cairo_surface_destroy(surface)
            allocation?.deallocate()
            return nil
        }
        buffer = storage
        self.surface = surface
        cairo = cr
        isAlphaOnly = format == CAIRO_FORMAT_A8
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        bitsPerPixel = pixelBytes * 8
        self.bytesPerRow = stride
        colorSpace = format == CAIRO_FORMAT_A8 ? nil : space
        self.bitmapInfo = info
        ownedAllocation = allocation
    }

    private var ownedAllocation: UnsafeMutableRawPointer?

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
        ownedAllocation?.deallocate()
    }

    /// The pixel memory, with all drawing finished.
    public var data: UnsafeMutableRawPointer? {
        cairo_surface_flush(surface)
        return buffer.base
    }

    /// Finishes pending drawing so the memory is up to date.
    public func flush() {
        cairo_surface_flush(surface)
    }

    /// Tells cairo that the memory was written behind its back.
    package func markDirty() {
        cairo_surface_mark_dirty(surface)
    }

    /// A snapshot of the pixels as an image; nil for alpha-only contexts.
    public func makeImage() -> CGImage? {
        guard !isAlphaOnly else { return nil }
        cairo_surface_flush(surface)
        guard let copy = PixelBuffer(width: width, height: height) else { return nil }
        for y in 0..<height {
            copy.row(y).update(from: buffer.row(y), count: width)
        }
        return CGImage(buffer: copy)
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (CTM, clip, colours, line settings, shadow, alpha, blend mode).
    public func saveGState() {
        savedStates.append(state)
        cairo_save(cairo)
    }

    /// Pops the graphics state; unbalanced calls are ignored with one log line.
    public func restoreGState() {
        guard let previous = savedStates.popLast() else {
            Log.warningOnce(key: "CGContext.restoreGState", "CGContext.restoreGState: no saved state")
            return
        }
        state = previous
        cairo_restore(cairo)
    }

    /// The current transformation matrix: user space to device space (bottom-left origin, pixels).
    public var ctm: CGAffineTransform { state.ctm }

    /// Appends `transform` in user space: `transform · CTM`.
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
    }

    public func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    public func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm) }
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm.inverted()) }
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }

    /// Bounding box of the current clip in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_identity_matrix(cairo)
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        var device = CGRect(x: x1, y: Double(height) - y2, width: x2 - x1, height: y2 - y1)
        // cairo's extents are whole pixels; the clip paths' own box keeps a rect clip exact at any scale.
        if let box = state.clipBox { device = device.intersection(box) }
        return device.isNull ? .zero : convertToUserSpace(device)
    }

    // MARK: Settings

    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    public func setFlatness(_ flatness: CGFloat) { state.flatness = Swift.max(0.01, flatness) }
    public func setAlpha(_ alpha: CGFloat) { state.alpha = Swift.min(Swift.max(alpha, 0), 1) }
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    public func setShouldAntialias(_ value: Bool) { state.antialias = value }
    public func setAllowsAntialiasing(_ value: Bool) { state.allowsAntialiasing = value }
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolation }
        set { state.interpolation = newValue }
    }

    /// Dashes for later strokes; an empty array turns dashing off.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dashPhase = phase
        state.dashLengths = lengths
    }

    public func setFillColor(_ color: CGColor) { state.fill = color.rgba }
    public func setStrokeColor(_ color: CGColor) { state.stroke = color.rgba }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }

    /// A shadow under later drawing. `offset` and `blur` are in device space and ignore the CTM, as in Core
    /// Graphics; the blur is a Gaussian of standard deviation `blur / 2` pixels.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        state.shadow = color.map { Shadow(offset: offset, blur: blur, color: $0.rgba) }
    }

    /// A shadow in black at one-third alpha.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }
}

/// The drawing settings saved and restored by `saveGState`/`restoreGState` (the clip lives in cairo's state).
package struct GraphicsState {
    package var ctm = CGAffineTransform.identity
    package var fill = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    package var stroke = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    package var alpha: CGFloat = 1
    package var lineWidth: CGFloat = 1
    package var lineCap = CGLineCap.butt
    package var lineJoin = CGLineJoin.miter
    package var miterLimit: CGFloat = 10
    package var flatness: CGFloat = 0.1
    package var dashPhase: CGFloat = 0
    package var dashLengths: [CGFloat] = []
    package var blendMode = CGBlendMode.normal
    package var antialias = true
    package var allowsAntialiasing = true
    package var interpolation = CGInterpolationQuality.default
    package var shadow: Shadow?
    /// The bounding box of the clip paths set so far, in device space (y up); nil when there is no clip.
    package var clipBox: CGRect?
    /// The clip set by `clip(to:mask:)`, over the path clip that cairo keeps.
    package var clipMask: ClipMask?
}

/// A context shadow: device-space offset (y up), blur, colour.
package struct Shadow {
    package var offset: CGSize
    package var blur: CGFloat
    package var color: RGBA
}
