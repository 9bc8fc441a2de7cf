// PickerContent.swift · Raster/Views/Controls · mirrors SwiftUI View.tag(_:) and how Picker reads its options (iOS 17)
// Status: Partial — options are read from the content's view values: tuples, ForEach,
// Group, if/else, optionals, AnyView and modified views are looked through; any other
// view (a custom view with a body) is one option, tagged only by an enclosing ForEach.

import Foundation

/// Marks a view with a tag value: what a `Picker` or a list selects. The modifier does not
/// change layout; in a selected sidebar row it sets its content's environment
/// (`ListRowSelection`).
struct TagModifier<V: Hashable>: ViewModifier, PrimitiveModifier {
    let tag: V

    func body(content: Content) -> Never { fatalError("primitive modifier") }

    func update(node: Node, content: any View, in graph: ViewGraph) {
        ListRowSelection.tagged(AnyHashable(tag), node: node)
        // A row of a list with `contextMenu(forSelectionType:)`, outside a `ForEach` row, is
        // identified by its tag.
        let row = node.environment.listSelectionMenu?.taggedRow(content, tag: AnyHashable(tag))
        node.becomeTransparent(content: row ?? content)
    }
}

extension View {
    /// Sets the unique tag value of this view: a `Picker` option with this tag is selected
    /// when the picker's selection equals it; so is a row of a `List` with a selection (a
    /// selected sidebar row's content gets `backgroundProminence` `.increased`).
    ///
    /// Raster: tags are compared as `AnyHashable`, so the tag's type must be the
    /// selection's type (as in SwiftUI).
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TagModifier(tag: tag))
    }
}

/// One option of a picker: its label view and its tag.
struct PickerOption {
    /// The view shown for the option (with its `tag` modifier, which draws nothing).
    var label: any View
    /// The explicit tag, else the id of the `ForEach` element that made the option.
    var tag: AnyHashable?
}

/// Views that can list the picker options they contain without being run.
protocol PickerOptionSource {
    /// The options in this view; `elementID` is the id of the enclosing `ForEach` element.
    func pickerOptions(elementID: AnyHashable?) -> [PickerOption]
}

/// A tag modifier of any value type.
protocol AnyTagModifier {
    var anyTag: AnyHashable { get }
}

extension TagModifier: AnyTagModifier {
    var anyTag: AnyHashable { AnyHashable(tag) }
}

enum PickerOptions {
    /// The options of `content`, in order.
    static func of(_ content: any View, elementID: AnyHashable? = nil) -> [PickerOption] {
        if let source = content as? PickerOptionSource {
            return source.pickerOptions(elementID: elementID)
        }
        return [PickerOption(label: content, tag: elementID)]
    }

    /// The views `content` lists, read as a picker reads its options (tuples, `ForEach`,
    /// `Group`, conditionals, optionals and `AnyView` looked through): what a label group or
    /// a control group lays out one by one.
    static func views(in content: any View) -> [any View] {
        of(content).map(\.label)
    }

    /// The explicit tag of a view: the innermost tag of its chain of modifiers.
    static func explicitTag(of view: any View) -> AnyHashable? {
        innermostModifier(AnyTagModifier.self, of: view)?.anyTag
    }

    /// The innermost modifier of type `M` (a modifier type or a protocol) in the chain of
    /// modifiers applied to `view`, if any: how a tag, a tab item or a badge is found.
    static func innermostModifier<M>(_ type: M.Type, of view: any View) -> M? {
        (view as? ModifierChain)?.innermostModifier(M.self)
    }
}

/// Modified views expose the modifiers anywhere along their chain.
protocol ModifierChain {
    /// The innermost modifier of type `M` along the chain.
    func innermostModifier<M>(_ type: M.Type) -> M?
}

extension ModifiedContent: ModifierChain where Content: View, Modifier: ViewModifier {
    func innermostModifier<M>(_ type: M.Type) -> M? {
        PickerOptions.innermostModifier(M.self, of: content) ?? modifier as? M
    }
}

extension ModifiedContent: PickerOptionSource where Content: View, Modifier: ViewModifier {
    func pickerOptions(elementID: AnyHashable?) -> [PickerOption] {
        [PickerOption(label: self, tag: PickerOptions.explicitTag(of: self) ?? elementID)]
    }
}

extension TupleView: PickerOptionSource {
    func pickerOptions(elementID: AnyHashable?) -> [PickerOption] {
        Mirror(reflecting: value).children.flatMap { element -> [PickerOption] in
            guard let view = element.value as? any View else { return [] }
            return PickerOptions.of(view, elementID: elementID)
        }
    }
}

extension ForEach: PickerOptionSource {
    func pickerOptions(elementID: AnyHashable?) -> [PickerOption] {
        var seen = Set<AnyHashable>()
        return data.flatMap { element -> [PickerOption] in
            let id = AnyHashable(self.elementID(element))
            guard seen.insert(id).inserted else { return [] }
            return PickerOptions.of(content(element), elementID: id)
        }
    }
}

extension Group: PickerOptionSource where Content: View {
    func pickerOptions(elementID: AnyHashable?) -> [PickerOption] {
        PickerOptions.of(content, elementID: elementID)
    }
}

extension _ConditionalContent: PickerOptionSource {
    func pickerOptions(elementID: AnyHashable?) -> [PickerOption] {
        switch storage {
        case .trueContent(let view): return PickerOptions.of(view, elementID: elementID)
        case .falseContent(let view): return PickerOptions.of(view, elementID: elementID)
        }
    }
}

extension Optional: PickerOptionSource where Wrapped: View {
    func pickerOptions(elementID: AnyHashable?) -> [PickerOption] {
        map { PickerOptions.of($0, elementID: elementID) } ?? []
    }
}

extension AnyView: PickerOptionSource {
    func pickerOptions(elementID: AnyHashable?) -> [PickerOption] {
        PickerOptions.of(view, elementID: elementID)
    }
}

extension EmptyView: PickerOptionSource {
    func pickerOptions(elementID: AnyHashable?) -> [PickerOption] { [] }
}
