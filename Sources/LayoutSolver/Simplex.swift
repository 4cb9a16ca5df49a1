/// Why a simplex phase stopped without reaching an optimum.
enum SimplexFailure: Error {
    /// No row bounds the entering symbol; with non-negative weights this means a broken invariant.
    case unbounded
    /// A negative row has no symbol that could raise it: the required constraints conflict.
    case infeasible
}

extension Tableau {
    /// Primal simplex on the objective: pivots until no parametric symbol can lower it.
    mutating func optimize() throws(SimplexFailure) {
        try optimize(artificialPhase: false)
    }

    /// Dual simplex: starting from an optimal but infeasible basis (after constants moved), pivots
    /// the queued negative rows out until the basis is feasible again, keeping it optimal.
    mutating func dualOptimize() throws(SimplexFailure) {
        while let leaving = popInfeasible() {
            guard let row = rows[leaving], row.constant < 0 else {
                continue
            }
            guard let entering = dualEnteringSymbol(for: row) else {
                if row.constant.isNearZero {
                    continue
                }
                clearInfeasible()
                throw .infeasible
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Adds `row` (read as `0 = row`, constant non-negative) when no symbol of it can be its
    /// subject, through the artificial symbol `symbol`: phase one minimises `symbol = row`, and the
    /// constraint is satisfiable exactly when that minimum is zero. On success the artificial symbol
    /// is gone from the tableau; on failure the tableau is left mid-way and must be rolled back.
    mutating func addWithArtificialVariable(_ row: Row, artificial symbol: Symbol) throws(SimplexFailure) -> Bool {
        insertRow(row, for: symbol)
        artificial = row
        try optimize(artificialPhase: true)
        let feasible = artificial?.constant.isNearZero ?? false
        artificial = nil
        guard feasible else {
            return false
        }
        // Still basic, the artificial symbol is zero, so any symbol of its row can replace it
        // without moving the solution. A basic dummy is only sound in a row of dummies alone,
        // which no pivot ever touches (dummies never enter), so a dummy comes last.
        if var remaining = removeRow(for: symbol),
            let entering = remaining.cells.first(where: { $0.symbol.isSlackOrError })?.symbol
                ?? remaining.cells.first(where: { $0.symbol.kind == .external })?.symbol
                ?? remaining.cells.first?.symbol
        {
            remaining.solve(for: entering, replacing: symbol)
            substitute(entering, with: remaining)
            insertRow(remaining, for: entering)
        }
        eliminate(symbol)
        return true
    }

    /// The basic symbol to exchange for the parametric `marker` of a constraint being removed, so
    /// that the marker's row can then be dropped with the basis still feasible: the tightest
    /// restricted row where the marker has a negative coefficient, else the tightest where it is
    /// positive, else an external row (the last in symbol order), which has no sign to keep.
    mutating func markerLeavingRow(for marker: Symbol) -> Symbol? {
        var negative: (symbol: Symbol, ratio: Double)?
        var positive: (symbol: Symbol, ratio: Double)?
        var external: Symbol?
        for basic in holders(of: marker) {
            guard let row = rows[basic] else {
                continue
            }
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 {
                continue
            }
            if !basic.isRestricted {
                if external.map({ $0 < basic }) ?? true {
                    external = basic
                }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if Self.isBetter(basic, ratio, than: negative) {
                    negative = (basic, ratio)
                }
            } else {
                let ratio = row.constant / coefficient
                if Self.isBetter(basic, ratio, than: positive) {
                    positive = (basic, ratio)
                }
            }
        }
        return negative?.symbol ?? positive?.symbol ?? external
    }

    private mutating func optimize(artificialPhase: Bool) throws(SimplexFailure) {
        while let (entering, increasing) = enteringSymbol(artificialPhase: artificialPhase) {
            guard let leaving = leavingRow(for: entering, increasing: increasing) else {
                throw .unbounded
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The first parametric symbol (in symbol order, Bland's rule) whose move lowers the goal: a
    /// restricted one with a negative coefficient, which increases, or an external one with any
    /// coefficient, which moves against its sign. Dummies never enter. (An external symbol is
    /// parametric only when no constraint made it a subject, or after a removal pivoted it out
    /// through its own row; being unrestricted, it may then move either way.)
    private func enteringSymbol(artificialPhase: Bool) -> (symbol: Symbol, increasing: Bool)? {
        let goal = artificialPhase ? artificial : objective
        for cell in goal?.cells ?? [] where cell.symbol.kind != .dummy {
            if cell.coefficient < 0 {
                return (cell.symbol, true)
            }
            if cell.symbol.kind == .external, cell.coefficient > 0 {
                return (cell.symbol, false)
            }
        }
        return nil
    }

    /// The restricted row that bounds the move of `entering` first (ratio test); ties go to the
    /// lowest basic symbol.
    private mutating func leavingRow(for entering: Symbol, increasing: Bool) -> Symbol? {
        var best: (symbol: Symbol, ratio: Double)?
        for basic in holders(of: entering) where basic.isRestricted {
            guard let row = rows[basic] else {
                continue
            }
            let coefficient = row.coefficient(for: entering)
            let rate = increasing ? coefficient : -coefficient
            guard rate < 0 else {
                continue
            }
            let ratio = -row.constant / rate
            if Self.isBetter(basic, ratio, than: best) {
                best = (basic, ratio)
            }
        }
        return best?.symbol
    }

    /// The symbol of the negative `row` whose entry keeps the objective optimal: the smallest ratio
    /// of objective coefficient to row coefficient among the symbols that can raise the row, the
    /// first in symbol order on ties.
    private func dualEnteringSymbol(for row: Row) -> Symbol? {
        var best: (symbol: Symbol, ratio: Double)?
        for cell in row.cells where cell.symbol.kind != .dummy {
            let ratio: Double
            if cell.coefficient > 0, cell.symbol.isRestricted {
                ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
            } else if !cell.symbol.isRestricted {
                ratio = abs(objective.coefficient(for: cell.symbol) / cell.coefficient)
            } else {
                continue
            }
            if best.map({ ratio < $0.ratio }) ?? true {
                best = (cell.symbol, ratio)
            }
        }
        return best?.symbol
    }

    /// Minimum-ratio comparison with ties broken towards the lower symbol, independent of the
    /// order in which candidates are visited.
    private static func isBetter(_ symbol: Symbol, _ ratio: Double, than best: (symbol: Symbol, ratio: Double)?) -> Bool
    {
        guard let best else {
            return true
        }
        return ratio < best.ratio || (ratio == best.ratio && symbol < best.symbol)
    }
}
