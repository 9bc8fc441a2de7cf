// Preview.swift · Raster/Previews · mirrors DeveloperToolsSupport's Preview, PreviewTrait, PreviewRegistry and the #Preview and @Previewable macros (iOS 17)
// Status: Complete — view previews; no UIKit or widget previews, no `.modifier` traits.
//
// `#Preview` is a macro of the RasterMacros plugin (Sources/RasterMacros): it declares a type
// conforming to `PreviewRegistry` whose `makePreview()` returns the `Preview` written, and
// PreviewDiscovery finds that type at run time. ARCHITECTURE.md, "Previews and the macro
// plugin", says how the plugin is built without a swift-syntax package.

import Foundation

/// Creates a preview of a view.
///
/// ```swift
/// #Preview { Card() }
/// #Preview("Dark card", traits: .sizeThatFitsLayout) { Card().preferredColorScheme(.dark) }
/// #Preview("Toggle") {
///     @Previewable @State var isOn = true
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
///
/// Raster: the preview is registered where it is written and found by `PreviewDiscovery`
/// (`rendershot previews`, `assertPreviewSnapshots`); its name is `name`, or the file's name
/// and the preview's position in the file ("Card 2"). Write it at file scope.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) = #externalMacro(module: "RasterMacros", type: "PreviewMacro")

/// Marks a variable of a `#Preview` body as the preview's own dynamic property, such as
/// `@Previewable @State var count = 0`, so the rest of the body can bind to it.
///
/// Raster: `#Preview` turns such variables into stored properties of a view it declares
/// around the rest of the body. Anywhere else the attribute is a compile error.
@attached(peer)
public macro Previewable() = #externalMacro(module: "RasterMacros", type: "PreviewableMacro")

/// A preview of a view, with its name and traits: what `#Preview` registers.
public struct Preview {
    /// The name given to `#Preview`, or nil.
    public let displayName: String?
    /// The traits given to `#Preview`, in order.
    public let traits: [PreviewTrait<ViewTraits>]
    let makeView: () -> AnyView

    /// A preview named `name` (nil for none) with `traits`, showing `body`'s view.
    ///
    /// `body` is main-actor code, as SwiftUI's preview body is: it may create `@MainActor`
    /// view models. Raster calls it where the preview is rendered, on the main actor when the
    /// previews are rendered from it (`assertPreviewSnapshots`, a `@MainActor` test,
    /// `rendershot`), which view code compiled in the Swift 6 mode requires.
    public init<Content: View>(_ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
                               @ViewBuilder body: @escaping @MainActor () -> Content) {
        displayName = name
        self.traits = traits
        // Called as preconcurrency code calls a main-actor function: on the rendering thread.
        let body = unsafeBitCast(body, to: (() -> Content).self)
        makeView = { AnyView(body()) }
    }

    /// The namespace of traits that apply to view previews.
    public enum ViewTraits {}
}

/// A trait of a preview, such as its layout or orientation.
///
/// Raster: a `#Preview`'s layout trait decides the window it is rendered in as
/// `previewLayout` does; an orientation turns its `.device` screen. Later traits override
/// earlier ones of the same kind.
public struct PreviewTrait<T>: Hashable, Sendable {
    enum Value: Hashable, Sendable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
    }

    let value: Value
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills the device's screen (`PreviewLayout.device`).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(value: .layout(.device)) }
    /// The preview is its view's ideal size (`PreviewLayout.sizeThatFits`).
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(value: .layout(.sizeThatFits)) }
    /// The preview is a window of `width` × `height` points (`PreviewLayout.fixed`).
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(value: .layout(.fixed(width: width, height: height)))
    }
    /// The device upright.
    public static var portrait: PreviewTrait<T> { PreviewTrait(value: .orientation(.portrait)) }
    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(value: .orientation(.portraitUpsideDown)) }
    /// The device on its side, top edge on the left.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(value: .orientation(.landscapeLeft)) }
    /// The device on its side, top edge on the right.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(value: .orientation(.landscapeRight)) }
}

extension PreviewTrait: CustomStringConvertible {
    /// The trait as written in Swift, such as ".fixedLayout(width: 200, height: 100)".
    public var description: String {
        switch value {
        case .layout(.device): return ".defaultLayout"
        case .layout(.sizeThatFits): return ".sizeThatFitsLayout"
        case .layout(.fixed(let width, let height)):
            return ".fixedLayout(width: \(formatPoints(width)), height: \(formatPoints(height)))"
        case .orientation(let orientation): return "." + orientation.id
        }
    }
}

/// A type `#Preview` declares for each preview; PreviewDiscovery finds its conformances at
/// run time.
///
/// Raster: `fileID`, `line` and `column` are where the `#Preview` is written (`fileID` is
/// "Module/File.swift"); they order and name the previews of a file. Conformances are always
/// emitted (`@_alwaysEmitConformanceMetadata`): an optimised build would otherwise drop the
/// conformance of a type nothing references, and discovery would find no preview.
@_alwaysEmitConformanceMetadata
public protocol PreviewRegistry {
    static var fileID: String { get }
    static var line: Int { get }
    static var column: Int { get }
    /// The preview written.
    static func makePreview() throws -> Preview
}
