/// How a constraint's expression relates to zero.
public enum Relation {
    /// `expression <= 0`
    case lessThanOrEqual
    /// `expression == 0`
    case equal
    /// `expression >= 0`
    case greaterThanOrEqual
}

/// A linear constraint `expression relation 0` with a strength.
///
/// Constraints are compared and hashed by identity, so the same relation written twice gives two
/// constraints. They are immutable: `Solver.setConstant(_:of:)` changes the constant the solver
/// uses without changing `expression`.
public final class Constraint: Hashable {
    /// The left-hand side, with the constant given at creation.
    public let expression: Expression
    /// The relation between `expression` and zero.
    public let relation: Relation
    /// The strength, clipped to `0...Strength.required`.
    public let strength: Double

    /// Creates `expression relation 0` at `strength` (required by default).
    public init(_ expression: Expression, _ relation: Relation, strength: Double = Strength.required) {
        self.expression = expression
        self.relation = relation
        self.strength = Strength.clip(strength)
    }

    /// Whether the constraint must hold exactly.
    var isRequired: Bool { strength >= Strength.required }

    /// Identity comparison.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs === rhs
    }

    /// Hashes the object identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
