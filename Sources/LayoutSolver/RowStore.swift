/// The tableau's rows, in a table indexed by the id of their basic symbol.
///
/// Symbol ids are small and reused (see `SymbolAllocator`), so a plain array serves as the map
/// and a lookup costs no hashing. The subscript's modify accessor lets a row be edited in place.
struct RowStore {
    private var slots: [Row?] = []
    /// The basic symbol of each occupied slot, for the kind an id alone does not tell.
    private var basicSymbols: [Symbol?] = []
    /// How many rows there are.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// The row of `basic`; nil when the symbol is parametric. Setting nil removes the row.
    subscript(basic: Symbol) -> Row? {
        get {
            basic.id < slots.count ? slots[basic.id] : nil
        }
        _modify {
            if basic.id >= slots.count {
                let grown = max(basic.id + 1, slots.count * 2)
                slots.append(contentsOf: repeatElement(nil, count: grown - slots.count))
                basicSymbols.append(contentsOf: repeatElement(nil, count: grown - basicSymbols.count))
            }
            let wasPresent = slots[basic.id] != nil
            yield &slots[basic.id]
            let isPresent = slots[basic.id] != nil
            if isPresent != wasPresent {
                count += isPresent ? 1 : -1
                basicSymbols[basic.id] = isPresent ? basic : nil
            }
        }
    }

    /// Whether `basic` has a row that holds `symbol`. False when the id now belongs to another
    /// symbol, which a stale reference may meet once ids are reused.
    func row(of basic: Symbol, holds symbol: Symbol) -> Bool {
        guard basic.id < slots.count, basicSymbols[basic.id] == basic, let row = slots[basic.id] else {
            return false
        }
        return row.holds(symbol)
    }

    /// Calls `body` with each basic symbol and its row, in symbol order.
    func forEach(_ body: (Symbol, Row) -> Void) {
        for id in slots.indices {
            if let row = slots[id], let basic = basicSymbols[id] {
                body(basic, row)
            }
        }
    }

    /// The basic symbols, in symbol order.
    var basics: [Symbol] {
        basicSymbols.compactMap { $0 }
    }
}
