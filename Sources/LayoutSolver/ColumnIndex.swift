/// For each parametric symbol, the basic symbols whose rows hold it, so that a pivot or a
/// constant change visits only those rows instead of scanning the tableau.
///
/// The index is lazy. A row operation appends the basic symbol to the column of each cell it
/// creates and does nothing for a cell it deletes or a row it drops, so keeping the index costs
/// one append per new cell and no search or hashing. A column may therefore list a row that no
/// longer holds its symbol, or list a row twice, but it always lists every row that does hold
/// it: that is the invariant the tableau keeps by appending right after each row change.
///
/// Reading a column checks each entry against its row and compacts the column in place, dropping
/// stale entries and repeats, so a stale entry costs one lookup, once. Columns that are never
/// read are bounded by rebuilding the whole index from the rows once the entries double since the
/// last rebuild, a linear pass whose cost the appends in between pay for. Entries keep the order
/// they were appended in, so the order depends only on the sequence of operations; readers still
/// either compute something order-free or order by symbol explicitly.
struct ColumnIndex {
    private var columns: [[Symbol]] = []
    /// Entries across all columns, and the count past which the next append rebuilds the index.
    private var entryCount = 0
    private var rebuildAt = 1024
    /// Per basic symbol id, the pass that last kept it, to drop repeats while compacting.
    private var seen: [UInt32] = []
    private var pass: UInt32 = 0

    /// The raw length of the column of `symbol`: the number of rows holding it, counting stale
    /// entries and repeats. Cheap, deterministic, and a fair estimate of the rows a substitution
    /// of `symbol` would touch.
    func estimatedCount(of symbol: Symbol) -> Int {
        symbol.id < columns.count ? columns[symbol.id].count : 0
    }

    /// Records that the row of `basic` gained a cell for `symbol`.
    mutating func append(_ basic: Symbol, to symbol: Symbol, rows: RowStore) {
        if entryCount >= rebuildAt {
            rebuild(from: rows)
        }
        makeColumn(for: symbol)
        columns[symbol.id].append(basic)
        entryCount += 1
    }

    /// The basic symbols whose rows hold `symbol`, each once; compacts the column.
    mutating func holders(of symbol: Symbol, rows: RowStore) -> [Symbol] {
        guard symbol.id < columns.count else {
            return []
        }
        compact(symbol, rows: rows)
        return columns[symbol.id]
    }

    /// Like `holders(of:rows:)`, and empties the column: for a symbol about to leave every row.
    mutating func takeHolders(of symbol: Symbol, rows: RowStore) -> [Symbol] {
        guard symbol.id < columns.count else {
            return []
        }
        compact(symbol, rows: rows)
        entryCount -= columns[symbol.id].count
        defer { columns[symbol.id] = [] }
        return columns[symbol.id]
    }

    private mutating func makeColumn(for symbol: Symbol) {
        if symbol.id >= columns.count {
            columns.append(contentsOf: repeatElement([], count: max(symbol.id + 1, columns.count * 2) - columns.count))
        }
    }

    /// Drops the entries of `symbol`'s column that no longer name a row holding it, and repeats.
    private mutating func compact(_ symbol: Symbol, rows: RowStore) {
        let id = symbol.id
        pass &+= 1
        if pass == 0 {
            seen = Array(repeating: 0, count: seen.count)
            pass = 1
        }
        var kept = 0
        let count = columns[id].count
        for index in 0..<count {
            let basic = columns[id][index]
            guard rows.row(of: basic, holds: symbol) else {
                continue
            }
            if basic.id >= seen.count {
                seen.append(contentsOf: repeatElement(0, count: max(basic.id + 1, seen.count * 2) - seen.count))
            }
            if seen[basic.id] == pass {
                continue
            }
            seen[basic.id] = pass
            columns[id][kept] = basic
            kept += 1
        }
        columns[id].removeLast(count - kept)
        entryCount -= count - kept
    }

    /// Replaces every column by the exact list of rows holding its symbol, in basic symbol order.
    private mutating func rebuild(from rows: RowStore) {
        for id in columns.indices {
            columns[id].removeAll(keepingCapacity: true)
        }
        entryCount = 0
        rows.forEach { basic, row in
            for cell in row.cells {
                makeColumn(for: cell.symbol)
                columns[cell.symbol.id].append(basic)
            }
            entryCount += row.cells.count
        }
        rebuildAt = max(1024, 2 * entryCount)
    }
}
