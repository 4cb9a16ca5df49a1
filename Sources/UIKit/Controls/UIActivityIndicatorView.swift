/// A spinner: eight rounded spokes fading around a circle, turning a spoke at a time while animating, as iOS
/// draws its medium and large indicators.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's size (and, for the pre-iOS 13 styles, its colour).
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
        case whiteLarge = 0
        case white = 1
        case gray = 2
    }

    open var style: Style {
        didSet {
            invalidateIntrinsicContentSize()
            drawSpokes()
        }
    }
    /// The spokes' colour; gray by default (white for the white styles).
    open var color: UIColor! {
        didSet { drawSpokes() }
    }
    /// Whether the indicator hides itself while not animating (true by default).
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }
    open private(set) var isAnimating = false

    private let spokes = CAReplicatorLayer()
    private let spoke = CALayer()
    private static let count = 8

    public init(style: Style) {
        self.style = style
        color = style == .white || style == .whiteLarge ? .white : .gray
        let side = Self.side(of: style)
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        spokes.addSublayer(spoke)
        layer.addSublayer(spokes)
        isHidden = true
        drawSpokes()
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .medium)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        nil
    }

    private static func side(of style: Style) -> CGFloat {
        style == .large || style == .whiteLarge ? 37 : 20
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: Self.side(of: style), height: Self.side(of: style))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Shows the indicator and turns it: a spoke every eighth of a second.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        turn.values = (0..<Self.count).map { Double($0) * 2 * .pi / Double(Self.count) }
        turn.calculationMode = .discrete
        turn.duration = 1
        turn.repeatCount = .infinity
        spokes.add(turn, forKey: "spin")
    }

    /// Stops turning, and hides the indicator when `hidesWhenStopped`.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spokes.removeAnimation(forKey: "spin")
        if hidesWhenStopped { isHidden = true }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        drawSpokes()
    }

    /// Eight spokes round the centre, each a little more transparent than the one before it.
    private func drawSpokes() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let side = min(bounds.width, bounds.height)
        let length = side * 0.28, width = max(side * 0.09, 1.5)
        spokes.frame = bounds
        spokes.instanceCount = Self.count
        // Each spoke fainter than the one before it counter-clockwise: the trail follows the clockwise turn.
        spokes.instanceTransform = CATransform3DMakeRotation(-2 * .pi / CGFloat(Self.count), 0, 0, 1)
        spokes.instanceAlphaOffset = -0.8 / Float(Self.count)
        spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
        spoke.position = CGPoint(x: bounds.midX, y: bounds.midY - side / 2 + length / 2)
        spoke.cornerRadius = width / 2
        spoke.backgroundColor = (color ?? .gray).cgColor
        CATransaction.commit()
    }
}
