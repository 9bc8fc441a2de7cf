// AccessibilityModifiers.swift · Raster/Accessibility · mirrors SwiftUI's accessibility modifiers: accessibilityLabel, Hint (and help(_:)), Value, AddTraits, RemoveTraits, Hidden, Element(children:), SortPriority, Identifier, Action, Heading, InputLabels, RespondsToUserInteraction, accessibilityRepresentation and the deprecated accessibility(…) spellings (iOS 17)
// Status: Partial — recorded and printed by the accessibility tree (`ViewHost.accessibilityDescription()`,
// the `.accessibility` snapshot strategy); no assistive technology reads them on Linux; named and
// standard actions are performed by `ViewHost.performAccessibilityAction(_:on:)`.

import Foundation

/// What one accessibility modifier says of the elements under it; nil fields leave them as
/// they are.
struct AccessibilityEdit: Equatable {
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var addTraits = AccessibilityTraits()
    var removeTraits = AccessibilityTraits()
    var isHidden: Bool?
    var children: AccessibilityChildBehavior?
    var sortPriority: Double?
    var heading: AccessibilityHeadingLevel?
    var inputLabels: [String]?
    var actions: [AccessibilityActionItem] = []
    /// The rotors added to the element (`accessibilityRotor`).
    var rotors: [AccessibilityRotorRecord] = []
    /// The elements under it are an `accessibilityChildren` view's synthetic children.
    var isSynthetic = false
    /// The synthetic children under it replace the view's children (`accessibilityChildren`).
    var replacesChildren = false
    var respondsToUserInteraction: Bool?
    /// Whether the element has the assistive technologies' focus (`accessibilityFocused`).
    var isFocused: Bool?
    /// Whether a long press shows the large content viewer
    /// (`accessibilityShowsLargeContentViewer`).
    var showsLargeContentViewer: Bool?
    /// The control part the element is (Raster's own; see `AccessibilityPart`).
    var part: AccessibilityPart?
    /// Custom content VoiceOver reads on request (`accessibilityCustomContent`).
    var customContent: [AccessibilityCustomContentItem] = []
    /// The kind of text the element holds (`accessibilityTextContentType`).
    var textContentType: AccessibilityTextContentType?
    /// How VoiceOver speaks the element (the `speech…` modifiers).
    var speech = AccessibilitySpeech()
    /// Whether Smart Invert leaves the view's colours (`accessibilityIgnoresInvertColors`).
    var ignoresInvertColors: Bool?
    /// Whether the element is a direct-touch area, and its options (`accessibilityDirectTouch`).
    var isDirectTouchArea: Bool?
    var directTouchOptions = AccessibilityDirectTouchOptions()
    /// The group of linked elements the element is in (`accessibilityLinkedGroup`).
    var linkedGroup: String?
    /// `customContent` read in the node's locale (`resolvingTexts(in:)`).
    var resolvedCustomContent: [AccessibilityCustomContentRecord] = []
    /// Texts and keys given for the fields above, translated for the node's locale when the
    /// modifier updates (`resolvingTexts(in:)`), as `Text` views are.
    var texts = Texts()

    struct Texts: Equatable {
        var label: Text?
        var value: Text?
        var hint: Text?
        var inputLabels: [Text]?
    }

    /// The edit with `texts` written into the string fields, in `environment`.
    func resolvingTexts(in environment: EnvironmentValues) -> AccessibilityEdit {
        var edit = self
        if let label = texts.label { edit.label = label.string(in: environment) }
        if let value = texts.value { edit.value = value.string(in: environment) }
        if let hint = texts.hint { edit.hint = hint.string(in: environment) }
        if let inputLabels = texts.inputLabels { edit.inputLabels = inputLabels.map { $0.string(in: environment) } }
        edit.actions = actions.map { $0.resolvingName(in: environment) }
        edit.rotors = rotors.map { $0.resolvingTexts(in: environment) }
        edit.resolvedCustomContent = customContent.map { item in
            AccessibilityCustomContentRecord(id: item.id, label: item.label.string(in: environment),
                                             value: item.value?.string(in: environment), importance: item.importance)
        }
        edit.customContent = []
        edit.texts = Texts()
        return edit
    }
}

/// Records an `AccessibilityEdit` on its node (`outputs.accessibility`).
struct AccessibilityModifier: ViewModifier, PrimitiveModifier, Equatable {
    let edit: AccessibilityEdit

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        node.outputs.accessibility = edit.resolvingTexts(in: node.environment)
        node.becomeTransparent(content: content)
    }
}

extension View {
    func accessibility(_ change: (inout AccessibilityEdit) -> Void) -> some View {
        var edit = AccessibilityEdit()
        change(&edit)
        return modifier(AccessibilityModifier(edit: edit))
    }

    /// Adds a label to the view that describes its contents.
    ///
    /// Raster: recorded and printed by the accessibility tree (`ViewHost.accessibilityDescription()`).
    public func accessibilityLabel(_ label: Text) -> some View { accessibility { $0.texts.label = label } }
    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { accessibility { $0.texts.label = Text(labelKey) } }
    /// Adds a label to the view that describes its contents.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibility { $0.label = String(label) } }

    /// Communicates to the user what happens after performing the view's action.
    ///
    /// Raster: recorded and printed by the accessibility tree.
    public func accessibilityHint(_ hint: Text) -> some View { accessibility { $0.texts.hint = hint } }
    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { accessibility { $0.texts.hint = Text(hintKey) } }
    /// Communicates to the user what happens after performing the view's action.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibility { $0.hint = String(hint) } }

    /// Marks the element as having the assistive technologies' focus, or not
    /// (`accessibilityFocused(_:equals:)`).
    func accessibilityFocusMark(_ isFocused: Bool) -> some View { accessibility { $0.isFocused = isFocused } }

    /// Adds help text to a view (SwiftUI `help(_:)`, iOS 14): it becomes the view's
    /// accessibility hint, and macOS and visionOS show it as a help tag (tooltip), which iOS
    /// does not draw. The outer of `help` and `accessibilityHint` on one view wins, as on iOS.
    ///
    /// Raster: the hint is recorded and printed by the accessibility tree; nothing is drawn.
    public func help(_ text: Text) -> some View { accessibilityHint(text) }
    /// Adds help text to a view from a localized string key: its accessibility hint.
    public func help(_ textKey: LocalizedStringKey) -> some View { accessibilityHint(textKey) }
    /// Adds help text to a view from a string: its accessibility hint.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { accessibilityHint(text) }

    /// Adds a textual description of the value that the view contains.
    ///
    /// Raster: recorded and printed by the accessibility tree.
    public func accessibilityValue(_ valueDescription: Text) -> some View { accessibility { $0.texts.value = valueDescription } }
    /// Adds a textual description of the value that the view contains.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { accessibility { $0.texts.value = Text(valueKey) } }
    /// Adds a textual description of the value that the view contains.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibility { $0.value = String(value) } }

    /// Adds the given traits to the view.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { accessibility { $0.addTraits = traits } }

    /// Removes the given traits from this view.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { accessibility { $0.removeTraits = traits } }

    /// Specifies whether to hide this view from system accessibility features.
    public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility { $0.isHidden = hidden } }

    /// Creates a new accessibility element, or modifies the behaviour of an existing one,
    /// for the view and its children (default `.ignore`: the new element stands for them).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility { $0.children = children }
    }

    /// Makes this view one element that is `part` of the control around it, which folds it
    /// into its own element (Raster's own: a switch toggle's switch).
    func accessibilityPart(_ part: AccessibilityPart) -> some View {
        accessibility {
            $0.children = .ignore
            $0.part = part
        }
    }

    /// Sets the sort priority order for this view's accessibility element, relative to
    /// other elements at the same level (higher first).
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { accessibility { $0.sortPriority = sortPriority } }

    /// Uses the string you specify to identify the view (UI tests find elements by it).
    public func accessibilityIdentifier(_ identifier: String) -> some View { accessibility { $0.identifier = identifier } }

    /// Adds an accessibility action to the view (`.default` when no kind is given).
    ///
    /// Raster: the action's kind is listed in the accessibility tree by its name (`default`,
    /// `escape`, `magicTap`, `showMenu`, or a named kind's name) and
    /// `ViewHost.performAccessibilityAction(_:on:)` runs `handler`.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        accessibility { edit in
            edit.actions = [actionKind.nameText.map { AccessibilityActionItem(nameText: $0, perform: handler) }
                ?? AccessibilityActionItem(name: actionKind.name, perform: handler)]
        }
    }

    /// Adds an accessibility action with a name to the view.
    ///
    /// Raster: listed in the accessibility tree, and performed by
    /// `ViewHost.performAccessibilityAction(_:on:)`.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        accessibility { $0.actions = [AccessibilityActionItem(nameText: name, perform: handler)] }
    }

    /// Adds an accessibility action with a localized name to the view.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        accessibility { $0.actions = [AccessibilityActionItem(nameText: Text(nameKey), perform: handler)] }
    }

    /// Adds an accessibility action with a name to the view.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        accessibility { $0.actions = [AccessibilityActionItem(name: String(name), perform: handler)] }
    }

    /// Adds an accessibility adjustable action to the view (VoiceOver's swipe up and down).
    ///
    /// Raster: listed in the accessibility tree as the action "adjustable", not performed.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        accessibility { $0.actions = [AccessibilityActionItem(name: "adjustable")] }
    }

    /// Adds a scroll action to the view (VoiceOver's three-finger swipe), called with the edge
    /// toward which the content should scroll.
    ///
    /// Raster: listed in the accessibility tree as the action "scroll", not performed.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View {
        accessibility { $0.actions = [AccessibilityActionItem(name: "scroll")] }
    }

    /// Adds the large content viewer to the view: at the accessibility text sizes, a long
    /// press shows the view's label (and image) enlarged in the middle of the screen, as a
    /// tab bar's items do.
    ///
    /// Raster: recorded in the accessibility tree (`largeContentViewer`); the viewer is a
    /// device's overlay, shown only to a person's long press, so nothing is drawn.
    public func accessibilityShowsLargeContentViewer() -> some View {
        accessibility { $0.showsLargeContentViewer = true }
    }

    /// Adds the large content viewer to the view, showing `largeContentView` (a `Label`, or
    /// a `Text` and an `Image`) enlarged.
    ///
    /// Raster: recorded in the accessibility tree (`largeContentViewer`) as the method without
    /// a view is; `largeContentView` is not built.
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View {
        accessibility { $0.showsLargeContentViewer = true }
    }

    /// Sets the accessibility level of this heading (it also gets the header trait).
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        accessibility { $0.heading = level; $0.addTraits = .isHeader }
    }

    /// Sets alternate input labels with which users identify a view (Voice Control).
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        accessibility { $0.texts.inputLabels = inputLabels }
    }

    /// Sets alternate input labels with which users identify a view (Voice Control).
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
        accessibility { $0.texts.inputLabels = inputLabelKeys.map { Text($0) } }
    }

    /// Sets alternate input labels with which users identify a view (Voice Control).
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        accessibility { $0.inputLabels = inputLabels.map { String($0) } }
    }

    /// Explicitly sets whether this accessibility element responds to user interaction.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View {
        accessibility { $0.respondsToUserInteraction = respondsToUserInteraction }
    }

    /// Replaces the view's accessibility elements with those of `representation` (drawn
    /// nowhere: only its accessibility counts).
    ///
    /// Raster: the representation's elements are not built (it is not part of the drawn
    /// tree); the view becomes one element labelled with the representation's text, when it
    /// is a `Text`, else an element without a label.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        let label = representation() as? Text
        return accessibility { $0.children = .ignore; $0.texts.label = label }
    }

    /// Adds a label to the view that describes its contents (the iOS 13 spelling).
    @available(*, deprecated, renamed: "accessibilityLabel(_:)")
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

    /// Communicates what happens after performing the view's action (the iOS 13 spelling).
    @available(*, deprecated, renamed: "accessibilityHint(_:)")
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }

    /// Adds a description of the view's value (the iOS 13 spelling).
    @available(*, deprecated, renamed: "accessibilityValue(_:)")
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }

    /// Hides the view from accessibility features (the iOS 13 spelling).
    @available(*, deprecated, renamed: "accessibilityHidden(_:)")
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }

    /// Identifies the view (the iOS 13 spelling).
    @available(*, deprecated, renamed: "accessibilityIdentifier(_:)")
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }

    /// Adds traits to the view (the iOS 13 spelling).
    @available(*, deprecated, renamed: "accessibilityAddTraits(_:)")
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }

    /// Removes traits from the view (the iOS 13 spelling).
    @available(*, deprecated, renamed: "accessibilityRemoveTraits(_:)")
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }

    /// Sets the view's sort priority (the iOS 13 spelling).
    @available(*, deprecated, renamed: "accessibilitySortPriority(_:)")
    public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
}
