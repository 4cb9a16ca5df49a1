/// An immutable colour: components in a colour space, alpha last.
public final class CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The colour space the components are in.
    public let colorSpace: CGColorSpace?
    /// The components, alpha last, in the object itself, not in an array, so that a colour is one allocation
    /// (every layer with a colour of its own holds one, and a colour animation makes one a frame). Gray and alpha
    /// use the first two.
    private let values: (CGFloat, CGFloat, CGFloat, CGFloat)
    /// How many of `values` are components: 2 (gray) or 4 (RGB), the spaces there are.
    private let count: Int

    /// The components, alpha last.
    public var components: [CGFloat]? {
        count == 2 ? [values.0, values.1] : [values.0, values.1, values.2, values.3]
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Black with alpha 0.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// A colour in the device RGB space.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = .deviceRGB
        values = (red, green, blue, alpha)
        count = 4
    }

    /// A colour in the sRGB space.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = .srgbSpace
        values = (red, green, blue, alpha)
        count = 4
    }

    /// A colour in the device gray space.
    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpace = .deviceGray
        values = (gray, alpha, 0, 0)
        count = 2
    }

    /// A colour from components in `space`, alpha last.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        colorSpace = space
        if space.numberOfComponents == 1 {
            values = (components[0], components[1], 0, 0)
            count = 2
        } else {
            values = (components[0], components[1], components[2], components[3])
            count = 4
        }
    }

    private init(space: CGColorSpace?, values: (CGFloat, CGFloat, CGFloat, CGFloat), count: Int) {
        colorSpace = space
        self.values = values
        self.count = count
    }

    /// Component `index` (alpha at `count − 1`).
    private func value(_ index: Int) -> CGFloat {
        switch index {
        case 0: values.0
        case 1: values.1
        case 2: values.2
        default: values.3
        }
    }

    /// Components including alpha.
    public var numberOfComponents: Int { count }

    /// The alpha component.
    public var alpha: CGFloat { value(count - 1) }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        var values = self.values
        if count == 2 { values.1 = alpha } else { values.3 = alpha }
        return CGColor(space: colorSpace, values: values, count: count)
    }

    /// Non-premultiplied sRGB red, green, blue and alpha, each clamped to 0…1.
    package var rgba: RGBA {
        func unit(_ v: CGFloat) -> Double { Swift.min(Swift.max(Double(v), 0), 1) }
        if count == 2 {
            let gray = unit(values.0)
            return RGBA(red: gray, green: gray, blue: gray, alpha: unit(values.1))
        }
        return RGBA(red: unit(values.0), green: unit(values.1), blue: unit(values.2), alpha: unit(values.3))
    }

    /// A colour from non-premultiplied sRGB components.
    package convenience init(rgba: RGBA) {
        self.init(srgbRed: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs === rhs
            || (lhs.colorSpace == rhs.colorSpace && lhs.count == rhs.count
                && (0..<lhs.count).allSatisfy { lhs.value($0) == rhs.value($0) })
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for index in 0..<count { hasher.combine(value(index)) }
    }

    public var description: String {
        "CGColor(\((components ?? []).map { "\($0)" }.joined(separator: ", ")))"
    }
}

/// Non-premultiplied sRGB colour with components in 0…1, the form the renderers work in.
package struct RGBA: Equatable, Hashable, Sendable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour as a premultiplied ARGB32 pixel in native byte order (cairo's `ARGB32`).
    package var premultipliedPixel: UInt32 {
        let a = alpha
        func byte(_ v: Double) -> UInt32 { UInt32((Swift.min(Swift.max(v, 0), 1) * 255).rounded()) }
        return byte(a) << 24 | byte(red * a) << 16 | byte(green * a) << 8 | byte(blue * a)
    }
}
