import RenderServer

/// The names of the predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve of implicit animations: (0.25, 0.1), (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier pacing curve from (0, 0) to (1, 1). Control points are stored as `Float`, as Apple does.
public final class CAMediaTimingFunction: NSObject {
    private let points: [Float]
    package let curve: TimingCurve

    /// One of the named curves (spec §2.1); an unknown name gives the linear curve.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// A curve with control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = [c1x, c1y, c2x, c2y]
        curve = TimingCurve(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
        super.init()
    }

    /// Control point `index` (0 = (0, 0), 1 = c1, 2 = c2, 3 = (1, 1)) written into `values`.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        switch index {
        case 0: (values[0], values[1]) = (0, 0)
        case 1: (values[0], values[1]) = (points[0], points[1])
        case 2: (values[0], values[1]) = (points[2], points[3])
        default: (values[0], values[1]) = (1, 1)
        }
    }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? CAMediaTimingFunction)?.points == points
    }

    public override var hash: Int { points.hashValue }

    public override var description: String {
        "CAMediaTimingFunction(\(points.map { "\($0)" }.joined(separator: ", ")))"
    }
}
