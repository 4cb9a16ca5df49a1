/// The simplex tableau: rows keyed by their basic symbol, the objective, and a column index from
/// each parametric symbol to the basic symbols whose rows hold it.
///
/// Rows live in a table indexed by symbol id and the column index is lazy (see `RowStore` and
/// `ColumnIndex`), so the row operations do no hashing.
///
/// An operation that may have to be abandoned (adding a required constraint through an artificial
/// variable, changing the constant of a required constraint) runs under a journal: an undo log of
/// each row or row constant it replaces, so that `rollBack()` restores the exact previous state at
/// a cost proportional to the rows touched (see `Tableau+Journal.swift`).
struct Tableau {
    /// Each row reads `basic = constant + Σ coefficient · parametric symbol`. Set directly only by
    /// the journal's rollback, which re-indexes what it restores.
    var rows = RowStore()
    /// The weighted sum of the error symbols, in terms of the parametric symbols.
    var objective = Row()
    /// Phase-one objective while a row is added through an artificial variable.
    var artificial: Row?
    private var columns = ColumnIndex()
    /// Restricted basic symbols whose rows went negative, for the dual simplex; popped from the end.
    private var infeasible: [Symbol] = []
    /// The undo log of the operation in progress, if it may be abandoned.
    var journal: Journal?
    /// External symbols whose value may have changed since `takeValueChanges()` last ran…
    private var changedExternals: [Symbol] = []
    /// …or all of them, once that list grew past its bound.
    private var allExternalsChanged = false
    /// Reused buffer for the symbols that gained a cell in the last row operation.
    private var appeared: [Symbol]? = []

    /// The row of `basic`, or nil when the symbol is parametric.
    func row(for basic: Symbol) -> Row? {
        rows[basic]
    }

    /// The current value of `symbol`: its row's constant when basic, zero when parametric.
    func value(of symbol: Symbol) -> Double {
        rows[symbol]?.constant ?? 0
    }

    /// The basic symbols whose rows hold `symbol`, each once, in no particular order.
    mutating func holders(of symbol: Symbol) -> [Symbol] {
        columns.holders(of: symbol, rows: rows)
    }

    /// About how many rows hold `symbol` (an upper bound), without reading its column.
    func estimatedHolderCount(of symbol: Symbol) -> Int {
        columns.estimatedCount(of: symbol)
    }

    /// Makes `basic` basic with `row`; `basic` must not have a row yet.
    mutating func insertRow(_ row: Row, for basic: Symbol) {
        journal?.record(basic, previous: rows[basic])
        noteValueChange(basic)
        rows[basic] = row
        indexCells(of: row, for: basic)
    }

    /// Removes and returns the row of `basic`, if it has one. Its column entries go stale.
    @discardableResult
    mutating func removeRow(for basic: Symbol) -> Row? {
        guard let row = rows[basic] else {
            return nil
        }
        rows[basic] = nil
        journal?.record(basic, previous: row)
        noteValueChange(basic)
        return row
    }

    /// Replaces the parametric `symbol` by `row` everywhere: in every row holding it, in the
    /// objective and in the artificial objective. Rows that turn negative are queued for the dual
    /// simplex in symbol order.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        var negative: [Symbol] = []
        for basic in columns.takeHolders(of: symbol, rows: rows) {
            journal?.record(basic, previous: rows[basic])
            appeared?.removeAll(keepingCapacity: true)
            rows[basic]?.substitute(symbol, with: row, appeared: &appeared)
            for gained in appeared ?? [] {
                columns.append(basic, to: gained, rows: rows)
            }
            noteValueChange(basic)
            if basic.isRestricted, let constant = rows[basic]?.constant, constant < 0 {
                negative.append(basic)
            }
        }
        negative.sort()
        infeasible.append(contentsOf: negative)
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
        for basic in columns.takeHolders(of: symbol, rows: rows) {
            journal?.record(basic, previous: rows[basic])
            rows[basic]?.remove(symbol)
        }
        objective.remove(symbol)
    }

    /// Removes every trace of `symbol`, basic or parametric, so that its id can be reused.
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
        if let constant = rows[symbol]?.constant {
            journal?.record(symbol, constant: constant)
            rows[symbol]?.constant -= amount
            noteValueChange(symbol)
            consistent = Self.classify(symbol, constant: constant - amount, negative: &negative)
        } else {
            for basic in holders(of: symbol) {
                guard let row = rows[basic] else {
                    continue
                }
                journal?.record(basic, constant: row.constant)
                let constant = row.constant + row.coefficient(for: symbol) * amount
                rows[basic]?.constant = constant
                noteValueChange(basic)
                if !Self.classify(basic, constant: constant, negative: &negative) {
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

    /// Appends `basic` to the column of each cell of `row`, its row: after inserting or restoring
    /// a whole row.
    mutating func indexCells(of row: Row, for basic: Symbol) {
        for cell in row.cells {
            columns.append(basic, to: cell.symbol, rows: rows)
        }
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
}

/// Which external symbols may have changed value.
enum ValueChanges {
    /// Any of them.
    case all
    /// These, possibly repeated.
    case some([Symbol])
}
