extension Solver {
    /// The tableau as text, rows and cells in symbol order, variables by name: for debugging.
    var tableauDescription: String {
        var names: [Symbol: String] = [:]
        for entry in variables.entries where !entry.variable.name.isEmpty {
            names[entry.symbol] = entry.variable.name
        }
        func name(_ symbol: Symbol) -> String {
            names[symbol] ?? symbol.description
        }
        func format(_ row: Row) -> String {
            var text = "\(row.constant)"
            for cell in row.cells {
                text += cell.coefficient < 0 ? " - " : " + "
                text += "\(abs(cell.coefficient))·\(name(cell.symbol))"
            }
            return text
        }
        var lines = ["objective = \(format(tableau.objective))"]
        for basic in tableau.rows.basics {
            if let row = tableau.row(for: basic) {
                lines.append("\(name(basic)) = \(format(row))")
            }
        }
        return lines.joined(separator: "\n")
    }
}
