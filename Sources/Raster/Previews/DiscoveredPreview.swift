// DiscoveredPreview.swift · Raster/Previews · one preview found in the process, and how it is rendered (Raster's own; Xcode's canvas plays this part)
// Status: Complete.

import Foundation

/// A preview found by `PreviewDiscovery`: a `#Preview`, or one view of a `PreviewProvider`'s
/// `previews`, with everything its modifiers and traits recorded.
///
/// Raster: rendering (`host`, `render`) follows the preview's layout: `.sizeThatFits` is a
/// window of the view's ideal size, `.fixed` a window of that many points, `.device` the
/// device's screen (turned sideways for landscape orientations). The window's background is
/// white, or black in dark mode; the view is centred in it.
public struct DiscoveredPreview {
    /// The preview's name: its `#Preview` name or `previewDisplayName`; else, for a `#Preview`,
    /// its file's name and its position among the file's previews ("ProfileCard 2"); for a
    /// provider, the type's name, followed by the view's position when `previews` has several
    /// ("Card_Previews 2").
    public let name: String
    /// A name unique among the previews of the process: the module's name, `.`, then `name`
    /// with characters other than letters and digits (of any script), `-`, `_` and `.`
    /// replaced by `-` (cut and hashed past 100 bytes). When previews of a module share a
    /// name, each gets `-` and its file's name (a provider's type name), and, when they
    /// share the file too, `-L` and its line (a provider's view number): "MyViews.Settings-
    /// SettingsPanel". So adding a preview never renames another of a different name, and a
    /// reference name never moves to another preview. Snapshot references and rendered files
    /// are named after it.
    public let referenceName: String
    /// The module the preview is declared in.
    public let moduleName: String
    /// Where the preview is declared: "Module/File.swift:12:1" for a `#Preview`,
    /// "TypeName.previews[0]" for a provider's first view.
    public let location: String
    /// The name given to `#Preview` or `previewDisplayName`, or nil (an empty name counts as none).
    public let displayName: String?
    /// The layout from the last layout trait of a `#Preview`, else `previewLayout`, else `.device`.
    public let layout: PreviewLayout
    /// The device of `previewDevice`, or nil (the `.device` layout then uses
    /// `PreviewDevice.defaultDevice`).
    public let device: PreviewDevice?
    /// The orientation from the last orientation trait of a `#Preview`, else
    /// `previewInterfaceOrientation`, else `.portrait`.
    public let orientation: InterfaceOrientation
    /// The scheme the preview's views prefer (`preferredColorScheme`), or nil.
    public let colorScheme: ColorScheme?
    /// The traits given to `#Preview`, in order (none for a provider's previews).
    public let traits: [PreviewTrait<Preview.ViewTraits>]
    /// The provider's `platform` (nil for a `#Preview`).
    public let platform: PreviewPlatform?
    /// The context of `previewContext`, or nil.
    public let context: (any PreviewContext)?
    let view: () -> AnyView

    /// A new instance of the preview's view (with fresh state).
    public func makeView() -> AnyView { view() }

    /// The window the preview is rendered in, points; nil for `.sizeThatFits`, whose window
    /// is the view's ideal size.
    public var windowSize: CGSize? {
        switch layout {
        case .sizeThatFits: return nil
        case .fixed(let width, let height): return CGSize(width: width, height: height)
        case .device:
            let size = (device ?? PreviewDevice.defaultDevice).screen.size
            return orientation.isLandscape ? CGSize(width: size.height, height: size.width) : size
        }
    }

    /// Why the preview's layout cannot be rendered, naming it as written and the fix; nil
    /// when it can. A fixed window must be a positive, finite number of points each way.
    public var layoutProblem: String? {
        guard case .fixed(let width, let height) = layout,
              !(width.isFinite && height.isFinite && width > 0 && height > 0) else { return nil }
        let written = traits.last { if case .layout = $0.value { return true } else { return false } }
            .map { "the trait \($0)" }
            ?? "previewLayout(.fixed(width: \(formatPoints(width)), height: \(formatPoints(height))))"
        return "its layout, \(written), is not a window: width and height must be positive, finite points; give a positive size"
    }

    /// The device of the `.device` layout (`previewDevice`, else `PreviewDevice.defaultDevice`)
    /// turned to the preview's orientation; nil for other layouts and for device names
    /// Raster does not know.
    public var screenDevice: Device? {
        guard layout == .device, let device = (device ?? PreviewDevice.defaultDevice).device else { return nil }
        return orientation.isLandscape ? device.turned(to: orientation) : device
    }

    /// The device's scale for the `.device` layout, else 1: pixels per point.
    public var defaultScale: CGFloat {
        layout == .device ? (device ?? PreviewDevice.defaultDevice).screen.scale : 1
    }

    /// A window showing the preview, as `render` draws it.
    /// - Parameters:
    ///   - colorScheme: the window's scheme; a `preferredColorScheme` of the preview overrides it.
    ///   - scale: pixels per point; nil for `defaultScale`.
    ///   - appStorage: the store the preview's `@AppStorage` uses (as `defaultAppStorage(_:)`);
    ///     nil for `UserDefaults.standard`.
    ///   - layoutDirection: the `\.layoutDirection` the preview is rendered in; nil for its own.
    ///   - safeArea: whether a `.device` preview is rendered on its `screenDevice` with its
    ///     safe area and size classes (as Xcode's canvas does), rather than in a plain window
    ///     of the screen's size (the default, as before devices had safe areas).
    ///   - dynamicTypeSize: the Dynamic Type size set on the preview's view (a size the
    ///     preview sets inside it still wins); nil for the default, `.large`.
    ///   - locale: the view's `\.locale` (translations, formatted values); nil keeps en_US.
    /// - Throws: `RenderError.emptyContent` for a `.sizeThatFits` preview whose view has no
    ///   size, `RenderError.invalidCanvas` for a fixed layout that is not positive and finite.
    ///
    /// The preview's view is made and hosted in `AppearanceProxies.isolated(_:)`: the UIKit
    /// appearance proxies it sets (in an `init()`, say) style its own window only, which
    /// starts from none set.
    ///
    /// Main actor (`@preconcurrency`), as it runs the preview's view code (see `ViewHost`).
    @MainActor @preconcurrency
    public func host(colorScheme: ColorScheme = .light, scale: CGFloat? = nil,
                     appStorage: UserDefaults? = nil, layoutDirection: LayoutDirection? = nil,
                     safeArea: Bool = false, dynamicTypeSize: DynamicTypeSize? = nil,
                     locale: Locale? = nil) throws -> ViewHost<AnyView> {
        try AppearanceProxies.isolated {
            try isolatedHost(colorScheme: colorScheme, scale: scale, appStorage: appStorage, layoutDirection: layoutDirection,
                             safeArea: safeArea, dynamicTypeSize: dynamicTypeSize, locale: locale)
        }
    }

    /// `host`'s window, made in the current appearance-proxy scope.
    @MainActor
    private func isolatedHost(colorScheme: ColorScheme, scale: CGFloat?, appStorage: UserDefaults?,
                              layoutDirection: LayoutDirection?, safeArea: Bool,
                              dynamicTypeSize: DynamicTypeSize?, locale: Locale?) throws -> ViewHost<AnyView> {
        let scale = scale ?? defaultScale
        func content() -> AnyView {
            var view = appStorage.map { AnyView(makeView().defaultAppStorage($0)) } ?? makeView()
            if let layoutDirection { view = AnyView(view.environment(\.layoutDirection, layoutDirection)) }
            if let locale { view = AnyView(view.environment(\.locale, locale)) }
            return dynamicTypeSize.map { AnyView(view.dynamicTypeSize($0)) } ?? view
        }
        if safeArea, var device = screenDevice {
            device.scale = scale
            return ViewHost(content(), device: device, colorScheme: colorScheme)
        }
        if let size = windowSize {
            guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
                throw RenderError.invalidCanvas(width: size.width, height: size.height)
            }
            return ViewHost(content(), size: size, scale: scale, colorScheme: colorScheme)
        }
        let renderer = ImageRenderer(content: content())
        renderer.scale = scale
        renderer.colorScheme = colorScheme
        return ViewHost(content(), size: try renderer.drawing().size, scale: scale, colorScheme: colorScheme)
    }

    /// The preview's image: its window (see `host`) at `scale` pixels per point, on the
    /// window's background.
    /// - Throws: as `host` does, and `PixmapError` when the window is too large a canvas.
    public func render(colorScheme: ColorScheme = .light, scale: CGFloat? = nil,
                       appStorage: UserDefaults? = nil, safeArea: Bool = false,
                       dynamicTypeSize: DynamicTypeSize? = nil) throws -> RasterImage {
        try host(colorScheme: colorScheme, scale: scale, appStorage: appStorage, safeArea: safeArea,
                 dynamicTypeSize: dynamicTypeSize).renderOrThrow()
    }
}
