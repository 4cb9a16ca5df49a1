import XCTest

@testable import LayoutSolver

/// The tableau's lazy column index and the reuse of symbol ids, under enough churn to rebuild the
/// index and recycle ids many times.
final class TableauIndexTests: XCTestCase {
    func testChurnOnLayoutSystemKeepsTheIndexExactAndMatchesAFreshSolver() throws {
        let layout = LayoutSystem(rowCount: 20)
        let solver = Solver()
        for constraint in layout.constraints {
            try solver.add(constraint)
        }
        assertColumnIndexIsExact(solver)
        let boundAfterBuild = solver.nextSerial
        var generator = SeededGenerator(seed: 4242)
        var removed: [Int] = []
        for step in 0..<600 {
            switch generator.int(in: 0...3) {
            case 0 where removed.count < 12:
                let index = generator.int(in: 0...(layout.constraints.count - 1))
                if !removed.contains(index) {
                    try solver.remove(layout.constraints[index])
                    removed.append(index)
                }
            case 1 where !removed.isEmpty:
                let index = removed.remove(at: generator.int(in: 0...(removed.count - 1)))
                try? solver.add(layout.constraints[index])
                if !solver.contains(layout.constraints[index]) {
                    removed.append(index)
                }
            case 2:
                let width = layout.widthConstraints[generator.int(in: 0...(layout.widthConstraints.count - 1))]
                try? solver.setConstant(-Double(generator.int(in: 20...60)), of: width)
            default:
                // Usually refused (a required width or the row's fit pins it), else taken back; the
                // inequality is refused by phase one, after pivots that the rollback undoes.
                let view = layout.views[generator.int(in: 0...(layout.views.count - 1))]
                let probe = generator.int(in: 0...1) == 0 ? view.width == 10_000 : view.width <= 5
                if (try? solver.add(probe)) != nil {
                    try solver.remove(probe)
                }
            }
            if step % 100 == 0 {
                assertColumnIndexIsExact(solver)
            }
        }
        for index in removed {
            try solver.add(layout.constraints[index])
        }
        assertColumnIndexIsExact(solver)
        XCTAssertLessThanOrEqual(solver.nextSerial, boundAfterBuild + 8, "ids of dropped symbols are reused")

        let fresh = Solver()
        for constraint in layout.constraints {
            try fresh.add(constraint)
            if let changed = solver.constraints[constraint]?.constant, changed != constraint.expression.constant {
                try fresh.setConstant(changed, of: constraint)
            }
        }
        solver.updateVariables()
        let values = layout.variables.map(\.value)
        fresh.updateVariables()
        for (position, variable) in layout.variables.enumerated() {
            assertClose(values[position], variable.value, tolerance: 1e-7, variable.name)
        }
    }

    func testRefusedAddsAfterRemovalsLeaveNoTrace() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        let reference = Solver()
        let transient = [y == x + 2, z >= y, (z == 40) | Strength.weak]
        for target in [solver, reference] {
            try target.add(x >= 10)
            try target.add((x == 0) | Strength.weak)
            for constraint in transient {
                try target.add(constraint)
            }
            for constraint in transient {
                try target.remove(constraint)
            }
        }
        // Both refusals take ids from those the removals freed: a dummy for the equality, a slack
        // and an artificial variable for the inequality that goes through phase one.
        XCTAssertThrowsError(try solver.add(x == 5))
        XCTAssertThrowsError(try solver.add(x <= 5))
        XCTAssertEqual(solver.tableauDescription, reference.tableauDescription)
        XCTAssertEqual(solver.nextSerial, reference.nextSerial)
        for target in [solver, reference] {
            try target.add(y == x * 3)
            try target.add((z == y + 1) | Strength.medium)
        }
        XCTAssertEqual(solver.tableauDescription, reference.tableauDescription)
        solver.updateVariables()
        XCTAssertEqual([x.value, y.value, z.value], [10, 30, 31])
    }

    /// Every row holding a symbol is among its holders, each once, and no other row is.
    private func assertColumnIndexIsExact(_ solver: Solver, file: StaticString = #filePath, line: UInt = #line) {
        var expected: [Symbol: Set<Symbol>] = [:]
        solver.tableau.rows.forEach { basic, row in
            for cell in row.cells {
                expected[cell.symbol, default: []].insert(basic)
            }
        }
        for cell in solver.tableau.objective.cells where expected[cell.symbol] == nil {
            expected[cell.symbol] = []
        }
        for (symbol, basics) in expected {
            let holders = solver.tableau.holders(of: symbol)
            XCTAssertEqual(holders.count, Set(holders).count, "\(symbol) listed twice", file: file, line: line)
            XCTAssertEqual(Set(holders), basics, "holders of \(symbol)", file: file, line: line)
        }
    }
}
