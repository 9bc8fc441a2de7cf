// PickerContent.swift · Raster/Views/Controls · mirrors SwiftUI View.tag(_:) and how Picker reads its options (iOS 17)
// Status: Partial — options are read from the content's view values: tuples, ForEach,
// Group, if/else, optionals, AnyView and modified views are looked through; any other
// view (a custom view with a body) is one option, tagged only by an enclosing ForEach.
// The same reading lists a view's subviews for `Group(subviews:)` and `ForEach(subviews:)`
// (Views/Containers/Subviews.swift), with SwiftUI's rules for those (`ViewListReading`).

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

/// One option of a picker: its label view and its tag. Read for a view's subviews, also its
/// structural identity, container values and section.
struct PickerOption {
    /// The view shown for the option (with its `tag` modifier, which draws nothing).
    var label: any View
    /// The explicit tag, else the id of the `ForEach` element that made the option.
    var tag: AnyHashable?
    /// Where the view lies in the content read: an entry per tuple position, `ForEach`
    /// element id and `if`/`else` branch on the way to it (a `Subview`'s id).
    var path: [AnyHashable] = []
    /// Values of `containerValue(_:_:)` on the view, read in subviews mode only.
    var containerValues = ContainerValues()
    /// The `Section` the view is a header, row or footer of, read in subviews mode only.
    var section: ListedSection?
}

/// How a view list is read: for a picker's options (modifiers end the reading: a modified
/// `Group` is one option) or, in `subviews` mode, for SwiftUI's `Subview`s, where a modifier
/// applied to several views applies to each, `containerValue` is recorded, and a `Section`
/// lists its header, rows and footer.
struct ViewListReading {
    /// The id of the enclosing `ForEach` element, if any.
    var elementID: AnyHashable?
    /// The path from the content read to here (`PickerOption.path`).
    var path: [AnyHashable] = []
    /// Whether the reading follows the rules of subviews.
    var subviews = false

    /// The reading one level further down, at `step`.
    func appending(_ step: AnyHashable) -> ViewListReading {
        var next = self
        next.path.append(step)
        return next
    }

    /// The reading inside the `ForEach` element with id `id`.
    func element(_ id: AnyHashable) -> ViewListReading {
        var next = appending(id)
        next.elementID = id
        return next
    }
}

/// Views that can list the picker options they contain without being run.
protocol PickerOptionSource {
    /// The options in this view, read as `reading` says.
    func pickerOptions(_ reading: ViewListReading) -> [PickerOption]
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
    static func of(_ content: any View, _ reading: ViewListReading = ViewListReading()) -> [PickerOption] {
        if let source = content as? PickerOptionSource {
            return source.pickerOptions(reading)
        }
        return [PickerOption(label: content, tag: reading.elementID, path: reading.path)]
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
    func pickerOptions(_ reading: ViewListReading) -> [PickerOption] {
        guard reading.subviews else {
            return [PickerOption(label: self, tag: PickerOptions.explicitTag(of: self) ?? reading.elementID, path: reading.path)]
        }
        // Subviews: the content's views, each with this modifier (a container value recorded
        // where the view has none of its own: the innermost wins).
        var options = PickerOptions.of(content, reading)
        if let values = modifier as? ContainerValueModifier {
            // On a `Section` itself, the value is the section's.
            for i in options.indices {
                if options[i].section?.path == reading.path {
                    values.write(into: &options[i].section!.containerValues)
                } else {
                    values.write(into: &options[i].containerValues)
                }
            }
        }
        if options.count == 1, options[0].section == nil, options[0].path == reading.path {
            // One view that is not a list: the modified view itself.
            options[0].label = self
            options[0].tag = PickerOptions.explicitTag(of: self) ?? reading.elementID
            return options
        }
        let modifier = self.modifier
        func modified<V: View>(_ view: V) -> any View { ModifiedContent<V, Modifier>(content: view, modifier: modifier) }
        for i in options.indices { options[i].label = modified(options[i].label) }
        return options
    }
}

extension TupleView: PickerOptionSource {
    func pickerOptions(_ reading: ViewListReading) -> [PickerOption] {
        views.enumerated().flatMap { PickerOptions.of($1, reading.appending($0)) }
    }
}

extension ForEach: PickerOptionSource {
    func pickerOptions(_ reading: ViewListReading) -> [PickerOption] {
        var seen = Set<AnyHashable>()
        return data.flatMap { element -> [PickerOption] in
            let id = AnyHashable(self.elementID(element))
            guard seen.insert(id).inserted else { return [] }
            return PickerOptions.of(content(element), reading.element(id))
        }
    }
}

extension Group: PickerOptionSource where Content: View {
    func pickerOptions(_ reading: ViewListReading) -> [PickerOption] {
        PickerOptions.of(content, reading)
    }
}

extension _ConditionalContent: PickerOptionSource {
    func pickerOptions(_ reading: ViewListReading) -> [PickerOption] {
        switch storage {
        case .trueContent(let view): return PickerOptions.of(view, reading.appending(true))
        case .falseContent(let view): return PickerOptions.of(view, reading.appending(false))
        }
    }
}

extension Optional: PickerOptionSource where Wrapped: View {
    func pickerOptions(_ reading: ViewListReading) -> [PickerOption] {
        map { PickerOptions.of($0, reading) } ?? []
    }
}

extension AnyView: PickerOptionSource {
    func pickerOptions(_ reading: ViewListReading) -> [PickerOption] {
        PickerOptions.of(view, reading)
    }
}

extension EmptyView: PickerOptionSource {
    func pickerOptions(_ reading: ViewListReading) -> [PickerOption] { [] }
}
