/// An immutable colour: components in a colour space, alpha last.
public final class CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The colour space the components are in.
    public let colorSpace: CGColorSpace?
    /// The components, alpha last.
    public let components: [CGFloat]?

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Black with alpha 0.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// A colour in the device RGB space.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = .deviceRGB
        components = [red, green, blue, alpha]
    }

    /// A colour in the sRGB space.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = .srgbSpace
        components = [red, green, blue, alpha]
    }

    /// A colour in the device gray space.
    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpace = .deviceGray
        components = [gray, alpha]
    }

    /// A colour from components in `space`, alpha last; nil when the count does not match the space.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        colorSpace = space
        self.components = Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
    }

    private init(space: CGColorSpace?, values: [CGFloat]) {
        colorSpace = space
        components = values
    }

    /// Components including alpha.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var values = components, !values.isEmpty else { return nil }
        values[values.count - 1] = alpha
        return CGColor(space: colorSpace, values: values)
    }

    /// Non-premultiplied sRGB red, green, blue and alpha, each clamped to 0…1.
    package var rgba: RGBA {
        guard let values = components else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        func unit(_ v: CGFloat) -> Double { Swift.min(Swift.max(Double(v), 0), 1) }
        if values.count >= 4 {
            return RGBA(red: unit(values[0]), green: unit(values[1]), blue: unit(values[2]), alpha: unit(values[3]))
        }
        if values.count == 2 {
            let gray = unit(values[0])
            return RGBA(red: gray, green: gray, blue: gray, alpha: unit(values[1]))
        }
        return RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    }

    /// A colour from non-premultiplied sRGB components.
    package convenience init(rgba: RGBA) {
        self.init(srgbRed: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs === rhs || (lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
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
