/// Minus and plus buttons side by side (94 × 32 points, iOS's look) stepping a value between two ends;
/// `.valueChanged` at each step.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    open var value: Double = 0 {
        didSet {
            let clamped = min(max(value.isFinite ? value : oldValue, minimumValue), maximumValue)
            if clamped != value { value = clamped }
            updateLook()
        }
    }
    open var minimumValue: Double = 0 {
        didSet { value = max(value, minimumValue) }
    }
    open var maximumValue: Double = 100 {
        didSet { value = min(value, maximumValue) }
    }
    open var stepValue: Double = 1
    /// Whether stepping past one end continues from the other.
    open var wraps = false

    private let minus = UILabel()
    private let plus = UILabel()
    private let divider = UIView()
    static let size = CGSize(width: 94, height: 32)

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        backgroundColor = UIColor(white: 0.93, alpha: 1)
        layer.cornerRadius = 8
        for (label, text) in [(minus, "−"), (plus, "+")] {
            label.text = text
            label.font = .systemFont(ofSize: 22)
            label.textAlignment = .center
            label.isUserInteractionEnabled = false
            addSubview(label)
        }
        divider.backgroundColor = UIColor(white: 0.8, alpha: 1)
        addSubview(divider)
        updateLook()
    }

    public required init?(coder: NSCoder) {
        nil
    }

    open override var intrinsicContentSize: CGSize { Self.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        minus.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
        plus.frame = CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)
        divider.frame = CGRect(x: bounds.width / 2, y: 8, width: 1, height: max(bounds.height - 16, 0))
    }

    /// A tap on a half steps down or up by `stepValue`, and sends `.valueChanged` if the value moved.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, bounds.contains(touch.location(in: self)) else { return }
        let up = touch.location(in: self).x >= bounds.midX
        var next = value + (up ? stepValue : -stepValue)
        if wraps {
            if next > maximumValue { next = minimumValue }
            if next < minimumValue { next = maximumValue }
        }
        next = min(max(next, minimumValue), maximumValue)
        guard next != value else { return }
        value = next
        sendActions(for: .valueChanged)
    }

    /// An end that is reached dims its button.
    private func updateLook() {
        minus.textColor = value <= minimumValue && !wraps ? UIColor(white: 0.7, alpha: 1) : .darkText
        plus.textColor = value >= maximumValue && !wraps ? UIColor(white: 0.7, alpha: 1) : .darkText
    }
}
