// DialogCards.swift · Raster/Views/Presentation · the iOS 17 iPhone looks of an alert (a centred card) and of a confirmation dialog (an action sheet at the bottom) (Raster's own views behind SwiftUI's alert and confirmationDialog)
// Status: Partial — the platters blur what is behind them with figures that are UNCERTAIN
// (Material+Platters.swift), without vibrancy for the text and separators on them; paddings
// and the title–message gap are UNCERTAIN (ios17-metrics.md §6.2, §6.3, §11.6).

import Foundation

/// The numbers of alerts and action sheets, points (ios17-metrics.md §6.2, §6.3).
enum DialogMetrics {
    /// Alert width [FLT `_kCupertinoDialogWidth`; ION max-width 270].
    static let alertWidth: CGFloat = 270
    /// Alert corner radius [FLT 14; ION 13 — UNCERTAIN].
    static let alertCornerRadius: CGFloat = 14
    /// Alert button height [ION 44; FLT 45 — UNCERTAIN].
    static let alertButtonHeight: CGFloat = 44
    /// Alert title and message padding: 16 at the sides, 20 above and below [FLT 20 all
    /// round; ION 16 sides — UNCERTAIN], 4 between title and message [UNCERTAIN].
    static let alertTextInsets = EdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
    static let alertTitleMessageSpacing: CGFloat = 4
    /// Action sheet margin at the sides and bottom, and the gap above Cancel [FLT 8].
    static let actionSheetMargin: CGFloat = 8
    /// Action sheet corner radius [FLT 14].
    static let actionSheetCornerRadius: CGFloat = 14
    /// Action sheet button height [FLT `_kActionSheetButtonMinHeight` 57.17, rounded to 57].
    static let actionSheetButtonHeight: CGFloat = 57
    /// Action sheet title and message padding [FLT 16 sides, 13.5 above and below].
    static let actionSheetTextInsets = EdgeInsets(top: 13.5, leading: 16, bottom: 13.5, trailing: 16)

    /// The hairlines between an action sheet's buttons: #C9C9C9 at 0.83 (light) or #7D7D7D
    /// at 0.835 (dark) [FLT `_kActionSheetButtonDividerColor`, eyeballed from the iOS 17
    /// simulator]. An alert's are the separator colour [FLT `CupertinoColors.separator`].
    static func actionSheetSeparator(for scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 0x7D / 255, green: 0x7D / 255, blue: 0x7D / 255).opacity(0xD5 / 255)
            : Color(red: 0xC9 / 255, green: 0xC9 / 255, blue: 0xC9 / 255).opacity(0xD4 / 255)
    }
}

/// One button of an alert or dialog.
struct DialogAction {
    /// The button's label (its title text).
    var label: AnyView
    var role: ButtonRole?
    var action: () -> Void

    /// The actions of an alert's or dialog's `actions` view: its buttons in order (other
    /// views are ignored, with a warning, as SwiftUI ignores them on iOS).
    static func actions(in content: any View, of api: String) -> [DialogAction] {
        PickerOptions.views(in: content).compactMap { view in
            guard let button = view as? DialogButton else {
                warnOnce("\(api): \(strippingGenerics(String(describing: type(of: view)))) in the actions is not a Button and is not shown; "
                         + "give the actions only Buttons")
                return nil
            }
            return DialogAction(label: button.dialogLabel, role: button.dialogRole, action: button.dialogAction)
        }
    }
}

/// A `Button` read as an alert or dialog action.
protocol DialogButton {
    var dialogLabel: AnyView { get }
    var dialogRole: ButtonRole? { get }
    var dialogAction: () -> Void { get }
}

extension Button: DialogButton {
    var dialogLabel: AnyView { AnyView(label) }
    var dialogRole: ButtonRole? { role }
    var dialogAction: () -> Void { action }
}

/// What an alert or dialog shows.
struct DialogContent {
    var title: Text?
    var message: AnyView?
    var actions: [DialogAction]

    /// The title when it has text in `environment`: an empty title (`alert("", ...)`,
    /// `confirmationDialog("", ...)`) has no title area, as UIKit's alert controller
    /// leaves out a title that is empty.
    func shownTitle(in environment: EnvironmentValues) -> Text? {
        title.flatMap { $0.string(in: environment).isEmpty ? nil : $0 }
    }
}

/// The iOS 17 alert: a 270-point card centred in the window on the alert platter (the dimmed
/// screen behind it blurred, saturated and tinted: `Material.alertPlatter`), the 17-point semibold title and
/// 13-point message centred, then the buttons under hairlines — side by side for two (Cancel
/// leading), else stacked (Cancel last) — each 44 points tall: Cancel bold, destructive red,
/// others in the tint colour. A tap on a button runs its action and dismisses the alert. An
/// alert without actions gets an OK button, as in SwiftUI.
struct AlertCard: View {
    let content: DialogContent
    let dismiss: () -> Void

    @Environment(\.self) private var environment
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        var actions = content.actions.isEmpty
            ? [DialogAction(label: AnyView(Text("OK")), role: .cancel, action: {})] : content.actions
        if let cancel = actions.firstIndex(where: { $0.role == .cancel }) {
            let action = actions.remove(at: cancel)
            if actions.count == 1 { actions.insert(action, at: 0) } else { actions.append(action) }
        }
        let hairline = 1 / displayScale
        return VStack(spacing: 0) {
            VStack(spacing: DialogMetrics.alertTitleMessageSpacing) {
                content.shownTitle(in: environment)?.font(.system(size: 17, weight: .semibold))
                content.message?.font(.system(size: 13))
            }
            .multilineTextAlignment(.center)
            .padding(DialogMetrics.alertTextInsets)
            .frame(maxWidth: .infinity)
            if actions.count == 2 {
                DialogSeparator(thickness: hairline, axis: .horizontal)
                HStack(spacing: 0) {
                    button(actions[0])
                    DialogSeparator(thickness: hairline, axis: .vertical)
                    button(actions[1])
                }
                .frame(height: DialogMetrics.alertButtonHeight)
            } else {
                ForEach(actions.indices, id: \.self) { index in
                    DialogSeparator(thickness: hairline, axis: .horizontal)
                    button(actions[index]).frame(height: DialogMetrics.alertButtonHeight)
                }
            }
        }
        .frame(width: DialogMetrics.alertWidth)
        .background(Material.alertPlatter,
                    in: RoundedRectangle(cornerRadius: DialogMetrics.alertCornerRadius, style: .continuous))
        .clipShape(RoundedRectangle(cornerRadius: DialogMetrics.alertCornerRadius, style: .continuous))
    }

    private func button(_ action: DialogAction) -> some View {
        DialogButtonFace(action: action, weight: action.role == .cancel ? .semibold : .regular, dismiss: dismiss)
    }
}

/// The iOS 17 action sheet of a confirmation dialog: a rounded group of buttons 57 points
/// tall (under the title and message when shown) on the action sheet platter (the dimmed
/// screen behind it blurred, saturated and tinted: `Material.actionSheetPlatter`), and Cancel
/// apart on its own opaque rounded platter 8 points below, at the bottom of the window. A
/// dialog without a Cancel button gets one, as on iPhone.
struct ActionSheetCard: View {
    let content: DialogContent
    let dismiss: () -> Void

    @Environment(\.self) private var environment
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        var actions = content.actions
        let cancel = actions.firstIndex(where: { $0.role == .cancel }).map { actions.remove(at: $0) }
            ?? DialogAction(label: AnyView(Text("Cancel")), role: .cancel, action: {})
        let hairline = 1 / displayScale
        let shape = RoundedRectangle(cornerRadius: DialogMetrics.actionSheetCornerRadius, style: .continuous)
        let title = content.shownTitle(in: environment)
        let hasHeader = title != nil || content.message != nil
        return VStack(spacing: DialogMetrics.actionSheetMargin) {
            VStack(spacing: 0) {
                if hasHeader {
                    VStack(spacing: DialogMetrics.alertTitleMessageSpacing) {
                        title?.font(.system(size: 13, weight: .semibold))
                        content.message?.font(.system(size: 13))
                    }
                    .foregroundStyle(Color.secondary)
                    .multilineTextAlignment(.center)
                    .padding(DialogMetrics.actionSheetTextInsets)
                    .frame(maxWidth: .infinity)
                }
                ForEach(actions.indices, id: \.self) { index in
                    if hasHeader || index > 0 {
                        DialogSeparator(thickness: hairline, axis: .horizontal,
                                        color: DialogMetrics.actionSheetSeparator(for: colorScheme))
                    }
                    button(actions[index], weight: .regular)
                }
            }
            .background(Material.actionSheetPlatter, in: shape)
            .clipShape(shape)
            button(cancel, weight: .semibold)
                .background(cancelBackground, in: shape)
                .clipShape(shape)
        }
    }

    private func button(_ action: DialogAction, weight: Font.Weight) -> some View {
        DialogButtonFace(action: action, weight: weight, dismiss: dismiss)
            .frame(height: DialogMetrics.actionSheetButtonHeight)
    }

    /// Cancel's opaque platter: white (light) or #2C2C2C (dark) [FLT `_kActionSheetCancelColor`].
    private var cancelBackground: Color {
        colorScheme == .dark ? Color(red: 44 / 255, green: 44 / 255, blue: 44 / 255) : Color.white
    }
}

/// A dialog button: its label in 17-point text across the button's width, red for a
/// destructive role and the tint colour otherwise; a tap runs the action and dismisses.
///
/// Accessibility: one element, a button labelled by its title, as UIKit exposes an alert
/// action (XCUITest finds it in `app.alerts.buttons["Delete"]`, VoiceOver reads "Delete,
/// button"); the alert's title and message stay static text (`app.alerts.staticTexts`).
struct DialogButtonFace: View {
    let action: DialogAction
    let weight: Font.Weight
    let dismiss: () -> Void

    var body: some View {
        let action = self.action, dismiss = self.dismiss
        var element = AccessibilityEdit()
        element.children = .combine
        element.addTraits = .isButton
        element.removeTraits = .isStaticText
        return action.label
            .font(.system(size: 17, weight: weight))
            .foregroundStyle(action.role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint))
            .lineLimit(1)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .onTapGesture {
                action.action()
                dismiss()
            }
            .modifier(AccessibilityModifier(edit: element))
    }
}

/// A hairline between a dialog's parts, `thickness` points, in `color` (the separator colour
/// unless given).
struct DialogSeparator: View {
    let thickness: CGFloat
    let axis: Axis
    var color = Color(storage: .system(.separator))

    var body: some View {
        Rectangle()
            .fill(color)
            .frame(width: axis == .vertical ? thickness : nil, height: axis == .horizontal ? thickness : nil)
    }
}
