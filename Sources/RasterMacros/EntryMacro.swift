// EntryMacro.swift · RasterMacros · expands `@Entry` into a key and accessors (mirrors SwiftUI's @Entry, Xcode 16.2, back-deployed)
// Status: Complete for EnvironmentValues, Transaction, FocusedValues and ContainerValues.
//
// In `extension EnvironmentValues { @Entry var accent: Color = .orange }` the property becomes
//
//     var accent: Color {
//         get { self[__Key_accent.self] }
//         set { self[__Key_accent.self] = newValue }
//     }
//     private struct __Key_accent: Raster.EnvironmentKey {
//         typealias Value = Color
//         static var defaultValue: Value { .orange }
//     }
//
// The default is a computed property, as in SwiftUI's expansion: it is evaluated on every read
// of an unset value, so `@Entry var model = Model()` gives a new object each time. Written
// without a type (`@Entry var count = 3`), the property keeps its initializer, from which the
// compiler infers the type of the property and of the key's default, as in SwiftUI's expansion
// since Xcode 16.2: the key's `@Raster.__EntryDefaultValue static var defaultValue = 3` is made
// computed by that macro (EntryDefaultValueMacro below). In `Transaction` the key is a
// `TransactionKey`, in `ContainerValues` a `ContainerValueKey`; in `FocusedValues` a
// `FocusedValueKey` whose `Value` is the property's type without its optional (a focused value
// is nil when unpublished).
//
// Misuses are reported once, by the peer expansion, with the fix; the expansions then add only
// what leaves the compiler nothing more to say (each case is compiled with swiftc in
// EntryMacroTests): a read-only property returning the default held by a plain `__Key_` type
// (a `static` entry, a `let`, one outside the four collections, a non-optional focused
// value), or, without a default, a getter that throws the `__Key_` type, there an Error. An
// accessor macro must give a computed property a getter: none, and the compiler would add
// "did not produce a non-observing accessor" and "extensions must not contain stored properties".

import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry`: a value of `EnvironmentValues`, `Transaction`, `FocusedValues` or `ContainerValues`
/// declared as one property, its key generated beside it.
struct EntryMacro: AccessorMacro, PeerMacro {
    /// The collections `@Entry` extends, by the extended type's last name component, and the
    /// protocol of their keys.
    private static let keyProtocols = [
        "EnvironmentValues": "Raster.EnvironmentKey",
        "Transaction": "Raster.TransactionKey",
        "FocusedValues": "Raster.FocusedValueKey",
        "ContainerValues": "Raster.ContainerValueKey",
    ]

    static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                          in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let entry = Entry(declaration, in: context) else {
            throw MacroExpansionError(Entry.notAProperty)
        }
        guard entry.problem != nil else {
            return [
                "get { self[\(raw: entry.keyName).self] }",
                "set { self[\(raw: entry.keyName).self] = newValue }",
            ]
        }
        // The peer expansion reports the problem. A misused entry with a default reads the
        // default of its key, so that the compiler, finding a valid property, says nothing
        // more; without a default there is no value to read, and the getter throws the key,
        // there an Error type (this code never runs: the program does not compile).
        return [entry.hasDefault ? "get { \(raw: entry.keyName).defaultValue }" : "get throws { throw \(raw: entry.keyName)() }"]
    }

    static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                          in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let entry = Entry(declaration, in: context) else { return [] }
        if let problem = entry.problem {
            context.diagnose(Diagnostic(node: node, message: MacroMisuse(macro: "Entry", message: problem)))
        }
        return [entry.key]
    }

    /// What the expansions need of the property `@Entry` is attached to.
    private struct Entry {
        let name: String
        /// The property's type as written, nil when it is left to the compiler to infer.
        let type: String?
        let initializer: String?
        /// The key's protocol, nil outside the three collections.
        let keyProtocol: String?
        /// The extended type's last name component, nil outside an extension.
        let extended: String?
        let isStatic: Bool
        let isLet: Bool

        var keyName: String { "__Key_" + name }

        static let notAProperty = "@Entry goes on one 'var' property, such as '@Entry var accent: Color = .orange'"

        /// Whether the key can have a default value: one is written, or the type is optional.
        var hasDefault: Bool { initializer != nil || optionalWrapped != nil }

        /// The wrapped type when `type` is written `T?` or `Optional<T>`.
        let optionalWrapped: String?

        /// A single-binding property named by an identifier, or nil.
        init?(_ declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) {
            guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                  let binding = variable.bindings.first,
                  let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
            name = identifier.identifier.trimmedDescription
            isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
            isLet = variable.bindingSpecifier.text == "let"
            let annotation = binding.typeAnnotation?.type
            type = annotation?.trimmedDescription
            initializer = binding.initializer?.value.trimmedDescription
            if let optional = annotation?.as(OptionalTypeSyntax.self) {
                optionalWrapped = optional.wrappedType.trimmedDescription
            } else if let generic = annotation?.as(IdentifierTypeSyntax.self), generic.name.text == "Optional",
                      let argument = generic.genericArgumentClause?.arguments.first, generic.genericArgumentClause?.arguments.count == 1 {
                optionalWrapped = argument.argument.trimmedDescription
            } else {
                optionalWrapped = nil
            }
            extended = context.lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first
                .map { String($0.extendedType.trimmedDescription.split(separator: ".").last ?? "") }
            keyProtocol = extended.flatMap { EntryMacro.keyProtocols[$0] }
        }

        /// The property as it should be written, for messages.
        private var suggestion: String {
            "'@Entry var \(name)\(type.map { ": \($0)" } ?? "")\(initializer.map { " = \($0)" } ?? "")'"
        }

        /// What is wrong with the declaration and how to fix it, or nil.
        var problem: String? {
            guard let keyProtocol else {
                let place = extended.map { "an extension of \($0)" } ?? "no extension"
                return "@Entry declares a value of EnvironmentValues, Transaction, FocusedValues or ContainerValues, "
                    + "in an extension of one of them (here it is in \(place)), such as "
                    + "'extension EnvironmentValues { @Entry var \(name): \(type ?? "Type") = … }'"
            }
            if isStatic {
                return "@Entry declares an instance property, read as '\\.\(name)': remove 'static' and write \(suggestion)"
            }
            if isLet {
                return "@Entry needs a 'var', as the value can be set: write \(suggestion)"
            }
            if keyProtocol == "Raster.FocusedValueKey" {
                guard optionalWrapped != nil else {
                    return "@Entry in FocusedValues needs an optional type, as a focused value is nil until a view "
                        + "publishes it: write '@Entry var \(name): \(type ?? "Type")?'"
                }
                return nil
            }
            if type == nil, initializer == nil {
                return "@Entry needs a type and a default value: write '@Entry var \(name): Type = …'"
            }
            if initializer == nil, optionalWrapped == nil {
                return "@Entry needs a default value: write '@Entry var \(name): \(type ?? "Type") = …' "
                    + "(only an optional type may leave it out, defaulting to nil)"
            }
            return nil
        }

        /// The key: for a declaration without a problem, a key of its collection; for a misused
        /// one, a plain type holding its default, which its getter reads.
        var key: DeclSyntax {
            guard problem == nil || hasDefault else { return "private struct \(raw: keyName): Swift.Error {}" }
            let keyProtocol = problem == nil ? ": " + (self.keyProtocol ?? "") : ""
            if problem == nil, self.keyProtocol == "Raster.FocusedValueKey" {
                return """
                    private struct \(raw: keyName)\(raw: keyProtocol) {
                    typealias Value = \(raw: optionalWrapped ?? "")
                    }
                    """
            }
            guard let type else {
                return """
                    private struct \(raw: keyName)\(raw: keyProtocol) {
                    @Raster.__EntryDefaultValue static var defaultValue = \(raw: initializer ?? "")
                    }
                    """
            }
            return """
                private struct \(raw: keyName)\(raw: keyProtocol) {
                typealias Value = \(raw: type)
                static var defaultValue: Value { \(raw: initializer ?? "nil") }
                }
                """
        }
    }
}

/// `@__EntryDefaultValue`: makes the `defaultValue` that `@Entry` writes with an initializer and
/// no type (`static var defaultValue = 3`, typed by the compiler) a computed property returning
/// that initializer, so that it is evaluated on every read, as a typed entry's default is.
struct EntryDefaultValueMacro: AccessorMacro {
    static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                          in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let binding = declaration.as(VariableDeclSyntax.self)?.bindings.first,
              let initializer = binding.initializer?.value else {
            throw MacroExpansionError("@__EntryDefaultValue is written by @Entry on a key's 'static var defaultValue = …'")
        }
        return ["get { \(initializer.trimmed) }"]
    }
}
