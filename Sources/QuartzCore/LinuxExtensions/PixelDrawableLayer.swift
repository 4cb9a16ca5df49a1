import Foundation

/// Linux extension, not Apple API: a layer for code that renders its own pixels every frame, the analogue of
/// `CAMetalLayer` and `CAEAGLLayer` for a CPU renderer.
///
/// Ask for a drawable with `nextDrawable()`, write its pixels, and `present()` it; or set `drawHandler`, which
/// the layer calls on every display refresh with a fresh drawable and presents afterwards. The presented pixels
/// become the layer's `contents`, so the compositor shows them like any other content: with `contentsGravity`,
/// transforms, corner clipping, opacity, masks and shadows. Use from the main thread.
open class PixelDrawableLayer: CALayer {
    /// The drawables' size in pixels; zero (the default) means the bounds times `contentsScale`.
    open var drawableSize = CGSize.zero
    /// How many drawables may be out at once, 1…3 (default 3); `nextDrawable()` returns nil beyond that.
    open var maximumDrawableCount = 3 {
        didSet { maximumDrawableCount = min(max(maximumDrawableCount, 1), 3) }
    }
    /// Called on every display refresh with a new drawable (and the display link, for its timestamps); the
    /// drawable is presented after the handler returns unless the handler presented it. Nil stops the calls.
    open var drawHandler: ((PixelDrawable, CADisplayLink) -> Void)? {
        didSet { updateDisplayLink() }
    }
    /// Pauses `drawHandler` calls; the last presented pixels stay.
    open var isPaused = false {
        didSet { displayLink?.isPaused = isPaused }
    }
    /// How many drawables have been presented.
    public private(set) var presentedCount = 0

    private var displayLink: CADisplayLink?
    private var outstanding = 0
    private var pool: [PixelBuffer] = []

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    deinit {
        displayLink?.invalidate()
    }

    /// A drawable of `drawableSize` pixels, cleared to transparent; nil when `maximumDrawableCount` are out or the
    /// size is empty or too large (with one log line).
    open func nextDrawable() -> PixelDrawable? {
        guard outstanding < maximumDrawableCount else { return nil }
        let size = pixelSize
        guard size.width > 0, size.height > 0, size.width <= 8192, size.height <= 8192 else {
            Log.warningOnce(
                key: "PixelDrawableLayer.size.\(logName)",
                "PixelDrawableLayer \(logName): no drawable for a \(size.width)×\(size.height) pixel size")
            return nil
        }
        pool.removeAll { $0.width != size.width || $0.height != size.height }
        guard let memory = pool.popLast() ?? PixelBuffer(width: size.width, height: size.height),
            let context = CGContext(
                data: memory.base, width: size.width, height: size.height, bitsPerComponent: 8,
                bytesPerRow: memory.bytesPerRow, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo.native.rawValue)
        else { return nil }
        memory.base.initializeMemory(as: UInt8.self, repeating: 0, count: memory.bytesPerRow * size.height)
        context.translateBy(x: 0, y: CGFloat(size.height))
        context.scaleBy(x: 1, y: -1)
        outstanding += 1
        return PixelDrawable(context: context, memory: memory, layer: self)
    }

    private var pixelSize: (width: Int, height: Int) {
        let size =
            drawableSize == .zero
            ? CGSize(width: bounds.width * contentsScale, height: bounds.height * contentsScale) : drawableSize
        guard size.width.isFinite, size.height.isFinite else { return (0, 0) }
        return (Int(size.width.rounded(.up)), Int(size.height.rounded(.up)))
    }

    /// A drawable's pixels become the contents (copied, so the drawable's memory can be reused at once).
    func show(_ context: CGContext) {
        guard let image = context.makeImage() else { return }
        presentedCount += 1
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        contents = image
        CATransaction.commit()
    }

    /// A drawable was dropped: its memory goes back to the pool.
    func recycle(_ memory: PixelBuffer) {
        outstanding -= 1
        if pool.count < maximumDrawableCount { pool.append(memory) }
    }

    private func updateDisplayLink() {
        guard drawHandler != nil else {
            displayLink?.invalidate()
            displayLink = nil
            return
        }
        guard displayLink == nil else { return }
        let link = CADisplayLink { [weak self] link in self?.refresh(link) }
        link.isPaused = isPaused
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    private func refresh(_ link: CADisplayLink) {
        guard let handler = drawHandler, let drawable = nextDrawable() else { return }
        handler(drawable, link)
        if !drawable.isPresented { drawable.present() }
    }
}
