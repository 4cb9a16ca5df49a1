/// Hands out symbol ids, reusing the ids of symbols the solver has dropped, so that the tableau's
/// tables indexed by id stay as long as the most symbols alive at once however many constraints
/// come and go.
///
/// Ids are reused last-dropped first, so they depend only on the sequence of calls, and so do
/// the tie-breaks that order symbols by id. An operation that may be refused takes a mark first;
/// rewinding to it takes back every id handed out since and forgets every id dropped since,
/// leaving the allocator exactly as it was.
struct SymbolAllocator {
    /// One past the highest id ever handed out; ids start at 1.
    private(set) var bound = 1
    /// Dropped ids, reused from the end.
    private var free: [Int] = []
    private var mark: Mark?

    /// What a rewind returns to.
    private struct Mark {
        let bound: Int
        /// How many of the ids free at the mark are still in place at the bottom of `free`: pops
        /// take from the end, so those that went are always the top ones.
        var untouched: Int
        /// The ids free at the mark that were handed out since, in the order they were popped.
        var taken: [Int] = []
    }

    /// A symbol of `kind` with an id that no live symbol has.
    mutating func make(_ kind: Symbol.Kind) -> Symbol {
        guard let id = free.popLast() else {
            defer { bound += 1 }
            return Symbol(id: bound, kind: kind)
        }
        if mark != nil, free.count < mark!.untouched {
            mark!.untouched = free.count
            mark!.taken.append(id)
        }
        return Symbol(id: id, kind: kind)
    }

    /// Makes the id of `symbol` available again; the symbol must have left the tableau.
    mutating func drop(_ symbol: Symbol) {
        free.append(symbol.id)
    }

    /// Starts recording what `rewind()` undoes.
    mutating func setMark() {
        mark = Mark(bound: bound, untouched: free.count)
    }

    /// Keeps everything since `setMark()`.
    mutating func clearMark() {
        mark = nil
    }

    /// Returns to the state of `setMark()`.
    mutating func rewind() {
        guard let mark else {
            return
        }
        self.mark = nil
        free.removeSubrange(mark.untouched...)
        free.append(contentsOf: mark.taken.reversed())
        bound = mark.bound
    }
}
