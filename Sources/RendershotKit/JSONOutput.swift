// JSONOutput.swift · RendershotKit · `--json`: results as one JSON document
// Status: Complete.
//
// With `--json`, a command prints one JSON document on standard output instead of its result
// lines (errors and warnings stay lines on standard error): keys sorted, pretty-printed,
// slashes unescaped, so that the output is the same bytes for the same results.

import Foundation

enum JSONOutput {
    /// `value` as pretty-printed JSON with sorted keys.
    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every type encoded here holds only strings, numbers, booleans and arrays of them.
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }
}

/// A file a command wrote, as `--json` lists it: the scene, the path and its size in pixels
/// (points for SVG), or for an animation what it holds.
struct WrittenFile: Encodable {
    var scene: String
    var file: String
    var size: String
}
