/// Colours at locations along a gradient's axis, drawn by `CGContext.drawLinearGradient` and friends.
public final class CGGradient: Sendable {
    /// Stops sorted by location, colours in sRGB.
    package let stops: [GradientStop]

    /// A gradient from `colors`; `locations` default to even spacing. Nil when there are no colours, or when
    /// the locations do not have one entry per colour.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty, cgColors.count == colors.count else { return nil }
        let positions: [CGFloat]
        if let locations {
            positions = Array(UnsafeBufferPointer(start: locations, count: cgColors.count))
        } else {
            positions = GradientStop.evenLocations(count: cgColors.count)
        }
        stops = GradientStop.sorted(zip(positions, cgColors).map { GradientStop(location: Double($0), color: $1.rgba) })
    }

    /// A gradient from raw components in `space`, `count` colours of `space.numberOfComponents + 1` values.
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let width = space.numberOfComponents + 1
        let values = Array(UnsafeBufferPointer(start: components, count: width * count))
        let positions =
            locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) }
            ?? GradientStop.evenLocations(count: count)
        var result: [GradientStop] = []
        for i in 0..<count {
            let color = values[(i * width)..<((i + 1) * width)].withUnsafeBufferPointer { buffer in
                buffer.baseAddress.flatMap { CGColor(colorSpace: space, components: $0) }
            }
            guard let color else { return nil }
            result.append(GradientStop(location: Double(positions[i]), color: color.rgba))
        }
        stops = GradientStop.sorted(result)
    }
}

/// Options that extend a gradient's end colours past its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Fill before the start point with the first colour.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// Fill past the end point with the last colour.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// One colour stop, non-premultiplied sRGB.
package struct GradientStop: Equatable, Sendable {
    package var location: Double
    package var color: RGBA

    package init(location: Double, color: RGBA) {
        self.location = location
        self.color = color
    }

    static func evenLocations(count: Int) -> [CGFloat] {
        count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
    }

    /// Stable sort by location, so equal locations keep their order (a hard edge).
    static func sorted(_ stops: [GradientStop]) -> [GradientStop] {
        stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}
