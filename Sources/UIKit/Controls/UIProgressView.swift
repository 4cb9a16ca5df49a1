/// A bar that fills with progress, 0…1: the tint colour over a gray track, 4 points tall with rounded ends.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    public enum Style: Int, Sendable {
        case `default`, bar
    }

    open var progressViewStyle: Style = .default {
        didSet { placeFill() }
    }
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    open var progressTintColor: UIColor? {
        didSet { placeFill() }
    }
    open var trackTintColor: UIColor? {
        didSet { placeFill() }
    }

    private var storedProgress: Float = 0
    private let fill = UIView()

    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 150, height: 4))
        addSubview(fill)
        clipsToBounds = true
        placeFill()
    }

    public override convenience init(frame: CGRect) {
        self.init(progressViewStyle: .default)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        nil
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }

    /// Fills to `progress` (clamped to 0…1), over 0.25 s when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard progress.isFinite else { return }
        storedProgress = min(max(progress, 0), 1)
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState]) { self.placeFill() }
        } else {
            UIView.performWithoutAnimation { placeFill() }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        UIView.performWithoutAnimation { placeFill() }
    }

    private func placeFill() {
        let rounded = progressViewStyle == .default
        layer.cornerRadius = rounded ? bounds.height / 2 : 0
        fill.layer.cornerRadius = rounded ? bounds.height / 2 : 0
        backgroundColor = trackTintColor ?? UIColor(white: 0.88, alpha: 1)
        fill.backgroundColor = progressTintColor ?? tintColor
        fill.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(storedProgress), height: bounds.height)
    }
}
