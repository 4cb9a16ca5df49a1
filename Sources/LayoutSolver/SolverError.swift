/// Errors the solver reports. After any of them the solver is in the state it had before the call.
public enum SolverError: Error, Equatable {
    /// The constraint was already added.
    case duplicateConstraint
    /// The constraint was never added, or was already removed.
    case unknownConstraint
    /// A required constraint (or a required constant change) conflicts with the required constraints
    /// already in the solver.
    case unsatisfiableConstraint
    /// The variable already is an edit variable.
    case duplicateEditVariable
    /// The variable is not an edit variable.
    case unknownEditVariable
    /// Edit variables cannot be required.
    case badRequiredStrength
    /// A broken invariant inside the solver; the message names it.
    case internalError(String)
}
