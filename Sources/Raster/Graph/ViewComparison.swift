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
        /// `ComparableProperty` or `Equatable`: the type's own comparison, cast-free, of
        /// boxed values and of values in place.
        case compare((Any, Any) -> Bool, inPlace: (UnsafeRawPointer, UnsafeRawPointer) -> Bool)
        case object
        case function
        case enumeration
        /// Field by field; for a struct without a custom mirror, what its stored properties'
        /// types tell (nil for other aggregates: tuples, optionals, collections).
        case aggregate(StructFields?)

        /// Whether values of the type compare by identity (a class without a comparison).
        var isIdentity: Bool {
            if case .object = self { return true }
            return false
        }
    }

    /// What a struct type's stored properties tell before any value is looked at, and how
    /// to compare them in place, without a `Mirror` (which boxes every property and looks
    /// up its type by name on each comparison).
    private struct StructFields {
        /// The size of the type's values, in bytes.
        var size: Int
        /// One of them is a function, which compares as changed: two values of the type
        /// that are not the same bits differ, without reflecting on them.
        var hasFunction = false
        /// The stored properties in the order to compare them: first those whose own type is
        /// a struct with a function property, which are decided by their bits and usually
        /// differ (a modifier's action made anew), so that a `ModifiedContent` whose modifier
        /// changed is not compared through its whole content first. The result does not
        /// depend on the order, only the work does.
        var fields: [Field] = []
        /// The declared positions of `fields`, in their order: the order in which to compare
        /// the children of a mirror (which lists them as declared); nil when it is that order.
        var mirrorOrder: [Int]?
    }

    /// A stored property: where it is, its declared type, and whether it can be read as
    /// that type.
    private struct Field {
        var offset: Int
        var type: Any.Type
        /// The size of a property that may be stored as a weak or unowned reference and must
        /// not be read as its declared type (`storedByBytes`): it is compared by its bytes (the
        /// same bytes are the same reference), and when they differ the whole value is
        /// compared through its mirror, which knows the storage. Nil for the others, compared
        /// in place as their types.
        var byBytes: Int?
    }

    private static func structFields(of type: Any.Type) -> StructFields? {
        var fields: [(field: Field, kind: _MetadataKind)] = []
        let listed = _forEachField(of: type) { _, offset, fieldType, kind in
            fields.append((Field(offset: offset, type: fieldType, byBytes: storedByBytes(fieldType, kind: kind)), kind))
            return true
        }
        guard listed else { return nil }
        var result = StructFields(size: size(of: type))
        result.hasFunction = fields.contains { $0.kind == .function }
        let decidedByBits = fields.indices.filter { fields[$0].kind == .struct && hasFunctionProperty(fields[$0].field.type) }
        let order = decidedByBits + fields.indices.filter { !decidedByBits.contains($0) }
        result.fields = order.map { fields[$0].field }
        if order != Array(fields.indices) { result.mirrorOrder = order }
        return result
    }

    /// The size of a property of type `type` to compare by its bytes, or nil when it is
    /// compared as its type (see `Field.byBytes`). A class compared by identity (one without
    /// an equality of its own) is compared in place too: its bytes, strong or unowned, are the
    /// object's address, and only they are read.
    private static func storedByBytes(_ type: Any.Type, kind: _MetadataKind) -> Int? {
        switch kind {
        case .struct, .enum, .tuple, .function, .metatype:
            return nil
        case .class where rule(for: type, value: nil)?.isIdentity == true:
            return nil
        case .optional:
            guard let wrapped = (type as? any OptionalType.Type)?.wrappedType else { return size(of: type) }
            switch metadataKind(wrapped) {
            case .struct, .enum, .tuple, .function, .metatype, .optional: return nil
            default: return size(of: type)
            }
        default:
            return size(of: type)
        }
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

    /// The rule of `type`, of which `value` is a value when one is at hand; nil without
    /// one when the rule needs it: the display style of a custom mirror (an `Optional`'s, a
    /// collection's), or of a type of another kind than those named here, is the mirror's.
    private static func rule(for type: Any.Type, value: Any?) -> Rule? {
        let key = ObjectIdentifier(type)
        rulesLock.lock()
        let known = rules[key]
        rulesLock.unlock()
        if let known { return known }
        // The casts test the type, not the value: a value cast unwraps an `Optional`, so a
        // `Binding?` holding a binding would pass for a `Binding` and a later `nil` of the
        // same type would fail the closure's cast.
        let found: Rule
        if let property = type as? any ComparableProperty.Type {
            found = comparison(of: property)
        } else if let equatable = type as? any Equatable.Type {
            found = comparison(of: equatable)
        } else if type is any CustomReflectable.Type {
            guard let value else { return nil }
            found = rule(byMirrorOf: value)
        } else {
            switch metadataKind(type) {
            case .struct: found = .aggregate(structFields(of: type))
            case .class: found = .object
            case .enum: found = .enumeration
            case .tuple: found = .aggregate(nil)
            case .function, .metatype, .existentialMetatype: found = .function
            default:
                guard let value else { return nil }
                found = rule(byMirrorOf: value)
            }
        }
        rulesLock.lock()
        rules[key] = found
        rulesLock.unlock()
        return found
    }

    private static func rule(byMirrorOf value: Any) -> Rule {
        switch Mirror(reflecting: value).displayStyle {
        case .class: return .object
        case nil: return .function
        case .enum: return .enumeration
        default: return .aggregate(nil)
        }
    }

    private static func comparison<T: ComparableProperty>(of _: T.Type) -> Rule {
        .compare({ a, b in (a as! T).isSameProperty(as: b) },
                 inPlace: { a, b in a.assumingMemoryBound(to: T.self).pointee.isSameProperty(as: b.assumingMemoryBound(to: T.self).pointee) })
    }

    private static func comparison<T: Equatable>(of _: T.Type) -> Rule {
        .compare({ a, b in (a as! T) == (b as! T) },
                 inPlace: { a, b in a.assumingMemoryBound(to: T.self).pointee == b.assumingMemoryBound(to: T.self).pointee })
    }

    private static func areEqual(_ a: Any, _ b: Any, depth: Int) -> Bool {
        let valueType = type(of: a)
        guard valueType == type(of: b) else { return false }
        var order: [Int]?
        switch rule(for: valueType, value: a) ?? rule(byMirrorOf: a) {
        case .compare(let isEqual, _):
            return isEqual(a, b)
        case .object:
            return (a as AnyObject) === (b as AnyObject)
        case .function:
            // Functions and metatypes have no mirror children and no display style:
            // closures cannot be compared, so they count as changed.
            return false
        case .enumeration:
            return enumerationsAreEqual(a, b, depth: depth)
        case .aggregate(let fields?):
            if let equal = withStoredValues(a, b, of: valueType, { areEqual(at: $0, $1, fields, type: valueType, depth: depth) }) {
                return equal
            }
            // Values boxed in their declared existential type: compared through their mirrors.
            if sameBits(a, b) { return true }
            if fields.hasFunction { return false }
            order = fields.mirrorOrder
        case .aggregate(nil):
            // The same bits are the same value: the same references (objects, closure
            // contexts, string and array storage) and the same scalars.
            if sameBits(a, b) { return true }
        }
        return mirrorsAreEqual(a, b, order: order, depth: depth)
    }

    /// Compares two values of `type` stored at `a` and `b`.
    private static func areEqual(at a: UnsafeRawPointer, _ b: UnsafeRawPointer, of type: Any.Type, depth: Int) -> Bool {
        guard let rule = rule(for: type, value: nil) else {
            return areEqual(load(type, from: a), load(type, from: b), depth: depth)
        }
        switch rule {
        case .compare(_, let inPlace):
            return inPlace(a, b)
        case .object:
            return a.load(as: UInt.self) == b.load(as: UInt.self)
        case .function:
            return false
        case .aggregate(let fields?):
            return areEqual(at: a, b, fields, type: type, depth: depth)
        case .enumeration, .aggregate(nil):
            return areEqual(load(type, from: a), load(type, from: b), depth: depth)
        }
    }

    /// Compares two structs in place, property by property. The same bits are the same
    /// value: the same references (objects, closure contexts, string and array storage) and
    /// the same scalars; most rows of a re-laid-out list are rebuilt from the same data and
    /// stop here.
    private static func areEqual(at a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ fields: StructFields,
                                 type: Any.Type, depth: Int) -> Bool {
        if fields.size == 0 || memcmp(a, b, fields.size) == 0 { return true }
        if fields.hasFunction { return false }
        guard depth < maximumDepth else { return false }
        for field in fields.fields {
            let x = a + field.offset, y = b + field.offset
            if let size = field.byBytes {
                guard memcmp(x, y, size) != 0 else { continue }
                return mirrorsAreEqual(load(type, from: a), load(type, from: b), order: fields.mirrorOrder, depth: depth)
            }
            if !areEqual(at: x, y, of: field.type, depth: depth + 1) { return false }
        }
        return true
    }

    /// The case is part of the value: `.a(1)` and `.b(1)` differ, as do the branches of an
    /// `if`/`else` holding equal views. A case with a payload is its mirror's one child,
    /// labelled with the case's name; cases without one have no child and differ in their
    /// bytes (the tag).
    private static func enumerationsAreEqual(_ a: Any, _ b: Any, depth: Int) -> Bool {
        let mirror = Mirror(reflecting: a)
        if mirror.children.isEmpty { return bytes(of: a) == bytes(of: b) }
        guard mirror.children.first?.label == Mirror(reflecting: b).children.first?.label else { return false }
        return childrenAreEqual(mirror, Mirror(reflecting: b), order: nil, depth: depth)
    }

    private static func mirrorsAreEqual(_ a: Any, _ b: Any, order: [Int]?, depth: Int) -> Bool {
        childrenAreEqual(Mirror(reflecting: a), Mirror(reflecting: b), order: order, depth: depth)
    }

    private static func childrenAreEqual(_ mirror: Mirror, _ other: Mirror, order: [Int]?, depth: Int) -> Bool {
        guard depth < maximumDepth else { return false }
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

/// Optional's wrapped type, for the comparison to tell an optional reference (which may be
/// stored weak) from an optional value.
private protocol OptionalType {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
    static var wrappedType: Any.Type { Wrapped.self }
}

/// The size of `type`'s values, in bytes.
private func size(of type: Any.Type) -> Int {
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return _openExistential(type, do: size)
}

/// A copy of the value of `type` stored at `pointer`, boxed.
private func load(_ type: Any.Type, from pointer: UnsafeRawPointer) -> Any {
    func load<T>(_: T.Type) -> Any { pointer.assumingMemoryBound(to: T.self).pointee }
    return _openExistential(type, do: load)
}

/// Runs `body` on the storage of `a` and `b` when both are boxed as values of `type`
/// itself, not of an existential type holding one; nil otherwise.
private func withStoredValues(_ a: Any, _ b: Any, of type: Any.Type,
                              _ body: (UnsafeRawPointer, UnsafeRawPointer) -> Bool) -> Bool? {
    func open<T>(_ x: T) -> Bool? {
        guard T.self == type else { return nil }
        func compare<U>(_ y: U) -> Bool? {
            guard U.self == type else { return nil }
            return withUnsafePointer(to: x) { p in withUnsafePointer(to: y) { q in body(UnsafeRawPointer(p), UnsafeRawPointer(q)) } }
        }
        return _openExistential(b, do: compare)
    }
    return _openExistential(a, do: open)
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
