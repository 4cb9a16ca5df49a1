/// An immutable image with a scale (pixels per point).
open class UIImage: NSObject, @unchecked Sendable {
    public let cgImage: CGImage?
    public let scale: CGFloat

    /// An empty image.
    public override init() {
        cgImage = nil
        scale = 1
        super.init()
    }

    public init(cgImage: CGImage, scale: CGFloat = 1) {
        self.cgImage = cgImage
        self.scale = max(scale, 1)
        super.init()
    }

    /// How the image's pixels are turned to show it upright.
    /// - Note: Deviation: only `.up` is drawn as such; other orientations are stored and drawn as `.up`.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// `imageOrientation` as given to `init(cgImage:scale:orientation:)`.
    public private(set) var imageOrientation = Orientation.up

    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(cgImage: cgImage, scale: scale)
        imageOrientation = orientation
        if orientation != .up {
            Log.warningOnce(
                key: "UIImage.orientation", "UIImage: orientation \(orientation) is drawn as .up (not supported)")
        }
    }

    /// A PNG from its bytes; nil when they are not a PNG.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let provider = CGDataProvider(data: data),
            let image = CGImage(
                pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        else { return nil }
        self.init(cgImage: image, scale: scale)
    }

    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let scale: CGFloat = path.contains("@3x") ? 3 : path.contains("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// A PNG resource of the main bundle or `bundle`, with or without the `.png` extension: the variant for the
    /// screen's scale (`name@2x` on a 2× screen), else the nearest larger one, else the nearest smaller one.
    public convenience init?(named name: String, in bundle: Bundle? = nil) {
        let bundle = bundle ?? .main
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        for scale in Self.variantOrder(screenScale: UIScreen.scaleForAnyThread.load(ordering: .relaxed)) {
            let candidate = scale == 1 ? base : "\(base)@\(scale)x"
            if let path = bundle.path(forResource: candidate, ofType: "png") {
                self.init(contentsOfFile: path)
                return
            }
        }
        return nil
    }

    /// The scales of the variants to look for, in order: the screen's, larger ones upwards, then smaller ones.
    package static func variantOrder(screenScale: Int) -> [Int] {
        let screen = min(max(screenScale, 1), 3)
        return [screen] + Array(stride(from: screen + 1, through: 3, by: 1)) + Array((1..<screen).reversed())
    }

    /// Size in points.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// The image encoded as PNG.
    open func pngData() -> Data? { try? cgImage?.pngData() }
}
