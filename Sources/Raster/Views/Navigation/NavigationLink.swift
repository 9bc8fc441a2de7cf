// NavigationLink.swift · Raster/Views/Navigation · mirrors SwiftUI NavigationLink (iOS 17)
// Status: Partial — a link's destination view is the one it had when tapped (see
// COMPATIBILITY.md).

import Foundation

/// A view that controls a navigation presentation.
///
/// Raster: drawn as a borderless button (its label in the tint colour) or, in a list row,
/// as the label in the primary colour with the disclosure chevron at the trailing edge
/// (`NavigationLinkRow`). `ViewHost.tap` on it pushes its destination onto the enclosing
/// `NavigationStack`: the view, or for the value forms the value, appended to the stack's
/// path and shown by the `navigationDestination(for:destination:)` of its type.
///
/// A link that cannot be activated is drawn dimmed (the disabled button colour) and does
/// nothing: a nil value, a value whose type has no destination (SwiftUI's warning is given
/// once), or a link outside any navigation stack (a warning once).
public struct NavigationLink<Label: View, Destination: View>: View {
    enum Target {
        case view(Destination)
        case value(AnyHashable?, type: Any.Type)
        case binding(Binding<Bool>, Destination)
    }

    let target: Target
    let label: Label

    @Environment(\.navigationContext) private var context
    @Environment(\.navigationLinkIsListRow) private var isListRow
    @Environment(\.foregroundStyle) private var foregroundStyle
    @Environment(\.isEnabled) private var environmentEnabled
    @Environment(\.isLiftedPreview) private var isLiftedPreview
    @Environment(\.navigationLinkBadge) private var badge

    public var body: some View {
        switch target {
        case .view(let destination):
            linkButton(isEnabled: hasContext) {
                context?.push(view: AnyView(destination))
            }
        case .value(let value, let type):
            linkButton(isEnabled: canPush(value, of: type)) {
                if let value { context?.push(value: value) }
            }
        case .binding(let isActive, let destination):
            linkButton(isEnabled: hasContext) { isActive.wrappedValue = true }
                .navigationDestination(isPresented: isActive) { destination }
        }
    }

    private var hasContext: Bool {
        // Lifted by a context menu, the link is drawn as it was on its screen (it is never tapped there).
        if isLiftedPreview { return true }
        if context == nil {
            warnOnce("A NavigationLink is outside any NavigationStack, NavigationSplitView or NavigationView, so it "
                     + "cannot push its destination and is drawn disabled; put it inside a NavigationStack")
        }
        return context != nil
    }

    private func canPush(_ value: AnyHashable?, of type: Any.Type) -> Bool {
        if isLiftedPreview { return value != nil }
        guard hasContext, let context, value != nil else { return false }
        if !context.hasDestination(for: type) {
            NavigationContext.warnNoDestination(String(describing: type))
            return false
        }
        return true
    }

    private func linkButton(isEnabled: Bool, action: @escaping () -> Void) -> some View {
        // In a row the primary foreground keeps the button from tinting its label; inside
        // the row it is taken away again (unless disabled, or the app's own), so that views
        // with a default foreground of their own keep it: a LabeledContent's grey value.
        let ownStyle = foregroundStyle, enabled = isEnabled && environmentEnabled
        return Button(action: action) {
            if isListRow {
                NavigationLinkRow(label: label, badge: badge)
                    .transformEnvironment(\.foregroundStyle) { style in
                        if enabled, ownStyle == nil { style = nil }
                    }
            } else {
                label
            }
        }
        .transformEnvironment(\.foregroundStyle) { [isListRow] style in
            if isListRow, style == nil { style = AnyShapeStyle(Color.primary) }
        }
        .environment(\.navigationLinkBadge, nil)
        .disabled(!isEnabled)
    }
}

extension NavigationLink: DrawsOwnListRowBadge {}

extension NavigationLink {
    /// A link that presents the destination view, with a custom label.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        target = .view(destination())
        self.label = label()
    }

    /// A link that presents the destination view, with a custom label.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        target = .view(destination)
        self.label = label()
    }

    /// A link that presents the destination when `isActive` is true (deprecated: use
    /// `navigationDestination(isPresented:destination:)`).
    ///
    /// Raster: tapping sets `isActive` to true; popping the destination sets it to false.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        target = .binding(isActive, destination)
        self.label = label()
    }

    /// A link that presents the destination when `isActive` is true, the destination and the
    /// label given as closures (deprecated, iOS 13-16; see `init(destination:isActive:label:)`).
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    /// A link that presents the destination while `selection` holds `tag` (deprecated: use
    /// `NavigationLink(value:label:)` with a path or a list selection).
    ///
    /// Raster: tapping sets `selection` to `tag`; popping the destination sets it to nil.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, isActive: Self.isActive(tag, in: selection), label: label)
    }

    /// A link that presents the destination while `selection` holds `tag` (deprecated; see
    /// `init(destination:tag:selection:label:)`).
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                             @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: Self.isActive(tag, in: selection), label: label)
    }

    /// Whether `selection` holds `tag`; setting true selects `tag`, setting false clears the
    /// selection when it still holds `tag`.
    static func isActive<V: Hashable>(_ tag: V, in selection: Binding<V?>) -> Binding<Bool> {
        Binding(get: { selection.wrappedValue == tag }, set: { active in
            if active {
                selection.wrappedValue = tag
            } else if selection.wrappedValue == tag {
                selection.wrappedValue = nil
            }
        })
    }
}

extension NavigationLink where Label == Text {
    /// A link that presents a destination view, with a text label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link that presents a destination view, with a text label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link that presents a destination view, with a text label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link that presents a destination view, with a text label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link that presents the destination when `isActive` is true (deprecated).
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    /// A link that presents the destination when `isActive` is true (deprecated).
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// A link that presents the destination while `selection` holds `tag` (deprecated).
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }

    /// A link that presents the destination while `selection` holds `tag` (deprecated).
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that presents the view for `value`, with a custom label.
    ///
    /// Raster: tapping appends `value` to the enclosing stack's path; a nil value draws the
    /// link disabled.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        target = .value(value.map { AnyHashable($0) }, type: P.self)
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link that presents the view for `value`, with a text label from a localized string key.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link that presents the view for `value`, with a text label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

/// A navigation link's label in a list row: the label in the primary colour, its `badge`
/// if it has one, and the disclosure chevron at the row's trailing edge, 8 × 13 points in the tertiary label
/// colour at the default Dynamic Type size, scaled with body as a symbol in body text is,
/// pointing left in a right-to-left layout.
/// [UNCERTAIN — DIJA gives ~8 × 13 in systemGray3; Flutter draws `right_chevron` at 17
/// points in systemGray2; how much UIKit's disclosure indicator grows is not measured]
struct NavigationLinkRow<Label: View>: View {
    let label: Label
    var badge: Text?
    /// The chevron's scale: 1 at `.large`, body's size ratio at other sizes.
    @ScaledMetric private var scale: CGFloat = 1

    var body: some View {
        let scale = self.scale
        return HStack(spacing: 8) {
            label.frame(maxWidth: .infinity, alignment: .leading)
            if let badge { BadgeLabel(label: badge) }
            ControlCanvas(size: CGSize(width: 8 * scale, height: 13 * scale)) { size, environment in
                let inset = 1.5 * scale
                var path = Path()
                path.addLines([CGPoint(x: inset, y: inset), CGPoint(x: size.width - inset, y: size.height / 2),
                               CGPoint(x: inset, y: size.height - inset)])
                if environment.layoutDirection == .rightToLeft { path = path.applying(.horizontalMirror(width: size.width)) }
                let paint = Color(storage: .system(.tertiary)).paint(in: environment, bounds: CGRect(origin: .zero, size: size))
                return [.stroke(path, paint, StrokeStyle(lineWidth: 2 * scale, lineCap: .round, lineJoin: .round))]
            }
        }
        // The whole row takes the tap, blank space included, as a table cell does on iOS.
        .contentShape(Rectangle())
    }
}

private struct NavigationLinkIsListRowKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether navigation links are drawn as list rows, with the disclosure chevron.
    /// `List` sets it for its rows.
    var navigationLinkIsListRow: Bool {
        get { self[NavigationLinkIsListRowKey.self] }
        set { self[NavigationLinkIsListRowKey.self] = newValue }
    }
}

private struct IsLiftedPreviewKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether views are drawn as a context menu's lifted preview (`ContextMenuPreview`):
    /// drawn only, outside the screen's navigation, so links look as they did on the screen.
    var isLiftedPreview: Bool {
        get { self[IsLiftedPreviewKey.self] }
        set { self[IsLiftedPreviewKey.self] = newValue }
    }
}

extension View {
    /// Sets whether a navigation link in a multi-column `NavigationView` shows its destination
    /// in the detail column (true, the default) or in its own column (deprecated: use
    /// `NavigationSplitView`).
    ///
    /// Raster: recorded in the environment (`\.isDetailLink`); a `NavigationView` is drawn as
    /// a stack (as on an iPhone), where every link pushes its destination either way.
    public func isDetailLink(_ isDetailLink: Bool) -> some View {
        environment(\.isDetailLink, isDetailLink)
    }
}

private struct IsDetailLinkKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether links show their destination in a split view's detail column (`isDetailLink(_:)`).
    var isDetailLink: Bool {
        get { self[IsDetailLinkKey.self] }
        set { self[IsDetailLinkKey.self] = newValue }
    }
}
