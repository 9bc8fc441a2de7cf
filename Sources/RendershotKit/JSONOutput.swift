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
