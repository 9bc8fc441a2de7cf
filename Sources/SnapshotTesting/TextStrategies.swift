// TextStrategies.swift · SnapshotTesting · mirrors swift-snapshot-testing's `.dump`, `.description` and `.json` strategies
// Status: Complete.
//
// All three are text references compared line by line (`.lines`, `.txt` files; `.json`
// for JSON). `.dump` is this module's own deterministic outline of a value from its Mirror:
// dictionary entries and set elements are sorted by their text, so a reference does not
// change with hashing order between runs; class instances seen before are not entered
// again. It is not byte-compatible with swift-snapshot-testing's dump: references made on
// iOS are recorded again on Linux anyway.
//
//   ▿ Order
//     - id: 7
//     ▿ items: 2 elements
//       - "tea"
//       - "cake"
//     - note: nil

import Foundation
import RasterSnapshotTesting

extension Snapshotting where Format == String {
    /// An outline of the value's stored properties, collections and enum cases.
    public static var dump: Snapshotting {
        Snapshotting<String, String>.lines.pullback { value in
            var lines: [String] = []
            var visited: Set<ObjectIdentifier> = []
            outline(value, label: nil, depth: 0, into: &lines, visited: &visited)
            return lines.joined(separator: "\n")
        }
    }

    /// `String(describing:)` of the value.
    public static var description: Snapshotting {
        Snapshotting<String, String>.lines.pullback { String(describing: $0) }
    }
}

extension Snapshotting where Value: Encodable, Format == String {
    /// The value encoded as pretty-printed JSON with sorted keys.
    public static var json: Snapshotting {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return .json(encoder)
    }

    /// The value encoded by `encoder`.
    /// - Throws: (when taken) the encoder's error; the test fails naming it.
    public static func json(_ encoder: JSONEncoder) -> Snapshotting {
        var snapshotting = Snapshotting<String, String>.lines.pullback { (value: Value) in
            String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        snapshotting.pathExtension = "json"
        return snapshotting
    }
}

/// Appends the outline of `value` at `depth` (two spaces a level) to `lines`.
private func outline(_ value: Any, label: String?, depth: Int, into lines: inout [String], visited: inout Set<ObjectIdentifier>) {
    let indent = String(repeating: "  ", count: depth)
    let prefix = label.map { "\($0): " } ?? ""
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else { lines.append("\(indent)- \(prefix)nil"); return }
        outline(wrapped, label: label, depth: depth, into: &lines, visited: &visited)
        return
    }
    if mirror.displayStyle == .class {
        let id = ObjectIdentifier(value as AnyObject)
        if visited.contains(id) { lines.append("\(indent)- \(prefix)\(mirror.subjectType) (already shown)"); return }
        visited.insert(id)
    }
    let children = Array(mirror.children)
    if children.isEmpty {
        let text = value is String ? String(reflecting: value) : String(describing: value)
        lines.append("\(indent)- \(prefix)\(text)")
        return
    }
    switch mirror.displayStyle {
    case .collection, .set, .dictionary:
        lines.append("\(indent)▿ \(prefix)\(children.count) element\(children.count == 1 ? "" : "s")")
        var entries: [[String]] = children.map { child in
            var entry: [String] = []
            outline(child.value, label: nil, depth: depth + 1, into: &entry, visited: &visited)
            return entry
        }
        if mirror.displayStyle != .collection { entries.sort { $0.joined(separator: "\n") < $1.joined(separator: "\n") } }
        lines += entries.joined()
    case .enum:
        let payload = children[0]
        lines.append("\(indent)▿ \(prefix)\(mirror.subjectType).\(payload.label ?? "case")")
        outline(payload.value, label: nil, depth: depth + 1, into: &lines, visited: &visited)
    case .tuple:
        lines.append("\(indent)▿ \(prefix)(\(children.count) elements)")
        for child in children { outline(child.value, label: child.label, depth: depth + 1, into: &lines, visited: &visited) }
    default:
        lines.append("\(indent)▿ \(prefix)\(mirror.subjectType)")
        for child in children { outline(child.value, label: child.label, depth: depth + 1, into: &lines, visited: &visited) }
    }
}
