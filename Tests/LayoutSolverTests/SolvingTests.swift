import LayoutSolver
import XCTest

final class SolvingTests: XCTestCase {
    func testEqualityChainGivesExactValues() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.add(x == 10)
        try solver.add(y == x + 5)
        try solver.add(z == 2 * y - x)
        solver.updateVariables()
        XCTAssertEqual([x.value, y.value, z.value], [10, 15, 20])
    }

    func testTwoEquationsInTwoUnknownsGiveTheirIntersection() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 10)
        try solver.add(x - y == 4)
        solver.updateVariables()
        XCTAssertEqual(x.value, 7)
        XCTAssertEqual(y.value, 3)
    }

    func testLowerBoundHoldsAgainstWeakPull() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add((x == 0) | Strength.weak)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
    }

    func testUpperBoundHoldsAgainstStrongPull() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x <= 5)
        try solver.add((x == 20) | Strength.strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 5)
    }

    func testInactiveInequalityLetsPreferenceWin() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add((x == 30) | Strength.weak)
        solver.updateVariables()
        XCTAssertEqual(x.value, 30)
    }

    func testStrongerPreferenceWinsAndRemovingItHandsBackToTheNextStrongest() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 10) | Strength.weak)
        try solver.add((x == 20) | Strength.medium)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
        let strong = (x == 30) | Strength.strong
        try solver.add(strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 30)
        try solver.remove(strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
    }

    func testRequiredConstraintBeatsStrongPreference() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 10) | Strength.strong)
        try solver.add(x == 20)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
    }

    func testWeightsOfViolatedPreferencesAddUp() throws {
        // Cost 1·|x| + 1·max(x, 0) + 1.5·|x - 10|: on [0, 10] that is 15 + 0.5x, least at 0.
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 0) | 1)
        try solver.add((x <= 0) | 1)
        try solver.add((x == 10) | 1.5)
        solver.updateVariables()
        XCTAssertEqual(x.value, 0)
    }

    func testRequiredRightEdgeBoundShrinksPreferredWidth() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right"), center = Variable("center")
        let solver = Solver()
        try solver.add(left == 20)
        try solver.add((width == 100) | Strength.strong)
        try solver.add(right == left + width)
        try solver.add(center == (left + right) / 2)
        solver.updateVariables()
        XCTAssertEqual([left.value, width.value, right.value, center.value], [20, 100, 120, 70])
        try solver.add(right <= 100)
        solver.updateVariables()
        XCTAssertEqual([left.value, width.value, right.value, center.value], [20, 80, 100, 60])
    }

    func testRepeatedVariableTermsAreAddedTogether() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(Constraint(Expression([Term(x, 1), Term(x, 2)], constant: -12), .equal))
        solver.updateVariables()
        XCTAssertEqual(x.value, 4)
    }

    func testResetForgetsEverything() throws {
        let x = Variable("x")
        let solver = Solver()
        let constraint = x == 3
        try solver.add(constraint)
        solver.reset()
        XCTAssertFalse(solver.contains(constraint))
        try solver.add(x == 5)
        solver.updateVariables()
        XCTAssertEqual(x.value, 5)
    }
}
