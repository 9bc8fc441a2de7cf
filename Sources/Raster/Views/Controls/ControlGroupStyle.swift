// ControlGroupStyle.swift · Raster/Views/Controls · mirrors SwiftUI ControlGroupStyle, ControlGroupStyleConfiguration, the built-in control group styles, controlGroupStyle(_:) (iOS 17)
// Status: Partial — the looks of a control group in a view's content; the menu styles draw
// their label as a menu button that cannot open (the group's content is not read as a menu).

import Foundation

/// Defines the implementation of all control groups within a view hierarchy.
@MainActor @preconcurrency public protocol ControlGroupStyle {
    /// A view representing the body of a control group.
    associatedtype Body: View
    /// The properties of a control group.
    typealias Configuration = ControlGroupStyleConfiguration

    /// Creates a view representing the body of a control group.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a control group.
public struct ControlGroupStyleConfiguration {
    /// A type-erased content of a control group.
    public struct Content: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The type-erased view.
        public var body: some View { content }
    }

    /// A type-erased label of a control group (empty when it has none).
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The type-erased view.
        public var body: some View { content }
    }

    /// A view that represents the content of the control group.
    public let content: ControlGroupStyleConfiguration.Content
    /// A view that provides the optional label of the control group.
    public let label: ControlGroupStyleConfiguration.Label
}

/// The default control group style: on iOS, in a view's content, the platter of
/// `ControlGroupPlatter`.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// Creates the style.
    public init() {}

    /// The control group of `configuration`, drawn as this style's description says.
    public func makeBody(configuration: Configuration) -> some View {
        ControlGroupPlatter(controls: PickerOptions.views(in: configuration.content))
    }
}

/// A control group style for navigation controls (back and forward buttons). In a view's
/// content iOS draws it as the automatic style does. [UNCERTAIN — iOS's distinct look is
/// for toolbars, which Raster does not have yet.]
public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// Creates the style.
    public init() {}

    /// The control group of `configuration`, drawn as this style's description says.
    public func makeBody(configuration: Configuration) -> some View {
        ControlGroupPlatter(controls: PickerOptions.views(in: configuration.content))
    }
}

/// A control group style that presents its content as a palette (iOS 17): the controls
/// side by side with the default spacing, each in its own style (borderless by default),
/// without a platter. [UNCERTAIN — iOS shows palettes mostly inside menus.]
public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// Creates the style.
    public init() {}

    /// The control group of `configuration`, drawn as this style's description says.
    public func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.content }
    }
}

/// A control group style that presents its content as a menu when the user presses the
/// control (iOS 16.4). Raster draws the closed menu: the group's label as a borderless
/// button in the tint colour. A group without a label warns once.
public struct MenuControlGroupStyle: ControlGroupStyle {
    /// Creates the style.
    public init() {}

    /// The control group of `configuration`, drawn as this style's description says.
    public func makeBody(configuration: Configuration) -> some View {
        ControlGroupMenuButton(label: configuration.label, iconOnly: false)
    }
}

/// A control group style that presents its content as a compact menu when the user
/// presses the control (iOS 16.4). Raster draws the closed menu: the icon of the group's
/// label (`labelStyle(.iconOnly)`) as a borderless button in the tint colour.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// Creates the style.
    public init() {}

    /// The control group of `configuration`, drawn as this style's description says.
    public func makeBody(configuration: Configuration) -> some View {
        ControlGroupMenuButton(label: configuration.label, iconOnly: true)
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default control group style.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The navigation control group style.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A control group style that presents its content as a palette.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A control group style that presents its content as a menu when the user presses the
    /// control, or in a submenu when nested within a larger menu.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A control group style that presents its content as a compact menu when the user
    /// presses the control, or as a submenu when nested within a larger menu.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

/// iOS's control group in a view's content: the controls side by side in equal widths
/// (`SegmentsLayout`), on one platter in the bordered-button shape and fill (secondary
/// system fill; radius ceil(0.175 × height) at the regular size), separated by one-pixel
/// separators inset by the vertical padding. Each button's label is padded with the
/// bordered-button metrics of the control size (12 × 7 around body text at `.regular`),
/// drawn in the tint colour (grey when disabled), and the whole segment is tappable. The
/// group fills the proposed width. A group without controls warns once. [UNCERTAIN — read
/// from screenshots of iOS 16–17 control groups and the bordered-button metrics, not
/// measured.]
struct ControlGroupPlatter: View {
    let controls: [any View]

    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let controls = self.controls, count = controls.count
        if controls.isEmpty {
            warnOnce("A ControlGroup has no controls, so it draws an empty platter; put the buttons it groups in its content")
        }
        let metrics = ButtonMetrics(controlSize)
        let border = ButtonBorderShape.automatic.resolved(for: controlSize)
        return SegmentsLayout(height: nil, padding: 0).callAsFunction {
            ForEach(controls.indices, id: \.self) { i in AnyView(controls[i]) }
        }
        .buttonStyle(ControlGroupSegmentStyle())
        .background {
            ControlCanvas(measure: { $0.replacingUnspecifiedDimensions() }) { size, environment in
                Self.items(size: size, count: count, border: border, separatorInset: metrics.verticalPadding,
                           environment: environment)
            }
        }
    }

    /// The platter, then a separator between each pair of segments.
    static func items(size: CGSize, count: Int, border: ResolvedButtonBorder, separatorInset: CGFloat,
                      environment: EnvironmentValues) -> [DisplayList.Item] {
        let scheme = environment.colorScheme
        var items: [DisplayList.Item] = [
            .solid(border.path(in: CGRect(origin: .zero, size: size)), SystemColor.secondaryFill.resolved(scheme)),
        ]
        guard count > 1 else { return items }
        let segment = size.width / CGFloat(count), pixel = environment.pixelLength
        for boundary in 1..<count {
            let rect = CGRect(x: CGFloat(boundary) * segment - pixel / 2, y: separatorInset,
                              width: pixel, height: max(0, size.height - 2 * separatorInset))
            items.append(.solid(Path(rect), SystemColor.separator.resolved(scheme)))
        }
        return items
    }
}

/// The button style of a control group's segments: the label padded with the bordered
/// metrics, stretched over the segment, tinted and tappable like a borderless button.
struct ControlGroupSegmentStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        ControlGroupSegment(configuration: configuration)
    }
}

struct ControlGroupSegment: View {
    let configuration: PrimitiveButtonStyleConfiguration

    @Environment(\.controlSize) private var controlSize
    @Environment(\.font) private var font

    var body: some View {
        let metrics = ButtonMetrics(controlSize)
        let label = configuration.label
            .font(font ?? metrics.font)
            .lineLimit(1)
            .padding(.horizontal, metrics.horizontalPadding)
            .padding(.vertical, metrics.verticalPadding)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        let segment = PrimitiveButtonStyleConfiguration(
            role: configuration.role, label: PrimitiveButtonStyleConfiguration.Label(AnyView(label)),
            triggerAction: configuration.triggerAction)
        return BorderlessButtonStyle().makeBody(configuration: segment)
    }
}

/// A menu control group's closed menu: its label as a borderless button that does nothing
/// when tapped (the menu it would open is not drawn).
struct ControlGroupMenuButton: View {
    let label: ControlGroupStyleConfiguration.Label
    let iconOnly: Bool

    var body: some View {
        if PickerOptions.views(in: label).isEmpty {
            warnOnce("A ControlGroup drawn with a menu style has no label, so its menu button is empty; "
                     + "give it one with ControlGroup(_:systemImage:content:) or ControlGroup(content:label:)")
        }
        let shown = iconOnly ? AnyView(label.labelStyle(.iconOnly)) : AnyView(label)
        let button = PrimitiveButtonStyleConfiguration(
            role: nil, label: PrimitiveButtonStyleConfiguration.Label(shown), triggerAction: {})
        return BorderlessButtonStyle().makeBody(configuration: button)
    }
}

extension ControlGroupStyleConfiguration.Content: PickerOptionSource {
    func pickerOptions(_ reading: ViewListReading) -> [PickerOption] {
        PickerOptions.of(content, reading)
    }
}

extension ControlGroupStyleConfiguration.Label: PickerOptionSource {
    func pickerOptions(_ reading: ViewListReading) -> [PickerOption] {
        PickerOptions.of(content, reading)
    }
}

/// Control groups' styles, set with `controlGroupStyle(_:)`.
enum ControlGroupStyleFamily: StyleFamily {
    static var defaultStyle: any ControlGroupStyle { AutomaticControlGroupStyle() }

    static func body(of style: any ControlGroupStyle, configuration: ControlGroupStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

extension View {
    /// Sets the style for control groups within this view.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: ControlGroupStyleFamily.self)
    }
}
