import LayoutSolver

/// How strongly a constraint holds: 1…1000, where 1000 (`required`) must hold and lower priorities give way to
/// higher ones.
///
/// - Note: Deviation: the solver weighs a non-required priority p as 10^(p/111), so a higher priority wins
///   unless the lower one's error is larger by that ratio (about 175× between 999 and 750); Apple's engine is
///   not documented beyond "higher priorities are satisfied first".
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// The solver's weight: `Strength.required` at 1000 and above, else 10^(p/111) (p clamped to 1…999).
    var strength: Double {
        guard rawValue < 1000 else { return Strength.required }
        let p = Double(min(max(rawValue, 1), 999))
        return Foundation.pow(10, p / 111)
    }
}
