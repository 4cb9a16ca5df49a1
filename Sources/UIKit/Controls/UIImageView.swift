import QuartzCore

/// Shows an image as its layer's contents, or plays a sequence of images (`animationImages`) as a flip-book.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// Not an element by default, with the image trait.
    override var accessibilityDefaults: (isElement: Bool, label: String?, traits: UIAccessibilityTraits) {
        (false, nil, .image)
    }

    open var image: UIImage? {
        didSet {
            updateContents()
            invalidateIntrinsicContentSize()
        }
    }
    /// The images `startAnimating()` shows in turn, each for an equal share of `animationDuration`.
    open var animationImages: [UIImage]? {
        didSet {
            if isAnimating { stopAnimating() }
            invalidateIntrinsicContentSize()
        }
    }
    /// Seconds one pass through `animationImages` takes; 0 means 1/30 s per image.
    open var animationDuration: TimeInterval = 0
    /// How many passes `startAnimating()` plays; 0 repeats until `stopAnimating()`.
    open var animationRepeatCount = 0

    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        isUserInteractionEnabled = false
        updateContents()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        nil
    }

    private func updateContents() {
        layer.contents = image?.cgImage
        layer.contentsScale = image?.scale ?? 1
        layer.contentsGravity = contentMode.gravity
    }

    /// Plays `animationImages` as a discrete keyframe animation of the layer's contents; the view shows `image`
    /// again once it ends or is stopped.
    open func startAnimating() {
        let frames = animationImages?.compactMap(\.cgImage) ?? []
        guard let images = animationImages, !frames.isEmpty else { return }
        let flipBook = CAKeyframeAnimation(keyPath: "contents")
        flipBook.values = frames
        flipBook.calculationMode = .discrete
        flipBook.duration =
            animationDuration > 0 && animationDuration.isFinite ? animationDuration : Double(frames.count) / 30
        flipBook.repeatCount = animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity
        if image == nil { layer.contentsScale = images[0].scale }
        layer.add(flipBook, forKey: Self.flipBookKey)
    }

    open func stopAnimating() {
        layer.removeAnimation(forKey: Self.flipBookKey)
    }

    /// Whether `animationImages` are playing.
    open var isAnimating: Bool { layer.animation(forKey: Self.flipBookKey) != nil }

    private static let flipBookKey = "UIImageAnimation"

    open override func sizeThatFits(_ size: CGSize) -> CGSize { (image ?? animationImages?.first)?.size ?? .zero }

    /// The image's size in points; none without an image.
    open override var intrinsicContentSize: CGSize {
        (image ?? animationImages?.first)?.size
            ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
