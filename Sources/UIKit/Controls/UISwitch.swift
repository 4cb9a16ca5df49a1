/// An on/off switch drawn as iOS draws it: a 51 × 31-point rounded track, grey when off and `onTintColor` when
/// on, and a white 27-point thumb with a soft shadow that slides across when the value changes.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The size every switch has, whatever frame it is given.
    static let size = CGSize(width: 51, height: 31)
    private static let thumbInset: CGFloat = 2
    static let toggleDuration: CFTimeInterval = 0.25

    private let track = CALayer()
    private let thumb = CALayer()

    open var onTintColor: UIColor? {
        didSet { restyle(animated: false) }
    }

    /// The thumb's colour; white when nil.
    open var thumbTintColor: UIColor? {
        didSet { restyle(animated: false) }
    }

    /// Whether the switch is on; setting it does not animate and sends no event.
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    private var on = false

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        track.frame = CGRect(origin: .zero, size: Self.size)
        track.cornerRadius = Self.size.height / 2
        layer.addSublayer(track)
        let side = Self.size.height - 2 * Self.thumbInset
        thumb.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        thumb.cornerRadius = side / 2
        thumb.shadowColor = UIColor.black.cgColor
        thumb.shadowOpacity = 0.2
        thumb.shadowRadius = 2
        thumb.shadowOffset = CGSize(width: 0, height: 2)
        layer.addSublayer(thumb)
        restyle(animated: false)
    }

    public required init?(coder: NSCoder) {
        nil
    }

    /// Sets the value; `animated` slides the thumb and fades the track's colour over a quarter of a second.
    open func setOn(_ on: Bool, animated: Bool) {
        self.on = on
        restyle(animated: animated)
    }

    open override var intrinsicContentSize: CGSize { Self.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// A tap toggles the switch, animated, and sends `.valueChanged` before the touch-up events, so that every
    /// action, the primary one included, sees the new value.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.first.map { point(inside: $0.location(in: self), with: event) } ?? false
        if inside, isHighlighted, isEnabled {
            setOn(!on, animated: true)
            sendActions(for: .valueChanged)
        }
        super.touchesEnded(touches, with: event)
    }

    private func restyle(animated: Bool) {
        CATransaction.begin()
        CATransaction.setDisableActions(!animated)
        CATransaction.setAnimationDuration(Self.toggleDuration)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
        track.backgroundColor = (on ? onTintColor ?? .systemGreen : UIColor.systemGray5).cgColor
        thumb.backgroundColor = (thumbTintColor ?? .white).cgColor
        let radius = thumb.bounds.width / 2 + Self.thumbInset
        thumb.position = CGPoint(x: on ? Self.size.width - radius : radius, y: Self.size.height / 2)
        CATransaction.commit()
    }
}
