/// One entry of a row.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// A linear form `constant + Σ coefficient · symbol`.
///
/// As a tableau row it reads `basic = constant + Σ coefficient · symbol`; while a constraint is being
/// built it reads `0 = constant + Σ …`. Cells stay sorted by symbol without repeats, so iteration is
/// in symbol order (which the pivot rules rely on), a lookup is a binary search and merging two rows
/// is linear. A sum that falls within the near-zero tolerance drops its cell.
///
/// The operations that can create cells take an optional `appeared` list and append to it each
/// symbol that gained a cell, which is what the tableau's column index needs to stay complete; a
/// cell that vanishes needs no report (see `ColumnIndex`).
struct Row {
    private(set) var cells: [Cell] = []
    var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// The coefficient of `symbol`, zero when the row does not hold it.
    func coefficient(for symbol: Symbol) -> Double {
        let slot = position(of: symbol)
        return slot.found ? cells[slot.index].coefficient : 0
    }

    /// Whether the row has a cell for `symbol`.
    func holds(_ symbol: Symbol) -> Bool {
        position(of: symbol).found
    }

    /// Whether every cell is a dummy (true for a row without cells).
    var containsOnlyDummies: Bool {
        cells.allSatisfy { $0.symbol.kind == .dummy }
    }

    /// Adds `coefficient · symbol`.
    mutating func insert(_ symbol: Symbol, times coefficient: Double = 1) {
        var untracked: [Symbol]?
        insert(symbol, times: coefficient, appeared: &untracked)
    }

    /// Adds `coefficient · symbol`, reporting the symbol if it gains a cell.
    mutating func insert(_ symbol: Symbol, times coefficient: Double, appeared: inout [Symbol]?) {
        let slot = position(of: symbol)
        if slot.found {
            let sum = cells[slot.index].coefficient + coefficient
            if sum.isNearZero {
                cells.remove(at: slot.index)
            } else {
                cells[slot.index].coefficient = sum
            }
        } else if !coefficient.isNearZero {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: slot.index)
            appeared?.append(symbol)
        }
    }

    /// Adds `factor · other`.
    mutating func add(_ other: Row, times factor: Double) {
        var untracked: [Symbol]?
        add(other, times: factor, appeared: &untracked)
    }

    /// Adds `factor · other`, reporting the symbols that gain a cell.
    mutating func add(_ other: Row, times factor: Double, appeared: inout [Symbol]?) {
        constant += other.constant * factor
        if other.cells.isEmpty {
            return
        }
        // A few cells into a long row (the objective, typically) are cheaper to place one by one
        // than to rebuild the long row.
        if other.cells.count * 8 < cells.count {
            for cell in other.cells {
                insert(cell.symbol, times: cell.coefficient * factor, appeared: &appeared)
            }
        } else {
            merge(other.cells, times: factor, dropping: nil, appeared: &appeared)
        }
    }

    /// Removes `symbol`, returning its coefficient (zero when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let slot = position(of: symbol)
        return slot.found ? cells.remove(at: slot.index).coefficient : 0
    }

    /// Replaces `symbol` by `row`, the expression it equals. Returns whether the row held `symbol`.
    ///
    /// When `row` is much shorter its cells are placed one by one where they stand, which suits a
    /// long row edited at a few places, like the objective; otherwise the result is built by one
    /// merge, which beats shifting the tail of the row once per inserted cell.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row, appeared: inout [Symbol]?) -> Bool {
        let slot = position(of: symbol)
        guard slot.found else {
            return false
        }
        let coefficient = cells[slot.index].coefficient
        if row.cells.count * 8 < cells.count {
            cells.remove(at: slot.index)
            add(row, times: coefficient, appeared: &appeared)
        } else {
            constant += row.constant * coefficient
            merge(row.cells, times: coefficient, dropping: slot.index, appeared: &appeared)
        }
        return true
    }

    /// Replaces `symbol` by `row` without tracking cells.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        var untracked: [Symbol]?
        substitute(symbol, with: row, appeared: &untracked)
    }

    /// Multiplies the row by -1.
    mutating func negate() {
        constant = -constant
        for index in cells.indices {
            cells[index].coefficient = -cells[index].coefficient
        }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -(constant + rest) / a`.
    /// The row must hold `symbol`.
    mutating func solve(for symbol: Symbol) {
        let slot = position(of: symbol)
        guard slot.found else {
            assertionFailure("solving a row for a symbol it does not hold")
            return
        }
        let scale = -1 / cells.remove(at: slot.index).coefficient
        constant *= scale
        for index in cells.indices {
            cells[index].coefficient *= scale
        }
    }

    /// Turns `leaving = …` into `entering = …`. The row must hold `entering` and not `leaving`.
    mutating func solve(for entering: Symbol, replacing leaving: Symbol) {
        insert(leaving, times: -1)
        solve(for: entering)
    }

    /// The index holding `symbol`, or where it would be inserted.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) >> 1
            let probe = cells[middle].symbol
            if probe < symbol {
                low = middle + 1
            } else if symbol < probe {
                high = middle
            } else {
                return (middle, true)
            }
        }
        return (low, false)
    }

    /// Sorted merge of `factor · others` into the cells, leaving out the cell at `dropped`.
    private mutating func merge(
        _ others: [Cell], times factor: Double, dropping dropped: Int?, appeared: inout [Symbol]?
    ) {
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + others.count)
        var mine = 0
        var theirs = 0
        while mine < cells.count, theirs < others.count {
            if mine == dropped {
                mine += 1
                continue
            }
            let left = cells[mine]
            let right = others[theirs]
            if left.symbol < right.symbol {
                merged.append(left)
                mine += 1
            } else if right.symbol < left.symbol {
                let coefficient = right.coefficient * factor
                if !coefficient.isNearZero {
                    merged.append(Cell(symbol: right.symbol, coefficient: coefficient))
                    appeared?.append(right.symbol)
                }
                theirs += 1
            } else {
                let sum = left.coefficient + right.coefficient * factor
                if !sum.isNearZero {
                    merged.append(Cell(symbol: left.symbol, coefficient: sum))
                }
                mine += 1
                theirs += 1
            }
        }
        if let dropped, dropped >= mine {
            merged.append(contentsOf: cells[mine..<dropped])
            merged.append(contentsOf: cells[(dropped + 1)...])
        } else {
            merged.append(contentsOf: cells[mine...])
        }
        while theirs < others.count {
            let right = others[theirs]
            let coefficient = right.coefficient * factor
            if !coefficient.isNearZero {
                merged.append(Cell(symbol: right.symbol, coefficient: coefficient))
                appeared?.append(right.symbol)
            }
            theirs += 1
        }
        cells = merged
    }
}
