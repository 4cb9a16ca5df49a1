import LayoutSolver
import XCTest

final class OperatorTests: XCTestCase {
    func testArithmeticBuildsTheWrittenExpression() {
        let a = Variable("a"), w = Variable("w"), b = Variable("b")
        let expression = a + 0.5 * w - b * 2 + 8
        XCTAssertEqual(expression.terms.map(\.variable), [a, w, b])
        XCTAssertEqual(expression.terms.map(\.coefficient), [1, 0.5, -2])
        XCTAssertEqual(expression.constant, 8)
        let negated = -(a - 3)
        XCTAssertEqual(negated.terms.map(\.coefficient), [-1])
        XCTAssertEqual(negated.constant, 3)
        let halved = (a + w) / 2
        XCTAssertEqual(halved.terms.map(\.coefficient), [0.5, 0.5])
        XCTAssertEqual((10 - a).constant, 10)
        XCTAssertEqual((3 * (a * 2)).coefficient, 6)
    }

    func testRelationsBuildRequiredConstraintsMovedToOneSide() {
        let a = Variable("a"), b = Variable("b")
        let equal = a == b + 4
        XCTAssertEqual(equal.relation, .equal)
        XCTAssertEqual(equal.strength, Strength.required)
        XCTAssertEqual(equal.expression.terms.map(\.coefficient), [1, -1])
        XCTAssertEqual(equal.expression.constant, -4)
        XCTAssertEqual((a <= 3).relation, .lessThanOrEqual)
        XCTAssertEqual((3 >= a).expression.constant, 3)
        XCTAssertEqual((2 * a >= b).relation, .greaterThanOrEqual)
        let sameVariables: Constraint = a == b
        XCTAssertEqual(sameVariables.expression.terms.count, 2)
        XCTAssertTrue(a == a, "Variable equality is still identity")
    }

    func testPipeGivesTheConstraintAStrength() {
        let a = Variable("a"), b = Variable("b")
        let constraint = (a == b) | Strength.strong
        XCTAssertEqual(constraint.strength, Strength.strong)
        XCTAssertEqual(constraint.relation, .equal)
    }
}
