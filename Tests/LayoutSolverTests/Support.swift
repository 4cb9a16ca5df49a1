import LayoutSolver
import XCTest

/// SplitMix64: a small, fixed-sequence generator so randomised tests replay identically.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform double in `range`.
    mutating func double(in range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &self)
    }

    mutating func int(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }
}

/// Asserts that two values agree to within `tolerance`, scaled by their magnitude above one.
func assertClose(
    _ actual: Double, _ expected: Double, tolerance: Double = 1e-9, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    let scale = max(1, abs(expected))
    XCTAssertLessThanOrEqual(
        abs(actual - expected), tolerance * scale, "\(actual) != \(expected) \(message())", file: file, line: line)
}

/// The description of one linear constraint, so the same constraint can be rebuilt with another
/// constant.
struct ConstraintSpec {
    var terms: [(index: Int, coefficient: Double)]
    var constant: Double
    var relation: Relation
    var strength: Double

    func make(_ variables: [Variable]) -> Constraint {
        Constraint(
            Expression(terms.map { Term(variables[$0.index], $0.coefficient) }, constant: constant),
            relation, strength: strength)
    }
}

/// A random system whose required part holds at a known integer point, with every variable
/// pulled by its own weak preference and every non-required strength perturbed, so that the
/// optimum is unique.
struct RandomSystem {
    var variableCount: Int
    var point: [Double]
    var specs: [ConstraintSpec]

    init(using generator: inout SeededGenerator) {
        variableCount = generator.int(in: 2...7)
        point = (0..<variableCount).map { _ in Double(generator.int(in: -20...20)) }
        specs = []
        let requiredCount = generator.int(in: 0...variableCount)
        for _ in 0..<requiredCount {
            var spec = Self.randomSpec(variableCount: variableCount, using: &generator)
            spec.strength = Strength.required
            let atPoint = spec.terms.reduce(0) { $0 + $1.coefficient * point[$1.index] }
            switch generator.int(in: 0...2) {
            case 0:
                spec.relation = .equal
                spec.constant = -atPoint
            case 1:
                spec.relation = .lessThanOrEqual
                spec.constant = -atPoint - Double(generator.int(in: 0...6))
            default:
                spec.relation = .greaterThanOrEqual
                spec.constant = -atPoint + Double(generator.int(in: 0...6))
            }
            specs.append(spec)
        }
        for index in 0..<variableCount {
            specs.append(
                ConstraintSpec(
                    terms: [(index, 1)], constant: -Double(generator.int(in: -30...30)), relation: .equal,
                    strength: Strength.weak * generator.double(in: 0.5...2)))
        }
        for _ in 0..<generator.int(in: 0...variableCount) {
            var spec = Self.randomSpec(variableCount: variableCount, using: &generator)
            spec.constant = Double(generator.int(in: -30...30))
            spec.relation = [Relation.lessThanOrEqual, .equal, .greaterThanOrEqual][generator.int(in: 0...2)]
            let base = [Strength.weak, Strength.medium, Strength.strong][generator.int(in: 0...2)]
            spec.strength = base * generator.double(in: 0.5...2)
            specs.append(spec)
        }
        // Interleave required and non-required additions.
        specs.shuffle(using: &generator)
    }

    private static func randomSpec(variableCount: Int, using generator: inout SeededGenerator) -> ConstraintSpec {
        let count = generator.int(in: 1...min(3, variableCount))
        let indices = Array((0..<variableCount).shuffled(using: &generator).prefix(count))
        let terms = indices.map { index -> (index: Int, coefficient: Double) in
            var coefficient = 0
            while coefficient == 0 {
                coefficient = generator.int(in: -3...3)
            }
            return (index, Double(coefficient))
        }
        return ConstraintSpec(terms: terms, constant: 0, relation: .equal, strength: Strength.required)
    }
}

/// The four variables of one view's frame.
struct ViewFrame {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(_ index: Int) {
        left = Variable("v\(index).left")
        top = Variable("v\(index).top")
        width = Variable("v\(index).width")
        height = Variable("v\(index).height")
    }
}

/// A UIKit-like screen: a fixed-width root holding rows stacked vertically (a table), each row
/// holding subviews laid out left to right. Subviews have fixed widths or preferred widths of
/// slightly different medium strengths, heights tied to widths or preferred, and must fit in
/// their row's height; the last subview of a row is strongly kept inside the row. About four and
/// a half constraints per view, a third of them inequalities or non-required. The strengths
/// differ wherever two preferences could trade, so the optimum is unique.
struct LayoutSystem {
    var views: [ViewFrame] = []
    var constraints: [Constraint] = []
    /// Required `width == constant` constraints of subviews, whose constants a test may change.
    var widthConstraints: [Constraint] = []

    init(rowCount: Int, subviewsPerRow: Int = 9) {
        let root = ViewFrame(0)
        views.append(root)
        constraints += [root.left == 0, root.top == 0, root.width == 1024]
        var previousRow: ViewFrame?
        for rowIndex in 0..<rowCount {
            let row = ViewFrame(views.count)
            views.append(row)
            constraints.append(row.left == root.left)
            constraints.append(row.width == root.width)
            if let previousRow {
                constraints.append(row.top == previousRow.top + previousRow.height)
            } else {
                constraints.append(row.top == root.top)
            }
            constraints.append((row.height == 44) | Strength.weak)
            var previous: ViewFrame?
            for column in 0..<subviewsPerRow {
                let view = ViewFrame(views.count)
                views.append(view)
                let rank = 1 + Double(column) / 16
                if let previous {
                    constraints.append(view.left == previous.left + previous.width + 8)
                } else {
                    constraints.append(view.left == row.left + 8)
                }
                constraints.append(view.top == row.top + 4)
                constraints.append(view.top + view.height <= row.top + row.height - 4)
                if (rowIndex * subviewsPerRow + column) % 4 == 0 {
                    constraints.append(view.width >= 20)
                    constraints.append((view.width == 60) | (Strength.medium * rank))
                } else {
                    let width = view.width == Double(40 + column % 7)
                    widthConstraints.append(width)
                    constraints.append(width)
                }
                if column % 3 == 0 {
                    constraints.append(view.height >= 20)
                    constraints.append((view.height == 30) | (Strength.weak * rank))
                } else {
                    constraints.append(view.height == 0.5 * view.width + 10)
                }
                if column == subviewsPerRow - 1 {
                    constraints.append((view.left + view.width <= row.left + row.width - 8) | Strength.strong)
                }
                previous = view
            }
            previousRow = row
        }
        if let previousRow {
            constraints.append(root.height == previousRow.top + previousRow.height)
        }
    }

    var variables: [Variable] {
        views.flatMap { [$0.left, $0.top, $0.width, $0.height] }
    }
}
