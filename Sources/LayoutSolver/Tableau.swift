/// The simplex tableau: rows keyed by their basic symbol, the objective, and a column index from
/// each parametric symbol to the basic symbols whose rows hold it.
///
/// The column index lets a pivot or a constant change visit only the rows that hold a symbol
/// instead of scanning every row. Its sets have no stable iteration order, so every reader either
/// computes something order-free or orders by symbol explicitly; that keeps results identical from
/// run to run.
///
/// An operation that may have to be abandoned (adding a required constraint through an artificial
/// variable, changing the constant of a required constraint) runs under a journal: an undo log of
/// each row or row constant it replaces, so that `rollBack()` restores the exact previous state at
/// a cost proportional to the rows touched. Logging is an append; rows are replaced rather than
/// edited in place, so keeping the old version costs no copy.
struct Tableau {
    /// Each row reads `basic = constant + Σ coefficient · parametric symbol`.
    private(set) var rows: [Symbol: Row] = [:]
    /// The weighted sum of the error symbols, in terms of the parametric symbols.
    private(set) var objective = Row()
    /// Phase-one objective while a row is added through an artificial variable.
    var artificial: Row?
    /// For each parametric symbol, the basic symbols whose rows hold it.
    private var columns: [Symbol: Set<Symbol>] = [:]
    /// Restricted basic symbols whose rows went negative, for the dual simplex; popped from the end.
    private var infeasible: [Symbol] = []
    private var journal: Journal?
    /// External symbols whose value may have changed since `takeValueChanges()` last ran…
    private var changedExternals: [Symbol] = []
    /// …or all of them, once that list grew past its bound.
    private var allExternalsChanged = false
    /// Reused buffer for the cells each row operation adds or drops.
    private var changes: CellChanges? = CellChanges()

    /// The row of `basic`, or nil when the symbol is parametric.
    func row(for basic: Symbol) -> Row? {
        rows[basic]
    }

    /// The current value of `symbol`: its row's constant when basic, zero when parametric.
    func value(of symbol: Symbol) -> Double {
        rows[symbol]?.constant ?? 0
    }

    /// The basic symbols whose rows hold `symbol`.
    func holders(of symbol: Symbol) -> Set<Symbol> {
        columns[symbol] ?? []
    }

    /// Makes `basic` basic with `row`; `basic` must not have a row yet.
    mutating func insertRow(_ row: Row, for basic: Symbol) {
        journal?.record(basic, previous: rows[basic])
        noteValueChange(basic)
        for cell in row.cells {
            columns[cell.symbol, default: []].insert(basic)
        }
        rows[basic] = row
    }

    /// Removes and returns the row of `basic`, if it has one.
    @discardableResult
    mutating func removeRow(for basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else {
            return nil
        }
        journal?.record(basic, previous: row)
        noteValueChange(basic)
        for cell in row.cells {
            detach(basic, from: cell.symbol)
        }
        return row
    }

    /// Replaces the parametric `symbol` by `row` everywhere: in every row holding it, in the
    /// objective and in the artificial objective. Rows that turn negative are queued for the dual
    /// simplex in symbol order.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        if let holders = columns.removeValue(forKey: symbol) {
            var negative: [Symbol] = []
            for basic in holders {
                guard let index = rows.index(forKey: basic) else {
                    continue
                }
                journal?.record(basic, previous: rows.values[index])
                changes?.removeAll()
                rows.values[index].substitute(symbol, with: row, inPlace: false, changes: &changes)
                applyChanges(to: basic)
                noteValueChange(basic)
                if basic.isRestricted, rows.values[index].constant < 0 {
                    negative.append(basic)
                }
            }
            negative.sort()
            infeasible.append(contentsOf: negative)
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Exchanges `leaving` (basic) for `entering` (parametric, held by the leaving row).
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        guard var row = removeRow(for: leaving) else {
            assertionFailure("pivoting on a symbol that is not basic")
            return
        }
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        insertRow(row, for: entering)
    }

    /// Fixes the parametric `symbol` at zero by deleting its column and its objective cell.
    mutating func eliminate(_ symbol: Symbol) {
        if let holders = columns.removeValue(forKey: symbol) {
            for basic in holders {
                guard let index = rows.index(forKey: basic) else {
                    continue
                }
                journal?.record(basic, previous: rows.values[index])
                rows.values[index].remove(symbol)
            }
        }
        objective.remove(symbol)
    }

    /// Removes every trace of `symbol`, basic or parametric.
    mutating func discard(_ symbol: Symbol) {
        removeRow(for: symbol)
        eliminate(symbol)
    }

    /// Adds `weight · symbol` to the objective, in terms of the parametric symbols.
    mutating func addToObjective(_ symbol: Symbol, times weight: Double) {
        if let row = rows[symbol] {
            objective.add(row, times: weight)
        } else {
            objective.insert(symbol, times: weight)
        }
    }

    /// Rewrites the tableau for the change of variable `symbol = symbol' + amount`.
    ///
    /// When `symbol` is the marker of constraint `e + c + k·marker (+ …) = 0`, shifting it by
    /// `δ / k` turns the constraint into `e + (c + δ) + k·marker' (+ …) = 0` and leaves every other
    /// constraint as it was, so the tableau stays a valid, dual-feasible basis of the changed system
    /// and only row constants move. Rows that turn negative are queued for the dual simplex.
    /// Returns false when a basic dummy leaves zero, that is when a required equation it stands for
    /// can no longer hold.
    mutating func shift(_ symbol: Symbol, by amount: Double) -> Bool {
        var consistent = true
        var negative: [Symbol] = []
        if let index = rows.index(forKey: symbol) {
            journal?.record(symbol, constant: rows.values[index].constant)
            rows.values[index].constant -= amount
            noteValueChange(symbol)
            consistent = Self.classify(symbol, constant: rows.values[index].constant, negative: &negative)
        } else {
            for basic in holders(of: symbol) {
                guard let index = rows.index(forKey: basic) else {
                    continue
                }
                journal?.record(basic, constant: rows.values[index].constant)
                let coefficient = rows.values[index].coefficient(for: symbol)
                rows.values[index].constant += coefficient * amount
                noteValueChange(basic)
                if !Self.classify(basic, constant: rows.values[index].constant, negative: &negative) {
                    consistent = false
                }
            }
            objective.constant += objective.coefficient(for: symbol) * amount
        }
        negative.sort()
        infeasible.append(contentsOf: negative)
        return consistent
    }

    /// Pops the next row queued for the dual simplex.
    mutating func popInfeasible() -> Symbol? {
        infeasible.popLast()
    }

    /// Forgets the rows queued for the dual simplex.
    mutating func clearInfeasible() {
        infeasible.removeAll()
    }

    /// Records that the value of `symbol` may have changed, when it is external. Past a bound
    /// proportional to the tableau the list gives way to "everything", so it cannot grow without
    /// limit when values are never read.
    mutating func noteValueChange(_ symbol: Symbol) {
        guard !symbol.isRestricted, !allExternalsChanged else {
            return
        }
        if changedExternals.count > rows.count + 64 {
            allExternalsChanged = true
            changedExternals.removeAll()
        } else {
            changedExternals.append(symbol)
        }
    }

    /// The external symbols whose value may have changed since the last call, and starts afresh.
    mutating func takeValueChanges() -> ValueChanges {
        defer {
            changedExternals.removeAll()
            allExternalsChanged = false
        }
        return allExternalsChanged ? .all : .some(changedExternals)
    }

    /// Starts recording the state to return to on `rollBack()`.
    mutating func beginJournal() {
        journal = Journal(objective: objective)
    }

    /// Keeps the changes made since `beginJournal()`.
    mutating func commitJournal() {
        journal = nil
    }

    /// Restores the state of `beginJournal()`, undoing the logged steps newest first.
    mutating func rollBack() {
        guard let journal else {
            return
        }
        self.journal = nil
        for step in journal.steps.reversed() {
            switch step {
            case .row(let basic, let previous):
                if let current = rows.removeValue(forKey: basic) {
                    for cell in current.cells {
                        detach(basic, from: cell.symbol)
                    }
                }
                if let previous {
                    for cell in previous.cells {
                        columns[cell.symbol, default: []].insert(basic)
                    }
                    rows[basic] = previous
                }
                noteValueChange(basic)
            case .constant(let basic, let constant):
                rows[basic]?.constant = constant
                noteValueChange(basic)
            }
        }
        objective = journal.objective
        artificial = nil
        infeasible.removeAll()
    }

    /// Queues a restricted row with a negative constant; returns false for a dummy row off zero.
    private static func classify(_ basic: Symbol, constant: Double, negative: inout [Symbol]) -> Bool {
        if basic.kind == .dummy {
            return constant.isNearZero
        }
        if basic.isRestricted, constant < 0 {
            negative.append(basic)
        }
        return true
    }

    /// Brings the column index in step with the cells the last row operation on `basic` changed.
    private mutating func applyChanges(to basic: Symbol) {
        guard let changes else {
            return
        }
        for symbol in changes.added {
            columns[symbol, default: []].insert(basic)
        }
        for symbol in changes.removed {
            detach(basic, from: symbol)
        }
    }

    private mutating func detach(_ basic: Symbol, from symbol: Symbol) {
        guard let index = columns.index(forKey: symbol) else {
            return
        }
        columns.values[index].remove(basic)
        if columns.values[index].isEmpty {
            columns.remove(at: index)
        }
    }
}

/// Which external symbols may have changed value.
enum ValueChanges {
    /// Any of them.
    case all
    /// These, possibly repeated.
    case some([Symbol])
}

/// What an abandoned operation returns to: the objective as it was, and the undo log.
private struct Journal {
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
