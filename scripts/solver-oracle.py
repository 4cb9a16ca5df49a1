#!/usr/bin/python3
"""Differential oracle for LayoutSolver: seeded random linear systems solved by kiwisolver.

Usage: /usr/bin/python3 scripts/solver-oracle.py --seed N --count K --out FILE

Each system is well posed by construction: the required constraints hold at a known integer
point (equalities through it, inequalities with a non-negative margin), every variable has its
own weak preference, and every non-required strength (edit strengths included) is a random
multiple of a base strength, so the optimum is unique and any correct solver must find it.

Per system the file records the constraints, the edit variables, a first round of suggestions
and kiwi's solution after it ("before"), then constant changes (which the Swift test applies
with Solver.setConstant and kiwi applies by removing the constraint and adding it back with the
new constant), a second round of suggestions, and kiwi's solution after those ("after").
Needs Debian's python3-kiwisolver (apt-get install python3-kiwisolver).
"""

import argparse
import json
import random
import sys

import kiwisolver as kiwi

REQUIRED = kiwi.strength.required
BASES = (kiwi.strength.weak, kiwi.strength.medium, kiwi.strength.strong)
OPERATORS = ("<=", "==", ">=")


def random_terms(rng, count):
    size = rng.randint(1, min(3, count))
    indices = rng.sample(range(count), size)
    return [[index, rng.choice((-3, -2, -1, 1, 2, 3))] for index in indices]


def generate(rng):
    count = rng.randint(2, 8)
    point = [rng.randint(-20, 20) for _ in range(count)]
    constraints = []
    for _ in range(rng.randint(0, count)):
        terms = random_terms(rng, count)
        at_point = sum(coefficient * point[index] for index, coefficient in terms)
        operator = rng.choice(OPERATORS)
        margin = 0 if operator == "==" else rng.randint(0, 6)
        # expression = Σ terms + constant; "<=" needs it <= 0 at the point, ">=" needs it >= 0.
        constant = -at_point - margin if operator == "<=" else -at_point + margin
        constraints.append({"terms": terms, "constant": constant, "relation": operator,
                            "strength": REQUIRED, "base": -at_point})
    for index in range(count):
        constraints.append({"terms": [[index, 1]], "constant": -rng.randint(-30, 30),
                            "relation": "==", "strength": rng.uniform(0.5, 2.0)})
    for _ in range(rng.randint(0, count)):
        constraints.append({"terms": random_terms(rng, count), "constant": rng.randint(-30, 30),
                            "relation": rng.choice(OPERATORS),
                            "strength": rng.choice(BASES) * rng.uniform(0.5, 2.0)})
    rng.shuffle(constraints)

    edited = rng.sample(range(count), rng.randint(0, min(2, count)))
    edits = [{"variable": index, "strength": rng.choice(BASES[1:]) * rng.uniform(0.5, 2.0)}
             for index in edited]
    suggestions = [[edit, rng.randint(-40, 40)] for edit in range(len(edits))
                   for _ in range(rng.randint(1, 2))]

    changes = []
    for _ in range(rng.randint(1, 4)):
        position = rng.randrange(len(constraints))
        constraint = constraints[position]
        if constraint["strength"] >= REQUIRED:
            if constraint["relation"] == "==":
                continue
            # Keep a non-negative margin so the required part stays feasible at the point.
            new_margin = rng.randint(0, 6)
            sign = -1 if constraint["relation"] == "<=" else 1
            constant = constraint["base"] + sign * new_margin
        else:
            constant = constraint["constant"] + rng.randint(-10, 10)
        changes.append({"constraint": position, "constant": constant})
    suggestions2 = [[edit, rng.randint(-40, 40)] for edit in range(len(edits))]
    for constraint in constraints:
        constraint.pop("base", None)
    return {"variables": count, "constraints": constraints, "edits": edits,
            "suggestions": suggestions, "changes": changes, "suggestions2": suggestions2}


def make_constraint(variables, spec, constant):
    expression = sum((coefficient * variables[index] for index, coefficient in spec["terms"]),
                     constant)
    return kiwi.Constraint(expression, spec["relation"], spec["strength"])


def solve(system):
    variables = [kiwi.Variable("x%d" % index) for index in range(system["variables"])]
    solver = kiwi.Solver()
    active = []
    for spec in system["constraints"]:
        constraint = make_constraint(variables, spec, spec["constant"])
        solver.addConstraint(constraint)
        active.append(constraint)
    for edit in system["edits"]:
        solver.addEditVariable(variables[edit["variable"]], edit["strength"])
    for edit, value in system["suggestions"]:
        solver.suggestValue(variables[system["edits"][edit]["variable"]], value)
    solver.updateVariables()
    before = [variable.value() for variable in variables]
    for change in system["changes"]:
        position = change["constraint"]
        solver.removeConstraint(active[position])
        active[position] = make_constraint(variables, system["constraints"][position],
                                           change["constant"])
        solver.addConstraint(active[position])
    for edit, value in system["suggestions2"]:
        solver.suggestValue(variables[system["edits"][edit]["variable"]], value)
    solver.updateVariables()
    after = [variable.value() for variable in variables]
    return before, after


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--out", required=True)
    arguments = parser.parse_args()

    rng = random.Random(arguments.seed)
    systems = []
    while len(systems) < arguments.count:
        system = generate(rng)
        try:
            system["before"], system["after"] = solve(system)
        except (kiwi.UnsatisfiableConstraint, kiwi.UnknownConstraint) as error:
            sys.exit("generated an infeasible system (a generator bug): %r" % error)
        systems.append(system)
    with open(arguments.out, "w") as handle:
        json.dump({"seed": arguments.seed, "kiwisolver": kiwi.__version__, "systems": systems},
                  handle)
    print("wrote %d systems to %s" % (len(systems), arguments.out))


if __name__ == "__main__":
    main()
