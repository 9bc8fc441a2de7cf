// AlertModifiers.swift · Raster/Modifiers · mirrors SwiftUI alert (iOS 15 forms, the error forms and the deprecated Alert forms), Alert, Alert.Button, confirmationDialog and the deprecated ActionSheet and actionSheet forms (iOS 17)
// Status: Partial — only Buttons are shown in actions (text fields in alerts are not); the
// looks are in Views/Presentation/DialogCards.swift.

import Foundation

extension View {
    /// Registers an alert or dialog presented while `isPresented`.
    func presentingDialog(_ style: Presentation.Style, _ source: String, isPresented: Binding<Bool>,
                          content: @escaping () -> DialogContent) -> some View {
        let dismiss = { isPresented.wrappedValue = false }
        return modifier(PresentationModifier(style: style, source: source, isPresented: isPresented.wrappedValue,
                                             dismiss: dismiss, onDismiss: nil) {
            style == .alert ? AnyView(AlertCard(content: content(), dismiss: dismiss))
                : AnyView(ActionSheetCard(content: content(), dismiss: dismiss))
        })
    }

    func alert<A: View, M: View>(title: Text, source: String, isPresented: Binding<Bool>, actions: () -> A, message: M?) -> some View {
        let actionViews = actions()
        let message = message.map { AnyView($0) }
        return presentingDialog(.alert, source, isPresented: isPresented) {
            DialogContent(title: title, message: message, actions: DialogAction.actions(in: actionViews, of: source))
        }
    }

    func alert<A: View, M: View, T>(title: Text, source: String, isPresented: Binding<Bool>, presenting data: T?,
                                    actions: (T) -> A, message: ((T) -> M)?) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        let actionViews = data.map(actions)
        let messageView = data.flatMap { item in message.map { AnyView($0(item)) } }
        return presentingDialog(.alert, source, isPresented: shown) {
            DialogContent(title: title, message: messageView,
                          actions: actionViews.map { DialogAction.actions(in: $0, of: source) } ?? [])
        }
    }

    // MARK: alert(_:isPresented:actions:)

    /// Presents an alert with a title when `isPresented` is true.
    ///
    /// Raster: the iOS 17 alert (a 270-point card centred over the dimmed window, see
    /// `AlertCard`): the title, then the `actions` buttons (Cancel bold, destructive red;
    /// none gives an OK button). Tapping a button runs its action and sets `isPresented` to
    /// false.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        alert(title: Text(titleKey), source: "alert(_:isPresented:actions:)", isPresented: isPresented, actions: actions,
              message: EmptyView?.none)
    }

    /// Presents an alert with a title string when `isPresented` is true.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View {
        alert(title: Text(title), source: "alert(_:isPresented:actions:)", isPresented: isPresented, actions: actions,
              message: EmptyView?.none)
    }

    /// Presents an alert with a title text view when `isPresented` is true.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title: title, source: "alert(_:isPresented:actions:)", isPresented: isPresented, actions: actions,
              message: EmptyView?.none)
    }

    // MARK: alert(_:isPresented:actions:message:)

    /// Presents an alert with a title and a message (13-point text under the title) when
    /// `isPresented` is true.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(title: Text(titleKey), source: "alert(_:isPresented:actions:message:)", isPresented: isPresented,
              actions: actions, message: message())
    }

    /// Presents an alert with a title string and a message when `isPresented` is true.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        alert(title: Text(title), source: "alert(_:isPresented:actions:message:)", isPresented: isPresented,
              actions: actions, message: message())
    }

    /// Presents an alert with a title text view and a message when `isPresented` is true.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        alert(title: title, source: "alert(_:isPresented:actions:message:)", isPresented: isPresented, actions: actions,
              message: message())
    }

    // MARK: alert(_:isPresented:presenting:actions:)

    /// Presents an alert using data to produce its actions, while `isPresented` is true and
    /// `data` is not nil.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alert(title: Text(titleKey), source: "alert(_:isPresented:presenting:actions:)", isPresented: isPresented,
              presenting: data, actions: actions, message: Optional<(T) -> EmptyView>.none)
    }

    /// Presents an alert with a title string using data to produce its actions.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        alert(title: Text(title), source: "alert(_:isPresented:presenting:actions:)", isPresented: isPresented,
              presenting: data, actions: actions, message: Optional<(T) -> EmptyView>.none)
    }

    /// Presents an alert with a title text view using data to produce its actions.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alert(title: title, source: "alert(_:isPresented:presenting:actions:)", isPresented: isPresented,
              presenting: data, actions: actions, message: Optional<(T) -> EmptyView>.none)
    }

    // MARK: alert(_:isPresented:presenting:actions:message:)

    /// Presents an alert with a message using data to produce its actions and message.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: @escaping (T) -> M) -> some View {
        alert(title: Text(titleKey), source: "alert(_:isPresented:presenting:actions:message:)", isPresented: isPresented,
              presenting: data, actions: actions, message: message)
    }

    /// Presents an alert with a title string and a message using data.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: @escaping (T) -> M) -> some View {
        alert(title: Text(title), source: "alert(_:isPresented:presenting:actions:message:)", isPresented: isPresented,
              presenting: data, actions: actions, message: message)
    }

    /// Presents an alert with a title text view and a message using data.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: @escaping (T) -> M) -> some View {
        alert(title: title, source: "alert(_:isPresented:presenting:actions:message:)", isPresented: isPresented,
              presenting: data, actions: actions, message: message)
    }

    // MARK: Errors

    /// Presents an alert when an error is present: titled with the error's
    /// `errorDescription` (empty when it has none), while `isPresented` is true and `error`
    /// is not nil.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?,
                                                  @ViewBuilder actions: () -> A) -> some View {
        let actionViews = actions()
        return alert(title: Text(error?.errorDescription ?? ""), source: "alert(isPresented:error:actions:)",
                     isPresented: isPresented, presenting: error, actions: { _ in actionViews },
                     message: Optional<(E) -> EmptyView>.none)
    }

    /// Presents an alert with a message when an error is present.
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?,
                                                           @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: @escaping (E) -> M) -> some View {
        alert(title: Text(error?.errorDescription ?? ""), source: "alert(isPresented:error:actions:message:)",
              isPresented: isPresented, presenting: error, actions: actions, message: message)
    }

    // MARK: Deprecated forms

    /// Presents an alert to the user (the pre-iOS 15 form).
    @available(*, deprecated, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return presentingDialog(.alert, "alert(isPresented:content:)", isPresented: isPresented) { alert.dialogContent }
    }

    /// Presents an alert for an item (the pre-iOS 15 form), while the item is not nil.
    @available(*, deprecated, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let shown = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return presentingDialog(.alert, "alert(item:content:)", isPresented: shown) {
            alert?.dialogContent ?? DialogContent(title: nil, message: nil, actions: [])
        }
    }
}

/// A representation of an alert presentation (the pre-iOS 15 API, still available).
///
/// Raster: drawn as the iOS 15 forms of `alert` are (`AlertCard`).
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with a title, an optional message and a dismiss button (OK when nil).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    var dialogContent: DialogContent {
        DialogContent(title: title, message: message.map { AnyView($0) },
                      actions: buttons.map { DialogAction(label: AnyView($0.label), role: $0.role, action: $0.action) })
    }

    /// A button of an alert.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: () -> Void

        /// A button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: nil, action: action ?? {})
        }

        /// A button with a style that indicates cancellation, titled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .cancel, action: action ?? {})
        }

        /// A button with a style that indicates cancellation, titled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: Text("Cancel"), role: .cancel, action: action ?? {})
        }

        /// A button with a style that indicates destruction (red text).
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .destructive, action: action ?? {})
        }
    }
}

// MARK: - Confirmation dialogs

extension View {
    func confirmationDialog<A: View, M: View>(title: Text, source: String, isPresented: Binding<Bool>,
                                              titleVisibility: Visibility, actions: () -> A, message: M?) -> some View {
        let actionViews = actions()
        let message = message.map { AnyView($0) }
        // On iPhone a dialog's title shows only when asked to (`.visible`).
        let shownTitle = titleVisibility == .visible ? title : nil
        return presentingDialog(.confirmationDialog, source, isPresented: isPresented) {
            DialogContent(title: shownTitle, message: message, actions: DialogAction.actions(in: actionViews, of: source))
        }
    }

    func confirmationDialog<A: View, M: View, T>(title: Text, source: String, isPresented: Binding<Bool>,
                                                 titleVisibility: Visibility, presenting data: T?, actions: (T) -> A,
                                                 message: ((T) -> M)?) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        let actionViews = data.map(actions)
        let messageView = data.flatMap { item in message.map { AnyView($0(item)) } }
        let shownTitle = titleVisibility == .visible ? title : nil
        return presentingDialog(.confirmationDialog, source, isPresented: shown) {
            DialogContent(title: shownTitle, message: messageView,
                          actions: actionViews.map { DialogAction.actions(in: $0, of: source) } ?? [])
        }
    }

    /// Presents a confirmation dialog when `isPresented` is true.
    ///
    /// Raster: on iPhone, an action sheet at the bottom of the dimmed window (see
    /// `ActionSheetCard`): the `actions` buttons in a rounded group (destructive ones red),
    /// Cancel apart below it (added when the actions have none). The title shows only with
    /// `titleVisibility: .visible`, as on iPhone. Tapping a button runs its action and sets
    /// `isPresented` to false; tapping beside the dialog sets it to false.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(title: Text(titleKey), source: "confirmationDialog(_:isPresented:titleVisibility:actions:)",
                           isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: EmptyView?.none)
    }

    /// Presents a confirmation dialog with a title string when `isPresented` is true.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(title: Text(title), source: "confirmationDialog(_:isPresented:titleVisibility:actions:)",
                           isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: EmptyView?.none)
    }

    /// Presents a confirmation dialog with a title text view when `isPresented` is true.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(title: title, source: "confirmationDialog(_:isPresented:titleVisibility:actions:)",
                           isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: EmptyView?.none)
    }

    /// Presents a confirmation dialog with a message (13-point secondary text above the
    /// buttons) when `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(title: Text(titleKey), source: "confirmationDialog(_:isPresented:titleVisibility:actions:message:)",
                           isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message())
    }

    /// Presents a confirmation dialog with a title string and a message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(title: Text(title), source: "confirmationDialog(_:isPresented:titleVisibility:actions:message:)",
                           isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message())
    }

    /// Presents a confirmation dialog with a title text view and a message.
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(title: title, source: "confirmationDialog(_:isPresented:titleVisibility:actions:message:)",
                           isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message())
    }

    /// Presents a confirmation dialog using data to produce its actions, while `isPresented`
    /// is true and `data` is not nil.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(title: Text(titleKey), source: "confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)",
                           isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
                           message: Optional<(T) -> EmptyView>.none)
    }

    /// Presents a confirmation dialog with a title string using data to produce its actions.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                  titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                  @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(title: Text(title), source: "confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)",
                           isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
                           message: Optional<(T) -> EmptyView>.none)
    }

    /// Presents a confirmation dialog with a title text view using data to produce its actions.
    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(title: title, source: "confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)",
                           isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
                           message: Optional<(T) -> EmptyView>.none)
    }

    /// Presents a confirmation dialog with a message using data to produce its actions and
    /// message.
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: @escaping (T) -> M) -> some View {
        confirmationDialog(title: Text(titleKey),
                           source: "confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)",
                           isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
                           message: message)
    }

    /// Presents a confirmation dialog with a title string and a message using data.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                           titleVisibility: Visibility = .automatic,
                                                                           presenting data: T?,
                                                                           @ViewBuilder actions: (T) -> A,
                                                                           @ViewBuilder message: @escaping (T) -> M) -> some View {
        confirmationDialog(title: Text(title),
                           source: "confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)",
                           isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
                           message: message)
    }

    /// Presents a confirmation dialog with a title text view and a message using data.
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: @escaping (T) -> M) -> some View {
        confirmationDialog(title: title, source: "confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)",
                           isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions,
                           message: message)
    }
}

// MARK: - Action sheets (the pre-iOS 15 form of confirmation dialogs)

/// A representation of an action sheet presentation (deprecated: use
/// `confirmationDialog(_:isPresented:titleVisibility:actions:)`).
///
/// Raster: drawn as a confirmation dialog is on iPhone (`ActionSheetCard`), with its title
/// and message shown, as UIKit's action sheet shows them; a cancel button sits apart below.
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// A button of an action sheet: an alert's button.
    public typealias Button = Alert.Button

    /// An action sheet with a title, an optional message and buttons (a Cancel button when
    /// none are given).
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    var dialogContent: DialogContent {
        DialogContent(title: title, message: message.map { AnyView($0) },
                      actions: buttons.map { DialogAction(label: AnyView($0.label), role: $0.role, action: $0.action) })
    }
}

extension View {
    /// Presents an action sheet when `isPresented` is true (the pre-iOS 15 form).
    @available(*, deprecated, message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead.")
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return presentingDialog(.confirmationDialog, "actionSheet(isPresented:content:)", isPresented: isPresented) {
            sheet.dialogContent
        }
    }

    /// Presents an action sheet for an item while it is not nil (the pre-iOS 15 form).
    @available(*, deprecated, message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead.")
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        let shown = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return presentingDialog(.confirmationDialog, "actionSheet(item:content:)", isPresented: shown) {
            sheet?.dialogContent ?? DialogContent(title: nil, message: nil, actions: [])
        }
    }
}
