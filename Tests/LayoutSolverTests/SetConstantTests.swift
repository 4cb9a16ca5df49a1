import XCTest

@testable import LayoutSolver

final class SetConstantTests: XCTestCase {
    // The constant is the expression's: `width == 100` is `width - 100 == 0`, constant -100.

    func testSetConstantOnRequiredEqualityMovesDependentVariables() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let solver = Solver()
        let widthConstraint = width == 100
        try solver.add(left == 20)
        try solver.add(widthConstraint)
        try solver.add(right == left + width)
        try solver.setConstant(-150, of: widthConstraint)
        solver.updateVariables()
        XCTAssertEqual([left.value, width.value, right.value], [20, 150, 170])
        XCTAssertEqual(widthConstraint.expression.constant, -100, "the constraint object keeps its creation constant")
    }

    func testSetConstantOnLowerBoundActivatesAndReleasesIt() throws {
        let x = Variable("x")
        let solver = Solver()
        let bound = x >= 10
        try solver.add(bound)
        try solver.add((x == 30) | Strength.weak)
        try solver.setConstant(-40, of: bound)
        solver.updateVariables()
        XCTAssertEqual(x.value, 40)
        try solver.setConstant(0, of: bound)
        solver.updateVariables()
        XCTAssertEqual(x.value, 30)
    }

    func testSetConstantOnNonRequiredConstraintMovesItsTarget() throws {
        let x = Variable("x")
        let solver = Solver()
        let preference = (x == 30) | Strength.weak
        try solver.add(preference)
        try solver.add(x <= 100)
        try solver.setConstant(-7, of: preference)
        solver.updateVariables()
        XCTAssertEqual(x.value, 7)
        try solver.setConstant(-170, of: preference)
        solver.updateVariables()
        XCTAssertEqual(x.value, 100)
    }

    func testSetConstantConflictingWithRequiredConstraintsThrowsAndKeepsState() throws {
        let x = Variable("x")
        let solver = Solver()
        let lower = x >= 10
        try solver.add(lower)
        try solver.add(x <= 20)
        try solver.add((x == 0) | Strength.weak)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        let before = solver.tableauDescription
        XCTAssertThrowsError(try solver.setConstant(-30, of: lower)) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiableConstraint)
        }
        XCTAssertEqual(solver.tableauDescription, before)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        try solver.setConstant(-12, of: lower)
        solver.updateVariables()
        XCTAssertEqual(x.value, 12)
    }

    func testSetConstantOnRedundantEqualityThatWouldContradictItsTwinThrows() throws {
        let x = Variable("x")
        let solver = Solver()
        let first = x == 10
        let twin = x == 10
        try solver.add(first)
        try solver.add(twin)
        let before = solver.tableauDescription
        XCTAssertThrowsError(try solver.setConstant(-11, of: twin)) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiableConstraint)
        }
        XCTAssertThrowsError(try solver.setConstant(-11, of: first)) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiableConstraint)
        }
        XCTAssertEqual(solver.tableauDescription, before)
        try solver.remove(first)
        try solver.setConstant(-11, of: twin)
        solver.updateVariables()
        XCTAssertEqual(x.value, 11)
    }

    func testSetConstantOnUnknownConstraintThrows() {
        let x = Variable("x")
        XCTAssertThrowsError(try Solver().setConstant(1, of: x == 1)) {
            XCTAssertEqual($0 as? SolverError, .unknownConstraint)
        }
    }

    func testSetConstantMatchesRemoveAndReaddOnRandomSystems() throws {
        var generator = SeededGenerator(seed: 0x5E7C_0A57)
        var compared = 0
        var refusals = 0
        for _ in 0..<400 {
            let system = RandomSystem(using: &generator)
            let variables = (0..<system.variableCount).map { Variable("x\($0)") }
            let inPlace = Solver()
            let rebuilt = Solver()
            var inPlaceConstraints: [Constraint] = []
            var rebuiltConstraints: [Constraint] = []
            for spec in system.specs {
                let constraint = spec.make(variables)
                try inPlace.add(constraint)
                inPlaceConstraints.append(constraint)
                let copy = spec.make(variables)
                try rebuilt.add(copy)
                rebuiltConstraints.append(copy)
            }
            for _ in 0..<6 {
                let index = generator.int(in: 0...(system.specs.count - 1))
                var spec = system.specs[index]
                spec.constant =
                    inPlaceConstant(of: inPlaceConstraints[index], in: inPlace) + Double(generator.int(in: -8...8))
                var inPlaceError: SolverError?
                do {
                    try inPlace.setConstant(spec.constant, of: inPlaceConstraints[index])
                } catch {
                    inPlaceError = error
                }
                try rebuilt.remove(rebuiltConstraints[index])
                let replacement = spec.make(variables)
                var rebuiltError: SolverError?
                do {
                    try rebuilt.add(replacement)
                    rebuiltConstraints[index] = replacement
                } catch {
                    rebuiltError = error
                    // Put the old constraint back so both solvers hold the same system again.
                    try rebuilt.add(rebuiltConstraints[index])
                }
                XCTAssertEqual(inPlaceError, rebuiltError)
                if inPlaceError != nil {
                    refusals += 1
                }
                inPlace.updateVariables()
                let inPlaceValues = variables.map(\.value)
                rebuilt.updateVariables()
                for (index, value) in variables.map(\.value).enumerated() {
                    assertClose(inPlaceValues[index], value, tolerance: 1e-7)
                }
                compared += 1
            }
        }
        XCTAssertGreaterThan(refusals, 0, "some changes should conflict with required constraints")
        print("setConstant vs remove+add: \(compared) changes compared, \(refusals) refused by both")
    }

    func testSetConstantMatchesRemoveAndReaddOnLayoutSystem() throws {
        let layout = LayoutSystem(rowCount: 12)
        let inPlace = Solver()
        let rebuilt = Solver()
        for constraint in layout.constraints {
            try inPlace.add(constraint)
            try rebuilt.add(constraint)
        }
        var rebuiltWidths = layout.widthConstraints
        var generator = SeededGenerator(seed: 7)
        for step in 0..<40 {
            let index = generator.int(in: 0...(layout.widthConstraints.count - 1))
            let width = Double(generator.int(in: 5...140))
            try inPlace.setConstant(-width, of: layout.widthConstraints[index])
            let replacement = Constraint(Expression(rebuiltWidths[index].expression.terms, constant: -width), .equal)
            try rebuilt.remove(rebuiltWidths[index])
            try rebuilt.add(replacement)
            rebuiltWidths[index] = replacement
            inPlace.updateVariables()
            let values = layout.variables.map(\.value)
            rebuilt.updateVariables()
            for (position, value) in layout.variables.map(\.value).enumerated() {
                assertClose(values[position], value, tolerance: 1e-7, "step \(step)")
            }
        }
    }

    private func inPlaceConstant(of constraint: Constraint, in solver: Solver) -> Double {
        solver.constraints[constraint]?.constant ?? constraint.expression.constant
    }
}
