// Picker.swift · Raster/Views/Controls · mirrors SwiftUI Picker, PickerStyle, DefaultPickerStyle, MenuPickerStyle, SegmentedPickerStyle (iOS 17)
// Status: Partial — segmented and menu styles here, wheel, inline, palette and navigation-link
// styles in PickerStyles.swift; a menu picker's open menu is Views/Presentation/OpenMenu.swift.

import Foundation

/// A control for selecting from a set of mutually exclusive values.
///
/// Raster: the options are the content's views, each selected by its `tag(_:)` (or, for
/// views made by a `ForEach` without a tag, by the element's id). With
/// `.pickerStyle(.segmented)` the picker is iOS's segmented control (see
/// `SegmentedPickerStyle`); a `ViewHost.tap(at:)` on a segment sets `selection` to its
/// tag. The default (menu) style shows, as iOS 17 does outside a `Form`, only the selected
/// option's label in the tint colour followed by up-down chevrons; the picker's own label
/// is not shown. In a `List` or `Form` row it shows the label at the leading edge and the
/// selected option with the chevrons at the trailing edge, in the secondary colour. A tap on
/// the selected option opens the menu of the options, the selected one checked; a tap on
/// one sets `selection` and closes it. In a row the whole row is the control, as on iOS: a
/// tap anywhere on it (the label too, `ViewHost.tap("Units")`) opens the menu, anchored at
/// the trailing value.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// A picker with a custom label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// A picker with a label view (SwiftUI deprecates it for a future release: use
    /// `init(selection:content:label:)`; no warning, as in the iOS 17 SDK).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }

    @Environment(PickerStyleFamily.styles) private var styles
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.listSectionAppearance) private var list
    @Environment(\.labelsHidden) private var labelsHidden
    /// Whether a menu picker's menu is open, shared by its row and its face in a list.
    @State private var isMenuOpen = false

    public var body: some View {
        let options = PickerOptions.of(content)
        let selected = AnyHashable(selection.wrappedValue)
        let index = options.firstIndex { $0.tag == selected }
        if options.isEmpty {
            warnOnce("Picker has no options, so it shows nothing to choose; give it content views marked with tag(_:) (or a ForEach over the values)")
        } else if index == nil {
            warnOnce("Picker: the selection \"\(selection.wrappedValue)\" is invalid and does not have an associated tag, this will give undefined results.")
        }
        let binding = selection
        let select: (Int) -> Void = { i in
            if let value = options[i].tag?.base as? SelectionValue { binding.wrappedValue = value }
        }
        let isMenuInList = list != nil && !labelsHidden && (styles.last ?? PickerStyleFamily.defaultStyle)._kind == .menu
        let menuIsOpen = $isMenuOpen, isEnabled = self.isEnabled
        let configuration = PickerConfiguration(label: AnyView(label), labels: options.map { AnyView($0.label) },
                                                selectedIndex: index, isEnabled: isEnabled, select: select,
                                                menuIsOpen: isMenuInList ? menuIsOpen : nil)
        return Group {
            if isMenuInList {
                HStack {
                    label
                    Spacer(minLength: ControlMetrics.labelSpacing)
                    PickerStyleFamily.resolvedBody(configuration, styles: styles)
                }
                .contentShape(Rectangle())
                .onTapGesture {
                    if isEnabled {
                        MenuContent.open(menuIsOpen, elements: configuration.menuElements,
                                         source: MenuContent.source("Picker", label: configuration.label))
                    }
                }
            } else {
                PickerStyleFamily.resolvedBody(configuration, styles: styles)
            }
        }
    }
}

extension Picker where Label == Text {
    /// A picker with a title from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker with a title from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == Raster.Label<Text, Image> {
    /// A picker whose label is a title and a system symbol (`Image(systemName:)`).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Raster.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Raster.Label(title, systemImage: systemImage) }
    }

    /// A picker whose label is a title and an image resource (`Image(_: ImageResource)`).
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Raster.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Raster.Label(title, image: image) }
    }
}

/// The menu picker's button face: the selected option in the tint colour and up-down
/// chevrons (a symbol box 0.75 × the font size, 4 points after the label).
/// [UNCERTAIN — chevron size and gap read from iOS 17 screenshots, not measured]
struct MenuPickerLabel: View {
    let selectedLabel: AnyView?
    let isEnabled: Bool

    @Environment(\.font) private var font
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.listSectionAppearance) private var list

    var body: some View {
        let chevronSide = (font ?? .body).resolved.scaled(for: dynamicTypeSize).size * 0.75
        return HStack(spacing: 4) {
            selectedLabel
            MenuIndicator(side: chevronSide)
        }
        .foregroundStyle(!isEnabled ? AnyShapeStyle(ButtonColors.disabledLabel)
                         : list != nil ? AnyShapeStyle(Color.secondary) : AnyShapeStyle(TintShapeStyle()))
    }
}

/// A type that specifies the appearance and interaction of all pickers within a view
/// hierarchy.
///
/// Raster: only the built-in styles exist (as in SwiftUI, whose requirements are private).
public protocol PickerStyle {
    /// Which built-in look the style is.
    var _kind: PickerStyleKind { get }
}

/// The built-in picker looks Raster draws.
public enum PickerStyleKind: Sendable {
    case menu
    case segmented
    case wheel
    case inline
    case palette
    case navigationLink
}

/// The default picker style, based on the picker's context: a menu on iOS.
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .menu }
}

/// A picker style that presents the options as a menu when the user presses a button.
public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .menu }
}

/// A picker style that presents the options in a segmented control.
///
/// Raster: see `SegmentedControl` for the drawing and metrics.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style, based on the picker's context.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A picker style that presents the options as a menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A picker style that presents the options in a segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// What a picker hands its style: its label, its options' labels in order, the selected
/// option's index (nil when the selection matches no tag), how to select an option by index,
/// and, for a menu picker in a list row, whether its menu is open (the row opens it too).
struct PickerConfiguration {
    let label: AnyView
    let labels: [AnyView]
    let selectedIndex: Int?
    let isEnabled: Bool
    let select: (Int) -> Void
    var menuIsOpen: Binding<Bool>? = nil
}

/// Pickers' styles, set with `pickerStyle(_:)`: each built-in style draws the look its
/// `_kind` names.
enum PickerStyleFamily: StyleFamily {
    static var defaultStyle: any PickerStyle { DefaultPickerStyle() }

    static func body(of style: any PickerStyle, configuration: PickerConfiguration) -> AnyView {
        switch style._kind {
        case .segmented:
            AnyView(SegmentedControl(labels: configuration.labels, selectedIndex: configuration.selectedIndex,
                                     isEnabled: configuration.isEnabled, select: configuration.select))
        case .menu:
            AnyView(MenuPickerLabel(selectedLabel: configuration.selectedIndex.map { configuration.labels[$0] },
                                    isEnabled: configuration.isEnabled)
                .modifier(MenuOnTap(source: MenuContent.source("Picker", label: configuration.label), isEnabled: configuration.isEnabled,
                                    elements: { configuration.menuElements }, isOpen: configuration.menuIsOpen)))
        case .wheel:
            AnyView(PickerWheel(columns: [WheelColumn(labels: configuration.labels, selectedIndex: configuration.selectedIndex)],
                                isEnabled: configuration.isEnabled))
        case .inline:
            AnyView(InlinePicker(configuration: configuration))
        case .palette:
            AnyView(SegmentedControl(labels: configuration.labels, selectedIndex: configuration.selectedIndex,
                                     isEnabled: configuration.isEnabled, select: configuration.select))
        case .navigationLink:
            AnyView(NavigationLinkPicker(configuration: configuration))
        }
    }
}

extension View {
    /// Sets the style for pickers within this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        pushingStyle(style, onto: PickerStyleFamily.self)
    }
}
