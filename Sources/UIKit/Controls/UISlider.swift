/// A value between two ends, chosen by dragging a thumb along a track (31 points tall, iOS's look): the track
/// before the thumb in the tint colour, after it in gray; `.valueChanged` as it moves (or once at the end when
/// not `isContinuous`).
@preconcurrency @MainActor
open class UISlider: UIControl {
    open var minimumValue: Float = 0 {
        didSet { setValue(value, animated: false) }
    }
    open var maximumValue: Float = 1 {
        didSet { setValue(value, animated: false) }
    }
    /// Within the ends; non-finite values are ignored.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor? {
        didSet { setNeedsLayout() }
    }
    open var maximumTrackTintColor: UIColor? {
        didSet { setNeedsLayout() }
    }
    open var thumbTintColor: UIColor? {
        didSet { setNeedsLayout() }
    }

    private var storedValue: Float = 0.5
    private var changedWhileTracking = false
    private let track = UIView()
    private let fill = UIView()
    private let thumb = UIView()
    static let thumbSide: CGFloat = 28

    public override init(frame: CGRect) {
        super.init(frame: frame)
        for part in [track, fill, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        track.layer.cornerRadius = 2
        fill.layer.cornerRadius = 2
        thumb.layer.cornerRadius = Self.thumbSide / 2
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowRadius = 3
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
    }

    public required init?(coder: NSCoder) {
        nil
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    /// Moves the thumb to `value` (clamped to the ends), over 0.25 s when `animated`; no action is sent.
    open func setValue(_ value: Float, animated: Bool) {
        guard value.isFinite else {
            Log.warningOnce(key: "UISlider.value", "UISlider.value: ignored non-finite value \(value)")
            return
        }
        let low = min(minimumValue, maximumValue), high = max(minimumValue, maximumValue)
        storedValue = min(max(value, low), high)
        if animated {
            UIView.animate(withDuration: 0.25) { self.placeParts() }
        } else {
            UIView.performWithoutAnimation { placeParts() }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        UIView.performWithoutAnimation { placeParts() }
    }

    /// The thumb's centre x for a value: the track runs between the thumb's half widths at the ends.
    private func x(for value: Float) -> CGFloat {
        let span = maximumValue - minimumValue
        let fraction = span != 0 ? CGFloat((value - minimumValue) / span) : 0
        let start = Self.thumbSide / 2, length = max(bounds.width - Self.thumbSide, 0)
        return start + fraction * length
    }

    private func placeParts() {
        let middle = bounds.midY
        let thumbX = x(for: storedValue)
        track.frame = CGRect(x: 2, y: middle - 2, width: max(bounds.width - 4, 0), height: 4)
        fill.frame = CGRect(x: 2, y: middle - 2, width: max(thumbX - 2, 0), height: 4)
        thumb.frame = CGRect(
            x: thumbX - Self.thumbSide / 2, y: middle - Self.thumbSide / 2, width: Self.thumbSide,
            height: Self.thumbSide)
        track.backgroundColor = maximumTrackTintColor ?? UIColor(white: 0.86, alpha: 1)
        fill.backgroundColor = minimumTrackTintColor ?? tintColor
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        changedWhileTracking = false
        follow(touch)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { follow(touch) }
        if !isContinuous && changedWhileTracking { sendActions(for: .valueChanged) }
    }

    /// The value under the touch; sent at once while continuous.
    private func follow(_ touch: UITouch) {
        let length = max(bounds.width - Self.thumbSide, 1)
        let fraction = Float(min(max((touch.location(in: self).x - Self.thumbSide / 2) / length, 0), 1))
        let newValue = minimumValue + fraction * (maximumValue - minimumValue)
        guard newValue != storedValue else { return }
        setValue(newValue, animated: false)
        changedWhileTracking = true
        if isContinuous { sendActions(for: .valueChanged) }
    }
}
