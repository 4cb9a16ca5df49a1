/// What an abandoned operation returns to: the objective as it was, and the undo log.
///
/// Rows are replaced or edited copy-on-write, so logging the previous version of a row keeps its
/// storage alive rather than copying it.
struct Journal {
    enum Step {
        /// `basic` had `row` (nil: it was parametric).
        case row(Symbol, Row?)
        /// The row of `basic` had this constant.
        case constant(Symbol, Double)
    }

    let objective: Row
    private(set) var steps: [Step] = []

    init(objective: Row) {
        self.objective = objective
    }

    mutating func record(_ basic: Symbol, previous: Row?) {
        steps.append(.row(basic, previous))
    }

    mutating func record(_ basic: Symbol, constant: Double) {
        steps.append(.constant(basic, constant))
    }
}

extension Tableau {
    /// Starts recording the state to return to on `rollBack()`.
    mutating func beginJournal() {
        journal = Journal(objective: objective)
    }

    /// Keeps the changes made since `beginJournal()`.
    mutating func commitJournal() {
        journal = nil
    }

    /// Restores the state of `beginJournal()`, undoing the logged steps newest first.
    ///
    /// A restored row is indexed again: compactions since the journal began may have dropped its
    /// column entries while a later version of the row did not hold those symbols. The entries of
    /// the versions it replaces simply go stale.
    mutating func rollBack() {
        guard let journal else {
            return
        }
        self.journal = nil
        for step in journal.steps.reversed() {
            switch step {
            case .row(let basic, let previous):
                rows[basic] = previous
                if let previous {
                    indexCells(of: previous, for: basic)
                }
                noteValueChange(basic)
            case .constant(let basic, let constant):
                rows[basic]?.constant = constant
                noteValueChange(basic)
            }
        }
        objective = journal.objective
        artificial = nil
        clearInfeasible()
    }
}
