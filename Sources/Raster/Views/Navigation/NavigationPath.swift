// NavigationPath.swift · Raster/Views/Navigation · mirrors SwiftUI NavigationPath, NavigationPath.CodableRepresentation (iOS 17)
// Status: Complete — the codable representation's format is Raster's own (see
// `CodableRepresentation`), so a path saved by an iOS app does not decode in Raster.

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

    /// A value that describes the contents of this path in a serializable format: nil if
    /// any of the type-erased elements of the path don't conform to `Codable`.
    ///
    /// Raster: an element counts as Codable when its type conforms to `Codable` (checked at
    /// run time; SwiftUI checks the static type the element was appended with).
    public var codable: CodableRepresentation? {
        var values: [any Codable & Hashable] = []
        for element in elements {
            guard let value = element.base as? any Codable & Hashable else { return nil }
            values.append(value)
        }
        return CodableRepresentation(values: values)
    }

    /// Creates a new navigation path from a serializable version.
    public init(_ codable: CodableRepresentation) {
        elements = codable.values.map { AnyHashable($0) }
    }

    /// A serializable representation of a navigation path.
    ///
    /// Raster: encoded as an unkeyed container holding, for each element from the top of the
    /// stack down (the last appended first), its type's mangled name (`_mangledTypeName`)
    /// then its JSON text, as SwiftUI does; decoding finds each type by that name
    /// (`_typeByName`) and throws `DecodingError.dataCorrupted` naming a type it cannot find
    /// or that is not `Decodable` and `Hashable`.
    public struct CodableRepresentation: Codable, Equatable {
        /// The elements, bottom of the stack first.
        let values: [any Codable & Hashable]

        init(values: [any Codable & Hashable]) { self.values = values }

        public init(from decoder: Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var topFirst: [any Codable & Hashable] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard let type = _typeByName(typeName) as? any (Codable & Hashable).Type else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "NavigationPath: no Codable and Hashable type is named \(typeName) in this program")
                }
                topFirst.append(try Self.decode(type, from: Data(json.utf8)))
            }
            values = topFirst.reversed()
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.unkeyedContainer()
            for value in values.reversed() {
                guard let typeName = _mangledTypeName(type(of: value)) else {
                    throw EncodingError.invalidValue(value, EncodingError.Context(
                        codingPath: container.codingPath, debugDescription: "NavigationPath: \(type(of: value)) has no mangled name to encode"))
                }
                try container.encode(typeName)
                try container.encode(String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
            }
        }

        private static func decode<T: Codable & Hashable>(_ type: T.Type, from json: Data) throws -> any Codable & Hashable {
            try JSONDecoder().decode(T.self, from: json)
        }

        public static func == (lhs: CodableRepresentation, rhs: CodableRepresentation) -> Bool {
            lhs.values.map { AnyHashable($0) } == rhs.values.map { AnyHashable($0) }
        }
    }
}
