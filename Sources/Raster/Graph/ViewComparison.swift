// ViewComparison.swift · Raster/Graph · whether a new view value differs from the old one
// Status: Complete — SwiftUI compares view values field by field to skip unchanged bodies.

import Foundation
// `_forEachField`, which lists a struct type's stored properties with their types, once per type.
@_spi(Reflection) import Swift

/// Compares view values the way SwiftUI does to decide whether a body must run again:
/// `Equatable` values with `==`, state-like properties by their storage, class
/// references by identity, closures as always different, enums by case and then payload,
/// other values as equal when their bits are (the same references and scalars; a closure
/// there is then the very same closure), else field by field.
enum ViewComparison {
    static func areEqual(_ a: Any, _ b: Any) -> Bool {
        areEqual(a, b, depth: 0)
    }

    private static let maximumDepth = 8

    /// How values of one type are compared, found once per type: the casts to
    /// `ComparableProperty` and `Equatable` and the mirror's display style each cost a
    /// conformance lookup or a reflection call, which made comparison most of the work of
    /// re-laying out a scrolled list.
    private enum Rule {
        /// `ComparableProperty` or `Equatable`: the type's own comparison, cast-free.
        case compare((Any, Any) -> Bool)
        case object
        case function
        case enumeration
        /// Field by field; for a struct without a custom mirror, what its stored properties'
        /// types tell (nil for other aggregates: tuples, collections).
        case aggregate(StructFields?)
    }

    /// What a struct type's stored properties (its mirror's children, in the same order)
    /// tell before any value is looked at.
    private struct StructFields {
        /// One of them is a function, which compares as changed: two values of the type
        /// that are not the same bits differ, without reflecting on them.
        var hasFunction = false
        /// The order to compare them in when it is not the declared one: first those
        /// whose own type is a struct with a function property, which are decided by their
        /// bits and usually differ (a modifier's action made anew), so that a
        /// `ModifiedContent` whose modifier changed is not compared through its whole
        /// content first. The result does not depend on the order, only the work does.
        var order: [Int]?
    }

    private static func structFields(of type: Any.Type) -> StructFields? {
        var kinds: [(type: Any.Type, kind: _MetadataKind)] = []
        let listed = _forEachField(of: type) { _, _, fieldType, kind in
            kinds.append((fieldType, kind))
            return true
        }
        guard listed else { return nil }
        var fields = StructFields()
        fields.hasFunction = kinds.contains { $0.kind == .function }
        let decidedByBits = kinds.indices.filter { kinds[$0].kind == .struct && hasFunctionProperty(kinds[$0].type) }
        if !decidedByBits.isEmpty, decidedByBits != Array(kinds.indices.prefix(decidedByBits.count)) {
            fields.order = decidedByBits + kinds.indices.filter { !decidedByBits.contains($0) }
        }
        return fields
    }

    /// Whether one of the stored properties of `type` (a struct) is a function.
    private static func hasFunctionProperty(_ type: Any.Type) -> Bool {
        var found = false
        _forEachField(of: type) { _, _, _, kind in
            found = kind == .function
            return !found
        }
        return found
    }

    private static let rulesLock = NSLock()
    nonisolated(unsafe) private static var rules: [ObjectIdentifier: Rule] = [:]

    private static func rule(for value: Any) -> Rule {
        let key = ObjectIdentifier(type(of: value))
        rulesLock.lock()
        let known = rules[key]
        rulesLock.unlock()
        if let known { return known }
        // The casts test the type, not the value: a value cast unwraps an `Optional`, so a
        // `Binding?` holding a binding would pass for a `Binding` and a later `nil` of the
        // same type would fail the closure's cast.
        let found: Rule
        let valueType = type(of: value)
        if let property = valueType as? any ComparableProperty.Type {
            found = .compare(comparison(of: property))
        } else if let equatable = valueType as? any Equatable.Type {
            found = .compare(comparison(of: equatable))
        } else {
            switch Mirror(reflecting: value).displayStyle {
            case .class: found = .object
            case nil: found = .function
            case .enum: found = .enumeration
            case .struct where !(valueType is any CustomReflectable.Type): found = .aggregate(structFields(of: valueType))
            default: found = .aggregate(nil)
            }
        }
        rulesLock.lock()
        rules[key] = found
        rulesLock.unlock()
        return found
    }

    private static func comparison<T: ComparableProperty>(of _: T.Type) -> (Any, Any) -> Bool {
        { a, b in (a as! T).isSameProperty(as: b) }
    }

    private static func comparison<T: Equatable>(of _: T.Type) -> (Any, Any) -> Bool {
        { a, b in (a as! T) == (b as! T) }
    }

    private static func areEqual(_ a: Any, _ b: Any, depth: Int) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        let mirror: Mirror
        var order: [Int]?
        switch rule(for: a) {
        case .compare(let isEqual):
            return isEqual(a, b)
        case .object:
            return (a as AnyObject) === (b as AnyObject)
        case .function:
            // Functions and metatypes have no mirror children and no display style:
            // closures cannot be compared, so they count as changed.
            return false
        case .enumeration:
            // The case is part of the value: `.a(1)` and `.b(1)` differ, as do the branches
            // of an `if`/`else` holding equal views. A case with a payload is its mirror's
            // one child, labelled with the case's name; cases without one have no child and
            // differ in their bytes (the tag).
            mirror = Mirror(reflecting: a)
            if mirror.children.isEmpty { return bytes(of: a) == bytes(of: b) }
            guard mirror.children.first?.label == Mirror(reflecting: b).children.first?.label else { return false }
        case .aggregate(let fields):
            // The same bits are the same value: the same references (objects, closure
            // contexts, string and array storage) and the same scalars. Most rows of a
            // re-laid-out list are rebuilt from the same data and stop here.
            if sameBits(a, b) { return true }
            if fields?.hasFunction == true { return false }
            mirror = Mirror(reflecting: a)
            order = fields?.order
        }
        guard depth < maximumDepth else { return false }
        let other = Mirror(reflecting: b)
        guard mirror.children.count == other.children.count else { return false }
        if let order, order.count == mirror.children.count {
            let x = mirror.children, y = other.children
            for offset in order {
                let left = x[x.index(x.startIndex, offsetBy: offset)].value
                let right = y[y.index(y.startIndex, offsetBy: offset)].value
                if !areEqual(left, right, depth: depth + 1) { return false }
            }
            return true
        }
        for (x, y) in zip(mirror.children, other.children) {
            if !areEqual(x.value, y.value, depth: depth + 1) { return false }
        }
        return true
    }
}

/// Whether `a` and `b` (of one type) are stored as the same bytes.
private func sameBits(_ a: Any, _ b: Any) -> Bool {
    func open<T>(_ x: T) -> Bool {
        func compare<U>(_ y: U) -> Bool {
            withUnsafeBytes(of: x) { p in
                withUnsafeBytes(of: y) { q in
                    p.count == q.count && (p.count == 0 || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0)
                }
            }
        }
        return _openExistential(b, do: compare)
    }
    return _openExistential(a, do: open)
}

/// The bytes of `value` as stored: the tag of an enum case without a payload.
private func bytes(of value: Any) -> [UInt8] {
    func open<T>(_ value: T) -> [UInt8] { withUnsafeBytes(of: value) { Array($0) } }
    return _openExistential(value, do: open)
}

/// Property wrappers that know whether two instances refer to the same value.
protocol ComparableProperty {
    func isSameProperty(as other: Any) -> Bool
}

extension Equatable {
    /// `self == other` when `other` is a `Self`.
    func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
