import Foundation
import LayoutSolver
import XCTest

/// Compares the solver with kiwisolver on the systems `scripts/solver-oracle.py` wrote to the
/// file named by `CA_SOLVER_ORACLE`.
final class OracleTests: XCTestCase {
    private struct File: Decodable {
        let seed: Int
        let systems: [System]
    }

    private struct System: Decodable {
        let variables: Int
        let constraints: [Spec]
        let edits: [Edit]
        let suggestions: [[Double]]
        let changes: [Change]
        let suggestions2: [[Double]]
        let before: [Double]
        let after: [Double]
    }

    private struct Spec: Decodable {
        let terms: [[Double]]
        let constant: Double
        let relation: String
        let strength: Double
    }

    private struct Edit: Decodable {
        let variable: Int
        let strength: Double
    }

    private struct Change: Decodable {
        let constraint: Int
        let constant: Double
    }

    private struct Tally {
        var systems = 0
        var values = 0
        var skippedAmbiguous = 0
        var maxDifference = 0.0
    }

    func testSolutionsMatchKiwisolverOnOracleSystems() throws {
        guard let path = ProcessInfo.processInfo.environment["CA_SOLVER_ORACLE"], !path.isEmpty else {
            throw XCTSkip(
                "set CA_SOLVER_ORACLE to a file written by scripts/solver-oracle.py to compare with kiwisolver")
        }
        let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertFalse(file.systems.isEmpty)
        var tally = Tally()
        for (number, system) in file.systems.enumerated() {
            try check(system, label: "seed \(file.seed) system \(number)", tally: &tally)
        }
        print(
            "oracle: compared \(tally.systems) systems, \(tally.values) variable values (\(tally.skippedAmbiguous) skipped as ambiguous), max difference \(tally.maxDifference)"
        )
    }

    private func check(_ system: System, label: String, tally: inout Tally) throws {
        let variables = (0..<system.variables).map { Variable("x\($0)") }
        let solver = Solver()
        var constraints: [Constraint] = []
        for spec in system.constraints {
            let constraint = try make(spec, constant: spec.constant, variables: variables)
            try solver.add(constraint)
            constraints.append(constraint)
        }
        for edit in system.edits {
            try solver.addEditVariable(variables[edit.variable], strength: edit.strength)
        }
        try suggest(system.suggestions, system: system, variables: variables, solver: solver)
        compare(solver, variables, with: system.before, label: "\(label) before changes", tally: &tally)
        for change in system.changes {
            try solver.setConstant(change.constant, of: constraints[change.constraint])
        }
        try suggest(system.suggestions2, system: system, variables: variables, solver: solver)
        compare(solver, variables, with: system.after, label: "\(label) after changes", tally: &tally)
        tally.systems += 1
    }

    private func suggest(_ suggestions: [[Double]], system: System, variables: [Variable], solver: Solver) throws {
        for suggestion in suggestions {
            let edit = system.edits[Int(suggestion[0])]
            try solver.suggestValue(variables[edit.variable], suggestion[1])
        }
    }

    private func compare(
        _ solver: Solver, _ variables: [Variable], with expected: [Double], label: String, tally: inout Tally
    ) {
        solver.updateVariables()
        for (index, variable) in variables.enumerated() {
            if solver.isAmbiguous(variable) {
                tally.skippedAmbiguous += 1
                continue
            }
            let difference = abs(variable.value - expected[index])
            tally.maxDifference = max(tally.maxDifference, difference)
            XCTAssertLessThanOrEqual(
                difference, 1e-6, "\(label) x\(index): \(variable.value) vs kiwi \(expected[index])")
            tally.values += 1
        }
    }

    private func make(_ spec: Spec, constant: Double, variables: [Variable]) throws -> Constraint {
        let relation: Relation
        switch spec.relation {
        case "<=": relation = .lessThanOrEqual
        case ">=": relation = .greaterThanOrEqual
        default: relation = .equal
        }
        let terms = spec.terms.map { Term(variables[Int($0[0])], $0[1]) }
        return Constraint(Expression(terms, constant: constant), relation, strength: spec.strength)
    }
}
