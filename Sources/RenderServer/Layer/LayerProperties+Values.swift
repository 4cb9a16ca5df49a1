import CoreGraphics

/// Each value of `LayerProperties`, read from and written to its shared box.
extension LayerProperties {
    package var bounds: CGRect {
        get { box.values.bounds }
        set { mutableBox().values.bounds = newValue }
    }

    package var position: CGPoint {
        get { box.values.position }
        set { mutableBox().values.position = newValue }
    }

    package var zPosition: Double {
        get { box.values.zPosition }
        set { mutableBox().values.zPosition = newValue }
    }

    package var anchorPoint: CGPoint {
        get { box.values.anchorPoint }
        set { mutableBox().values.anchorPoint = newValue }
    }

    package var anchorPointZ: Double {
        get { box.values.rare.storage?.values.anchorPointZ ?? 0 }
        set { mutableBox().values.rare.mutableStorage().values.anchorPointZ = newValue }
    }

    package var transform: Matrix3D {
        get { box.values.rare.storage.map { $0.values.transform } ?? Rare.defaults.transform }
        set { mutableBox().values.rare.mutableStorage().values.transform = newValue }
    }

    /// Whether `transform` is the identity, without copying it out (most layers keep no rare values at all).
    package var hasIdentityTransform: Bool {
        box.values.rare.storage.map { $0.values.transform == .identity } ?? true
    }

    package var sublayerTransform: Matrix3D {
        get { box.values.rare.storage.map { $0.values.sublayerTransform } ?? Rare.defaults.sublayerTransform }
        set { mutableBox().values.rare.mutableStorage().values.sublayerTransform = newValue }
    }

    package var isHidden: Bool {
        get { box.values.isHidden }
        set { mutableBox().values.isHidden = newValue }
    }

    package var isDoubleSided: Bool {
        get { box.values.isDoubleSided }
        set { mutableBox().values.isDoubleSided = newValue }
    }

    package var isGeometryFlipped: Bool {
        get { box.values.rare.storage.map { $0.values.isGeometryFlipped } ?? Rare.defaults.isGeometryFlipped }
        set { mutableBox().values.rare.mutableStorage().values.isGeometryFlipped = newValue }
    }

    package var masksToBounds: Bool {
        get { box.values.masksToBounds }
        set { mutableBox().values.masksToBounds = newValue }
    }

    package var contents: CGImage? {
        get { box.values.contents }
        set { mutableBox().values.contents = newValue }
    }

    package var contentsRect: CGRect {
        get { box.values.rare.storage.map { $0.values.contentsRect } ?? Rare.defaults.contentsRect }
        set { mutableBox().values.rare.mutableStorage().values.contentsRect = newValue }
    }

    package var contentsCenter: CGRect {
        get { box.values.rare.storage.map { $0.values.contentsCenter } ?? Rare.defaults.contentsCenter }
        set { mutableBox().values.rare.mutableStorage().values.contentsCenter = newValue }
    }

    package var contentsGravity: String {
        get { box.values.rare.storage.map { $0.values.contentsGravity } ?? Rare.defaults.contentsGravity }
        set { mutableBox().values.rare.mutableStorage().values.contentsGravity = newValue }
    }

    package var contentsScale: Double {
        get { box.values.contentsScale }
        set { mutableBox().values.contentsScale = newValue }
    }

    package var minificationFilter: String {
        get { box.values.rare.storage.map { $0.values.minificationFilter } ?? Rare.defaults.minificationFilter }
        set { mutableBox().values.rare.mutableStorage().values.minificationFilter = newValue }
    }

    package var magnificationFilter: String {
        get { box.values.rare.storage.map { $0.values.magnificationFilter } ?? Rare.defaults.magnificationFilter }
        set { mutableBox().values.rare.mutableStorage().values.magnificationFilter = newValue }
    }

    package var minificationFilterBias: Double {
        get { box.values.rare.storage.map { $0.values.minificationFilterBias } ?? Rare.defaults.minificationFilterBias }
        set { mutableBox().values.rare.mutableStorage().values.minificationFilterBias = newValue }
    }

    package var isOpaque: Bool {
        get { box.values.rare.storage.map { $0.values.isOpaque } ?? Rare.defaults.isOpaque }
        set { mutableBox().values.rare.mutableStorage().values.isOpaque = newValue }
    }

    package var backgroundColor: CGColor? {
        get { box.values.backgroundColor }
        set { mutableBox().values.backgroundColor = newValue }
    }

    package var cornerRadius: Double {
        get { box.values.cornerRadius }
        set { mutableBox().values.cornerRadius = newValue }
    }

    package var maskedCorners: UInt {
        get { box.values.rare.storage.map { $0.values.maskedCorners } ?? Rare.defaults.maskedCorners }
        set { mutableBox().values.rare.mutableStorage().values.maskedCorners = newValue }
    }

    package var cornerCurve: String {
        get { box.values.rare.storage.map { $0.values.cornerCurve } ?? Rare.defaults.cornerCurve }
        set { mutableBox().values.rare.mutableStorage().values.cornerCurve = newValue }
    }

    package var borderWidth: Double {
        get { box.values.borderWidth }
        set { mutableBox().values.borderWidth = newValue }
    }

    package var borderColor: CGColor? {
        get { box.values.borderColor }
        set { mutableBox().values.borderColor = newValue }
    }

    package var opacity: Double {
        get { box.values.opacity }
        set { mutableBox().values.opacity = newValue }
    }

    package var allowsGroupOpacity: Bool {
        get { box.values.allowsGroupOpacity }
        set { mutableBox().values.allowsGroupOpacity = newValue }
    }

    package var allowsEdgeAntialiasing: Bool {
        get { box.values.rare.storage.map { $0.values.allowsEdgeAntialiasing } ?? Rare.defaults.allowsEdgeAntialiasing }
        set { mutableBox().values.rare.mutableStorage().values.allowsEdgeAntialiasing = newValue }
    }

    package var edgeAntialiasingMask: UInt32 {
        get { box.values.rare.storage.map { $0.values.edgeAntialiasingMask } ?? Rare.defaults.edgeAntialiasingMask }
        set { mutableBox().values.rare.mutableStorage().values.edgeAntialiasingMask = newValue }
    }

    package var shouldRasterize: Bool {
        // A literal default, as `shadowOpacity`'s and `anchorPointZ`'s: the compositor reads them for every layer
        // in every frame, and `Rare.defaults` is a lazily made global (a call and a retain of the values around
        // it).
        get { box.values.rare.storage?.values.shouldRasterize ?? false }
        set { mutableBox().values.rare.mutableStorage().values.shouldRasterize = newValue }
    }

    package var rasterizationScale: Double {
        get { box.values.rare.storage.map { $0.values.rasterizationScale } ?? Rare.defaults.rasterizationScale }
        set { mutableBox().values.rare.mutableStorage().values.rasterizationScale = newValue }
    }

    package var shadowColor: CGColor? {
        get { box.values.rare.storage.map { $0.values.shadowColor } ?? Rare.defaults.shadowColor }
        set { mutableBox().values.rare.mutableStorage().values.shadowColor = newValue }
    }

    package var shadowOpacity: Double {
        get { box.values.rare.storage?.values.shadowOpacity ?? 0 }
        set { mutableBox().values.rare.mutableStorage().values.shadowOpacity = newValue }
    }

    package var shadowOffset: CGSize {
        get { box.values.rare.storage.map { $0.values.shadowOffset } ?? Rare.defaults.shadowOffset }
        set { mutableBox().values.rare.mutableStorage().values.shadowOffset = newValue }
    }

    package var shadowRadius: Double {
        get { box.values.rare.storage.map { $0.values.shadowRadius } ?? Rare.defaults.shadowRadius }
        set { mutableBox().values.rare.mutableStorage().values.shadowRadius = newValue }
    }

    package var shadowPath: CGPath? {
        get { box.values.rare.storage.map { $0.values.shadowPath } ?? Rare.defaults.shadowPath }
        set { mutableBox().values.rare.mutableStorage().values.shadowPath = newValue }
    }

    package var timing: TimingParameters {
        get { box.values.rare.storage.map { $0.values.timing } ?? Rare.defaults.timing }
        set { mutableBox().values.rare.mutableStorage().values.timing = newValue }
    }

    package var kind: LayerKind {
        get { box.values.kind }
        set { mutableBox().values.kind = newValue }
    }
}
