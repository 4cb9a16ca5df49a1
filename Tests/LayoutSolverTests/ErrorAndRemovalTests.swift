import XCTest

@testable import LayoutSolver

final class ErrorAndRemovalTests: XCTestCase {
    func testAddingTheSameConstraintTwiceThrowsDuplicate() throws {
        let x = Variable("x")
        let solver = Solver()
        let constraint = x == 1
        try solver.add(constraint)
        XCTAssertThrowsError(try solver.add(constraint)) {
            XCTAssertEqual($0 as? SolverError, .duplicateConstraint)
        }
    }

    func testRemovingAConstraintNotInTheSolverThrowsUnknown() throws {
        let x = Variable("x")
        let solver = Solver()
        let constraint = x == 1
        XCTAssertThrowsError(try solver.remove(constraint)) {
            XCTAssertEqual($0 as? SolverError, .unknownConstraint)
        }
        try solver.add(constraint)
        try solver.remove(constraint)
        XCTAssertThrowsError(try solver.remove(constraint)) {
            XCTAssertEqual($0 as? SolverError, .unknownConstraint)
        }
    }

    func testContainsFollowsAddAndRemove() throws {
        let x = Variable("x")
        let solver = Solver()
        let constraint = x >= 1
        XCTAssertFalse(solver.contains(constraint))
        try solver.add(constraint)
        XCTAssertTrue(solver.contains(constraint))
        XCTAssertFalse(solver.contains(x >= 1), "constraints are identified by object, not by content")
        try solver.remove(constraint)
        XCTAssertFalse(solver.contains(constraint))
    }

    func testRemovingAConstraintRestoresThePreviousSolution() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add((x == 10) | Strength.weak)
        try solver.add(y == x + 1)
        let override = (x == 20) | Strength.strong
        try solver.add(override)
        solver.updateVariables()
        XCTAssertEqual([x.value, y.value], [20, 21])
        try solver.remove(override)
        solver.updateVariables()
        XCTAssertEqual([x.value, y.value], [10, 11])
    }

    func testRemovingRequiredBoundLetsPreferenceWinAgain() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 50) | Strength.medium)
        let bound = x <= 30
        try solver.add(bound)
        solver.updateVariables()
        XCTAssertEqual(x.value, 30)
        try solver.remove(bound)
        solver.updateVariables()
        XCTAssertEqual(x.value, 50)
    }

    func testRemovingEveryConstraintEmptiesTheSolver() throws {
        let layout = LayoutSystem(rowCount: 3)
        let solver = Solver()
        for constraint in layout.constraints {
            try solver.add(constraint)
        }
        for constraint in layout.constraints.reversed() {
            try solver.remove(constraint)
        }
        XCTAssertTrue(solver.tableau.rows.isEmpty)
        XCTAssertTrue(solver.tableau.objective.cells.isEmpty)
        XCTAssertTrue(solver.variables.isEmpty)
    }

    func testConflictingRequiredEqualityThrowsAndKeepsThePreviousSolution() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x == 10)
        try solver.add(y == x + 1)
        let before = solver.tableauDescription
        let conflict = x == 20
        XCTAssertThrowsError(try solver.add(conflict)) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiableConstraint)
        }
        XCTAssertFalse(solver.contains(conflict))
        XCTAssertEqual(solver.tableauDescription, before)
        solver.updateVariables()
        XCTAssertEqual([x.value, y.value], [10, 11])
        try solver.add((y == 3) | Strength.strong)
        solver.updateVariables()
        XCTAssertEqual([x.value, y.value], [10, 11])
    }

    func testConflictingInequalityFoundByArtificialVariableThrowsAndRestoresTheTableau() throws {
        // `x <= 5` after `x >= 10` has no subject to solve for, so it goes through phase one.
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add((x == 0) | Strength.weak)
        let before = solver.tableauDescription
        XCTAssertThrowsError(try solver.add(x <= 5)) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiableConstraint)
        }
        XCTAssertEqual(solver.tableauDescription, before)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)

        // The refused call left no trace: what follows matches a solver that never saw it.
        let reference = Solver()
        try reference.add(x >= 10)
        try reference.add((x == 0) | Strength.weak)
        for target in [solver, reference] {
            try target.add(y == x * 3)
            try target.add(x <= 12)
        }
        XCTAssertEqual(solver.tableauDescription, reference.tableauDescription)
        XCTAssertEqual(solver.nextSerial, reference.nextSerial)
    }

    func testEveryRefusedAddOrConstantChangeLeavesTheTableauIdentical() throws {
        var generator = SeededGenerator(seed: 31337)
        var refusedAdds = 0
        var refusedChanges = 0
        for _ in 0..<300 {
            let system = RandomSystem(using: &generator)
            let variables = (0..<system.variableCount).map { Variable("x\($0)") }
            let solver = Solver()
            var required: [Constraint] = []
            for spec in system.specs {
                let constraint = spec.make(variables)
                try solver.add(constraint)
                if spec.strength >= Strength.required {
                    required.append(constraint)
                }
            }
            for _ in 0..<8 {
                let before = solver.tableauDescription
                let serial = solver.nextSerial
                do {
                    if required.isEmpty || generator.int(in: 0...1) == 0 {
                        let count = generator.int(in: 1...min(2, variables.count))
                        let terms = variables.shuffled(using: &generator).prefix(count).map {
                            Term($0, Double([-2, -1, 1, 2][generator.int(in: 0...3)]))
                        }
                        let relation = [Relation.lessThanOrEqual, .equal, .greaterThanOrEqual][generator.int(in: 0...2)]
                        let constraint = Constraint(
                            Expression(Array(terms), constant: Double(generator.int(in: -40...40))), relation)
                        do {
                            try solver.add(constraint)
                            required.append(constraint)
                        } catch {
                            refusedAdds += 1
                            throw error
                        }
                    } else {
                        let constraint = required[generator.int(in: 0...(required.count - 1))]
                        do {
                            try solver.setConstant(Double(generator.int(in: -40...40)), of: constraint)
                        } catch {
                            refusedChanges += 1
                            throw error
                        }
                    }
                } catch {
                    XCTAssertEqual(error as? SolverError, .unsatisfiableConstraint)
                    XCTAssertEqual(solver.tableauDescription, before)
                    XCTAssertEqual(solver.nextSerial, serial)
                }
            }
        }
        XCTAssertGreaterThan(refusedAdds, 50)
        XCTAssertGreaterThan(refusedChanges, 50)
    }

    func testSatisfiableInequalityThroughArtificialVariableIsAdded() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add((x == 0) | Strength.weak)
        try solver.add(x <= 15)
        try solver.add((x == 40) | Strength.medium)
        solver.updateVariables()
        XCTAssertEqual(x.value, 15)
    }

    func testConstraintStrengthIsClippedToTheValidRange() {
        let x = Variable("x")
        XCTAssertEqual(Constraint(x.linearExpression, .equal, strength: -3).strength, 0)
        XCTAssertEqual(Constraint(x.linearExpression, .equal, strength: 5e9).strength, Strength.required)
        XCTAssertEqual(Strength.clip(12), 12)
    }
}
