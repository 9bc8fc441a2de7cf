// NavigationPath.swift · Raster/Views/Navigation · mirrors SwiftUI NavigationPath (iOS 17)
// Status: Partial — no `codable` representation (`CodableRepresentation`, `init(_:)` from one).

import Foundation

/// A type-erased list of data representing the content of a navigation stack.
///
/// Raster: the values are kept as `AnyHashable`s in order, the first pushed first; a
/// `NavigationStack(path:root:)` shows one screen per value above its root, each built by
/// the `navigationDestination(for:destination:)` declared for the value's type.
public struct NavigationPath: Equatable {
    /// The values, bottom of the stack first.
    var elements: [AnyHashable]

    /// An empty navigation path.
    public init() {
        elements = []
    }

    /// A path holding the elements of a sequence, in order.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of values in the path.
    public var count: Int { elements.count }

    /// Whether the path is empty (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends a value to the end of the path: the stack pushes its screen.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes the last `k` values (1 by default): the stack pops as many screens.
    ///
    /// Raster: removing more values than the path holds empties it and warns once (Swift's
    /// collections trap there; SwiftUI's path is documented to require `k <= count`).
    public mutating func removeLast(_ k: Int = 1) {
        guard k >= 0, k <= elements.count else {
            warnOnce("NavigationPath.removeLast(\(k)) on a path of \(elements.count) values: the path is emptied; "
                     + "remove at most `count` values")
            elements.removeAll()
            return
        }
        elements.removeLast(k)
    }
}
