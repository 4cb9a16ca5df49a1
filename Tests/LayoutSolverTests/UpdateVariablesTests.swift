import LayoutSolver
import XCTest

final class UpdateVariablesTests: XCTestCase {
    func testVariableJoiningAsParameterIsWrittenAsZeroOverAnotherSolversValue() throws {
        let x = Variable("x"), y = Variable("y")
        let other = Solver()
        try other.add(y == 7)
        other.updateVariables()
        XCTAssertEqual(y.value, 7)
        let solver = Solver()
        try solver.add(x + y == 10)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertEqual(y.value, 0, "y stays a parameter, whose value is zero")
    }

    func testValuesAfterRandomEditsMatchAFreshSolverOfTheFinalSystem() throws {
        var generator = SeededGenerator(seed: 99)
        var compared = 0
        for _ in 0..<120 {
            let system = RandomSystem(using: &generator)
            let variables = (0..<system.variableCount).map { Variable("x\($0)") }
            var specs = system.specs
            var constraints = specs.map { $0.make(variables) }
            var active = Array(repeating: true, count: specs.count)
            let solver = Solver()
            for constraint in constraints {
                try solver.add(constraint)
            }
            let edited = variables[0]
            let editStrength = Strength.strong * generator.double(in: 0.5...2)
            try solver.addEditVariable(edited, strength: editStrength)
            var suggestion = 0.0
            for _ in 0..<25 {
                let index = generator.int(in: 0...(specs.count - 1))
                switch generator.int(in: 0...2) {
                case 0:
                    if active[index] {
                        try solver.remove(constraints[index])
                        active[index] = false
                    } else {
                        // A constraint object keeps its creation constant: re-add a current one.
                        constraints[index] = specs[index].make(variables)
                        do {
                            try solver.add(constraints[index])
                            active[index] = true
                        } catch {
                            XCTAssertEqual(error, .unsatisfiableConstraint)
                        }
                    }
                case 1 where active[index]:
                    let constant = specs[index].constant + Double(generator.int(in: -6...6))
                    do {
                        try solver.setConstant(constant, of: constraints[index])
                        specs[index].constant = constant
                    } catch {
                        // The required part would become infeasible; the solver kept the old constant.
                        XCTAssertEqual(error, .unsatisfiableConstraint)
                    }
                default:
                    suggestion = Double(generator.int(in: -40...40))
                    try solver.suggestValue(edited, suggestion)
                }
                if generator.int(in: 0...1) == 0 {
                    solver.updateVariables()
                }
            }
            solver.updateVariables()
            let values = variables.map(\.value)

            let fresh = Solver()
            for index in specs.indices where active[index] {
                try fresh.add(specs[index].make(variables))
            }
            try fresh.addEditVariable(edited, strength: editStrength)
            try fresh.suggestValue(edited, suggestion)
            fresh.updateVariables()
            for (index, variable) in variables.enumerated() where !fresh.isAmbiguous(variable) {
                assertClose(values[index], variable.value, tolerance: 1e-7, variable.name)
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 300)
    }
}
