/// The colour model of a colour space.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
}

/// A colour space. Device RGB is treated as sRGB and device gray as gamma-2.2 gray: the compositor blends in
/// non-linear sRGB, as Apple's default does.
/// - Note: Deviation: only RGB and gray spaces exist; names are Swift strings.
public final class CGColorSpace: Equatable, Hashable, Sendable {
    /// The standard sRGB space.
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    /// Gray with a 2.2 gamma.
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    /// Linear gray (stored and rendered as gamma gray here).
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"

    /// The space's name, or nil for device spaces.
    public let name: CFString?
    /// RGB or monochrome.
    public let model: CGColorSpaceModel

    private init(name: CFString?, model: CGColorSpaceModel) {
        self.name = name
        self.model = model
    }

    /// The named space, or nil when the name is not one this implementation knows.
    public convenience init?(name: CFString) {
        switch name {
        case CGColorSpace.sRGB: self.init(name: name, model: .rgb)
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray: self.init(name: name, model: .monochrome)
        default: return nil
        }
    }

    package static let deviceRGB = CGColorSpace(name: nil, model: .rgb)
    package static let deviceGray = CGColorSpace(name: nil, model: .monochrome)
    package static let srgbSpace = CGColorSpace(name: CGColorSpace.sRGB, model: .rgb)

    /// Colour components, not counting alpha.
    public var numberOfComponents: Int { model == .rgb ? 3 : 1 }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name && lhs.model == rhs.model
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }
}

/// The device RGB space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

/// The device gray space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }
