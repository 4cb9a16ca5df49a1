extension Solver {
    /// True when `variable` could take other values while every required constraint still holds and
    /// the weighted error of the non-required constraints stays at its minimum, that is when the
    /// current constraints do not pin it (UIKit's ambiguous layout, which also covers two equally
    /// strong preferences pulling opposite ways). A variable no constraint uses is ambiguous.
    ///
    /// The test reads the optimal tableau: the variable is pinned when it is basic and every
    /// parametric symbol in its row is a dummy or has a non-zero objective coefficient; it is free
    /// when one parametric symbol of its row (or the variable itself, when parametric) has a zero
    /// objective coefficient and can move alone without a zero-valued restricted row going negative.
    /// That "free" answer is exact. In a degenerate corner where no single symbol can move but a
    /// combined move of several could, it answers false.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = variables.symbol(for: variable) else {
            return true
        }
        if let row = tableau.row(for: symbol) {
            return row.cells.contains { tableau.canMoveAlone($0.symbol) }
        }
        return tableau.canMoveAlone(symbol)
    }
}

extension Tableau {
    /// Whether the parametric `symbol` can leave its value, every other parametric symbol held,
    /// without changing the objective or pushing a restricted basic symbol below zero. Restricted
    /// symbols sit at zero and can only increase; external ones can move either way.
    mutating func canMoveAlone(_ symbol: Symbol) -> Bool {
        guard symbol.kind != .dummy, objective.coefficient(for: symbol).isNearZero else {
            return false
        }
        let holders = holders(of: symbol)
        func isBlocked(increasing: Bool) -> Bool {
            holders.contains { basic in
                guard basic.isRestricted, let row = rows[basic], row.constant.isNearZero else {
                    return false
                }
                let rate = row.coefficient(for: symbol)
                return increasing ? rate < 0 : rate > 0
            }
        }
        if !isBlocked(increasing: true) {
            return true
        }
        return symbol.kind == .external && !isBlocked(increasing: false)
    }
}
