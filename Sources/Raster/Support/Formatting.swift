// Formatting.swift · Raster/Support · how numbers and type names are printed in dumps, messages and tools (Raster's own)
// Status: Complete.
//
// Layout dumps, display-list dumps, SVG files, warnings and rendershot's summaries all print
// numbers one way, so that they read alike and stay byte-stable across runs.

import Foundation

/// A number of points printed the way layout dumps and messages show them: at most three
/// decimals, no trailing zeros (`16`, `0.5`, `0.333`). Whole numbers below 10^15 print as
/// integers; other values that are not finite print as `inf`, `-inf` or `nan`.
func formatPoints(_ value: CGFloat) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    var s = String(format: "%.3f", Double(value))
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s
}

/// `value` as the display-list dump, the SVG writer and rendershot's messages print numbers:
/// `formatPoints`, except that a value rounding to zero never prints as "-0".
package func formatDecimal(_ value: Double) -> String {
    let text = formatPoints(CGFloat(value))
    return text == "-0" ? "0" : text
}

/// A type's name without its generic arguments (`ModifiedContent` for
/// `ModifiedContent<Text, _PaddingLayout>`), as layout dumps and messages name views.
func strippingGenerics(_ name: String) -> String {
    guard let bracket = name.firstIndex(of: "<") else { return name }
    return String(name[..<bracket])
}

/// The indentation of a line `depth` levels deep in a dump (layout, display list, SVG): two
/// spaces a level up to 100 levels; deeper lines keep 100 levels and name their depth
/// (`[depth 250] `), so a tree 10,000 levels deep dumps in linear, not quadratic, space.
func indentation(depth: Int) -> String {
    guard depth > maximumIndentedDepth else { return String(repeating: "  ", count: max(depth, 0)) }
    return String(repeating: "  ", count: maximumIndentedDepth) + "[depth \(depth)] "
}

/// The deepest level `indentation(depth:)` indents.
let maximumIndentedDepth = 100
