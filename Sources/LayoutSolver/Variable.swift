/// An unknown of the linear system, such as one edge or size of a view.
///
/// Variables are compared and hashed by identity: two variables with the same name are distinct.
public final class Variable: Hashable {
    /// A label for diagnostics; the solver never interprets it.
    public let name: String

    /// The value the solver computed at the last `Solver.updateVariables()` call (zero before that).
    public internal(set) var value: Double = 0

    /// Creates a variable with an optional diagnostic name.
    public init(_ name: String = "") {
        self.name = name
    }

    /// Identity comparison.
    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    /// Hashes the object identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
