import RenderServer

/// What a timed object shows outside its active interval.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    package var fillMode: FillMode { FillMode(rawValue: rawValue) ?? .removed }
}

/// The timing hierarchy shared by layers and animations (spec §1).
public protocol CAMediaTiming: AnyObject {
    /// Start time in the parent's time space.
    var beginTime: CFTimeInterval { get set }
    /// One cycle's basic duration.
    var duration: CFTimeInterval { get set }
    /// Rate relative to the parent's time.
    var speed: Float { get set }
    /// Offset added in local time after speed scaling.
    var timeOffset: CFTimeInterval { get set }
    /// Cycles to play; fractional allowed; `.infinity` or `Float.greatestFiniteMagnitude` repeats forever.
    var repeatCount: Float { get set }
    /// Total active time; 0 means unused.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle plays forward then backward.
    var autoreverses: Bool { get set }
    /// What shows outside the active interval.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// The timing values of layers, animations and emitter cells are one `TimingParameters` each; these spell its
/// fields as `CAMediaTiming` does.
extension TimingParameters {
    package var mediaSpeed: Float {
        get { Float(speed) }
        set { speed = Double(newValue) }
    }

    /// `.infinity` and `Float.greatestFiniteMagnitude` repeat forever.
    package var mediaRepeatCount: Float {
        get { Float(repeatCount) }
        set { repeatCount = newValue.isInfinite ? .infinity : Double(newValue) }
    }

    package var mediaFillMode: CAMediaTimingFillMode {
        get { CAMediaTimingFillMode(rawValue: fillMode.rawValue) }
        set { fillMode = newValue.fillMode }
    }
}
