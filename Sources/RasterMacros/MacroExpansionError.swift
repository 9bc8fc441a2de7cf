// MacroExpansionError.swift · RasterMacros · why a macro could not expand, and misuses reported beside an expansion
// Status: Complete.

import SwiftDiagnostics

/// A macro misuse; the compiler shows `description` as an error at the macro.
struct MacroExpansionError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}

/// A misuse of `macro` (`Entry`, `Previewable`) reported as an error at the attribute while
/// the macro still expands, so that the compiler has nothing more to say.
struct MacroMisuse: DiagnosticMessage {
    let macro: String
    let message: String
    var diagnosticID: MessageID { MessageID(domain: "RasterMacros", id: macro) }
    var severity: DiagnosticSeverity { .error }
}
