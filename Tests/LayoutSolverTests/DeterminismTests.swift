import XCTest

@testable import LayoutSolver

final class DeterminismTests: XCTestCase {
    /// Hash sets iterate in a per-instance order, so two solvers in one process would diverge if
    /// that order reached a pivot choice or a floating-point sum.
    func testTwoSolversFedTheSameCallsAgreeBitForBit() throws {
        var generator = SeededGenerator(seed: 2024)
        for _ in 0..<150 {
            let system = RandomSystem(using: &generator)
            let variables = (0..<system.variableCount).map { Variable("x\($0)") }
            let constraints = system.specs.map { $0.make(variables) }
            let edited = variables[generator.int(in: 0...(variables.count - 1))]
            let suggestions = (0..<3).map { _ in Double(generator.int(in: -40...40)) }
            var changes: [(index: Int, constant: Double)] = []
            for _ in 0..<3 {
                let index = generator.int(in: 0...(constraints.count - 1))
                changes.append((index, constraints[index].expression.constant + Double(generator.int(in: -5...5))))
            }
            var results: [[UInt64]] = []
            var tableaus: [String] = []
            for _ in 0..<2 {
                let solver = Solver()
                for constraint in constraints {
                    try solver.add(constraint)
                }
                try solver.addEditVariable(edited, strength: Strength.strong * 0.7)
                for suggestion in suggestions {
                    try solver.suggestValue(edited, suggestion)
                }
                for change in changes {
                    try? solver.setConstant(change.constant, of: constraints[change.index])
                }
                try solver.remove(constraints[0])
                solver.updateVariables()
                results.append(variables.map(\.value.bitPattern))
                tableaus.append(solver.tableauDescription)
            }
            XCTAssertEqual(results[0], results[1])
            XCTAssertEqual(tableaus[0], tableaus[1])
        }
    }
}
