import RenderServer

/// A rectangle of the interface that owns a layer, lays out and draws it, receives touches and animates through
/// blocks (spec §8.5, §13).
///
/// The view is its layer's delegate: outside animation blocks it answers `NSNull` for every action, so view
/// layers never animate implicitly; inside `UIView.animate` blocks it answers UIKit's additive animations.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The class of the layer the view makes: a `CALayer` subclass.
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's layer; its delegate is the view.
    public let layer: CALayer

    /// Subviews back to front.
    open internal(set) var subviews: [UIView] = []
    open internal(set) weak var superview: UIView? {
        didSet { Self.rootMemo.moved(self, isLeaf: subviews.isEmpty) }
    }
    /// The nearest window among the ancestors: kept by `insert` and `removeFromSuperview` for the subtree that moves,
    /// so that `window` does not walk to the root (a walk down a deep tree asking it at each level would take steps
    /// in the square of its depth).
    weak var windowAbove: UIWindow?
    weak var viewController: UIViewController?

    open var tag = 0
    /// The identifier state restoration would save the view under; code also finds views again by it.
    open var restorationIdentifier: String?
    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var contentMode = ContentMode.scaleToFill {
        didSet { layer.contentsGravity = contentMode.gravity }
    }
    open var tintColor: UIColor! = .tintColor
    /// A view whose alpha masks this view's content: its layer becomes this layer's `mask`. It is not in the view
    /// hierarchy; its frame is in this view's bounds, and animating it (a circle growing for a reveal) animates
    /// the mask.
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }
    open var gestureRecognizers: [UIGestureRecognizer]? {
        didSet { gestureRecognizers?.forEach { $0.view = self } }
    }
    var drawsContent: Bool?
    var baseDrawCalled = false
    /// Auto Layout's per-view state, made when the view first takes part in it.
    var layoutStorage: ViewLayoutState?
    /// What the accessibility properties were set to; nil until one is.
    var accessibilityValues: AccessibilityValues?
    /// Whether `updateConstraints()` is due, and whether it is due anywhere in this subtree: every view starts
    /// due, as on iOS, so that overrides of `updateConstraints()` run before the view's first layout.
    var needsConstraintUpdate = true
    var subtreeNeedsConstraintUpdate = true

    deinit {
        // A deep tree of views is let go of level by level, not by nested calls as deep as it (`DeepRelease`).
        guard !subviews.isEmpty else { return }
        let children: [AnyObject] = subviews
        subviews = []
        DeepRelease.bury(consume children)
    }

    public init(frame: CGRect) {
        let cls = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        layer = cls.init(instantiating: .new)
        super.init()
        layer.delegate = self
        layer.owningView = self
        layer.contentsScale = UIScreen.main.scale
        UIView.performWithoutAnimation { self.frame = frame }
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Not supported: views are not archived here. Present so subclasses written for iOS compile unchanged.
    public required init?(coder: NSCoder) {
        nil
    }

    // MARK: Geometry (stored in the layer)

    open var frame: CGRect {
        get { layer.frame }
        set {
            let oldSize = layer.bounds.size
            layer.frame = newValue
            geometryDidChange(oldSize: oldSize)
        }
    }
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            geometryDidChange(oldSize: oldSize)
        }
    }
    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            geometryDidChange(oldSize: layer.bounds.size)
        }
    }
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }
    /// The shape UIKit Dynamics collides the view as; override to return `.ellipse` for a round view.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
        }
    }
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map { UIColor(cgColor: $0) } }
        set { layer.backgroundColor = newValue?.cgColor }
    }
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }

    open var window: UIWindow? { (self as? UIWindow) ?? windowAbove }

    open override var next: UIResponder? { viewController ?? superview }

    // MARK: Hierarchy

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    open func insertSubview(_ view: UIView, at index: Int) { insert(view, at: index) }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = subviews.index(ofIdentical: siblingSubview).map { $0 + 1 } ?? subviews.count
        insert(view, at: index)
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insert(view, at: subviews.index(ofIdentical: siblingSubview) ?? 0)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard subviews.index(ofIdentical: view) != nil else { return }
        insert(view, at: subviews.count)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard subviews.index(ofIdentical: view) != nil else { return }
        insert(view, at: 0)
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        let a = subviews[index1], b = subviews[index2]
        insert(a, at: index2)
        insert(b, at: index1)
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWindowWillChange(to: nil) }
        parent.willRemoveSubview(self)
        LayoutPass.viewWillLeave(self, parent: parent)
        parent.subviews.remove(identical: self)
        superview = nil
        setWindowAbove(nil)
        layer.removeFromSuperlayer()
        didMoveToSuperview()
        if oldWindow != nil { notifyWindowChange() }
    }

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews {
            if let found = view.viewWithTag(tag) { return found }
        }
        return nil
    }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout and drawing

    open func layoutSubviews() {}
    open func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out now: first the hierarchy's constraints (updated and solved), then every view of this subtree that
    /// needs layout.
    open func layoutIfNeeded() {
        LayoutPass.prepare(from: self)
        layer.layoutIfNeeded()
    }
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open func sizeToFit() { bounds.size = sizeThatFits(bounds.size) }

    /// The size the view's content needs, or `UIView.noIntrinsicMetric` in a dimension that has none.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    // MARK: Auto Layout's overridable members (the rest is in Layout/)

    /// Whether the view class relies on constraints. Every view here gets `updateConstraints()` before its first
    /// layout, whatever this answers.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Whether the view's frame (and its autoresizing mask) is turned into constraints when constraints refer
    /// to it: true for views made in code; set it to false for a view that constraints place.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStorage?.translatesAutoresizingMask ?? true }
        set { setTranslatesAutoresizingMask(newValue) }
    }

    /// The active constraints this view holds.
    open var constraints: [NSLayoutConstraint] { layoutStorage?.constraints ?? [] }

    /// Holds and activates `constraint`, whose items must be this view or in its subtree.
    open func addConstraint(_ constraint: NSLayoutConstraint) { hold(constraint) }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(hold) }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { release(constraint) }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(release) }

    /// Tells the layout engine that `intrinsicContentSize` changed: the next layout pass reads it again.
    open func invalidateIntrinsicContentSize() { intrinsicSizeDidChange() }

    /// How strongly the view resists growing past its intrinsic size along `axis` (`.defaultLow` by default).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        hugging(for: axis)
    }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setHugging(priority, for: axis)
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (`.defaultHigh` by default).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistance(for: axis)
    }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setCompressionResistance(priority, for: axis)
    }

    /// Asks for `updateConstraints()` (or the controller's `updateViewConstraints()`) before the next layout.
    open func setNeedsUpdateConstraints() { markNeedsConstraintUpdate() }

    /// Runs the constraint updates due in this view's subtree now, deepest views first.
    open func updateConstraintsIfNeeded() { LayoutPass.updateConstraints(in: self) }

    /// The space the view keeps inside its edges for content laid out against `layoutMarginsGuide` (8 points on
    /// every side by default, or iOS's system minimum for a controller's root view).
    open var layoutMargins: UIEdgeInsets {
        get { layoutStorage?.layoutMargins ?? defaultLayoutMargins }
        set { setLayoutMargins(newValue) }
    }

    /// The view's bounds inset by its layout margins (and, with `insetsLayoutMarginsFromSafeArea`, its safe area).
    open var layoutMarginsGuide: UILayoutGuide { marginsGuide }

    /// The insets of the view's area that no bar or screen edge covers: none on a desktop window, except on a
    /// controller's root view what a container's bars cover and what `additionalSafeAreaInsets` adds.
    open var safeAreaInsets: UIEdgeInsets {
        guard let controller = viewController else { return .zero }
        let (a, b) = (controller.additionalSafeAreaInsets, controller.containerSafeAreaInsets)
        return UIEdgeInsets(
            top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    /// How the view's frame follows its superview's size when the superview is resized; empty by default.
    open var autoresizingMask: AutoresizingMask {
        get { layoutStorage?.autoresizingMask ?? [] }
        set { layoutState.autoresizingMask = newValue }
    }

    /// Whether resizing the view resizes its subviews by their autoresizing masks (true by default).
    open var autoresizesSubviews: Bool {
        get { layoutStorage?.autoresizesSubviews ?? true }
        set { layoutState.autoresizesSubviews = newValue }
    }

    /// Adds or changes the constraints the view holds; runs in the layout pass after `setNeedsUpdateConstraints()`
    /// and before the view's first layout. Overrides call `super.updateConstraints()` last, as on iOS.
    open func updateConstraints() {}

    /// Called after `layoutMargins` change.
    open func layoutMarginsDidChange() {}

    /// Called after `safeAreaInsets` change.
    open func safeAreaInsetsDidChange() {}

    /// The smallest (or, for `layoutFittingExpandedSize`, largest) size the view's constraints allow near
    /// `targetSize`, with both fitting priorities `.fittingSizeLevel`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints (those among the view and its subviews) give it when its width and height
    /// are pulled towards `targetSize` at the given priorities: `.required` fixes a dimension.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        LayoutPass.updateConstraints(in: self)
        return LayoutEngine.fittingSize(
            of: self, target: targetSize, priorities: (horizontalFittingPriority, verticalFittingPriority))
    }

    /// Draws the view's content in `rect` (bounds coordinates) into the current context; the default draws
    /// nothing, and a view that does not override it gets no backing store.
    open func draw(_ rect: CGRect) { baseDrawCalled = true }
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    // MARK: The layer's delegate (overridable, as on iOS)

    /// Layout of the view's layer: its controller's `viewWillLayoutSubviews()` (for a controller's view), the
    /// hierarchy's constraints solved (placing the views they govern), `layoutSubviews()`, `viewDidLayoutSubviews()`,
    /// then the constraints solved again if those changed them.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        viewController?.viewWillLayoutSubviews()
        LayoutPass.prepare(from: self)
        layoutSubviews()
        viewController?.viewDidLayoutSubviews()
        LayoutPass.settle(from: self)
    }

    /// Makes the backing store at the layer's scale and has the layer draw it: `draw(in:)`, whose default asks
    /// this view's `draw(_:in:)` and so `draw(_:)`, as on iOS, so that a layer class's own `draw(in:)` runs. A view
    /// that overrides neither gets no backing store, and keeps the contents it set itself (an image view's image,
    /// `layer.contents = image` in a view's own code).
    open func display(_ layer: CALayer) {
        guard drawsContent != false else { return }
        let size = layer.bounds.size
        guard let ctx = makeFlippedContext(size: size, scale: layer.contentsScale) else {
            if drawsContent == true { layer.contents = nil }
            return
        }
        ctx.translateBy(x: -layer.bounds.minX, y: -layer.bounds.minY)
        baseDrawCalled = false
        layer.draw(in: ctx)
        if drawsContent == nil { drawsContent = !baseDrawCalled }
        guard drawsContent == true else { return }
        UIView.performWithoutAnimation { layer.contents = ctx.makeImage() }
    }

    /// Draws the view's `draw(_:)` into `ctx` (the backing store, or a tile of a `CATiledLayer`-backed view, which
    /// the tiled layer asks for on the main thread), with `ctx` as the current UIKit context.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer || layer.model() === self.layer else { return }
        UIGraphicsPushContext(ctx)
        // A tile draws its own rect; the backing store is drawn with the bounds, as iOS passes them.
        draw(layer is CATiledLayer ? ctx.boundingBoxOfClipPath : layer.bounds)
        UIGraphicsPopContext()
    }

    /// `NSNull` outside animation blocks (no implicit animation); inside, UIKit's animation for the key.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        ViewAnimationContext.action(for: layer, forKey: event) ?? NSNull()
    }

    // MARK: Conversion (through the layers, model geometry)

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }

    // MARK: Hit testing

    /// The deepest view containing `point` (in this view's coordinates) that takes touches: hidden,
    /// non-interactive and almost transparent (alpha < 0.01) views are skipped; subviews front to back;
    /// model geometry (spec §13.3).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        // Each subview is asked through its own overridable `hitTest`, so this recursion is the API's; a deep one
        // carries on on fresh stacks (`DeepStack.nest`, once per level).
        let hit = DeepStack.nest { () -> UIView? in
            for view in subviews.reversed() {
                if let hit = view.hitTest(view.convert(point, from: self), with: event) { return hit }
            }
            return nil
        }
        return hit ?? self
    }

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    // MARK: Gestures

    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// Asked as a recognizer attached to this view would begin (a continuous one) or recognize (a discrete one);
    /// false makes it fail. Subclasses override it to decline gestures their content should not start.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Accessibility

    /// What the view is to assistive technology until the app says otherwise: nothing for a plain view; labels,
    /// buttons and image views override it as UIKit's describe themselves.
    var accessibilityDefaults: (isElement: Bool, label: String?, traits: UIAccessibilityTraits) { (false, nil, .none) }

    /// Whether assistive technology sees this view as one element; false for plain views.
    open var isAccessibilityElement: Bool {
        get { accessibilityValues?.isElement ?? accessibilityDefaults.isElement }
        set { accessibility.isElement = newValue }
    }
    open var accessibilityLabel: String? {
        get { accessibilityValues?.label ?? accessibilityDefaults.label }
        set { accessibility.label = newValue }
    }
    open var accessibilityHint: String? {
        get { accessibilityValues?.hint }
        set { accessibility.hint = newValue }
    }
    open var accessibilityValue: String? {
        get { accessibilityValues?.value }
        set { accessibility.value = newValue }
    }
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityValues?.traits ?? accessibilityDefaults.traits }
        set { accessibility.traits = newValue }
    }
    /// A name for finding the view from tests and tools (the previewer's inspector and `--dump-tree` show it).
    open var accessibilityIdentifier: String? {
        get { accessibilityValues?.identifier }
        set { accessibility.identifier = newValue }
    }
    open var accessibilityViewIsModal: Bool {
        get { accessibilityValues?.viewIsModal ?? false }
        set { accessibility.viewIsModal = newValue }
    }
    open var accessibilityElementsHidden: Bool {
        get { accessibilityValues?.elementsHidden ?? false }
        set { accessibility.elementsHidden = newValue }
    }
    open var accessibilityElements: [Any]? {
        get { accessibilityValues?.elements }
        set { accessibility.elements = newValue }
    }

    /// How content is placed in the bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        /// The contents gravity with UIKit's visual meaning (y down: "top" is the layer's minimum y).
        var gravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: .resize
            case .scaleAspectFit: .resizeAspect
            case .scaleAspectFill: .resizeAspectFill
            case .center: .center
            case .top: .bottom
            case .bottom: .top
            case .left: .left
            case .right: .right
            case .topLeft: .bottomLeft
            case .topRight: .bottomRight
            case .bottomLeft: .topLeft
            case .bottomRight: .topRight
            }
        }
    }
}
