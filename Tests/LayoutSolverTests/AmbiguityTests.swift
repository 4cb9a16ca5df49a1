import LayoutSolver
import XCTest

final class AmbiguityTests: XCTestCase {
    func testVariablesOfAnUnderdeterminedEquationAreAmbiguousUntilOneIsFixed() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x + y == 10)
        XCTAssertTrue(solver.isAmbiguous(x))
        XCTAssertTrue(solver.isAmbiguous(y))
        try solver.add(x == 3)
        XCTAssertFalse(solver.isAmbiguous(x))
        XCTAssertFalse(solver.isAmbiguous(y))
    }

    func testVariableBoundOnlyByAnInequalityIsAmbiguousUntilSomethingPullsIt() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 0)
        XCTAssertTrue(solver.isAmbiguous(x))
        try solver.add((x == 5) | Strength.weak)
        XCTAssertFalse(solver.isAmbiguous(x))
    }

    func testEquallyStrongOpposingPreferencesLeaveTheVariableAmbiguous() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 0) | Strength.weak)
        let opposite = (x == 10) | Strength.weak
        try solver.add(opposite)
        XCTAssertTrue(solver.isAmbiguous(x))
        try solver.remove(opposite)
        try solver.add((x == 10) | Strength.medium)
        XCTAssertFalse(solver.isAmbiguous(x))
    }

    func testVariableTheSolverDoesNotKnowIsAmbiguous() {
        XCTAssertTrue(Solver().isAmbiguous(Variable("loose")))
    }

    func testViewFrameIsDeterminedWithLeftAndWidthAndAmbiguousWithoutWidth() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let solver = Solver()
        try solver.add(right == left + width)
        try solver.add(left == 8)
        try solver.add(width >= 0)
        XCTAssertFalse(solver.isAmbiguous(left))
        XCTAssertTrue(solver.isAmbiguous(width))
        XCTAssertTrue(solver.isAmbiguous(right))
        try solver.add(width == 100)
        XCTAssertFalse(solver.isAmbiguous(width))
        XCTAssertFalse(solver.isAmbiguous(right))
    }

    func testLayoutSystemIsDeterminedAndLosingALeadingConstraintMakesItsRowAmbiguous() throws {
        let layout = LayoutSystem(rowCount: 5)
        let solver = Solver()
        for constraint in layout.constraints {
            try solver.add(constraint)
        }
        for variable in layout.variables {
            XCTAssertFalse(solver.isAmbiguous(variable), variable.name)
        }
        // views[2] is the first subview of the first row; drop its leading constraint.
        let leading = try XCTUnwrap(
            layout.constraints.first { constraint in
                constraint.expression.terms.contains { $0.variable === layout.views[2].left }
            })
        try solver.remove(leading)
        XCTAssertTrue(solver.isAmbiguous(layout.views[2].left))
        XCTAssertTrue(solver.isAmbiguous(layout.views[3].left))
        XCTAssertFalse(solver.isAmbiguous(layout.views[2].width))
        XCTAssertFalse(solver.isAmbiguous(layout.views[12].left), "the next row is untouched")
    }
}
