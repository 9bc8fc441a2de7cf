// main.swift · RasterMacros · the compiler plugin of Raster's macros: `#Preview`, `@Previewable`, `@Entry`
// Status: Complete.
//
// The compiler starts this executable and talks to it over standard input and output. It is
// built against the swift-syntax modules the toolchain ships in usr/lib/swift/host (Package.swift,
// `toolchainHostModules`), so Raster needs no swift-syntax package. Those modules offer the message
// loop behind `@_spi(PluginMessage)`; `CompilerPlugin` (the usual `@main` entry) lives in the
// swift-syntax package's SwiftCompilerPlugin module, which toolchains do not ship.

import SwiftSyntaxMacros
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

/// Hands the compiler the macro types `#externalMacro(module: "RasterMacros", type:)` names.
struct RasterMacroProvider: PluginProvider {
    func resolveMacro(moduleName: String, typeName: String) throws -> Macro.Type {
        switch typeName {
        case "PreviewMacro": return PreviewMacro.self
        case "PreviewableMacro": return PreviewableMacro.self
        case "EntryMacro": return EntryMacro.self
        case "EntryDefaultValueMacro": return EntryDefaultValueMacro.self
        default: throw MacroExpansionError("RasterMacros has no macro type '\(typeName)'")
        }
    }

    /// This plugin is an executable; it loads no libraries.
    func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
        throw MacroExpansionError("RasterMacros cannot load plugin libraries (asked for \(libraryPath))")
    }

    var features: [PluginFeature] { [] }
}

let connection = try StandardIOMessageConnection()
let listener = CompilerPluginMessageListener(connection: connection,
                                             messageHandler: PluginProviderMessageHandler(provider: RasterMacroProvider()))
try listener.main()
