/// What the solver keeps about a constraint it holds.
struct ConstraintRecord {
    /// The symbol that identifies the constraint's equation in the tableau: its slack, its
    /// dummy, or the first of its two errors.
    let marker: Symbol
    /// The error of a non-required inequality, or the second error of a non-required equation.
    let other: Symbol?
    /// The marker's coefficient `k` in `expression + k·marker (+ …) = 0`, before the row was
    /// normalised; a constant change of `δ` shifts the marker by `δ / k`.
    let markerCoefficient: Double
    /// The expression constant currently in force.
    var constant: Double
    let strength: Double
    /// The distinct variables the row was built from, each holding one reference.
    let variables: [Variable]

    var isRequired: Bool { strength >= Strength.required }
}

extension Solver {
    /// Builds the row `0 = expression + slack/error/dummy terms` of `constraint`, with basic
    /// variables replaced by their rows and the constant made non-negative, and registers the
    /// variables and symbols it uses.
    ///
    /// Only a non-required constraint changes the tableau here (its errors enter the objective),
    /// so a required one can still be refused afterwards by releasing the variables alone.
    func makeRow(for constraint: Constraint) -> (row: Row, record: ConstraintRecord) {
        let terms = Self.combinedTerms(of: constraint.expression)
        var row = Row(constant: constraint.expression.constant)
        for (variable, coefficient) in terms {
            let symbol = retain(variable)
            if let basicRow = tableau.row(for: symbol) {
                row.add(basicRow, times: coefficient)
            } else {
                row.insert(symbol, times: coefficient)
            }
        }

        let marker: Symbol
        var other: Symbol?
        let markerCoefficient: Double
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + slack = 0 for <=, expression - slack = 0 for >=, slack >= 0; the error
            // of a non-required inequality absorbs the violation at a cost.
            markerCoefficient = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            row.insert(marker, times: markerCoefficient)
            if !constraint.isRequired {
                let error = makeSymbol(.error)
                row.insert(error, times: -markerCoefficient)
                tableau.addToObjective(error, times: constraint.strength)
                other = error
            }
        case .equal:
            if constraint.isRequired {
                markerCoefficient = 1
                marker = makeSymbol(.dummy)
                row.insert(marker, times: 1)
            } else {
                // expression = plus - minus, both errors weighted in the objective.
                markerCoefficient = -1
                marker = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(marker, times: -1)
                row.insert(minus, times: 1)
                tableau.addToObjective(marker, times: constraint.strength)
                tableau.addToObjective(minus, times: constraint.strength)
                other = minus
            }
        }
        if row.constant < 0 {
            row.negate()
        }
        let record = ConstraintRecord(
            marker: marker,
            other: other,
            markerCoefficient: markerCoefficient,
            constant: constraint.expression.constant,
            strength: constraint.strength,
            variables: terms.map(\.variable))
        return (row, record)
    }

    /// Puts the built row into the tableau: solved for a subject when one exists, else through an
    /// artificial variable. Throws `.unsatisfiableConstraint` with the tableau as before the call.
    func enter(_ row: Row, record: ConstraintRecord) throws(SolverError) {
        var row = row
        var subject = chooseSubject(of: row, record: record)
        if subject == nil, row.containsOnlyDummies {
            // Only required equations are left in the row: it is redundant when its constant is
            // zero (the marker then becomes basic, so the constraint can be removed later), and
            // contradicts them otherwise.
            guard row.constant.isNearZero else {
                throw .unsatisfiableConstraint
            }
            subject = record.marker
        }
        if let subject {
            row.solve(for: subject)
            tableau.substitute(subject, with: row)
            tableau.insertRow(row, for: subject)
            return
        }
        let artificial = makeSymbol(.slack)
        tableau.beginJournal()
        let feasible: Bool
        do {
            feasible = try tableau.addWithArtificialVariable(row, artificial: artificial)
        } catch {
            tableau.rollBack()
            throw .internalError("the artificial objective is unbounded")
        }
        guard feasible else {
            tableau.rollBack()
            throw .unsatisfiableConstraint
        }
        tableau.commitJournal()
        symbols.drop(artificial)
    }

    /// The symbol to solve a new row for, keeping the basis feasible: an external symbol
    /// (unrestricted, so any value will do), else the marker or the other symbol when it is a
    /// slack or error with a negative coefficient (it then takes the non-negative row constant).
    ///
    /// Among external symbols the one the fewest rows hold wins, ties going to the first in symbol
    /// order: entering the row substitutes its subject into every row holding it, so a variable
    /// new to the solver, which no row holds, costs nothing, while an old one shared by many rows
    /// would spread the new row's cells through all of them.
    func chooseSubject(of row: Row, record: ConstraintRecord) -> Symbol? {
        var best: (symbol: Symbol, holders: Int)?
        for cell in row.cells where cell.symbol.kind == .external {
            let holders = tableau.estimatedHolderCount(of: cell.symbol)
            if holders < best?.holders ?? .max {
                best = (cell.symbol, holders)
                if holders == 0 {
                    break
                }
            }
        }
        if let best {
            return best.symbol
        }
        if record.marker.isSlackOrError, row.coefficient(for: record.marker) < 0 {
            return record.marker
        }
        if let other = record.other, other.isSlackOrError, row.coefficient(for: other) < 0 {
            return other
        }
        return nil
    }

    /// A symbol with an id no live symbol has.
    func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        symbols.make(kind)
    }

    /// Removes every trace of `symbol` from the tableau and frees its id.
    func drop(_ symbol: Symbol) {
        tableau.discard(symbol)
        symbols.drop(symbol)
    }

    /// The symbol of `variable`, created on first use; counts one more reference.
    func retain(_ variable: Variable) -> Symbol {
        variables.retain(variable) {
            let symbol = makeSymbol(.external)
            // A newcomer left parametric is never touched by a row operation, yet its value (zero)
            // must still be written.
            tableau.noteValueChange(symbol)
            return symbol
        }
    }

    /// Drops one reference to each variable; a variable no constraint uses any more leaves the
    /// solver (its column is empty by then, up to rounding, which is cleared too).
    func release(_ released: [Variable]) {
        for variable in released {
            if let symbol = variables.release(variable) {
                drop(symbol)
            }
        }
    }

    /// The expression's terms with repeated variables added together, in first-appearance order,
    /// near-zero sums left out. Expressions are short, so a linear search beats hashing.
    static func combinedTerms(of expression: Expression) -> [(variable: Variable, coefficient: Double)] {
        var combined: [(variable: Variable, coefficient: Double)] = []
        combined.reserveCapacity(expression.terms.count)
        for term in expression.terms {
            if let index = combined.firstIndex(where: { $0.variable === term.variable }) {
                combined[index].coefficient += term.coefficient
            } else {
                combined.append((term.variable, term.coefficient))
            }
        }
        return combined.filter { !$0.coefficient.isNearZero }
    }
}
