// LinearConstraintSolver.swift · Raster/Views/UIKit/AutoLayout · Raster's own solver of linear layout constraints with priorities (Auto Layout's engine; no SwiftUI counterpart)
// Status: Complete — equalities and inequalities between linear expressions, required or at
// a priority; constraints are added, never removed or edited (a layout pass builds a new
// solver).
//
// The Cassowary method (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic
// Constraint Solving Algorithm", 2001), which Auto Layout is built on, in the form of the
// Kiwi solver's incremental simplex, written for Raster. Every constraint becomes a row of a
// simplex tableau in restricted symbols:
//   - an equality `e = 0` gets a dummy symbol when required (it must hold exactly), or two
//     error symbols e⁺ − e⁻ when not;
//   - an inequality `e ≤ 0` gets a slack symbol s ≥ 0 (`e + s = 0`), and an error symbol when
//     not required.
// The errors of a constraint at a priority are weighed in that priority's objective row.
// Auto Layout satisfies a higher priority before any number of lower ones, so the objective
// is lexicographic: one row per priority level, highest first, and a symbol improves the
// objective when its first nonzero coefficient down the levels is negative. A constraint
// that no row can take gets an artificial symbol that is driven to zero (phase one of the
// simplex method); if it cannot be, the constraint conflicts with the required ones added
// before it and is refused.
//
// The simplex method breaks ties by the first symbol or row found; here "first" is the
// lowest symbol number (the order symbols were made in), so the same constraints added in the
// same order give the same solution, bit for bit, on every run.

import Foundation

/// A solver for one layout: variables are numbered from 0; constraints relate linear
/// expressions of them. Not thread-safe.
final class LinearConstraintSolver {
    /// `constant + Σ coefficient · variable`.
    struct Expression {
        var terms: [(variable: Int, coefficient: Double)] = []
        var constant: Double = 0

        init(constant: Double = 0) { self.constant = constant }
        init(variable: Int, coefficient: Double = 1) { terms = [(variable, coefficient)] }

        static func + (lhs: Expression, rhs: Expression) -> Expression {
            var sum = lhs
            sum.terms += rhs.terms
            sum.constant += rhs.constant
            return sum
        }

        static func * (lhs: Expression, rhs: Double) -> Expression {
            var product = lhs
            product.terms = lhs.terms.map { ($0.variable, $0.coefficient * rhs) }
            product.constant *= rhs
            return product
        }

        static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + rhs * -1 }
    }

    /// How an expression relates to zero.
    enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }

    /// The kinds of tableau symbols.
    private enum Kind { case external, slack, error, dummy }

    private struct Symbol: Hashable, Comparable {
        let id: Int
        let kind: Kind
        static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    }

    /// A tableau row: `constant + Σ coefficient · symbol`.
    private struct Row {
        var constant: Double
        var cells: [Symbol: Double] = [:]

        /// The cells' symbols, lowest number first (the solver's tie-break order).
        var symbols: [Symbol] { cells.keys.sorted() }

        mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
            let sum = (cells[symbol] ?? 0) + coefficient
            cells[symbol] = isNearZero(sum) ? nil : sum
        }

        mutating func insert(_ row: Row, _ coefficient: Double) {
            constant += row.constant * coefficient
            for (symbol, c) in row.cells { insert(symbol, c * coefficient) }
        }

        mutating func reverseSign() {
            constant = -constant
            for symbol in cells.keys { cells[symbol]! = -cells[symbol]! }
        }

        /// Rewrites `0 = row` as `symbol = row'`, removing `symbol` from the cells.
        mutating func solve(for symbol: Symbol) {
            let coefficient = -1 / cells.removeValue(forKey: symbol)!
            constant *= coefficient
            for key in cells.keys { cells[key]! *= coefficient }
        }

        /// Rewrites `lhs = row` (lhs basic) as `rhs = row'`.
        mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
            insert(lhs, -1)
            solve(for: rhs)
        }

        /// Replaces `symbol` by `row`.
        mutating func substitute(_ symbol: Symbol, _ row: Row) {
            guard let coefficient = cells.removeValue(forKey: symbol) else { return }
            insert(row, coefficient)
        }
    }

    private static func isNearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

    /// Basic symbols and their rows.
    private var rows: [Symbol: Row] = [:]
    /// The symbol of each variable, made when the variable is first used.
    private var variables: [Int: Symbol] = [:]
    /// One objective row per priority level, the highest priority first.
    private var objective: [Row]
    /// The objective of phase one while a constraint is added through an artificial symbol.
    private var artificial: Row?
    private var nextSymbol = 0

    /// A solver whose non-required constraints come in `levels` priority levels (0 is the highest).
    init(levels: Int) {
        objective = Array(repeating: Row(constant: 0), count: max(levels, 0))
    }

    private func makeSymbol(_ kind: Kind) -> Symbol {
        nextSymbol += 1
        return Symbol(id: nextSymbol, kind: kind)
    }

    private func symbol(of variable: Int) -> Symbol {
        if let symbol = variables[variable] { return symbol }
        let symbol = makeSymbol(.external)
        variables[variable] = symbol
        return symbol
    }

    /// The value of `variable` in the current solution (0 for a variable no constraint holds).
    func value(of variable: Int) -> Double {
        guard let symbol = variables[variable], let row = rows[symbol] else { return 0 }
        return row.constant
    }

    /// Adds `expression relation 0`, required when `level` is nil, else weighed at that
    /// priority level; returns false, leaving the solver as it was, when a required
    /// constraint cannot hold together with the required ones already added.
    func add(_ expression: Expression, _ relation: Relation, level: Int?) -> Bool {
        // Phase one pivots the tableau before it knows whether the constraint holds: a
        // refused constraint puts the (copy-on-write) tables back.
        let saved = (rows, variables, objective, nextSymbol)
        guard adding(expression, relation, level: level) else {
            (rows, variables, objective, nextSymbol) = saved
            return false
        }
        return true
    }

    private func adding(_ expression: Expression, _ relation: Relation, level: Int?) -> Bool {
        var row = Row(constant: expression.constant)
        for (variable, coefficient) in expression.terms where !Self.isNearZero(coefficient) {
            let symbol = symbol(of: variable)
            if let basic = rows[symbol] { row.insert(basic, coefficient) } else { row.insert(symbol, coefficient) }
        }
        var marker: Symbol?, other: Symbol?
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            marker = slack
            row.insert(slack, sign)
            if let level {
                let error = makeSymbol(.error)
                other = error
                row.insert(error, -sign)
                objective[level].insert(error, 1)
            }
        case .equal:
            if let level {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                marker = plus
                other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective[level].insert(plus, 1)
                objective[level].insert(minus, 1)
            } else {
                let dummy = makeSymbol(.dummy)
                marker = dummy
                row.insert(dummy, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }

        var subject = chooseSubject(row, marker: marker, other: other)
        if subject == nil, row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard Self.isNearZero(row.constant) else { return false }
            subject = marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            rows[subject] = row
        } else if !addWithArtificialSymbol(row) {
            return false
        }
        optimize(levels: objective.count)
        return true
    }

    /// The symbol the row is solved for: its first external symbol, else a restricted
    /// marker or error with a negative coefficient (so the row stays feasible).
    private func chooseSubject(_ row: Row, marker: Symbol?, other: Symbol?) -> Symbol? {
        if let external = row.symbols.first(where: { $0.kind == .external }) { return external }
        for candidate in [marker, other] {
            if let candidate, candidate.kind == .slack || candidate.kind == .error, (row.cells[candidate] ?? 0) < 0 {
                return candidate
            }
        }
        return nil
    }

    /// Phase one: adds `row` behind an artificial symbol and minimizes it; true when it
    /// reaches zero, the row then holding.
    private func addWithArtificialSymbol(_ row: Row) -> Bool {
        let symbol = makeSymbol(.slack)
        rows[symbol] = row
        artificial = row
        optimize(levels: 0)
        let success = Self.isNearZero(artificial!.constant)
        artificial = nil
        if var basic = rows.removeValue(forKey: symbol) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.symbols.first(where: { $0.kind == .slack || $0.kind == .error }) else { return false }
            basic.solve(for: symbol, entering)
            substitute(entering, basic)
            rows[entering] = basic
        }
        for key in rows.keys { rows[key]!.cells[symbol] = nil }
        for level in objective.indices { objective[level].cells[symbol] = nil }
        return success
    }

    /// Substitutes `row` for `symbol` in every row and objective.
    private func substitute(_ symbol: Symbol, _ row: Row) {
        for key in rows.keys { rows[key]!.substitute(symbol, row) }
        for level in objective.indices { objective[level].substitute(symbol, row) }
        artificial?.substitute(symbol, row)
    }

    /// Pivots until no symbol improves the objective: the artificial one during phase one
    /// (`levels` 0), else the priority levels' lexicographically.
    private func optimize(levels: Int) {
        while let entering = enteringSymbol(levels: levels) {
            // The objective is bounded below by zero (a sum of errors), so a row limits the
            // entering symbol; were none found, the tableau would be broken, and the loop ends.
            guard let leaving = leavingRow(for: entering) else { return }
            var row = rows.removeValue(forKey: leaving)!
            row.solve(for: leaving, entering)
            substitute(entering, row)
            rows[entering] = row
        }
    }

    /// The first non-dummy symbol whose objective coefficients, read from the highest
    /// priority down, are first nonzero where they are negative.
    private func enteringSymbol(levels: Int) -> Symbol? {
        if levels == 0 {
            guard let artificial else { return nil }
            return artificial.symbols.first { $0.kind != .dummy && artificial.cells[$0]! < 0 }
        }
        var candidates = Set<Symbol>()
        for level in objective { candidates.formUnion(level.cells.keys) }
        for symbol in candidates.sorted() where symbol.kind != .dummy {
            for level in objective {
                guard let coefficient = level.cells[symbol] else { continue }
                if coefficient < 0 { return symbol }
                break
            }
        }
        return nil
    }

    /// The restricted row that limits `entering` first as it grows (the minimum ratio test).
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var ratio = Double.greatestFiniteMagnitude, found: Symbol?
        for symbol in rows.keys.sorted() where symbol.kind != .external {
            let coefficient = rows[symbol]!.cells[entering] ?? 0
            guard coefficient < 0 else { continue }
            let candidate = -rows[symbol]!.constant / coefficient
            if candidate < ratio {
                ratio = candidate
                found = symbol
            }
        }
        return found
    }
}
