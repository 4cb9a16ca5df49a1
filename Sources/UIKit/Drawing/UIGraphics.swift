/// The stack of current drawing contexts (`draw(_:)` runs with one pushed). Main thread only, as in UIKit.
nonisolated(unsafe) private var contextStack: [CGContext] = []

/// The context `draw(_:)` and image renderers draw into; nil outside drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? { contextStack.last }

public func UIGraphicsPushContext(_ context: CGContext) { contextStack.append(context) }

public func UIGraphicsPopContext() { _ = contextStack.popLast() }

/// A flipped (y down, points) bitmap context of `size` at `scale` pixels per point; nil for an empty size.
func makeFlippedContext(size: CGSize, scale: CGFloat) -> CGContext? {
    let pixels = (width: size.width * scale, height: size.height * scale)
    // NaN, infinite or absurd sizes make no context rather than trap converting to Int.
    guard pixels.width.isFinite, pixels.height.isFinite, pixels.width <= 32_767, pixels.height <= 32_767 else {
        return nil
    }
    let width = Int(pixels.width.rounded(.up)), height = Int(pixels.height.rounded(.up))
    guard width > 0, height > 0,
        let ctx = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    else { return nil }
    ctx.translateBy(x: 0, y: CGFloat(height))
    ctx.scaleBy(x: scale, y: -scale)
    return ctx
}

/// How an image renderer's images are made: pixels per point and whether they are opaque.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: NSObject {
    /// Pixels per point; the screen's by default.
    open var scale: CGFloat
    /// Whether the images have no transparency: each rendering starts from opaque black instead of clear.
    open var opaque = false

    public override init() {
        scale = UIScreen.main.scale
        super.init()
    }

    /// The screen's scale, not opaque.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format that suits the screen: the same as `default()` here.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// Draws into an image with UIKit's coordinates (y down, points).
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
    /// The size of its images in points.
    public let size: CGSize
    /// The rectangle the drawing's coordinates span: its origin is the image's top left corner.
    public let bounds: CGRect
    public let format: UIGraphicsImageRendererFormat
    /// Pixels per point of its images.
    public var scale: CGFloat { format.scale }

    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.size = bounds.size
        self.format = format
        super.init()
    }

    public typealias Context = UIGraphicsImageRendererContext

    /// Runs `actions` with a fresh context current and returns what it drew.
    open func image(actions: (UIGraphicsImageRenderer.Context) -> Void) -> UIImage {
        guard let ctx = makeFlippedContext(size: size, scale: scale) else {
            Log.warningOnce(
                key: "UIGraphicsImageRenderer.size",
                "UIGraphicsImageRenderer: no image for the size \(size) at scale \(scale); drawing skipped")
            return UIImage()
        }
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        if format.opaque {
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            ctx.fill(bounds)
        }
        UIGraphicsPushContext(ctx)
        actions(Context(ctx, format: format, scale: scale))
        UIGraphicsPopContext()
        return ctx.makeImage().map { UIImage(cgImage: $0, scale: scale) } ?? UIImage()
    }

    /// Runs `actions` as `image(actions:)` does and returns the image as PNG.
    open func pngData(actions: (UIGraphicsImageRenderer.Context) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}

/// The drawing context of one image renderer's rendering.
public final class UIGraphicsImageRendererContext {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    /// The format's scale when the rendering began.
    private let scale: CGFloat

    init(_ context: CGContext, format: UIGraphicsImageRendererFormat, scale: CGFloat) {
        cgContext = context
        self.format = format
        self.scale = scale
    }

    /// What has been drawn so far.
    public var currentImage: UIImage {
        cgContext.makeImage().map { UIImage(cgImage: $0, scale: scale) } ?? UIImage()
    }

    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill colour, blended by `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes `rect`'s outline with the current stroke colour and line width.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes `rect`'s outline with the current stroke colour and line width, blended by `blendMode`.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Clips later drawing to `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The bitmap contexts opened by `UIGraphicsBeginImageContext…` with their scales, innermost last; nil for a
/// call that could make none, so that its `UIGraphicsEndImageContext()` still closes only what it opened.
nonisolated(unsafe) private var imageContexts: [(context: CGContext, scale: CGFloat)?] = []

/// Opens a bitmap context of `size` points, y down, and makes it current; `scale` 0 means the screen's. Each call
/// is balanced by `UIGraphicsEndImageContext()`.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let pixelsPerPoint = scale > 0 ? scale : UIScreen.main.scale
    guard let ctx = makeFlippedContext(size: size, scale: pixelsPerPoint) else {
        Log.warning(
            "UIGraphicsBeginImageContextWithOptions: no context for the size \(size) at scale \(pixelsPerPoint)")
        imageContexts.append(nil)
        return
    }
    if opaque {
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(origin: .zero, size: size))
    }
    imageContexts.append((ctx, pixelsPerPoint))
    UIGraphicsPushContext(ctx)
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What the innermost image context holds now, at its scale; nil when the current context is not one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let last = imageContexts.last, let top = last, top.context === UIGraphicsGetCurrentContext(),
        let image = top.context.makeImage()
    else { return nil }
    return UIImage(cgImage: image, scale: top.scale, orientation: .up)
}

/// Closes the innermost image context, making the context below it current.
public func UIGraphicsEndImageContext() {
    guard let last = imageContexts.popLast(), let top = last else { return }
    if UIGraphicsGetCurrentContext() === top.context { UIGraphicsPopContext() }
}

/// Fills `rect` with the current context's fill colour, replacing what is there (`.copy`, as UIKit documents):
/// `UIColor.clear.setFill(); UIRectFill(r)` erases.
public func UIRectFill(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    ctx.saveGState()
    ctx.setBlendMode(.copy)
    ctx.fill(rect)
    ctx.restoreGState()
}

/// Strokes a one-point frame just inside `rect` with the current context's stroke colour, replacing what is there.
public func UIRectFrame(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    ctx.saveGState()
    ctx.setBlendMode(.copy)
    ctx.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
    ctx.restoreGState()
}
