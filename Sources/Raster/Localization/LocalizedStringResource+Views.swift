// LocalizedStringResource+Views.swift · Raster/Localization · mirrors SwiftUI's LocalizedStringResource overloads of controls and modifiers (iOS 16 and 17): Button(_:systemImage:), Toggle, TextField, SecureField, Picker, Section, NavigationLink, Menu, LabeledContent, Stepper, Link, ShareLink, DisclosureGroup, GroupBox, ProgressView, ContentUnavailableView, navigationTitle, alert, confirmationDialog, searchable, accessibilityLabel, accessibilityHint, accessibilityValue and help
// Status: Complete.
//
// Xcode's string catalogs generate `LocalizedStringResource` values, which apps pass where a
// title goes. Each overload here makes the title `Text(resource)`, translated for the view's
// locale as a `LocalizedStringKey` title is. They are disfavoured, as SwiftUI's are, so a
// string literal still picks the `LocalizedStringKey` form. Label's and Button's plain ones
// are beside their own initializers (Label.swift, Button.swift).

import Foundation

extension Toggle where Label == Text {
    /// Mirrors SwiftUI's `Toggle(_:isOn:)` of a `LocalizedStringResource` (iOS 16).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleResource) }
    }
}

extension Toggle where Label == Raster.Label<Text, Image> {
    /// Mirrors SwiftUI's `Toggle(_:systemImage:isOn:)` of a `LocalizedStringResource` (iOS 17).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Raster.Label(titleResource, systemImage: systemImage) }
    }
}

extension Button where Label == Raster.Label<Text, Image> {
    /// Mirrors SwiftUI's `Button(_:systemImage:action:)` of a `LocalizedStringResource` (iOS 17).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Raster.Label(titleResource, systemImage: systemImage) }
    }

    /// Mirrors SwiftUI's `Button(_:systemImage:role:action:)` of a `LocalizedStringResource` (iOS 17).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, role: ButtonRole?,
                action: @escaping () -> Void) {
        self.init(role: role, action: action) { Raster.Label(titleResource, systemImage: systemImage) }
    }
}

extension TextField where Label == Text {
    /// Mirrors SwiftUI's `TextField(_:text:)` of a `LocalizedStringResource` (iOS 16): the
    /// title is the placeholder.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>) {
        self.init(text: text, prompt: nil, title: Text(titleResource))
    }

    /// Mirrors SwiftUI's `TextField(_:text:prompt:)` of a `LocalizedStringResource` (iOS 16):
    /// the prompt is the placeholder.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, title: Text(titleResource))
    }

    /// Mirrors SwiftUI's `TextField(_:text:axis:)` of a `LocalizedStringResource` (iOS 16).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, title: Text(titleResource), axis: axis)
    }

    /// Mirrors SwiftUI's `TextField(_:text:prompt:axis:)` of a `LocalizedStringResource` (iOS 16).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, title: Text(titleResource), axis: axis)
    }
}

extension SecureField where Label == Text {
    /// Mirrors SwiftUI's `SecureField(_:text:)` of a `LocalizedStringResource` (iOS 16): the
    /// title is the placeholder.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>) {
        self.init(titleResource, text: text, prompt: nil)
    }

    /// Mirrors SwiftUI's `SecureField(_:text:prompt:)` of a `LocalizedStringResource` (iOS 16).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?) {
        field = TextField(text: SecureField.masked(text), prompt: prompt, title: Text(titleResource))
        field.editedText = text
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Mirrors SwiftUI's `ShareLink(_:item:subject:message:)` of a `LocalizedStringResource`
    /// for a URL (iOS 16).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message,
                  label: DefaultShareLinkLabel(title: Text(titleResource)))
    }

    /// Mirrors SwiftUI's `ShareLink(_:item:subject:message:)` of a `LocalizedStringResource`
    /// for a string (iOS 16).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message,
                  label: DefaultShareLinkLabel(title: Text(titleResource)))
    }
}

extension Picker where Label == Text {
    /// Mirrors SwiftUI's `Picker(_:selection:content:)` of a `LocalizedStringResource` (iOS 16).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleResource) }
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Mirrors SwiftUI's `Section(_:content:)` of a `LocalizedStringResource`: the header is
    /// `Text(titleResource)`.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleResource) }, footer: { EmptyView() })
    }

    /// Mirrors SwiftUI's `Section(_:isExpanded:content:)` of a `LocalizedStringResource`.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, header: { Text(titleResource) })
    }
}

extension NavigationLink where Label == Text {
    /// Mirrors SwiftUI's `NavigationLink(_:destination:)` of a `LocalizedStringResource`
    /// (iOS 16), the destination built by a closure.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleResource) }
    }

    /// Mirrors SwiftUI's `NavigationLink(_:destination:)` of a `LocalizedStringResource` (iOS 16).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, destination: Destination) {
        self.init(destination: destination) { Text(titleResource) }
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Mirrors SwiftUI's `NavigationLink(_:value:)` of a `LocalizedStringResource` (iOS 16).
    @_disfavoredOverload
    public init<P: Hashable>(_ titleResource: LocalizedStringResource, value: P?) {
        self.init(value: value) { Text(titleResource) }
    }
}

extension Menu where Label == Text {
    /// Mirrors SwiftUI's `Menu(_:content:)` of a `LocalizedStringResource` (iOS 16).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleResource) }, action: nil)
    }
}

extension LabeledContent where Label == Text, Content: View {
    /// Mirrors SwiftUI's `LabeledContent(_:content:)` of a `LocalizedStringResource` (iOS 16).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleResource), content: content())
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Mirrors SwiftUI's `LabeledContent(_:value:)` of a `LocalizedStringResource` (iOS 16):
    /// the string `value` shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ titleResource: LocalizedStringResource, value: S) {
        self.init(label: Text(titleResource), content: Text(value))
    }
}

extension Stepper where Label == Text {
    /// Mirrors SwiftUI's `Stepper(_:value:step:onEditingChanged:)` of a
    /// `LocalizedStringResource` (iOS 16).
    @_disfavoredOverload
    public init<V: Strideable>(_ titleResource: LocalizedStringResource, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleResource) }
    }

    /// Mirrors SwiftUI's `Stepper(_:value:in:step:onEditingChanged:)` of a
    /// `LocalizedStringResource` (iOS 16).
    @_disfavoredOverload
    public init<V: Strideable>(_ titleResource: LocalizedStringResource, value: Binding<V>, in bounds: ClosedRange<V>,
                               step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleResource) }
    }
}

extension Link where Label == Text {
    /// Mirrors SwiftUI's `Link(_:destination:)` of a `LocalizedStringResource` (iOS 16).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, destination: URL) {
        self.init(destination: destination) { Text(titleResource) }
    }
}

extension DisclosureGroup where Label == Text {
    /// Mirrors SwiftUI's `DisclosureGroup(_:content:)` of a `LocalizedStringResource`:
    /// collapsed at first.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(titleResource) })
    }

    /// Mirrors SwiftUI's `DisclosureGroup(_:isExpanded:content:)` of a `LocalizedStringResource`.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isExpanded: Binding<Bool>,
                @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleResource) })
    }
}

extension GroupBox where Label == Text {
    /// Mirrors SwiftUI's `GroupBox(_:content:)` of a `LocalizedStringResource`.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleResource) })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Mirrors SwiftUI's `ProgressView(_:)` of a `LocalizedStringResource`: an indeterminate
    /// progress view with a title.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource) {
        self.init(indeterminateLabel: Text(titleResource))
    }

    /// Mirrors SwiftUI's `ProgressView(_:value:total:)` of a `LocalizedStringResource`.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(_ titleResource: LocalizedStringResource, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(titleResource) }, currentValueLabel: { EmptyView() })
    }
}

extension ContentUnavailableView where Label == Raster.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Mirrors SwiftUI's `ContentUnavailableView(_:systemImage:description:)` of a
    /// `LocalizedStringResource` (iOS 17).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String, description: Text? = nil) {
        self.init(label: { Raster.Label(titleResource, systemImage: name) }, description: { description })
    }
}

extension View {
    /// Mirrors SwiftUI's `navigationTitle(_:)` of a `LocalizedStringResource` (iOS 16): as
    /// `navigationTitle(Text(titleResource))`.
    @_disfavoredOverload
    public func navigationTitle(_ titleResource: LocalizedStringResource) -> some View {
        navigationTitle(Text(titleResource))
    }

    /// Mirrors SwiftUI's `alert(_:isPresented:actions:)` of a `LocalizedStringResource`: as
    /// the alert titled `Text(titleResource)`.
    @_disfavoredOverload
    public func alert<A: View>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        alert(Text(titleResource), isPresented: isPresented, actions: actions)
    }

    /// Mirrors SwiftUI's `alert(_:isPresented:actions:message:)` of a `LocalizedStringResource`.
    @_disfavoredOverload
    public func alert<A: View, M: View>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text(titleResource), isPresented: isPresented, actions: actions, message: message)
    }

    /// Mirrors SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:actions:)` of a
    /// `LocalizedStringResource`.
    @_disfavoredOverload
    public func confirmationDialog<A: View>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(titleResource), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// Mirrors SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`
    /// of a `LocalizedStringResource`.
    @_disfavoredOverload
    public func confirmationDialog<A: View, M: View>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(titleResource), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
                           message: message)
    }

    /// Mirrors SwiftUI's `searchable(text:placement:prompt:)` with a `LocalizedStringResource`
    /// prompt (the placeholder).
    @_disfavoredOverload
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringResource) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Mirrors SwiftUI's `accessibilityLabel(_:)` of a `LocalizedStringResource`.
    @_disfavoredOverload
    public func accessibilityLabel(_ labelResource: LocalizedStringResource) -> some View {
        accessibilityLabel(Text(labelResource))
    }

    /// Mirrors SwiftUI's `accessibilityHint(_:)` of a `LocalizedStringResource`.
    @_disfavoredOverload
    public func accessibilityHint(_ hintResource: LocalizedStringResource) -> some View {
        accessibilityHint(Text(hintResource))
    }

    /// Mirrors SwiftUI's `accessibilityValue(_:)` of a `LocalizedStringResource`.
    @_disfavoredOverload
    public func accessibilityValue(_ valueResource: LocalizedStringResource) -> some View {
        accessibilityValue(Text(valueResource))
    }

    /// Mirrors SwiftUI's `help(_:)` of a `LocalizedStringResource`: recorded as the
    /// accessibility hint, as `help(Text)` is.
    @_disfavoredOverload
    public func help(_ textResource: LocalizedStringResource) -> some View {
        help(Text(textResource))
    }
}
