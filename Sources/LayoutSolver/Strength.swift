/// Constraint strengths (priorities), on kiwi's scale.
///
/// A constraint whose strength is `required` must hold exactly; weaker constraints are satisfied
/// as well as possible, each unit of violation costing its strength in the objective the solver
/// minimises.
public enum Strength {
    /// Must hold: `1_001_001_000`, kiwi's value (1000 strong + 1000 medium + 1000 weak units).
    public static let required: Double = 1_001_001_000
    /// Strong preference.
    public static let strong: Double = 1_000_000
    /// Medium preference.
    public static let medium: Double = 1_000
    /// Weak preference.
    public static let weak: Double = 1

    /// The strength limited to `0...required`.
    public static func clip(_ strength: Double) -> Double {
        min(max(strength, 0), required)
    }
}
