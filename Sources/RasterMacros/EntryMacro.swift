// EntryMacro.swift · RasterMacros · expands `@Entry` into a key and accessors (mirrors SwiftUI's @Entry, Xcode 16, back-deployed)
// Status: Complete for EnvironmentValues, Transaction and FocusedValues (Raster has no ContainerValues, an iOS 18 type).
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
// of an unset value, so `@Entry var model = Model()` gives a new object each time. In
// `Transaction` the key is a `TransactionKey`; in `FocusedValues` a `FocusedValueKey` whose
// `Value` is the property's type without its optional (a focused value is nil when unpublished).

import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry`: a value of `EnvironmentValues`, `Transaction` or `FocusedValues` declared as one
/// property, its key generated beside it.
struct EntryMacro: AccessorMacro, PeerMacro {
    /// The collections `@Entry` extends, by the extended type's last name component, and the
    /// protocol of their keys.
    private static let keyProtocols = [
        "EnvironmentValues": "Raster.EnvironmentKey",
        "Transaction": "Raster.TransactionKey",
        "FocusedValues": "Raster.FocusedValueKey",
    ]

    static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                          in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration, in: context)
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                          in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let entry = try Entry(declaration, in: context)
        let key: DeclSyntax
        switch entry.keyProtocol {
        case "Raster.FocusedValueKey":
            guard let wrapped = entry.optionalWrapped else {
                throw MacroExpansionError("@Entry in FocusedValues needs an optional type, as a focused value is nil "
                    + "until a view publishes it: write '@Entry var \(entry.name): \(entry.type)?'")
            }
            key = """
                private struct \(raw: entry.keyName): \(raw: entry.keyProtocol) {
                typealias Value = \(raw: wrapped)
                }
                """
        default:
            let defaultValue: String
            if let initializer = entry.initializer {
                defaultValue = initializer
            } else if entry.optionalWrapped != nil {
                defaultValue = "nil"
            } else {
                throw MacroExpansionError("@Entry needs a default value: write '@Entry var \(entry.name): \(entry.type) = …' "
                    + "(only an optional type may leave it out, defaulting to nil)")
            }
            key = """
                private struct \(raw: entry.keyName): \(raw: entry.keyProtocol) {
                typealias Value = \(raw: entry.type)
                static var defaultValue: Value { \(raw: defaultValue) }
                }
                """
        }
        return [key]
    }

    /// What the expansions need of the property `@Entry` is attached to.
    private struct Entry {
        let name: String
        let type: String
        let initializer: String?
        let keyProtocol: String

        var keyName: String { "__Key_" + name }

        /// The wrapped type when `type` is written `T?` or `Optional<T>`.
        let optionalWrapped: String?

        init(_ declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws {
            guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                  let binding = variable.bindings.first,
                  let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
                throw MacroExpansionError("@Entry goes on one 'var' property, such as '@Entry var accent: Color = .orange'")
            }
            name = identifier.identifier.trimmedDescription
            guard let annotation = binding.typeAnnotation?.type else {
                throw MacroExpansionError("@Entry needs the property's type written out: "
                    + "'@Entry var \(name): Type = \(binding.initializer?.value.trimmedDescription ?? "…")'")
            }
            type = annotation.trimmedDescription
            initializer = binding.initializer?.value.trimmedDescription
            if let optional = annotation.as(OptionalTypeSyntax.self) {
                optionalWrapped = optional.wrappedType.trimmedDescription
            } else if let generic = annotation.as(IdentifierTypeSyntax.self), generic.name.text == "Optional",
                      let argument = generic.genericArgumentClause?.arguments.first, generic.genericArgumentClause?.arguments.count == 1 {
                optionalWrapped = argument.argument.trimmedDescription
            } else {
                optionalWrapped = nil
            }
            let extended = context.lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first?
                .extendedType.trimmedDescription
            let typeName = extended.map { String($0.split(separator: ".").last ?? "") }
            guard let typeName, let keyProtocol = EntryMacro.keyProtocols[typeName] else {
                let place = typeName.map { "an extension of \($0)" } ?? "no extension"
                throw MacroExpansionError("@Entry declares a value of EnvironmentValues, Transaction or FocusedValues, "
                    + "in an extension of one of them (here it is in \(place)), such as "
                    + "'extension EnvironmentValues { @Entry var \(name): \(type) = … }'"
                    + (typeName == "ContainerValues" ? "; Raster has no ContainerValues (iOS 18)" : ""))
            }
            self.keyProtocol = keyProtocol
        }
    }
}
