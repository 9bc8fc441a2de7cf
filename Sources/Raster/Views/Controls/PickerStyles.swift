// PickerStyles.swift · Raster/Views/Controls · mirrors SwiftUI WheelPickerStyle, InlinePickerStyle, PalettePickerStyle, NavigationLinkPickerStyle and labelsHidden() (iOS 17)
// Status: Partial — wheels are drawn at rest (they do not spin); a palette outside a menu is drawn
// as a segmented control [UNCERTAIN]; an inline picker in a list is its own section.

import Foundation

/// A picker style that presents the options in a scrollable wheel that shows the selected
/// option and a few neighbouring options.
///
/// Raster: see `PickerWheel` for the drawing and metrics (216 points tall, as wide as
/// proposed). The picker's label is not drawn, as on iOS.
public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .wheel }
}

/// A picker style that presents the options inline with other views in the current container.
///
/// Raster: in a `List` or `Form` the options are rows of their own section, headed by the
/// picker's label, the selected row marked with a checkmark in the tint colour; a tap on a
/// row selects it. Elsewhere (a stack) the picker is a wheel, as on iOS.
public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .inline }
}

/// A picker style that presents the options as a row of compact elements.
///
/// Raster: outside a menu the options are drawn as a segmented control; inside one they
/// are an inline section of rows, as every picker in a menu is. [UNCERTAIN — iOS 17 draws a palette outside a menu much like a segmented control]
public struct PalettePickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .palette }
}

/// A picker style that presents the options by pushing a list-style picker view.
///
/// Raster: a `NavigationLink` row showing the label at the leading edge and the selected
/// option in the secondary colour at the trailing edge (a list row adds the disclosure
/// chevron); following it pushes a `List` of the options drawn as an inline picker, where a
/// tap selects an option and pops back.
/// [UNCERTAIN — iOS titles the pushed page with the label; Raster's page has no title]
public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .navigationLink }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A picker style that presents the options in a scrollable wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// A picker style that presents the options inline with other views.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A picker style that presents the options as a row of compact elements.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A picker style that pushes a list of the options.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// The inline picker: a section of checkmarked rows in a list, a wheel elsewhere.
struct InlinePicker: View {
    let configuration: PickerConfiguration

    @Environment(\.listSectionAppearance) private var list
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        let configuration = self.configuration
        if list != nil {
            Section {
                ForEach(configuration.labels.indices, id: \.self) { index in
                    InlinePickerRow(label: configuration.labels[index], isSelected: index == configuration.selectedIndex,
                                    isEnabled: configuration.isEnabled) { configuration.select(index) }
                }
            } header: {
                if !labelsHidden { configuration.label }
            }
        } else {
            PickerWheel(columns: [WheelColumn(labels: configuration.labels, selectedIndex: configuration.selectedIndex)],
                        isEnabled: configuration.isEnabled)
        }
    }
}

/// One option of an inline picker in a list: its label, then a semibold checkmark in the
/// tint colour at the trailing edge when it is selected. [UNCERTAIN — the checkmark's
/// weight read from iOS 17 screenshots]
struct InlinePickerRow: View {
    let label: AnyView
    let isSelected: Bool
    let isEnabled: Bool
    let select: () -> Void

    var body: some View {
        HStack {
            label
            Spacer(minLength: ControlMetrics.labelSpacing)
            if isSelected {
                Image(systemName: "checkmark")
                    .font(.body.weight(.semibold))
                    .foregroundStyle(isEnabled ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(ButtonColors.disabledLabel))
            }
        }
        .contentShape(Rectangle())
        .onTapGesture { if isEnabled { select() } }
    }
}

/// The navigation-link picker: a row with the label and the selected option that pushes
/// the options as an inline picker in a list.
struct NavigationLinkPicker: View {
    let configuration: PickerConfiguration

    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        let configuration = self.configuration
        NavigationLink {
            NavigationLinkPickerPage(configuration: configuration)
        } label: {
            HStack {
                if !labelsHidden { configuration.label }
                Spacer(minLength: ControlMetrics.labelSpacing)
                configuration.selectedIndex.map { configuration.labels[$0] }
                    .foregroundStyle(Color.secondary)
            }
        }
        .disabled(!configuration.isEnabled)
    }
}

/// The page a navigation-link picker pushes: its options as an inline picker in a list,
/// where choosing one selects it and pops back to the picker's row, as iOS does.
struct NavigationLinkPickerPage: View {
    let configuration: PickerConfiguration

    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let configuration = self.configuration, dismiss = self.dismiss
        List {
            InlinePicker(configuration: PickerConfiguration(label: AnyView(EmptyView()), labels: configuration.labels,
                                                            selectedIndex: configuration.selectedIndex,
                                                            isEnabled: configuration.isEnabled) { index in
                configuration.select(index)
                dismiss()
            })
        }
    }
}

private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether controls leave out their labels (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of any controls contained within this view.
    ///
    /// Raster: toggles, steppers, pickers, date pickers and colour pickers draw only their
    /// control (a switch or stepper row then is the control's own size); the label still
    /// names the control for accessibility. Text fields keep their placeholder, as on iOS.
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}
