// Arithmetic on variables, terms and expressions, and the relations that turn two sides into a
// constraint. Every operator reduces to `Expression`, so `a.x + 0.5 * a.width - b.x * 2 + 8` and
// `(a.x == b.x) | Strength.strong` read as they would on paper.

/// `coefficient · variable`.
public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
/// `coefficient · variable`.
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
/// The term scaled.
public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
/// The term scaled.
public func * (lhs: Double, rhs: Term) -> Term { rhs * lhs }
/// The expression scaled.
public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
/// The expression scaled.
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
/// `variable / divisor`.
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
/// The term divided.
public func / (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient / rhs) }
/// The expression divided.
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }

/// The negated expression.
public prefix func - <T: LinearExpressionConvertible>(operand: T) -> Expression {
    operand.linearExpression.scaled(by: -1)
}

/// The sum.
public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    lhs.linearExpression.adding(rhs.linearExpression)
}
/// The sum.
public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    lhs.linearExpression.adding(Expression(constant: rhs))
}
/// The sum.
public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    Expression(constant: lhs).adding(rhs.linearExpression)
}
/// The difference.
public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    lhs.linearExpression.adding(rhs.linearExpression.scaled(by: -1))
}
/// The difference.
public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    lhs.linearExpression.adding(Expression(constant: -rhs))
}
/// The difference.
public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Expression {
    Expression(constant: lhs).adding(rhs.linearExpression.scaled(by: -1))
}

/// The required constraint `lhs == rhs`.
public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
/// The required constraint `lhs == rhs`.
public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
/// The required constraint `lhs == rhs`.
public func == <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}
/// The required constraint `lhs <= rhs`.
public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`.
public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`.
public func <= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The same relation at another strength: `(a.x == b.x) | Strength.strong`.
public func | (constraint: Constraint, strength: Double) -> Constraint {
    Constraint(constraint.expression, constraint.relation, strength: strength)
}
