import LayoutSolver
import XCTest

final class EditVariableTests: XCTestCase {
    func testSuggestValueSetsEditVariableAndItsDependents() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(y == x * 2)
        try solver.addEditVariable(x, strength: Strength.strong)
        try solver.suggestValue(x, 42)
        solver.updateVariables()
        XCTAssertEqual(x.value, 42)
        XCTAssertEqual(y.value, 84)
    }

    func testSuggestedValueYieldsToRequiredBound() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x <= 100)
        try solver.addEditVariable(x, strength: Strength.strong)
        try solver.suggestValue(x, 150)
        solver.updateVariables()
        XCTAssertEqual(x.value, 100)
        try solver.suggestValue(x, 50)
        solver.updateVariables()
        XCTAssertEqual(x.value, 50)
    }

    func testSuggestingTheFirstValueAgainRestoresTheFirstSolutionExactly() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let solver = Solver()
        try solver.add(right == left + width)
        try solver.add(width >= 10)
        try solver.add(right <= 300)
        try solver.add((width == 100) | Strength.medium)
        try solver.addEditVariable(left, strength: Strength.strong)
        try solver.suggestValue(left, 50)
        solver.updateVariables()
        let first = [left.value, width.value, right.value]
        XCTAssertEqual(first, [50, 100, 150])
        try solver.suggestValue(left, 250)
        solver.updateVariables()
        XCTAssertEqual([left.value, width.value, right.value], [250, 50, 300])
        try solver.suggestValue(left, 50)
        solver.updateVariables()
        XCTAssertEqual([left.value, width.value, right.value].map(\.bitPattern), first.map(\.bitPattern))
    }

    func testEditVariableWithoutSuggestionIsPulledToZero() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 7) | Strength.weak)
        try solver.addEditVariable(x, strength: Strength.medium)
        solver.updateVariables()
        XCTAssertEqual(x.value, 0)
    }

    func testRemovingEditVariableReleasesItsPull() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 5) | Strength.weak)
        try solver.addEditVariable(x, strength: Strength.strong)
        try solver.suggestValue(x, 10)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertTrue(solver.hasEditVariable(x))
        try solver.removeEditVariable(x)
        XCTAssertFalse(solver.hasEditVariable(x))
        solver.updateVariables()
        XCTAssertEqual(x.value, 5)
    }

    func testEditVariableMisuseThrowsTheMatchingError() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addEditVariable(x, strength: Strength.strong)
        XCTAssertThrowsError(try solver.addEditVariable(x, strength: Strength.weak)) {
            XCTAssertEqual($0 as? SolverError, .duplicateEditVariable)
        }
        XCTAssertThrowsError(try solver.suggestValue(y, 1)) {
            XCTAssertEqual($0 as? SolverError, .unknownEditVariable)
        }
        XCTAssertThrowsError(try solver.removeEditVariable(y)) {
            XCTAssertEqual($0 as? SolverError, .unknownEditVariable)
        }
        XCTAssertThrowsError(try solver.addEditVariable(y, strength: Strength.required)) {
            XCTAssertEqual($0 as? SolverError, .badRequiredStrength)
        }
        XCTAssertThrowsError(try solver.addEditVariable(y, strength: 2 * Strength.required)) {
            XCTAssertEqual($0 as? SolverError, .badRequiredStrength)
        }
        XCTAssertFalse(solver.hasEditVariable(y))
    }
}
