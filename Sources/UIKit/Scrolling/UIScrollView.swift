/// A view whose content, larger than its bounds, scrolls: dragged with the pointer (and the wheel), decelerating
/// with UIKit's rate when let go, stretching like a rubber band past its edges and bouncing back, paging, and
/// telling its delegate at each step. The content offset is the bounds' origin.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How quickly momentum decays: the part of its speed kept each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Whether `adjustedContentInset` adds the safe area to `contentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// The size of the scrollable content, in points.
    open var contentSize = CGSize.zero {
        didSet { updateIndicators() }
    }
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    open var isScrollEnabled = true {
        didSet { pan.isEnabled = isScrollEnabled }
    }
    /// Whether dragging past an edge stretches and bounces back (true by default).
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    /// Whether scrolling comes to rest on multiples of the bounds' size.
    open var isPagingEnabled = false
    open var decelerationRate = DecelerationRate.normal
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    /// Where each indicator runs: its track is inset from the edges by these (only the along-track sides and the
    /// side it sits at count).
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero {
        didSet { updateIndicators() }
    }
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero {
        didSet { updateIndicators() }
    }
    /// Both indicators' insets; reads the vertical one's.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// A drag that starts mostly along one axis scrolls along that axis only (content that scrolls both ways).
    open var isDirectionalLockEnabled = false
    open weak var delegate: UIScrollViewDelegate?

    /// True from the touch that starts a drag until it lifts.
    open internal(set) var isTracking = false
    /// True while the content follows a drag.
    open internal(set) var isDragging = false
    /// True while the content moves on by momentum or bounces back after a drag.
    open internal(set) var isDecelerating = false

    /// The recognizer that drags the content.
    open var panGestureRecognizer: UIPanGestureRecognizer { pan }

    /// Pull to refresh above the content.
    open var refreshControl: UIRefreshControl? {
        didSet {
            // A control replaced while refreshing gives back the inset it holds.
            oldValue?.endRefreshing()
            oldValue?.removeFromSuperview()
            if let refreshControl { insertSubview(refreshControl, at: 0) }
        }
    }

    let pan = ScrollPanRecognizer()
    var dragStart = CGPoint.zero
    /// The axis a directionally locked drag keeps to; nil while it moves freely.
    var lockedAxis: NSLayoutConstraint.Axis?
    /// Whether the current touch came down on moving content (and so only stops it: no tap of a row).
    var touchStoppedMotion = false
    var motion: ScrollMotion?
    var link: CADisplayLink?
    let verticalIndicator = UIView()
    let horizontalIndicator = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        pan.addHandler { [weak self] recognizer in self?.panned(recognizer) }
        pan.touchedDown = { [weak self] in self?.touchedDown() }
        // A drag mostly along an axis the content cannot scroll is left to a scroll view around this one (a
        // carousel in a table's cell), as on iOS.
        pan.beginCondition = { [weak self] in
            guard let self else { return false }
            let moved = pan.translation(in: nil), axes = scrollsAxes
            return abs(moved.x) >= abs(moved.y) ? axes.horizontal : axes.vertical
        }
        addGestureRecognizer(pan)
        for indicator in [verticalIndicator, horizontalIndicator] {
            indicator.backgroundColor = UIColor(white: 0, alpha: 0.35)
            indicator.layer.cornerRadius = 1.5
            indicator.alpha = 0
            indicator.isUserInteractionEnabled = false
            addSubview(indicator)
        }
    }

    public required init?(coder: NSCoder) {
        nil
    }

    /// The bounds' origin: the point of the content at the view's top-left corner. Set inside an animation
    /// block, it animates as any bounds change does.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Extra room around the content that scrolling can reach.
    open var contentInset = UIEdgeInsets.zero {
        didSet { updateIndicators() }
    }

    /// Scrolls to `contentOffset`, at once or over 0.3 s with an ease-in-out (telling the delegate
    /// `scrollViewDidEndScrollingAnimation` at the end).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
            Log.warningOnce(
                key: "UIScrollView.setContentOffset",
                "UIScrollView.setContentOffset: ignored non-finite offset \(contentOffset)")
            return
        }
        stopMotion()
        guard animated, contentOffset != self.contentOffset else {
            moveContent(to: contentOffset)
            return
        }
        start(.animating(from: self.contentOffset, to: contentOffset, began: CACurrentMediaTime(), duration: 0.3))
    }

    /// Scrolls the least that shows `rect` (content coordinates), if it is not already shown.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = bounds
        var target = visible.origin
        if rect.maxX > visible.maxX { target.x = rect.maxX - visible.width }
        if rect.minX < target.x { target.x = rect.minX }
        if rect.maxY > visible.maxY { target.y = rect.maxY - visible.height }
        if rect.minY < target.y { target.y = rect.minY }
        setContentOffset(clamped(target), animated: animated)
    }

    /// `contentInset` plus the safe area: on every edge with `.always`, on the edges of the axes that scroll with
    /// `.automatic` and `.scrollableAxes`, on none with `.never`.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        let scrollsVertically = contentSize.height > bounds.height || alwaysBounceVertical
        let scrollsHorizontally = contentSize.width > bounds.width || alwaysBounceHorizontal
        let (vertical, horizontal): (Bool, Bool) =
            switch contentInsetAdjustmentBehavior {
            case .never: (false, false)
            case .always: (true, true)
            case .automatic, .scrollableAxes: (scrollsVertically, scrollsHorizontally)
            }
        return UIEdgeInsets(
            top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
            right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// Shows the scroll indicators for a moment.
    open func flashScrollIndicators() {
        showIndicators()
        hideIndicatorsSoon()
    }

    /// A change of the bounds' origin is a scroll: the delegate hears of it and the indicators follow.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if old.origin != newValue.origin {
                updateIndicators()
                refreshControl?.pulled(by: -(newValue.minY + adjustedContentInset.top))
                delegate?.scrollViewDidScroll(self)
            } else if old.size != newValue.size {
                updateIndicators()
            }
        }
    }

    // MARK: Limits

    /// The smallest and largest offsets at rest.
    var offsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset, size = bounds.size
        let min = CGPoint(x: -inset.left, y: -inset.top)
        let max = CGPoint(
            x: Swift.max(min.x, contentSize.width + inset.right - size.width),
            y: Swift.max(min.y, contentSize.height + inset.bottom - size.height))
        return (min, max)
    }

    /// Whether the content moves along each axis: it is larger than the view, or `alwaysBounce…` asks for it.
    var scrollsAxes: (horizontal: Bool, vertical: Bool) {
        let range = offsetRange
        return (
            range.max.x > range.min.x || (bounces && alwaysBounceHorizontal),
            range.max.y > range.min.y || (bounces && alwaysBounceVertical)
        )
    }

    func clamped(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }

    /// Sets the offset: at once outside animation blocks (where views never animate), animated inside one.
    func moveContent(to offset: CGPoint) {
        bounds = CGRect(origin: offset, size: bounds.size)
    }

    /// While the content moves on its own, a touch is the scroll view's: it stops the motion, and the content
    /// beneath gets no tap (as in UIKit, a touch on a flicked list catches it rather than pressing a row).
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if isDecelerating, self.point(inside: point, with: event), !isHidden, isUserInteractionEnabled {
            return self
        }
        return super.hitTest(point, with: event)
    }

    /// The content leaving its window stops moving, as UIKit's scroll animations stop.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil { stopMotion() }
    }

    /// A finger down: tracking begins, and motion stops where it is.
    private func touchedDown() {
        isTracking = true
        touchStoppedMotion = motion != nil
        guard motion != nil else { return }
        let wasDecelerating = isDecelerating
        stopMotion()
        isDragging = false
        if wasDecelerating { hideIndicatorsSoon() }
    }

    // MARK: Dragging

    private func panned(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began:
            stopMotion()
            isTracking = true
            isDragging = true
            dragStart = contentOffset
            lockedAxis = isDirectionalLockEnabled ? Self.dominantAxis(of: pan.translation(in: self)) : nil
            showIndicators()
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            moveContent(to: dragged(by: locked(pan.translation(in: self))))
        case .ended:
            isTracking = false
            release(velocity: locked(pan.velocity(in: self)))
        case .cancelled, .failed:
            isTracking = false
            release(velocity: .zero)
        default:
            break
        }
    }

    /// The axis a drag starting with `translation` keeps to under a directional lock: the one it moves along at
    /// least twice as far as across; nil for a diagonal start.
    static func dominantAxis(of translation: CGPoint) -> NSLayoutConstraint.Axis? {
        let dx = abs(translation.x), dy = abs(translation.y)
        if dx >= 2 * dy { return .horizontal }
        if dy >= 2 * dx { return .vertical }
        return nil
    }

    /// `movement` with its part across the locked axis removed.
    private func locked(_ movement: CGPoint) -> CGPoint {
        switch lockedAxis {
        case .horizontal: CGPoint(x: movement.x, y: 0)
        case .vertical: CGPoint(x: 0, y: movement.y)
        case nil: movement
        }
    }

    /// The offset a drag of `translation` gives: the start less the translation, stretched past the edges.
    private func dragged(by translation: CGPoint) -> CGPoint {
        let raw = CGPoint(x: dragStart.x - translation.x, y: dragStart.y - translation.y)
        let range = offsetRange, axes = scrollsAxes
        func axis(
            _ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat, scrolls: Bool, start: CGFloat
        )
            -> CGFloat
        {
            guard scrolls else { return start }
            if value < low {
                return bounces ? low - ScrollPhysics.rubberBand(low - value, dimension: dimension) : low
            }
            if value > high {
                return bounces ? high + ScrollPhysics.rubberBand(value - high, dimension: dimension) : high
            }
            return value
        }
        return CGPoint(
            x: axis(raw.x, range.min.x, range.max.x, bounds.width, scrolls: axes.horizontal, start: dragStart.x),
            y: axis(raw.y, range.min.y, range.max.y, bounds.height, scrolls: axes.vertical, start: dragStart.y))
    }

    /// A wheel or trackpad scroll of `delta` points: the content moves by it within its limits, at once.
    package func scroll(byWheel delta: CGPoint) {
        guard isScrollEnabled, !isDragging, delta.x.isFinite, delta.y.isFinite else { return }
        let axes = scrollsAxes
        let target = clamped(
            CGPoint(
                x: contentOffset.x + (axes.horizontal ? delta.x : 0), y: contentOffset.y + (axes.vertical ? delta.y : 0)
            ))
        guard target != contentOffset else { return }
        stopMotion()
        showIndicators()
        moveContent(to: target)
        hideIndicatorsSoon()
    }
}

/// The scroll view's pan: it also reports the finger coming down, before any movement, so that a touch stops the
/// content at once.
@preconcurrency @MainActor
final class ScrollPanRecognizer: UIPanGestureRecognizer {
    var touchedDown: (() -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        touchedDown?()
    }
}
