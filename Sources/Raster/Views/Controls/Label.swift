// Label.swift · Raster/Views/Controls · mirrors SwiftUI Label (iOS 17)
// Status: Complete for iOS 17's initializers; list rows line their titles up on an icon column.

import Foundation

/// A standard label for user interface items, consisting of an icon with a title.
///
/// Raster: drawn by the innermost `labelStyle(_:)` in the environment; by default the icon
/// then the title in an `HStack` with the default spacing (8 points between them), centred
/// vertically, as iOS's title-and-icon style does outside lists and toolbars.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    @Environment(LabelStyleFamily.styles) private var styles

    public var body: some View {
        let configuration = LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title(AnyView(title)),
            icon: LabelStyleConfiguration.Icon(AnyView(icon)))
        return LabelStyleFamily.resolvedBody(configuration, styles: styles)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a system symbol icon and a title from a localized string key.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a system symbol icon and a title from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with an icon from the app's asset catalogues (`Image(_:)`) and a title from a
    /// localized string key.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label with an icon from the app's asset catalogues and a title from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// Mirrors SwiftUI's `Label(_:systemImage:)` of a `LocalizedStringResource` (iOS 16): a
    /// label with a system symbol icon and a title translated as `Text(_:)` of the resource
    /// translates it. A string literal still picks the `LocalizedStringKey` form.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(systemName: name) })
    }

    /// Mirrors SwiftUI's `Label(_:image:)` of a `LocalizedStringResource` (iOS 16): an icon
    /// from the app's asset catalogues and a title translated from the resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(name) })
    }

    /// A label with an icon from an image resource (`Image(_: ImageResource)`) and a title
    /// from a localized string key.
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }

    /// A label with an icon from an image resource and a title from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a `LabelStyle` is styling, drawn by the next style out: use it inside
    /// `makeBody(configuration:)` to adjust the current style instead of replacing it.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// A type that applies a custom appearance to all labels within a view.
@MainActor @preconcurrency public protocol LabelStyle {
    /// A view that represents the body of a label.
    associatedtype Body: View
    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration

    /// The view representing the body of a label.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a label.
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    public struct Title: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// A type-erased icon view of a label.
    public struct Icon: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    /// A description of the labeled item.
    public var title: LabelStyleConfiguration.Title
    /// A symbolic representation of the labeled item.
    public var icon: LabelStyleConfiguration.Icon
}

/// The default label style in the current context: on iOS outside lists and toolbars,
/// the title and icon style.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// A label style that shows both the title and icon of the label using a system-standard
/// layout: `HStack { icon; title }` with the default spacing; in a list row the icon is
/// tinted and centred in a fixed-width column so titles line up (`TitleAndIconLabel`).
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabel(configuration: configuration)
    }
}

/// The title-and-icon layout. Outside lists: `HStack { icon; title }` with the default
/// spacing. In a list or form row, as iOS lays out a list cell's image and text: the icon
/// in the tint colour (`listItemTint`) unless a `foregroundStyle` is set (iOS then draws
/// icon and title in that style), centred in a column `ListLabelMetrics.iconColumnWidth`
/// wide (wider when the icon is), the title `ListLabelMetrics.iconToTitle` after the column,
/// so the titles of rows with narrow and wide symbols start at the same x; the row's
/// separator starts at the title.
///
/// iOS 26's `labelIconToTitleSpacing(_:)` and `labelReservedIconWidth(_:)` replace the spacing
/// and the icon column's width, in lists and outside them (where the icon is then centred in
/// a column of that width, wider when the icon is).
struct TitleAndIconLabel: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.listSectionAppearance) private var list
    /// A style set on the label or around it (`foregroundStyle(_:)`), which its icon keeps.
    @Environment(\.foregroundStyle) private var explicitStyle
    @Environment(\.labelIconToTitleSpacing) private var spacing
    @Environment(\.labelReservedIconWidth) private var reservedIconWidth

    var body: some View {
        if list != nil {
            HStack(spacing: spacing ?? ListLabelMetrics.iconToTitle) {
                Group {
                    if explicitStyle == nil {
                        configuration.icon.foregroundStyle(TintShapeStyle())
                    } else {
                        configuration.icon
                    }
                }
                .frame(minWidth: reservedIconWidth ?? ListLabelMetrics.iconColumnWidth)
                title
            }
        } else {
            HStack(spacing: spacing) {
                if let reservedIconWidth {
                    configuration.icon.frame(minWidth: reservedIconWidth)
                } else {
                    configuration.icon
                }
                title
            }
        }
    }

    /// The title; the row's separator starts at it as at any row's leading text (`Text`'s
    /// `listRowTextLeading` guide).
    private var title: some View {
        configuration.title.multilineTextAlignment(.leading)
    }
}

/// A list row label's icon column, in points.
///
/// UIKit centres a list cell's symbol image in a reserved width "for consistent horizontal
/// alignment for images across adjacent content views" (Apple, UIListContentConfiguration
/// `ImageProperties.reservedLayoutSize`); Apple prints no figure. The figures are Flutter's
/// `CupertinoListTile` (`list_tile.dart` `_kLeadingSize` 28, `_kLeadingToTitle` 16,
/// "eyeballed from iOS 14.4 Settings"). [UNCERTAIN — not measured on iOS 17; not scaled
/// with Dynamic Type, as UIKit's reserved width is]
enum ListLabelMetrics {
    static let iconColumnWidth: CGFloat = 28
    static let iconToTitle: CGFloat = 16
}

/// A label style that only displays the title of the label.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

/// A label style that only displays the icon of the label.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// A label style that resolves its appearance automatically based on the current context.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// A label style that shows both the title and icon of the label.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// A label style that only displays the title of the label.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// A label style that only displays the icon of the label.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// Labels' styles, set with `labelStyle(_:)`.
enum LabelStyleFamily: StyleFamily {
    static var defaultStyle: any LabelStyle { DefaultLabelStyle() }

    static func body(of style: any LabelStyle, configuration: LabelStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

extension View {
    /// Sets the style for labels within this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: LabelStyleFamily.self)
    }
}

extension View {
    /// Sets the spacing between the icon and the title of the labels inside, in points (iOS 26).
    ///
    /// Raster: the title-and-icon layout uses it in lists and outside them. A spacing that
    /// is negative or not finite is ignored, with a warning.
    public func labelIconToTitleSpacing(_ value: CGFloat) -> some View {
        environment(\.labelIconToTitleSpacing, LabelMetricValue.checked(value, in: "labelIconToTitleSpacing"))
    }

    /// Sets the width reserved for the icons of the labels inside, in points (iOS 26): each
    /// icon is centred in a column at least this wide, so titles line up.
    ///
    /// Raster: a width that is negative or not finite is ignored, with a warning.
    public func labelReservedIconWidth(_ value: CGFloat) -> some View {
        environment(\.labelReservedIconWidth, LabelMetricValue.checked(value, in: "labelReservedIconWidth"))
    }
}

/// Checks the points given to the label metric modifiers.
private enum LabelMetricValue {
    /// `value`, or nil with a warning naming `call` when it is negative or not finite.
    static func checked(_ value: CGFloat, in call: String) -> CGFloat? {
        guard value.isFinite, value >= 0 else {
            warnOnce("\(call)(\(value)) is ignored: give a finite number of points, 0 or more")
            return nil
        }
        return value
    }
}

private struct LabelIconToTitleSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

private struct LabelReservedIconWidthKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

extension EnvironmentValues {
    /// The spacing between labels' icons and titles, points; nil for the style's own
    /// (`labelIconToTitleSpacing(_:)`).
    public internal(set) var labelIconToTitleSpacing: CGFloat? {
        get { self[LabelIconToTitleSpacingKey.self] }
        set { self[LabelIconToTitleSpacingKey.self] = newValue }
    }

    /// The width reserved for labels' icons, points; nil to size each icon to itself
    /// (`labelReservedIconWidth(_:)`).
    public internal(set) var labelReservedIconWidth: CGFloat? {
        get { self[LabelReservedIconWidthKey.self] }
        set { self[LabelReservedIconWidthKey.self] = newValue }
    }
}
