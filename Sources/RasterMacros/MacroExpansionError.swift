// MacroExpansionError.swift · RasterMacros · why a macro could not expand
// Status: Complete.

/// A macro misuse; the compiler shows `description` as an error at the macro.
struct MacroExpansionError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
