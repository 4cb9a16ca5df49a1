/// A column of the simplex tableau.
///
/// External symbols stand for user variables and are unrestricted in sign. The solver adds the
/// others per constraint, and they are all restricted to be non-negative: a slack turns an
/// inequality into an equation, a pair of errors measures how far a non-required constraint is
/// violated, and a dummy marks a required equation; a dummy never enters the basis, so it stays
/// zero.
struct Symbol: Hashable, Comparable {
    enum Kind {
        case external, slack, error, dummy
    }

    /// Id in the high bits, kind in the low two: ordering by `raw` is ordering by id, the fixed
    /// total order the pivot rules use to break ties (Bland's rule) and stay deterministic.
    private let raw: Int

    init(id: Int, kind: Kind) {
        let code: Int
        switch kind {
        case .external: code = 0
        case .slack: code = 1
        case .error: code = 2
        case .dummy: code = 3
        }
        raw = id << 2 | code
    }

    var kind: Kind {
        switch raw & 3 {
        case 0: return .external
        case 1: return .slack
        case 2: return .error
        default: return .dummy
        }
    }

    /// Unique among the live symbols of one solver, and small: the tableau indexes its per-symbol
    /// tables with it (see `SymbolAllocator`).
    var id: Int { raw >> 2 }

    /// Whether the symbol must stay non-negative (every symbol except the external ones).
    var isRestricted: Bool { raw & 3 != 0 }

    /// Whether the symbol is a slack or an error, the kinds a pivot may bring into the basis freely.
    var isSlackOrError: Bool {
        let code = raw & 3
        return code == 1 || code == 2
    }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool {
        lhs.raw < rhs.raw
    }
}

extension Symbol: CustomStringConvertible {
    var description: String {
        switch kind {
        case .external: return "v\(id)"
        case .slack: return "s\(id)"
        case .error: return "e\(id)"
        case .dummy: return "d\(id)"
        }
    }
}

extension Double {
    /// Whether the value is within kiwi's tolerance of zero, below which a coefficient is dropped
    /// and a constant counts as satisfied.
    var isNearZero: Bool { abs(self) < 1.0e-8 }
}
