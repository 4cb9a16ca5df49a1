/// The variables the solver knows, each with its external symbol and the number of constraints
/// that use it.
///
/// Entries live in an array so that `Solver.updateVariables()` walks contiguous memory; a
/// dictionary maps each variable to its slot, and a table indexed by symbol id maps each symbol to
/// it. Removal moves the last entry into the freed slot, so the order depends only on the
/// sequence of calls.
struct VariableRegistry {
    struct Entry {
        let variable: Variable
        let symbol: Symbol
        var references: Int
    }

    private(set) var entries: [Entry] = []
    private var slots: [Variable: Int] = [:]
    /// Per symbol id, the slot of its variable, or -1.
    private var slotsBySymbol: [Int] = []

    var isEmpty: Bool { entries.isEmpty }

    /// The symbol of `variable`, if a constraint in the solver uses it.
    func symbol(for variable: Variable) -> Symbol? {
        slots[variable].map { entries[$0].symbol }
    }

    /// The variable whose symbol is `symbol`, if it is still in the registry.
    func variable(for symbol: Symbol) -> Variable? {
        guard symbol.id < slotsBySymbol.count, slotsBySymbol[symbol.id] >= 0 else {
            return nil
        }
        let entry = entries[slotsBySymbol[symbol.id]]
        return entry.symbol == symbol ? entry.variable : nil
    }

    /// Counts one more use of `variable` and returns its symbol, made by `makeSymbol` on first use.
    mutating func retain(_ variable: Variable, makeSymbol: () -> Symbol) -> Symbol {
        if let slot = slots[variable] {
            entries[slot].references += 1
            return entries[slot].symbol
        }
        let symbol = makeSymbol()
        slots[variable] = entries.count
        setSlot(entries.count, of: symbol)
        entries.append(Entry(variable: variable, symbol: symbol, references: 1))
        return symbol
    }

    /// Counts one use less; returns the variable's symbol when that was the last use, the variable
    /// having then left the registry.
    mutating func release(_ variable: Variable) -> Symbol? {
        guard let slot = slots[variable] else {
            return nil
        }
        entries[slot].references -= 1
        guard entries[slot].references == 0 else {
            return nil
        }
        let symbol = entries[slot].symbol
        slots[variable] = nil
        setSlot(-1, of: symbol)
        let last = entries.removeLast()
        if slot < entries.count {
            entries[slot] = last
            slots[last.variable] = slot
            setSlot(slot, of: last.symbol)
        }
        return symbol
    }

    private mutating func setSlot(_ slot: Int, of symbol: Symbol) {
        if symbol.id >= slotsBySymbol.count {
            let grown = max(symbol.id + 1, slotsBySymbol.count * 2)
            slotsBySymbol.append(contentsOf: repeatElement(-1, count: grown - slotsBySymbol.count))
        }
        slotsBySymbol[symbol.id] = slot
    }

    mutating func removeAll() {
        entries.removeAll()
        slots.removeAll()
        slotsBySymbol.removeAll()
    }
}
