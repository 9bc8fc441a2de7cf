// Entry.swift · Raster/State · mirrors SwiftUI's @Entry macro (Xcode 16, back-deployed to iOS 13)
// Status: Complete for EnvironmentValues, Transaction, FocusedValues and ContainerValues.

/// Declares a custom value of `EnvironmentValues`, `Transaction`, `FocusedValues` or
/// `ContainerValues` in one line, generating its key:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .orange        // an EnvironmentKey whose default is .orange
///     @Entry var note: String?                  // an optional defaults to nil
/// }
/// extension FocusedValues {
///     @Entry var selection: Binding<String>?    // a FocusedValueKey of Binding<String>
/// }
/// ```
///
/// As in SwiftUI, the default value is evaluated each time an unset value is read (the key's
/// `defaultValue` is a computed property), and a property written without a type
/// (`@Entry var count = 3`) takes the type the compiler infers from its value. Used anywhere
/// else, on a `static` or `let` property, or without a default for a non-optional type, it is
/// one compile error that names the fix. Raster: `RasterMacros` expands it
/// (Sources/RasterMacros/EntryMacro.swift).
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "RasterMacros", type: "EntryMacro")

/// Makes the default value `@Entry` writes for a property without a type
/// (`static var defaultValue = 3`) a computed property, evaluated on each read as a typed
/// entry's default is, while the compiler infers its type from the initializer. Written by
/// `@Entry` only, as SwiftUI's `@Entry` writes its own `__EntryDefaultValue` (Xcode 16.2).
@attached(accessor)
public macro __EntryDefaultValue() = #externalMacro(module: "RasterMacros", type: "EntryDefaultValueMacro")
