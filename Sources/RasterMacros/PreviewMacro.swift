// PreviewMacro.swift · RasterMacros · expands `#Preview` into a registered preview (mirrors SwiftUI's #Preview, iOS 17)
// Status: Complete — views only (no #Preview of a UIView or a widget).
//
// `#Preview("Name", traits: .sizeThatFitsLayout) { Body }` becomes, at the place it is written:
//
//     enum $s…PreviewfMf_: Raster.PreviewRegistry {
//         static var fileID: String { "MyModule/Card.swift" }
//         static var line: Int { 12 }
//         static var column: Int { 1 }
//         static func makePreview() throws -> Raster.Preview {
//             Raster.Preview("Name", traits: .sizeThatFitsLayout) { Body }
//         }
//     }
//
// The conformance is what finds it: PreviewDiscovery reads the conformance records of every
// loaded image at run time, so previews are never listed by hand. Variables of the body
// marked `@Previewable` (`@Previewable @State var on = false`) become stored properties of a
// view the expansion declares, whose body is the rest of the closure, so their wrappers get
// storage as in any view:
//
//         struct Content: Raster.View {
//             @State var on = false
//             @Raster.ViewBuilder var body: some Raster.View { Toggle("On", isOn: $on) }
//         }
//         … Raster.Preview("Name") { Content() }

import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: a preview registered with Raster's preview discovery.
struct PreviewMacro: DeclarationMacro {
    static func expansion(of node: some FreestandingMacroExpansionSyntax,
                          in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        var arguments = node.arguments
        let closure: ClosureExprSyntax
        if let trailing = node.trailingClosure {
            closure = trailing
        } else if let index = arguments.firstIndex(where: { $0.label?.text == "body" }),
                  let written = arguments[index].expression.as(ClosureExprSyntax.self) {
            // `#Preview("Name", body: { … })`: the closure moves out of the argument list.
            closure = written
            arguments.remove(at: index)
            if let last = arguments.indices.last { arguments[last].trailingComma = nil }
        } else {
            throw MacroExpansionError("#Preview needs its view as a closure: #Preview(\"Name\") { MyView() }")
        }
        guard node.additionalTrailingClosures.isEmpty else {
            throw MacroExpansionError("#Preview takes one trailing closure, the view")
        }
        guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID) else {
            throw MacroExpansionError("#Preview could not find where it is written")
        }
        let (previewables, statements) = splitPreviewables(closure.statements)
        for attribute in statements.flatMap(nestedPreviewables) {
            context.diagnose(Diagnostic(node: attribute, message: MacroMisuse(macro: "Previewable", message:
                "@Previewable must be on a variable at the top level of the #Preview body, not inside a nested "
                + "closure or block (Xcode rejects it too): move the variable to the start of the body, such as "
                + "#Preview { @Previewable @State var on = false; VStack { Toggle(\"On\", isOn: $on) } }")))
        }
        let content: String
        var members: [String] = []
        if previewables.isEmpty {
            content = statements.map(\.trimmedDescription).joined(separator: "\n")
        } else {
            members.append("""
                struct Content: Raster.View {
                \(previewables.joined(separator: "\n"))
                @Raster.ViewBuilder var body: some Raster.View {
                \(statements.map(\.trimmedDescription).joined(separator: "\n"))
                }
                }
                """)
            content = "Content()"
        }
        let name = context.makeUniqueName("Preview")
        let call = arguments.isEmpty ? "Raster.Preview" : "Raster.Preview(\(arguments.trimmedDescription))"
        let declaration: DeclSyntax = """
            enum \(name): Raster.PreviewRegistry {
            static var fileID: String { \(location.file) }
            static var line: Int { \(location.line) }
            static var column: Int { \(location.column) }
            \(raw: members.joined(separator: "\n"))
            static func makePreview() throws -> Raster.Preview {
            \(raw: call) {
            \(raw: content)
            }
            }
            }
            """
        return [declaration]
    }

    /// The closure's `@Previewable` variables, without that attribute, as property declarations;
    /// and its other statements, in order.
    static func splitPreviewables(_ statements: CodeBlockItemListSyntax) -> (properties: [String], rest: [CodeBlockItemSyntax]) {
        var properties: [String] = []
        var rest: [CodeBlockItemSyntax] = []
        for statement in statements {
            guard let variable = statement.item.as(VariableDeclSyntax.self),
                  variable.attributes.contains(where: isPreviewable) else {
                rest.append(statement)
                continue
            }
            let attributes = variable.attributes.filter { !isPreviewable($0) }
            properties.append(variable.with(\.attributes, attributes).trimmedDescription)
        }
        return (properties, rest)
    }

    static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        element.as(AttributeSyntax.self).map(isPreviewable) ?? false
    }

    static func isPreviewable(_ attribute: AttributeSyntax) -> Bool {
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name == "Raster.Previewable"
    }

    /// The `@Previewable` attributes anywhere inside `statement`: in a nested closure or block,
    /// where the preview's view cannot own the variable.
    static func nestedPreviewables(in statement: CodeBlockItemSyntax) -> [AttributeSyntax] {
        final class Finder: SyntaxVisitor {
            var found: [AttributeSyntax] = []
            override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
                if PreviewMacro.isPreviewable(node) { found.append(node) }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(statement)
        return finder.found
    }
}

/// `@Previewable`: marks a variable of a `#Preview` body as state of the preview. `#Preview`
/// rewrites such variables; the compiler may still expand this macro on them while it
/// type-checks the `#Preview`'s closure (it does for wrappers with arguments, such as
/// `@Environment(\.colorScheme)`), and then it adds nothing. Anywhere else it is a misuse.
struct PreviewableMacro: PeerMacro {
    static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                          in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        if declaration.is(VariableDeclSyntax.self), isAtTopLevelOfPreview(context.lexicalContext) { return [] }
        throw MacroExpansionError("@Previewable is only allowed on a variable at the top level of a #Preview body, such as: #Preview { @Previewable @State var on = false; Toggle(\"On\", isOn: $on) }")
    }

    /// Whether the innermost lexical context is a closure that is an argument of `#Preview`.
    private static func isAtTopLevelOfPreview(_ lexicalContext: [Syntax]) -> Bool {
        guard lexicalContext.count >= 2, lexicalContext[0].is(ClosureExprSyntax.self),
              let macro = lexicalContext[1].asProtocol(FreestandingMacroExpansionSyntax.self) else { return false }
        return macro.macroName.text == "Preview"
    }
}
