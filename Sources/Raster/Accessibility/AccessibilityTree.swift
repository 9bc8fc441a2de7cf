// AccessibilityTree.swift · Raster/Accessibility · the accessibility elements of a laid-out view tree, in reading order, as text (Raster's own; what VoiceOver would be given)
// Status: Partial — the elements of text, images, buttons, toggles, sliders, text fields and editors and
// the accessibility modifiers; reading order is the view tree's order, refined by sort priority.

import Foundation

/// One element of the accessibility tree: what an assistive technology is told about a view.
struct AccessibilityElement: Equatable {
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var traits = AccessibilityTraits()
    /// The kind of control VoiceOver announces where no public trait names it; nil for others.
    var role: AccessibilityRole?
    var heading: AccessibilityHeadingLevel?
    var inputLabels: [String]?
    /// The actions VoiceOver offers, in order; `ViewHost.performAccessibilityAction(_:on:)`
    /// runs them.
    var actions: [AccessibilityActionItem] = []
    /// The custom rotors added to the element (`accessibilityRotor`).
    var rotors: [AccessibilityRotorRecord] = []
    var sortPriority: Double = 0
    /// Root (window) coordinates, points, where the element is drawn: geometry effects
    /// (offset, scale, rotation) included, a rotated element's frame being the bounding box
    /// of its turned rectangle, as UIKit's accessibilityFrame is; nil when none of the
    /// element's views is shown.
    var frame: CGRect?
    /// The elements a `.contain` container holds, in reading order.
    var children: [AccessibilityElement]?
    /// Where the element is activated (window points) when that is not its frame's centre:
    /// a switch toggle's switch, as UIKit's `accessibilityActivationPoint` is for a UISwitch
    /// in a cell; nil for the centre. `ViewHost.tap(_:)` taps the centre, as XCUITest does.
    var activationPoint: CGPoint?
    /// The part of a control this element is, which the control folds into its own element.
    var part: AccessibilityPart?
    /// Whether the label is an SF Symbol's name (an `Image(systemName:)` without a label of
    /// its own), which combined labels leave out.
    var isSymbolName = false
    /// Whether the element has the assistive technologies' focus (`accessibilityFocused`).
    var isFocused = false
    /// Whether a long press on the element shows the large content viewer
    /// (`accessibilityShowsLargeContentViewer`).
    var showsLargeContentViewer = false
    /// Custom content VoiceOver reads on request, in the order it was added.
    var customContent: [AccessibilityCustomContentRecord] = []
    /// The kind of text the element holds (`accessibilityTextContentType`).
    var textContentType: AccessibilityTextContentType?
    /// How VoiceOver speaks the element.
    var speech = AccessibilitySpeech()
    /// Whether Smart Invert leaves the view's colours.
    var ignoresInvertColors = false
    /// The options of a direct-touch area; nil when the element is not one.
    var directTouch: AccessibilityDirectTouchOptions?
    /// The group of linked elements the element is in.
    var linkedGroup: String?
    /// Whether the element is a synthetic child of `accessibilityChildren`, until the view
    /// that takes it as a child does.
    var isSynthetic = false
    /// Whether the element is a control in a disabled environment (`disabled(true)`; a
    /// `RenameButton` without a rename action): UIKit's `notEnabled` trait, which VoiceOver
    /// reads "dimmed".
    var isDimmed = false

    /// Whether the element is a control, which a disabled environment dims: a button (toggles,
    /// menu pickers), a text field or editor, or an adjustable element (sliders, steppers).
    var isControl: Bool {
        traits.contains(.isButton) || role != nil || actions.contains { $0.name == "adjustable" }
    }

    /// The element in a disabled environment: dimmed if it is a control, and so are the
    /// controls it contains (a stepper's Decrement and Increment buttons).
    var dimmingControls: AccessibilityElement {
        var element = self
        if isControl { element.isDimmed = true }
        element.children = children?.map(\.dimmingControls)
        return element
    }

    /// Applies what an accessibility modifier says.
    mutating func apply(_ edit: AccessibilityEdit) {
        if let label = edit.label {
            self.label = label
            isSymbolName = false
        }
        if let value = edit.value { self.value = value }
        if let hint = edit.hint { self.hint = hint }
        if let identifier = edit.identifier { self.identifier = identifier }
        traits.formUnion(edit.addTraits)
        traits.remove(edit.removeTraits)
        if let heading = edit.heading { self.heading = heading }
        if let inputLabels = edit.inputLabels { self.inputLabels = inputLabels }
        actions += edit.actions
        rotors += edit.rotors.map { $0.entriesReading(label) }
        if edit.isSynthetic { isSynthetic = true }
        if let sortPriority = edit.sortPriority { self.sortPriority = sortPriority }
        if let part = edit.part { self.part = part }
        if let isFocused = edit.isFocused { self.isFocused = isFocused }
        if let shows = edit.showsLargeContentViewer { showsLargeContentViewer = shows }
        // Content of an id already listed takes the new value in its place, as labels do; a
        // nil value removes it.
        for item in edit.resolvedCustomContent {
            let i = customContent.firstIndex { $0.id == item.id }
            switch (i, item.value) {
            case (let i?, nil): customContent.remove(at: i)
            case (let i?, _): customContent[i] = item
            case (nil, nil): break
            case (nil, _): customContent.append(item)
            }
        }
        if let type = edit.textContentType { textContentType = type }
        speech = speech.merging(edit.speech)
        if let ignores = edit.ignoresInvertColors { ignoresInvertColors = ignores }
        if let isArea = edit.isDirectTouchArea { directTouch = isArea ? edit.directTouchOptions : nil }
        if let group = edit.linkedGroup { linkedGroup = group }
    }
}

/// Parts of a control that are elements only to be folded into the control's element.
enum AccessibilityPart: Equatable {
    /// A switch toggle's switch: where the toggle is activated (`activationPoint`).
    case activationTarget
    /// A menu picker's face: a button whose value is the selected option.
    case menuPickerFace
}

/// A kind of control that VoiceOver announces by its role, which UIKit gives text-entry
/// views without a public trait (`UIAccessibilityTraits` has none for them): the role is
/// read after the label and value ("Name, Anna, text field").
enum AccessibilityRole: String {
    /// A text field or text view (SwiftUI `TextField`, `TextEditor`): "text field".
    case textField
    /// A text field with secure entry (SwiftUI `SecureField`): "secure text field".
    case secureTextField
}

/// Views that are one accessibility element by themselves, as their UIKit counterparts
/// are; the elements inside them (their labels) are folded into it.
protocol AccessibilityElementView {
    /// The element, given the elements of the view's content (frame filled in by the
    /// caller); texts are read in `environment` (the view's, for its locale).
    func accessibilityElement(content: [AccessibilityElement], in environment: EnvironmentValues) -> AccessibilityElement?
}

extension AccessibilityElement {
    /// The labels of `elements` joined as VoiceOver reads combined elements (", "). SF
    /// Symbols are left out beside other labels: iOS reads a symbol's built-in description
    /// (the `star` symbol's is "favorite"), which Raster does not have, and falls back to the
    /// name only for symbols without one [UNCERTAIN — Apple publishes no list]; a symbol
    /// alone (an icon-only button) keeps its name.
    static func combinedLabel(of elements: [AccessibilityElement]) -> String? {
        let named = elements.filter { $0.part == nil && !($0.label ?? "").isEmpty }
        let words = named.filter { !$0.isSymbolName }
        let labels = (words.isEmpty ? named : words).compactMap(\.label)
        return labels.isEmpty ? nil : labels.joined(separator: ", ")
    }
}

extension ViewGraph {
    /// The accessibility elements of the laid-out tree, in reading order: the view tree's
    /// order, each level stably sorted by `accessibilitySortPriority` (higher first).
    ///
    /// While something is presented only the topmost presentation's elements are listed: iOS
    /// makes a presented sheet, cover, alert or dialog modal to VoiceOver
    /// (`accessibilityViewIsModal`), so the screen and the presentations under it are not read
    /// — unless the sheet lets the screen take interaction (`presentationBackgroundInteraction`).
    func accessibilityElements() -> [AccessibilityElement] {
        guard let root else { return [] }
        // Each unit's frame as drawn: its bounds through its geometry effects (offset, scale,
        // rotation: the bounding box) and its ancestors', as hit testing sees it.
        var frames: [ObjectIdentifier: CGRect] = [:]
        func place(_ node: Node, parentToGlobal: CGAffineTransform) {
            DeepRecursion.step {
                let toGlobal = node.transformToParent.concatenating(parentToGlobal)
                frames[ObjectIdentifier(node)] = CGRect(origin: .zero, size: node.frame.size).applying(toGlobal)
                for child in node.shownSubviewNodes { place(child, parentToGlobal: toGlobal) }
            }
        }
        place(root, parentToGlobal: .identity)

        func frame(of node: Node) -> CGRect? {
            node.units.compactMap { frames[ObjectIdentifier($0)] }.reduce(nil) { $0?.union($1) ?? $1 }
        }
        func elements(of node: Node) -> [AccessibilityElement] {
            DeepRecursion.step { elementsStep(node) }
        }
        func elementsStep(_ node: Node) -> [AccessibilityElement] {
            let edit = node.outputs.accessibility
            if edit?.isHidden == true { return [] }
            let content = node.orderedChildren.flatMap(elements(of:))
            var result: [AccessibilityElement]
            if edit?.replacesChildren == true {
                result = [Self.container(of: content, frame: frame(of: node))]
            } else if var own = (node.view as? AccessibilityElementView)?.accessibilityElement(content: content, in: node.environment) {
                own.frame = frame(of: node)
                result = [own]
            } else if let behavior = edit?.children {
                var element = AccessibilityElement(frame: frame(of: node))
                switch behavior.kind {
                case .ignore: break
                case .combine:
                    element.label = AccessibilityElement.combinedLabel(of: content)
                    element.traits = content.reduce(AccessibilityTraits()) { $0.union($1.traits) }
                case .contain: element.children = Self.readingOrder(content)
                }
                result = [element]
            } else {
                result = content
            }
            if let edit {
                for i in result.indices { result[i].apply(edit) }
            }
            if !node.environment.isEnabled { result = result.map(\.dimmingControls) }
            return result.filter { $0.frame != nil }
        }
        // A sheet that lets the screen behind it take interaction keeps the screen readable.
        let modal = presentations.topLevel.flatMap { level in
            level.preferenceValue(PresentationBackgroundInteractsKey.self) == true ? nil : level
        }
        return Self.readingOrder(elements(of: modal ?? root))
    }

    /// The element of an `accessibilityChildren` view whose elements are `content`: the
    /// view's own element (when it is one) or a new one at `frame`, made a container of the
    /// synthetic children, which replace its other elements.
    static func container(of content: [AccessibilityElement], frame: CGRect?) -> AccessibilityElement {
        let own = content.filter { !$0.isSynthetic }
        var element = own.count == 1 ? own[0] : AccessibilityElement(frame: frame)
        element.children = readingOrder(content.filter(\.isSynthetic).map { child in
            var child = child
            child.isSynthetic = false
            return child
        })
        return element
    }

    /// `elements` stably sorted by sort priority, higher first.
    static func readingOrder(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
        elements.enumerated().sorted { a, b in
            a.element.sortPriority != b.element.sortPriority ? a.element.sortPriority > b.element.sortPriority : a.offset < b.offset
        }.map(\.element)
    }

    /// The accessibility elements as text: one line per element, containers' elements
    /// indented under them by two spaces. An element's role (`textField`,
    /// `secureTextField`) and traits are listed in brackets, role first; its actions (each
    /// with its category in parentheses unless default) and its rotors (`rotors: [VIPs: A, B;
    /// headings: C]`) follow its values, then `dimmed` (a disabled control), `focused` and
    /// `largeContentViewer` when they hold, then custom content (`customContent: [Age: 3
    /// years (high)]`), `textContentType`, `speech: […]`, `ignoresInvertColors`,
    /// `directTouch` and `linkedGroup` when set.
    func accessibilityDescription() -> String {
        var lines: [String] = []
        func describe(_ element: AccessibilityElement, depth: Int) {
            var line = indentation(depth: depth)
            let traits = (element.role.map { [$0.rawValue] } ?? [])
                + AccessibilityTraits.names.filter { element.traits.contains($0.0) }.map(\.1)
            line += traits.isEmpty ? (element.children == nil ? "element" : "container") : "[" + traits.joined(separator: ", ") + "]"
            if let label = element.label { line += " \"\(label)\"" }
            if let value = element.value { line += " value: \"\(value)\"" }
            if let hint = element.hint { line += " hint: \"\(hint)\"" }
            if let heading = element.heading { line += " heading: \(heading)" }
            if let identifier = element.identifier { line += " id: \"\(identifier)\"" }
            if let inputLabels = element.inputLabels { line += " inputLabels: [\(inputLabels.map { "\"\($0)\"" }.joined(separator: ", "))]" }
            if !element.actions.isEmpty { line += " actions: [\(element.actions.map(\.listedName).joined(separator: ", "))]" }
            if !element.rotors.isEmpty {
                line += " rotors: [\(element.rotors.map { "\($0.label): \($0.entries.joined(separator: ", "))" }.joined(separator: "; "))]"
            }
            if element.isDimmed { line += " dimmed" }
            if element.isFocused { line += " focused" }
            if element.showsLargeContentViewer { line += " largeContentViewer" }
            if !element.customContent.isEmpty {
                line += " customContent: [\(element.customContent.map { "\($0.label): \($0.value ?? "")\($0.importance == .high ? " (high)" : "")" }.joined(separator: "; "))]"
            }
            if let type = element.textContentType { line += " textContentType: \(type.name)" }
            if !element.speech.listed.isEmpty { line += " speech: [\(element.speech.listed.joined(separator: ", "))]" }
            if element.ignoresInvertColors { line += " ignoresInvertColors" }
            if let options = element.directTouch {
                var names: [String] = []
                if options.contains(.silentOnTouch) { names.append("silentOnTouch") }
                if options.contains(.requiresActivation) { names.append("requiresActivation") }
                line += names.isEmpty ? " directTouch" : " directTouch: [\(names.joined(separator: ", "))]"
            }
            if let group = element.linkedGroup { line += " linkedGroup: \(group)" }
            if let frame = element.frame {
                line += " (\(formatPoints(frame.minX)), \(formatPoints(frame.minY)), \(formatPoints(frame.width)), \(formatPoints(frame.height)))"
            }
            lines.append(line)
            for child in element.children ?? [] { describe(child, depth: depth + 1) }
        }
        for element in accessibilityElements() { describe(element, depth: 0) }
        return lines.joined(separator: "\n")
    }
}
