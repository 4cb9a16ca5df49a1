/// A variable scaled by a coefficient.
public struct Term {
    /// The variable the term refers to.
    public var variable: Variable
    /// The factor applied to the variable.
    public var coefficient: Double

    /// Creates `coefficient · variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ terms + constant`.
///
/// Terms may repeat a variable; the solver adds their coefficients together.
public struct Expression {
    /// The variable terms, in the order they were written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
}

/// A value that can stand for a linear expression in the arithmetic and constraint operators.
public protocol LinearExpressionConvertible {
    /// The value as a linear expression.
    var linearExpression: Expression { get }
}

extension Variable: LinearExpressionConvertible {
    /// `1 · self`.
    public var linearExpression: Expression { Expression([Term(self)]) }
}

extension Term: LinearExpressionConvertible {
    /// The term alone.
    public var linearExpression: Expression { Expression([self]) }
}

extension Expression: LinearExpressionConvertible {
    /// The expression itself.
    public var linearExpression: Expression { self }
}

extension Expression {
    /// The expression multiplied by `factor`.
    func scaled(by factor: Double) -> Expression {
        Expression(
            terms.map { Term($0.variable, $0.coefficient * factor) },
            constant: constant * factor)
    }

    /// The sum of two expressions, keeping the terms of `self` first.
    func adding(_ other: Expression) -> Expression {
        Expression(terms + other.terms, constant: constant + other.constant)
    }
}
