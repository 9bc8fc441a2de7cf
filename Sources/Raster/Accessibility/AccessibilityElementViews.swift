// AccessibilityElementViews.swift · Raster/Accessibility · the views that are accessibility elements by themselves, and what they report (as their UIKit counterparts do on iOS)

import Foundation

extension Text: AccessibilityElementView {
    /// Static text labelled with its string.
    func accessibilityElement(content: [AccessibilityElement], in environment: EnvironmentValues) -> AccessibilityElement? {
        AccessibilityElement(label: string(in: environment), traits: .isStaticText)
    }
}

extension Button: AccessibilityElementView {
    /// A button labelled with its label's elements, combined.
    func accessibilityElement(content: [AccessibilityElement], in environment: EnvironmentValues) -> AccessibilityElement? {
        AccessibilityElement(label: AccessibilityElement.combinedLabel(of: content), traits: .isButton)
    }
}

extension Toggle: AccessibilityElementView {
    /// A switch: a button with the toggle trait, labelled with its label, its value "1"
    /// when on and "0" when off (UISwitch's accessibility value), activated at its switch
    /// (the switch style's; other styles at their centre).
    func accessibilityElement(content: [AccessibilityElement], in environment: EnvironmentValues) -> AccessibilityElement? {
        let target = content.last { $0.part == .activationTarget }?.frame
        return AccessibilityElement(label: AccessibilityElement.combinedLabel(of: content), value: isOn.wrappedValue ? "1" : "0",
                                    traits: [.isButton, .isToggle], activationPoint: target.map { CGPoint(x: $0.midX, y: $0.midY) })
    }
}

extension Stepper: AccessibilityElementView {
    /// An adjustable element labelled with its label, holding UIStepper's two buttons,
    /// "Decrement" and "Increment" (XCUITest's `steppers.buttons["Increment"]`), which
    /// `ViewHost.tap(_:)` finds; the buttons are the control's last two elements.
    func accessibilityElement(content: [AccessibilityElement], in environment: EnvironmentValues) -> AccessibilityElement? {
        let buttons = Array(content.suffix(2))
        return AccessibilityElement(label: AccessibilityElement.combinedLabel(of: Array(content.dropLast(buttons.count))),
                                    actions: [AccessibilityActionItem(name: "adjustable")], children: buttons)
    }
}

extension Picker: AccessibilityElementView {
    /// A menu picker: one button labelled with the picker's label (shown in a list or
    /// form row; a `Text` label is read when hidden too) whose value is the selected
    /// option, as iOS exposes a pop-up button. Other styles: their elements.
    func accessibilityElement(content: [AccessibilityElement], in environment: EnvironmentValues) -> AccessibilityElement? {
        guard var face = content.last, face.part == .menuPickerFace else { return nil }
        face.part = nil
        face.label = (label as? Text)?.string(in: environment) ?? AccessibilityElement.combinedLabel(of: Array(content.dropLast()))
        return face
    }
}

extension MenuPickerLabel: AccessibilityElementView {
    /// The menu picker's face: a button whose value is the selected option's label.
    func accessibilityElement(content: [AccessibilityElement], in environment: EnvironmentValues) -> AccessibilityElement? {
        AccessibilityElement(value: AccessibilityElement.combinedLabel(of: content), traits: .isButton, part: .menuPickerFace)
    }
}

extension Slider: AccessibilityElementView {
    /// An adjustable element labelled with its label (drawn nowhere on iOS, so only a `Text`
    /// label is read), its value the percentage UISlider reports.
    func accessibilityElement(content: [AccessibilityElement], in environment: EnvironmentValues) -> AccessibilityElement? {
        AccessibilityElement(label: (label as? Text)?.string(in: environment), value: "\(Int((fraction * 100).rounded()))%",
                             actions: [AccessibilityActionItem(name: "adjustable")])
    }
}

extension TextField: AccessibilityElementView {
    /// A text field (a secure one for a `SecureField`, whose value is its bullets) labelled
    /// with its title or prompt, its value the text, as UITextField reports.
    func accessibilityElement(content: [AccessibilityElement], in environment: EnvironmentValues) -> AccessibilityElement? {
        let title = (label as? Text)?.string(in: environment) ?? AccessibilityElement.combinedLabel(of: content) ?? placeholder?.string(in: environment)
        return AccessibilityElement(label: title, value: text.wrappedValue, role: isSecure ? .secureTextField : .textField)
    }
}

extension TextEditor: AccessibilityElementView {
    /// A text field without a label (a `TextEditor` has no title; `accessibilityLabel` gives
    /// one), its value the text (a rich-text editor's characters), as UITextView reports.
    func accessibilityElement(content: [AccessibilityElement], in environment: EnvironmentValues) -> AccessibilityElement? {
        AccessibilityElement(value: attributedText.map { String($0.wrappedValue.characters) } ?? text.wrappedValue, role: .textField)
    }
}

extension Label: AccessibilityElementView {
    /// One element labelled with the title alone: iOS does not read a label's icon. A label
    /// drawn as its icon alone (`labelStyle(.iconOnly)`, and every label in a bar) is still
    /// labelled with its title when the title is a `Text`, as iOS labels an icon-only bar
    /// button with its title (`Button("Info", systemImage:)` is read "Info").
    func accessibilityElement(content: [AccessibilityElement], in environment: EnvironmentValues) -> AccessibilityElement? {
        let title = content.filter { !$0.traits.contains(.isImage) }
        if title.isEmpty, let text = self.title as? Text {
            return AccessibilityElement(label: text.string(in: environment),
                                        traits: content.reduce(AccessibilityTraits()) { $0.union($1.traits) })
        }
        return AccessibilityElement(label: AccessibilityElement.combinedLabel(of: title),
                                    traits: title.reduce(AccessibilityTraits()) { $0.union($1.traits) })
    }
}
