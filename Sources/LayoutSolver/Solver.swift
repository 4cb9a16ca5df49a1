/// An incremental Cassowary solver (Badros, Borning & Stuckey, 2001), in kiwi's formulation.
///
/// Required constraints always hold; among the solutions they allow, the solver picks one that
/// minimises the sum of each non-required constraint's violation times its strength. Constraints
/// can be added and removed one at a time, edit variables take suggested values, and the
/// constant of an added constraint can be changed in place; each call leaves an optimal solution
/// that `updateVariables()` copies into the variables.
///
/// Results are deterministic: the same sequence of calls gives bit-identical values on every run.
public final class Solver {
    var tableau = Tableau()
    var constraints: [Constraint: ConstraintRecord] = [:]
    var variables = VariableRegistry()
    /// Each edit variable's hidden constraint `variable == suggestion`.
    var edits: [Variable: Constraint] = [:]
    /// Symbol ids; ids order symbols for the pivot rules.
    var symbols = SymbolAllocator()

    /// One past the highest symbol id handed out.
    var nextSerial: Int { symbols.bound }

    /// Creates an empty solver.
    public init() {}

    /// Adds a constraint.
    ///
    /// Throws `.duplicateConstraint` if it is already in the solver, and
    /// `.unsatisfiableConstraint` if it is required and conflicts with the required constraints
    /// already present; the solver is then unchanged.
    public func add(_ constraint: Constraint) throws(SolverError) {
        guard constraints[constraint] == nil else {
            throw .duplicateConstraint
        }
        symbols.setMark()
        let (row, record) = makeRow(for: constraint)
        do throws(SolverError) {
            try enter(row, record: record)
        } catch {
            release(record.variables)
            symbols.rewind()
            throw error
        }
        symbols.clearMark()
        constraints[constraint] = record
        try optimizeObjective()
    }

    /// Removes a constraint; throws `.unknownConstraint` if it is not in the solver.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let record = constraints.removeValue(forKey: constraint) else {
            throw .unknownConstraint
        }
        // The errors' weight leaves the objective before any pivot, or the pivots would carry it
        // into the remaining rows.
        for symbol in [record.marker, record.other] {
            if let symbol, symbol.kind == .error {
                tableau.addToObjective(symbol, times: -record.strength)
            }
        }
        if tableau.removeRow(for: record.marker) == nil {
            guard let leaving = tableau.markerLeavingRow(for: record.marker) else {
                throw .internalError("no row to pivot a removed constraint's marker into the basis")
            }
            tableau.pivot(entering: record.marker, leaving: leaving)
            tableau.removeRow(for: record.marker)
        }
        drop(record.marker)
        // With its equation gone the second error or slack appears in no equation; drop what
        // rounding may have left of it.
        if let other = record.other {
            drop(other)
        }
        release(record.variables)
        try optimizeObjective()
    }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        constraints[constraint] != nil
    }

    /// Makes `variable` an edit variable: a hidden constraint `variable == suggestion` at
    /// `strength`, with suggestion zero until `suggestValue(_:_:)` is called.
    ///
    /// Throws `.duplicateEditVariable` if it already is one and `.badRequiredStrength` if the
    /// strength is required.
    public func addEditVariable(_ variable: Variable, strength: Double) throws(SolverError) {
        guard edits[variable] == nil else {
            throw .duplicateEditVariable
        }
        let strength = Strength.clip(strength)
        guard strength < Strength.required else {
            throw .badRequiredStrength
        }
        let constraint = Constraint(Expression([Term(variable)]), .equal, strength: strength)
        try add(constraint)
        edits[variable] = constraint
    }

    /// Removes an edit variable and its hidden constraint; throws `.unknownEditVariable` if
    /// `variable` is not one.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let constraint = edits.removeValue(forKey: variable) else {
            throw .unknownEditVariable
        }
        try remove(constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    /// Suggests a value for an edit variable and re-solves incrementally; throws
    /// `.unknownEditVariable` if `variable` is not one.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let constraint = edits[variable] else {
            throw .unknownEditVariable
        }
        try setConstant(-value, of: constraint)
    }

    /// Changes the constant of a constraint already added, in place, as `suggestValue(_:_:)` does
    /// for an edit constraint: no removal and re-add.
    ///
    /// `constant` is what the constraint's expression constant would be; the solution is the one
    /// removing the constraint and adding it back with that constant would give. Only rows holding
    /// the constraint's marker change, then the dual simplex restores feasibility, so the cost
    /// follows the rows the change reaches rather than the size of the system. Throws
    /// `.unknownConstraint` if the constraint is not in the solver, and `.unsatisfiableConstraint`
    /// if it is required and the new constant conflicts with the other required constraints; the
    /// solver then keeps the previous constant and solution.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard var record = constraints[constraint] else {
            throw .unknownConstraint
        }
        let delta = constant - record.constant
        guard delta != 0 else {
            return
        }
        // Only a required constraint can make the system infeasible, so only then is the state
        // worth keeping for a rollback.
        let mayFail = record.isRequired
        if mayFail {
            tableau.beginJournal()
        }
        let consistent = tableau.shift(record.marker, by: delta / record.markerCoefficient)
        do throws(SimplexFailure) {
            guard consistent else {
                throw .infeasible
            }
            try tableau.dualOptimize()
        } catch {
            guard mayFail else {
                throw .internalError("dual simplex failed after changing a non-required constant")
            }
            tableau.rollBack()
            throw .unsatisfiableConstraint
        }
        if mayFail {
            tableau.commitJournal()
        }
        record.constant = constant
        constraints[constraint] = record
    }

    /// Writes the current solution into `Variable.value` for every variable used by a constraint
    /// or edit variable in the solver.
    ///
    /// The solver tracks which variables may have changed since the previous call (or joined the
    /// solver since), so after a small change only those are written and the call costs in
    /// proportion to the change. A variable shared with another solver that wrote it since may
    /// therefore keep that other solver's value.
    public func updateVariables() {
        switch tableau.takeValueChanges() {
        case .all:
            for entry in variables.entries {
                entry.variable.value = tableau.value(of: entry.symbol)
            }
        case .some(let symbols):
            for symbol in symbols {
                variables.variable(for: symbol)?.value = tableau.value(of: symbol)
            }
        }
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        tableau = Tableau()
        constraints.removeAll()
        variables.removeAll()
        edits.removeAll()
        symbols = SymbolAllocator()
    }

    /// Runs the primal simplex after an add or a remove. The basis stays feasible throughout, so
    /// anything queued for the dual simplex is rounding noise and is dropped.
    private func optimizeObjective() throws(SolverError) {
        do {
            try tableau.optimize()
        } catch {
            throw .internalError("the objective is unbounded")
        }
        tableau.clearInfeasible()
    }
}
