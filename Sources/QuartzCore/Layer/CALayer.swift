import RenderServer

/// A rectangle of content in a tree of layers, with geometry, appearance and animations (spec §9).
///
/// A layer stores its model values in `modelValues`; a commit copies them, with the attached animations, into
/// `committed`, its node of the render tree, which `presentation()` evaluates at the current media time.
open class CALayer: NSObject, CAMediaTiming {
    /// Read and written by every property set, by the layer's own code only, and never across a call out of it:
    /// not checked for overlapping access at run time (`@exclusivity(unchecked)`), as every set would pay for the
    /// checks.
    @exclusivity(unchecked) package var modelValues = LayerProperties()

    weak var superlayerStorage: CALayer? {
        didSet { didMove() }
    }
    var sublayerStorage: [CALayer] = []
    var maskStorage: CALayer?
    weak var maskOwner: CALayer? {
        didSet { didMove() }
    }

    /// Receives drawing, layout and action requests; held weakly.
    open weak var delegate: CALayerDelegate?
    /// Actions by event name, searched after the delegate.
    open var actions: [String: CAAction]?
    /// Fallback values and actions (`"actions"`), searched after `actions`.
    open var style: [AnyHashable: Any]?
    open var name: String?
    open var needsDisplayOnBoundsChange = false
    open var drawsAsynchronously = false
    open var contentsFormat = CALayerContentsFormat.RGBA8Uint

    /// Values set for keys the layer does not define.
    var customValues: [String: Any] = [:]

    var layoutFlag = false
    var displayFlag = false
    var delegateDisplayMissing = false
    var isLayingOut = false

    /// Animations in add order.
    var attached: [AttachedAnimation] = []

    /// This layer's render-tree node from the last commit; nil until the first commit.
    package var committed: CommittedLayer? {
        didSet { committedDidChange() }
    }
    var renderNodeCache: RenderNode?
    /// For presentation copies: the model layer they were made from.
    weak var modelLayer: CALayer?
    /// Whether this is a presentation copy (stored, not read through the weak `modelLayer`: every property set
    /// asks it twice). A copy stays one after its model layer is gone.
    private(set) var isPresentationCopy = false
    /// Which transaction stack's changed layers hold this layer, for which of its commits (its `mark` then; 0
    /// for none). Read and written by `TransactionStack.markChanged` alone: not checked at run time, as
    /// `modelValues`.
    @exclusivity(unchecked) var changeMark: UInt64 = 0

    /// Roots attached to a host (a window or a render context) count as on screen: only their layers get implicit
    /// animations.
    package var isHostRoot = false

    /// A layer with default values (its class's `defaultValue(forKey:)` where it gives one), committed with the
    /// current transaction.
    public override init() {
        super.init()
        takeClassDefaults()
        markChanged()
    }

    deinit {
        // A deep tree is let go of level by level, not by nested calls as deep as it (`DeepRelease`): the layer
        // hands over its sublayers and mask, both as they are and as last committed. (Its render node lets go of
        // its own subtree.)
        var children: [AnyObject] = committed.map { $0.sublayers + ($0.mask.map { [$0] } ?? []) } ?? []
        children += sublayerStorage as [AnyObject]
        if let maskStorage { children.append(maskStorage) }
        guard !children.isEmpty else { return }
        sublayerStorage = []
        maskStorage = nil
        committed = nil
        DeepRelease.bury(consume children)
    }

    /// Not supported: layers are not archived here. Present because Apple's `NSCoding` makes it required, so
    /// subclasses written for iOS compile unchanged.
    public required init?(coder: NSCoder) {
        super.init()
        return nil
    }

    /// A copy for the presentation tree: model values and the class's own stored properties. Subclasses override it
    /// to copy their own stored properties, as on iOS.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        modelValues = other.modelValues
        delegate = other.delegate
        actions = other.actions
        style = other.style
        name = other.name
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        drawsAsynchronously = other.drawsAsynchronously
        contentsFormat = other.contentsFormat
        customValues = other.customValues
    }

    /// Makes a layer of the dynamic class: a new one through `init()` (a view's layer from `layerClass`), or a
    /// presentation copy through `init(layer:)`, each the subclass's own override.
    /// - Note: Linux extension: without an Objective-C runtime a class is made from its metatype only through a
    ///   required initializer. A subclass inherits this one when it overrides all or none of `init()`,
    ///   `init(layer:)` and `init?(coder:)`; one that overrides `init()` alone must add
    ///   `override init(layer: Any) { super.init(layer: layer) }` (which iOS needs too once the layer animates).
    public required convenience init(instantiating kind: LayerInstantiation) {
        switch kind {
        case .new: self.init()
        case .copy(let other): self.init(layer: other)
        }
    }

    /// The view that owns this layer (UIKit sets it); hit testing and conversions go through it.
    package weak var owningView: AnyObject?

    /// The value used for `key` when it has not been set, or nil (spec §9.1).
    open class func defaultValue(forKey key: String) -> Any? {
        key == "anchorPoint" ? CGPoint(x: 0.5, y: 0.5) : nil
    }

    /// Whether changes of `key` (including animated ones) redraw the layer. Default false.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The class's own action for `event`; nil for the built-in properties (Apple's behaviour).
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    open override var description: String {
        "<\(type(of: self)) \(name.map { "'\($0)' " } ?? "")frame: \(frame)>"
    }

    open var bounds: CGRect {
        get { modelValues.bounds }
        set {
            guard newValue.isFiniteRect else { return rejectNonFinite("bounds", newValue) }
            set("bounds", \.bounds, newValue)
        }
    }

    open var position: CGPoint {
        get { modelValues.position }
        set {
            guard newValue.isFinite else { return rejectNonFinite("position", newValue) }
            set("position", \.position, newValue)
        }
    }

    open var zPosition: CGFloat {
        get { CGFloat(modelValues.zPosition) }
        set { setFinite("zPosition", \.zPosition, newValue) }
    }

    /// Unit coordinates of the bounds that `position` refers to; values outside 0…1 are kept.
    open var anchorPoint: CGPoint {
        get { modelValues.anchorPoint }
        set {
            guard newValue.isFinite else { return rejectNonFinite("anchorPoint", newValue) }
            set("anchorPoint", \.anchorPoint, newValue)
        }
    }

    open var anchorPointZ: CGFloat {
        get { CGFloat(modelValues.anchorPointZ) }
        set { setFinite("anchorPointZ", \.anchorPointZ, newValue) }
    }

    /// Applied about the anchor point.
    open var transform: CATransform3D {
        get { CATransform3D(matrix: modelValues.transform) }
        set {
            guard newValue.matrix.entries.allSatisfy(\.isFinite) else { return rejectNonFinite("transform", newValue) }
            set("transform", \.transform, newValue.matrix)
        }
    }

    /// Applied to the sublayers about this layer's anchor point.
    open var sublayerTransform: CATransform3D {
        get { CATransform3D(matrix: modelValues.sublayerTransform) }
        set {
            guard newValue.matrix.entries.allSatisfy(\.isFinite) else {
                return rejectNonFinite("sublayerTransform", newValue)
            }
            set("sublayerTransform", \.sublayerTransform, newValue.matrix)
        }
    }

    /// The transform's affine part.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    open var isHidden: Bool {
        get { modelValues.isHidden }
        set { set("hidden", \.isHidden, newValue) }
    }

    open var isDoubleSided: Bool {
        get { modelValues.isDoubleSided }
        set { set("doubleSided", \.isDoubleSided, newValue) }
    }

    open var isGeometryFlipped: Bool {
        get { modelValues.isGeometryFlipped }
        set { set("geometryFlipped", \.isGeometryFlipped, newValue) }
    }

    /// Whether the context given to `draw(in:)` is flipped: true when the layer is geometry-flipped an odd number
    /// of times up to the root.
    open func contentsAreFlipped() -> Bool {
        var flips = 0
        var layer: CALayer? = self
        while let current = layer {
            if current.isGeometryFlipped { flips += 1 }
            layer = current.superlayerStorage
        }
        return flips % 2 == 1
    }

    open var masksToBounds: Bool {
        get { modelValues.masksToBounds }
        set { set("masksToBounds", \.masksToBounds, newValue) }
    }

    /// The layer's image: a `CGImage`; anything else is logged once and ignored.
    open var contents: Any? {
        get { modelValues.contents }
        set {
            if newValue != nil && !(newValue is CGImage) {
                Log.warningOnce(
                    key: "CALayer.contents.\(type(of: newValue))",
                    "CALayer \(logName): contents of type \(type(of: newValue!)) are not supported; use a CGImage")
                return
            }
            set("contents", \.contents, newValue as? CGImage)
        }
    }

    open var contentsRect: CGRect {
        get { modelValues.contentsRect }
        set {
            guard newValue.isFiniteRect else { return rejectNonFinite("contentsRect", newValue) }
            set("contentsRect", \.contentsRect, newValue)
        }
    }

    open var contentsCenter: CGRect {
        get { modelValues.contentsCenter }
        set {
            guard newValue.isFiniteRect else { return rejectNonFinite("contentsCenter", newValue) }
            set("contentsCenter", \.contentsCenter, newValue)
        }
    }

    open var contentsGravity: CALayerContentsGravity {
        get { CALayerContentsGravity(rawValue: modelValues.contentsGravity) }
        set { set("contentsGravity", \.contentsGravity, newValue.rawValue) }
    }

    open var contentsScale: CGFloat {
        get { CGFloat(modelValues.contentsScale) }
        set {
            guard newValue > 0 else { return rejectNonFinite("contentsScale", newValue) }
            setFinite("contentsScale", \.contentsScale, newValue)
        }
    }

    open var minificationFilter: CALayerContentsFilter {
        get { CALayerContentsFilter(rawValue: modelValues.minificationFilter) }
        set { set("minificationFilter", \.minificationFilter, newValue.rawValue) }
    }

    open var magnificationFilter: CALayerContentsFilter {
        get { CALayerContentsFilter(rawValue: modelValues.magnificationFilter) }
        set { set("magnificationFilter", \.magnificationFilter, newValue.rawValue) }
    }

    open var minificationFilterBias: Float {
        get { Float(modelValues.minificationFilterBias) }
        set { setFinite("minificationFilterBias", \.minificationFilterBias, CGFloat(newValue)) }
    }

    open var isOpaque: Bool {
        get { modelValues.isOpaque }
        set { set("opaque", \.isOpaque, newValue) }
    }

    open var backgroundColor: CGColor? {
        get { modelValues.backgroundColor }
        set { set("backgroundColor", \.backgroundColor, newValue) }
    }

    open var cornerRadius: CGFloat {
        get { CGFloat(modelValues.cornerRadius) }
        set { setFinite("cornerRadius", \.cornerRadius, newValue) }
    }

    open var maskedCorners: CACornerMask {
        get { CACornerMask(rawValue: modelValues.maskedCorners) }
        set { set("maskedCorners", \.maskedCorners, newValue.rawValue) }
    }

    open var cornerCurve: CALayerCornerCurve {
        get { CALayerCornerCurve(rawValue: modelValues.cornerCurve) }
        set { set("cornerCurve", \.cornerCurve, newValue.rawValue) }
    }

    open var borderWidth: CGFloat {
        get { CGFloat(modelValues.borderWidth) }
        set { setFinite("borderWidth", \.borderWidth, newValue) }
    }

    open var borderColor: CGColor? {
        get { modelValues.borderColor }
        set { set("borderColor", \.borderColor, newValue) }
    }

    open var opacity: Float {
        get { Float(modelValues.opacity) }
        set { setFinite("opacity", \.opacity, CGFloat(newValue)) }
    }

    open var allowsGroupOpacity: Bool {
        get { modelValues.allowsGroupOpacity }
        set { set("allowsGroupOpacity", \.allowsGroupOpacity, newValue) }
    }

    open var allowsEdgeAntialiasing: Bool {
        get { modelValues.allowsEdgeAntialiasing }
        set { set("allowsEdgeAntialiasing", \.allowsEdgeAntialiasing, newValue) }
    }

    open var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { CAEdgeAntialiasingMask(rawValue: modelValues.edgeAntialiasingMask) }
        set { set("edgeAntialiasingMask", \.edgeAntialiasingMask, newValue.rawValue) }
    }

    open var shouldRasterize: Bool {
        get { modelValues.shouldRasterize }
        set { set("shouldRasterize", \.shouldRasterize, newValue) }
    }

    open var rasterizationScale: CGFloat {
        get { CGFloat(modelValues.rasterizationScale) }
        set { setFinite("rasterizationScale", \.rasterizationScale, newValue) }
    }

    open var shadowColor: CGColor? {
        get { modelValues.shadowColor }
        set { set("shadowColor", \.shadowColor, newValue) }
    }

    open var shadowOpacity: Float {
        get { Float(modelValues.shadowOpacity) }
        set { setFinite("shadowOpacity", \.shadowOpacity, CGFloat(newValue)) }
    }

    open var shadowOffset: CGSize {
        get { modelValues.shadowOffset }
        set {
            guard newValue.isFinite else { return rejectNonFinite("shadowOffset", newValue) }
            set("shadowOffset", \.shadowOffset, newValue)
        }
    }

    /// The Gaussian's standard deviation in points (spec §9.7).
    open var shadowRadius: CGFloat {
        get { CGFloat(modelValues.shadowRadius) }
        set { setFinite("shadowRadius", \.shadowRadius, newValue) }
    }

    /// Copied on assignment.
    open var shadowPath: CGPath? {
        get { modelValues.shadowPath }
        set { set("shadowPath", \.shadowPath, newValue?.copy()) }
    }

    /// The parent layer (for presentation copies, the parent's presentation copy).
    open var superlayer: CALayer? {
        if let source = modelLayer { return source.superlayerStorage?.presentation() }
        return superlayerStorage
    }

    /// Children back to front; nil when there are none. Setting replaces them all.
    open var sublayers: [CALayer]? {
        get {
            if let source = modelLayer {
                let list = source.committed?.sublayers ?? source.sublayerStorage
                return list.isEmpty ? nil : list.compactMap { $0.presentation() }
            }
            return sublayerStorage.isEmpty ? nil : sublayerStorage
        }
        set {
            // Sets of identities, not searches of the arrays, which would make replacing the sublayers quadratic.
            let kept = Set((newValue ?? []).map(ObjectIdentifier.init))
            for layer in sublayerStorage where !kept.contains(ObjectIdentifier(layer)) {
                layer.orderedOut()
                layer.superlayerStorage = nil
            }
            var accepted: [CALayer] = []
            var seen = Set<ObjectIdentifier>()
            for layer in newValue ?? [] where canAdopt(layer, api: "sublayers") {
                guard seen.insert(ObjectIdentifier(layer)).inserted else { continue }
                if layer.superlayerStorage !== self { layer.detach() }
                accepted.append(layer)
            }
            sublayerStorage = accepted
            for layer in accepted { layer.superlayerStorage = self }
            sublayersDidChange()
        }
    }

    /// A layer whose alpha masks this layer's content. It must not be in a tree itself.
    open var mask: CALayer? {
        get { isPresentationCopy ? modelLayer?.maskStorage?.presentation() : maskStorage }
        set {
            guard newValue !== maskStorage else { return }
            if let newValue {
                guard canAdopt(newValue, api: "mask") else { return }
                newValue.detach()
            }
            maskStorage?.maskOwner = nil
            let action = CATransaction.disableActions() ? nil : action(forKey: "mask")
            maskStorage = newValue
            newValue?.maskOwner = self
            markChanged()
            action?.run(forKey: "mask", object: self, arguments: nil)
        }
    }

    /// The bounding box of the transformed bounds in the superlayer's space. Setting it sets `bounds.size` (through
    /// a scaling transform, 2D or 3D, as iOS does: a 100-point frame under a 0.5 scale is 200 points of bounds) and
    /// `position` (the frame's point at the anchor) so that it reads back as set; `bounds.origin` is kept.
    open var frame: CGRect {
        get { Self.frameRect(of: modelValues) }
        set {
            guard newValue.isFiniteRect else { return rejectNonFinite("frame", newValue) }
            let r = newValue.standardized
            let t = modelValues.transform
            var b = modelValues.bounds
            // Only the plane z = 0 is placed by a frame, so what the matrix does to z takes no part.
            let scalesThePlane = t.m12 == 0 && t.m21 == 0 && t.m14 == 0 && t.m24 == 0 && t.m44 == 1
            if scalesThePlane && t.m11 != 0 && t.m22 != 0 {
                b.size = CGSize(width: r.width / abs(t.m11), height: r.height / abs(t.m22))
            } else {
                b.size = r.size
            }
            bounds = b
            var probe = modelValues
            probe.position = .zero
            let box = Self.frameRect(of: probe)
            position = CGPoint(x: r.minX - box.minX, y: r.minY - box.minY)
        }
    }

    // MARK: Hierarchy (overridable, as on iOS: members declared in extensions cannot be overridden)

    open func addSublayer(_ layer: CALayer) { place(layer, at: sublayerStorage.count) }

    /// Inserts at `idx` (clamped to the count); a layer already here moves.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { place(layer, at: Int(idx)) }

    /// Inserts below `sibling`; at the bottom when `sibling` is nil or not a sublayer.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { place(layer, below: sibling) }

    /// Inserts above `sibling`; at the top when `sibling` is nil or not a sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { place(layer, above: sibling) }

    /// Puts `newLayer` where `oldLayer` is; nothing happens when `oldLayer` is not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { replace(oldLayer, with: newLayer) }

    /// Detaches the layer from its superlayer (or from the layer it masks).
    open func removeFromSuperlayer() { leaveSuperlayer() }

    // MARK: Conversion (model values; call on a presentation copy for on-screen values)

    /// `p` from `l`'s coordinates (nil = the root's) into this layer's.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { Self.matrix(from: l, to: self).project(p) }

    /// `p` from this layer's coordinates into `l`'s (nil = the root's).
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { Self.matrix(from: self, to: l).project(p) }

    /// The bounding box of the converted corners.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { Self.convert(r, from: l, to: self) }

    /// The bounding box of the converted corners.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { Self.convert(r, from: self, to: l) }

    /// A time from `l`'s time space (nil = absolute media time) in this layer's.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        Self.convertTime(t, from: l, to: self)
    }

    /// A time from this layer's time space in `l`'s (nil = absolute media time).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        Self.convertTime(t, from: self, to: l)
    }

    // MARK: Scrolling

    /// Scrolls the nearest ancestor scroll layer so that `p` (in this layer's coordinates) is its origin.
    open func scroll(_ p: CGPoint) { scrollEnclosing(to: p) }

    /// Scrolls the nearest ancestor scroll layer minimally to show `r` (in this layer's coordinates).
    open func scrollRectToVisible(_ r: CGRect) { scrollEnclosing(toShow: r) }

    /// The part of the bounds not clipped away by the nearest ancestor scroll layer.
    open var visibleRect: CGRect { unclippedRect }

    // MARK: Rendering

    /// Draws the layer and its sublayers into `ctx` in the layer's own coordinates, through the context's
    /// transform, with the screen's compositor: a model layer's model values, or a presentation copy's tree as
    /// on screen now. Tiled layers draw the tiles it covers first; emitters show their particles at the layer's time.
    /// - Note: Deviation: the context's clip is not applied.
    open func render(in ctx: CGContext) {
        var drawn: PresentedLayer? = snapshot()
        if let drawn { draw(drawn, in: ctx) }
        PresentedLayer.release(&drawn)
    }

    // MARK: Hit testing

    /// Whether `p` (in this layer's coordinates) is inside the bounds: min edges inclusive, max exclusive.
    open func contains(_ p: CGPoint) -> Bool {
        let b = modelValues.bounds
        return p.x >= b.minX && p.x < b.maxX && p.y >= b.minY && p.y < b.maxY
    }

    /// The deepest layer containing `p` (in the superlayer's coordinates), front-most sublayers first; hidden
    /// layers and points outside a `masksToBounds` layer find nothing.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        // Each sublayer is asked through its own `hitTest`, which a subclass may override, so this recursion is
        // the API's; a deep one carries on on fresh stacks (`DeepStack.nest`, once per level).
        guard let local = hitTestPoint(fromSuperlayer: p) else { return nil }
        let (children, order) = hitTestOrder()
        let hit = DeepStack.nest { () -> CALayer? in
            for index in order.reversed() {
                if let hit = children[index].hitTest(local) { return hit }
            }
            return nil
        }
        return hit ?? (contains(local) ? self : nil)
    }

    /// Attaches a copy of `anim` under `key` (nil keys never collide). An animation already under `key` is removed
    /// first (its delegate hears `finished: false`). A duration of 0 or less becomes the transaction's duration,
    /// a nil timing function the transaction's; the begin time 0 becomes the commit time.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        guard !isPresentationCopy, let copy = attachableCopy(of: anim, key: key) else { return }
        if let key { removeAnimation(forKey: key) }
        attached.append(AttachedAnimation(key: key, animation: copy, groups: CATransaction.activeCompletionGroups))
        markChanged()
        PresentationDisplay.watch(self, for: copy)
    }

    /// The attached animation under `key`; it must not be mutated.
    open func animation(forKey key: String) -> CAAnimation? {
        attached.last { $0.key == key }?.animation
    }

    /// Keys of the attached animations in add order; nil when there are none.
    open func animationKeys() -> [String]? {
        let keys = attached.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate hears `finished: false` if it had not finished.
    open func removeAnimation(forKey key: String) {
        let removed = attached.filter { $0.key == key }
        guard !removed.isEmpty else { return }
        attached.removeAll { $0.key == key }
        removed.forEach { $0.finish(false) }
        markChanged()
    }

    /// Removes every animation; delegates of unfinished ones hear `finished: false`.
    open func removeAllAnimations() {
        let removed = attached
        guard !removed.isEmpty else { return }
        attached = []
        removed.forEach { $0.finish(false) }
        markChanged()
    }

    /// A copy showing what is on screen now: the last committed values with the attached animations evaluated at
    /// the current media time. Nil before the layer's first commit.
    open func presentation() -> Self? { presentation(at: CACurrentMediaTime()) }

    /// The presentation copy at absolute media time `time` (the previewer's tools read the instant of the frame
    /// they draw over).
    package func presentation(at time: CFTimeInterval) -> Self? {
        if isPresentationCopy { return self }
        guard let committed else { return nil }
        let copy = type(of: self).init(instantiating: .copy(of: self))
        copy.modelLayer = self
        copy.isPresentationCopy = true
        copy.modelValues = presentationProperties(of: committed, at: time)
        copy.customValues = presentationCustomValues(of: committed, at: time)
        return copy
    }

    /// On a presentation copy, the model layer; on a model layer, itself.
    open func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// The action for `event`, searched in order: the delegate, `actions`, `style["actions"]` (through nested
    /// styles), `defaultAction(forKey:)`, then Core Animation's built-in implicit animation. `NSNull` anywhere
    /// ends the search with nil (spec §8.1).
    open func action(forKey event: String) -> CAAction? {
        if let found = delegate?.action(for: self, forKey: event) { return found is NSNull ? nil : found }
        if let found = actions?[event] { return found is NSNull ? nil : found }
        var currentStyle = style
        while let s = currentStyle {
            if let table = s["actions"] as? [String: Any], let found = table[event] {
                return found is NSNull ? nil : found as? CAAction
            }
            currentStyle = s["style"] as? [AnyHashable: Any]
        }
        if let found = type(of: self).defaultAction(forKey: event) { return found is NSNull ? nil : found }
        return builtInAction(forKey: event)
    }

    // MARK: Layout

    /// Marks the layer for `layoutSublayers()` before the next commit.
    open func setNeedsLayout() {
        guard !isLayingOut, !isPresentationCopy else { return }
        layoutFlag = true
        markChanged()
    }

    open func needsLayout() -> Bool { layoutFlag }

    /// Lays out now: from the highest ancestor that needs layout, top-down.
    open func layoutIfNeeded() {
        var top: CALayer = self
        while let parent = top.superlayerStorage, parent.layoutFlag { top = parent }
        top.layoutTree()
    }

    /// Positions the sublayers; by default asks the delegate.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// The size the layer prefers: its bounds' size.
    open func preferredFrameSize() -> CGSize { modelValues.bounds.size }

    // MARK: Display

    /// Marks the contents for redrawing before the next commit.
    open func setNeedsDisplay() {
        guard !isPresentationCopy else { return }
        displayFlag = true
        markChanged()
    }

    /// Marks part of the contents for redrawing (the whole layer is redrawn).
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    open func needsDisplay() -> Bool { displayFlag }

    /// Redraws now when marked.
    open func displayIfNeeded() {
        guard displayFlag else { return }
        displayFlag = false
        display()
    }

    /// Makes new contents: the delegate's `display(_:)` when it has one; otherwise a backing store of
    /// bounds × contentsScale pixels drawn by `draw(in:)` in layer coordinates (origin at the top-left of the
    /// bounds, y down, as on iOS).
    open func display() {
        if let delegate {
            delegateDisplayMissing = false
            delegate.display(self)
            if !delegateDisplayMissing { return }
            delegate.layerWillDraw(self)
        }
        let scale = CGFloat(modelValues.contentsScale)
        let width = Int((modelValues.bounds.width * scale).rounded(.up))
        let height = Int((modelValues.bounds.height * scale).rounded(.up))
        guard width > 0, height > 0 else {
            modelValues.contents = nil
            markChanged()
            return
        }
        guard
            let context = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo.native.rawValue)
        else { return }
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        context.translateBy(x: -modelValues.bounds.minX, y: -modelValues.bounds.minY)
        draw(in: context)
        modelValues.contents = context.makeImage()
        markChanged()
    }

    /// Draws the contents; by default asks the delegate.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// The value at a key path such as `position.x` or `transform.rotation.z`: numbers as `NSNumber`, geometry as
    /// the Swift structs, colours as `CGColor`. Keys the layer does not define read what was set for them, or the
    /// class's `defaultValue(forKey:)` until they are set.
    /// - Note: Deviation: geometry comes back as `CGPoint`/`CGSize`/`CGRect`/`CATransform3D`, not `NSValue`, and
    ///   numbers as `NSNumber`, which on Linux casts to `Double` and `Float` but not to `CGFloat`.
    open func value(forKeyPath keyPath: String) -> Any? {
        if let value = modelValues.value(forKeyPath: keyPath) { return ValueBoxing.box(value) }
        if let plain = plainValue(forKey: keyPath) { return plain }
        return customValues[keyPath] ?? classDefault(forKey: keyPath)
    }

    open func value(forKey key: String) -> Any? {
        value(forKeyPath: key)
    }

    /// Sets the value at a key path, through the property's action like its setter. Unknown keys are stored.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let (key, _) = KeyPathParts.split(keyPath)
        if modelValues.value(forKey: key) != nil || modelValues.value(forKeyPath: keyPath) != nil {
            guard let converted = ValueBoxing.value(value ?? NSNull()) else {
                Log.warningOnce(
                    key: "CALayer.setValue.\(keyPath)",
                    "CALayer \(logName): setValue for \(keyPath): a \(type(of: value)) cannot be stored there")
                return
            }
            var updated = modelValues
            let current = modelValues.value(forKeyPath: keyPath)
            let shaped = current.map { ValueBoxing.coerce(converted, like: $0) } ?? converted
            guard updated.setValue(shaped, forKeyPath: keyPath) else {
                Log.warningOnce(
                    key: "CALayer.setValue.\(keyPath)",
                    "CALayer \(logName): setValue for \(keyPath): the value has the wrong type")
                return
            }
            apply(updated, changedKey: key)
            return
        }
        if setPlainValue(value, forKey: keyPath) { return }
        setCustomValue(value, forKey: keyPath)
    }

    open func setValue(_ value: Any?, forKey key: String) {
        setValue(value, forKeyPath: key)
    }

    // MARK: CAMediaTiming (shifts the time of the whole subtree)

    open var beginTime: CFTimeInterval {
        get { modelValues.timing.beginTime }
        set { setTiming(\.beginTime, newValue, "beginTime") }
    }
    open var duration: CFTimeInterval {
        get { modelValues.timing.duration }
        set { setTiming(\.duration, newValue, "duration") }
    }
    open var speed: Float {
        get { Float(modelValues.timing.speed) }
        set { setTiming(\.speed, Double(newValue), "speed") }
    }
    open var timeOffset: CFTimeInterval {
        get { modelValues.timing.timeOffset }
        set { setTiming(\.timeOffset, newValue, "timeOffset") }
    }
    open var repeatCount: Float {
        get { Float(modelValues.timing.repeatCount) }
        set { setTiming(\.repeatCount, Double(newValue), "repeatCount") }
    }
    open var repeatDuration: CFTimeInterval {
        get { modelValues.timing.repeatDuration }
        set { setTiming(\.repeatDuration, newValue, "repeatDuration") }
    }
    open var autoreverses: Bool {
        get { modelValues.timing.autoreverses }
        set {
            modelValues.timing.autoreverses = newValue
            markChanged()
        }
    }
    open var fillMode: CAMediaTimingFillMode {
        get { CAMediaTimingFillMode(rawValue: modelValues.timing.fillMode.rawValue) }
        set {
            modelValues.timing.fillMode = newValue.fillMode
            markChanged()
        }
    }
}
