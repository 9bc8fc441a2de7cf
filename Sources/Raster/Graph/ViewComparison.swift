// ViewComparison.swift · Raster/Graph · whether a new view value differs from the old one
// Status: Complete — SwiftUI compares view values field by field to skip unchanged bodies.

import Foundation

/// Compares view values the way SwiftUI does to decide whether a body must run again:
/// `Equatable` values with `==`, state-like properties by their storage, class
/// references by identity, closures as always different, other values field by field.
enum ViewComparison {
    static func areEqual(_ a: Any, _ b: Any) -> Bool {
        areEqual(a, b, depth: 0)
    }

    private static let maximumDepth = 8

    private static func areEqual(_ a: Any, _ b: Any, depth: Int) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        if let comparable = a as? any ComparableProperty {
            return comparable.isSameProperty(as: b)
        }
        if let equatable = a as? any Equatable {
            return equatable.isEqual(to: b)
        }
        let mirror = Mirror(reflecting: a)
        switch mirror.displayStyle {
        case .class:
            return (a as AnyObject) === (b as AnyObject)
        case nil:
            // Functions and metatypes have no mirror children and no display style:
            // closures cannot be compared, so they count as changed.
            return false
        default:
            break
        }
        guard depth < maximumDepth else { return false }
        let other = Mirror(reflecting: b)
        guard mirror.children.count == other.children.count else { return false }
        for (x, y) in zip(mirror.children, other.children) {
            if !areEqual(x.value, y.value, depth: depth + 1) { return false }
        }
        return true
    }
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
